import type { PublicationDetail, PublicationItem, PublicationReader } from '@cppcc/contracts';
import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Principal } from '../../../../platform/auth/principal-type';
import type { Queryable } from '../../../../platform/db/client';
import { infoItem, infoReporter, infoType, publicationType } from '../../tables';
import { publicationHistory, publicationItem, publicationReader } from '../tables';
import { loadReadable, type PublicationRow } from './access';
import { publicationActionLabel } from './machine';
import { issueRows } from './rows';

/**
 * One issue as every page shows it (the editor's form, the signer's page, the reader's page, the
 * composer): the list row, the header and distribution lines, the items in order with the
 * reporter's title beside the issue's, the readers and the trail. Reading rights are checked
 * here (404 no issue, 403 not on the caller's list), so no caller forgets them.
 */
export async function issueDetail(q: Queryable, p: Principal, id: string): Promise<PublicationDetail> {
  const row = await loadReadable(q, p, id);
  return detailOf(q, p, row);
}

/** The detail of an issue already read (and checked) by the caller. */
export async function detailOf(q: Queryable, p: Principal, row: PublicationRow): Promise<PublicationDetail> {
  const [[listRow], [type], items, readers, history] = await Promise.all([
    issueRows(q, p, [row]),
    q
      .select({ hasIssuer: publicationType.hasIssuer, publishingUnit: publicationType.publishingUnit })
      .from(publicationType)
      .where(eq(publicationType.id, row.typeId))
      .limit(1),
    issueItems(q, row.id),
    q
      .select({ kind: publicationReader.kind, id: publicationReader.targetId, name: publicationReader.name })
      .from(publicationReader)
      .where(eq(publicationReader.publicationId, row.id))
      .orderBy(asc(publicationReader.kind), asc(publicationReader.name)),
    q
      .select()
      .from(publicationHistory)
      .where(eq(publicationHistory.publicationId, row.id))
      .orderBy(asc(publicationHistory.at), asc(publicationHistory.id)),
  ]);
  return {
    ...listRow,
    issuer: row.issuer,
    hasIssuer: type?.hasIssuer ?? false,
    publishingUnit: type?.publishingUnit ?? null,
    signerId: row.signerId,
    signOpinion: row.signOpinion,
    reportTo: row.reportTo,
    sendTo: row.sendTo,
    issueTo: row.issueTo,
    remark: row.remark,
    items,
    readers: readers as PublicationReader[],
    history: history.map((h) => ({
      action: h.action,
      actionLabel: publicationActionLabel(h.action),
      fromState: h.fromState,
      toState: h.toState,
      opinion: h.opinion,
      actorName: h.actorName,
      at: h.at.toISOString(),
    })),
  };
}

/** An issue's items in order, each with the reporter's title, the item's 编号, type, reporters and units. */
export async function issueItems(q: Queryable, publicationId: string): Promise<PublicationItem[]> {
  const rows = await q
    .select({
      id: publicationItem.id,
      infoId: publicationItem.infoId,
      sort: publicationItem.sort,
      title: publicationItem.title,
      content: publicationItem.content,
      edited: publicationItem.edited,
      originalTitle: infoItem.title,
      serialNumber: infoItem.serialNumber,
      typeName: infoType.name,
      reporterName: infoItem.reporterName,
      unitName: infoItem.unitName,
    })
    .from(publicationItem)
    .innerJoin(infoItem, eq(infoItem.id, publicationItem.infoId))
    .leftJoin(infoType, eq(infoType.id, infoItem.typeId))
    .where(eq(publicationItem.publicationId, publicationId))
    .orderBy(asc(publicationItem.sort), asc(publicationItem.createdAt), asc(publicationItem.id));
  if (!rows.length) return [];
  const people = await q
    .select({ itemId: infoReporter.itemId, name: infoReporter.name, unitName: infoReporter.unitName })
    .from(infoReporter)
    // a co-reporter who declined (joint 0) is not credited, as everywhere in the info area
    .where(
      and(
        inArray(
          infoReporter.itemId,
          rows.map((r) => r.infoId),
        ),
        or(isNull(infoReporter.joint), ne(infoReporter.joint, 0)),
      ),
    )
    .orderBy(asc(infoReporter.role), asc(infoReporter.sort));
  const byItem = new Map<string, { names: string[]; units: string[] }>();
  for (const r of people) {
    const e = byItem.get(r.itemId) ?? { names: [], units: [] };
    if (!e.names.includes(r.name)) e.names.push(r.name);
    if (r.unitName && !e.units.includes(r.unitName)) e.units.push(r.unitName);
    byItem.set(r.itemId, e);
  }
  return rows.map((r) => {
    const e = byItem.get(r.infoId);
    return {
      id: r.id,
      infoId: r.infoId,
      sort: r.sort,
      title: r.title,
      content: r.content,
      originalTitle: r.originalTitle,
      edited: r.edited,
      serialNumber: r.serialNumber,
      typeName: r.typeName ?? null,
      reporterNames: e?.names.join('、') || r.reporterName,
      unitNames: e?.units.join('、') || (r.unitName ?? ''),
    };
  });
}
