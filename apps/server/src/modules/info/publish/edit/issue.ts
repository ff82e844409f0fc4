import {
  type PublicationEditingDetail,
  PublicationReaderKind,
  PublicationState,
  type publicationDeleteBody,
  type publicationExcellentBody,
  type publicationUpdateBody,
} from '@cppcc/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../../platform/auth/principal-type';
import type { Queryable } from '../../../../platform/db/client';
import { fieldError, forbidden, illegalState } from '../../../../platform/errors';
import { sanitizeRichHtml } from '../../../../platform/html/sanitize';
import { liveAccountsAmong, liveOrgsByIds } from '../../../system';
import { infoFlow } from '../../core/machine';
import type { InfoStepContext } from '../../core/step';
import { infoItem, infoVersion, publicationType } from '../../tables';
import { isEditor, loadReadable, whoOnPublication } from '../core/access';
import { detailOf } from '../core/detail';
import { publicationFlow } from '../core/machine';
import { assertNumbersFree } from '../core/numbering';
import { publication, publicationItem, publicationReader } from '../tables';
import { type PubStep, runPubStep } from './step';

/** What an editor changes on an issue still 编辑中, its deletion and the 优秀 mark (docs/publications.md). */

type UpdateInput = z.output<typeof publicationUpdateBody>;
type ReaderInput = UpdateInput['readers'];

/** The readers as the directory names them: people and organisations must exist, or a 400 naming them. */
export async function resolveReaders(q: Queryable, readers: ReaderInput) {
  const userIds = [...new Set(readers.filter((r) => r.kind === PublicationReaderKind.user).map((r) => r.id))];
  const orgIds = [...new Set(readers.filter((r) => r.kind === PublicationReaderKind.org).map((r) => r.id))];
  const [users, orgs] = await Promise.all([liveAccountsAmong(q, userIds), liveOrgsByIds(q, orgIds)]);
  const userName = new Map(users.map((u) => [u.id, u.username]));
  const orgName = new Map(orgs.map((o) => [o.id, o.name]));
  const missing = userIds.filter((id) => !userName.has(id)).length + orgIds.filter((id) => !orgName.has(id)).length;
  if (missing) throw fieldError('readers', `有${missing}个阅读对象不存在或已删除`);
  return [
    ...userIds.map((id) => ({ kind: PublicationReaderKind.user, targetId: id, name: userName.get(id) as string })),
    ...orgIds.map((id) => ({ kind: PublicationReaderKind.org, targetId: id, name: orgName.get(id) as string })),
  ];
}

/** The items' new order and text, checked against the issue's items (all of them, each once). */
async function rewriteItems(
  s: PubStep,
  issueId: string,
  items: NonNullable<UpdateInput['items']>,
): Promise<{ edited: number; moved: boolean }> {
  const current = await s.tx
    .select({ id: publicationItem.id, infoId: publicationItem.infoId, sort: publicationItem.sort })
    .from(publicationItem)
    .where(eq(publicationItem.publicationId, issueId))
    .orderBy(asc(publicationItem.sort), asc(publicationItem.createdAt), asc(publicationItem.id));
  const ids = items.map((i) => i.id);
  const known = new Set(current.map((c) => c.id));
  if (new Set(ids).size !== ids.length || ids.length !== current.length || ids.some((id) => !known.has(id))) {
    throw fieldError('items', '信息列表与刊物中的信息不一致，请刷新后重试');
  }
  const originals = await s.tx
    .select({ id: infoItem.id, title: infoItem.title, content: infoItem.content })
    .from(infoItem)
    .where(
      inArray(
        infoItem.id,
        current.map((c) => c.infoId),
      ),
    );
  const original = new Map(originals.map((o) => [o.id, o]));
  const infoOf = new Map(current.map((c) => [c.id, c.infoId]));
  let edited = 0;
  for (const [i, it] of items.entries()) {
    const content = sanitizeRichHtml(it.content);
    if (!content.replace(/<[^>]*>/g, '').trim()) throw fieldError(`items.${i}.content`, '信息内容不能为空');
    const o = original.get(infoOf.get(it.id) as string);
    // both sides sanitised: the item's stored text may predate the sanitiser's present rules
    const differs = !o || o.title !== it.title || sanitizeRichHtml(o.content) !== content;
    if (differs) edited++;
    await s.tx
      .update(publicationItem)
      .set({ sort: i + 1, title: it.title, content, edited: differs, updatedAt: new Date() })
      .where(eq(publicationItem.id, it.id));
  }
  return { edited, moved: current.some((c, i) => c.id !== ids[i]) };
}

/** POST publication/update: header, numbers, distribution lines, readers, and the items' order and text. */
export function updateIssue(sc: InfoStepContext, input: UpdateInput): Promise<void> {
  return runPubStep(sc, (s) => saveIssue(s, input));
}

export async function saveIssue(s: PubStep, input: UpdateInput): Promise<void> {
  const p = s.caller.principal;
  const issue = await loadReadable(s.tx, p, input.id, true);
  const who = whoOnPublication(p, issue);
  publicationFlow.check('save', issue, who);
  if (input.num !== issue.num || input.totalNum !== issue.totalNum) {
    await assertNumbersFree(s.tx, { id: issue.id, typeId: issue.typeId, year: issue.year, num: input.num, totalNum: input.totalNum });
  }
  const readers = await resolveReaders(s.tx, input.readers);
  const [type] = await s.tx
    .select({ hasIssuer: publicationType.hasIssuer })
    .from(publicationType)
    .where(eq(publicationType.id, issue.typeId))
    .limit(1);
  const changes = input.items ? await rewriteItems(s, issue.id, input.items) : { edited: 0, moved: false };
  await s.tx.delete(publicationReader).where(eq(publicationReader.publicationId, issue.id));
  if (readers.length) await s.tx.insert(publicationReader).values(readers.map((r) => ({ publicationId: issue.id, ...r })));
  await publicationFlow.move(s, issue, 'save', {
    who,
    set: {
      title: input.title,
      num: input.num,
      totalNum: input.totalNum,
      publishDate: input.publishDate ?? null,
      // only a type whose header prints 签发人 keeps one
      issuer: type?.hasIssuer ? (input.issuer ?? null) : null,
      reportTo: input.reportTo ?? null,
      sendTo: input.sendTo ?? null,
      issueTo: input.issueTo ?? null,
      remark: input.remark ?? null,
    },
    entry: {
      detail: {
        title: input.title,
        num: input.num,
        totalNum: input.totalNum,
        readers: readers.length,
        items: changes.edited,
        ...(changes.moved ? { sort: '已调整' } : {}),
      },
    },
  });
}

/**
 * POST publication/delete: issues still 编辑中 only. Their items leave the issue and go back to
 * the pool still collected (the office chose them once; 'uncollect' on their trail says they left
 * the issue, not the editing pool). The numbers of the newest issue become free again.
 */
export function deleteIssues(sc: InfoStepContext, input: z.output<typeof publicationDeleteBody>): Promise<void> {
  return runPubStep(sc, async (s) => {
    const p = s.caller.principal;
    if (!isEditor(p)) throw forbidden('只有刊物编辑可以删除刊物');
    for (const id of [...new Set(input.ids)].sort()) {
      const issue = await loadReadable(s.tx, p, id, true);
      if (issue.state !== PublicationState.editing) throw illegalState(`刊物《${issue.title}》已送签，只有编辑中的刊物可以删除`);
      const items = await s.tx
        .select({ infoId: publicationItem.infoId })
        .from(publicationItem)
        .where(eq(publicationItem.publicationId, issue.id));
      await s.tx.delete(publicationItem).where(eq(publicationItem.publicationId, issue.id));
      await s.tx.delete(publicationReader).where(eq(publicationReader.publicationId, issue.id));
      await s.tx.update(publication).set({ deletedAt: new Date() }).where(eq(publication.id, issue.id));
      if (items.length) {
        const rows = await s.tx
          .select()
          .from(infoItem)
          .where(
            inArray(
              infoItem.id,
              items.map((i) => i.infoId),
            ),
          );
        for (const it of rows) {
          await infoFlow.record(s, it, {
            action: 'uncollect',
            fromState: it.state,
            toState: it.state,
            detail: { publicationId: issue.id },
          });
        }
      }
      await publicationFlow.record(s, issue, {
        action: 'delete',
        fromState: issue.state,
        toState: issue.state,
        detail: { title: issue.title, num: issue.num, totalNum: issue.totalNum, infoIds: items.map((i) => i.infoId) },
      });
    }
  });
}

/** POST publication/setExcellent: the editors mark a signed or distributed issue 优秀 (excellentList), or take the mark back. */
export function setExcellent(sc: InfoStepContext, input: z.output<typeof publicationExcellentBody>): Promise<void> {
  return runPubStep(sc, async (s) => {
    const p = s.caller.principal;
    if (!isEditor(p)) throw forbidden('只有刊物编辑可以评选优秀刊物');
    const issue = await loadReadable(s.tx, p, input.id, true);
    if (issue.state < PublicationState.signed) throw illegalState('刊物签发后才能评为优秀刊物');
    if (issue.excellent === input.excellent) return;
    await s.tx
      .update(publication)
      .set({ excellent: input.excellent, excellentAt: input.excellent ? new Date() : null, updatedAt: new Date() })
      .where(eq(publication.id, issue.id));
    await publicationFlow.record(s, issue, {
      action: input.excellent ? 'excellent' : 'notExcellent',
      fromState: issue.state,
      toState: issue.state,
      detail: { excellent: input.excellent },
    });
  });
}

/** GET publication/getEditingDetail/{id} and updateDetail/{id}: the issue with each item's own text and versions. */
export async function editingDetail(q: Queryable, p: Principal, id: string): Promise<PublicationEditingDetail> {
  if (!isEditor(p)) throw forbidden('只有刊物编辑可以编辑刊物');
  const issue = await loadReadable(q, p, id);
  const detail = await detailOf(q, p, issue);
  const infoIds = detail.items.map((i) => i.infoId);
  if (!infoIds.length) return { ...detail, items: [] };
  const [texts, versions] = await Promise.all([
    q.select({ id: infoItem.id, content: infoItem.content }).from(infoItem).where(inArray(infoItem.id, infoIds)),
    q.select().from(infoVersion).where(inArray(infoVersion.itemId, infoIds)).orderBy(asc(infoVersion.itemId), asc(infoVersion.no)),
  ]);
  const content = new Map(texts.map((t) => [t.id, t.content]));
  return {
    ...detail,
    items: detail.items.map((it) => ({
      ...it,
      originalContent: content.get(it.infoId) ?? '',
      versions: versions
        .filter((v) => v.itemId === it.infoId)
        .map((v) => ({
          id: v.id,
          no: v.no,
          stage: v.stage,
          title: v.title,
          content: v.content,
          editorName: v.editorName,
          at: v.createdAt.toISOString(),
        })),
    })),
  };
}
