import {
  InfoLevel,
  type InfoMergeCandidate,
  type InfoMergeView,
  type InfoRow,
  InfoSource,
  InfoState,
  InfoVersionStage,
  type infoMergeBody,
  type PageQuery,
  type PageResult,
  ReporterRole,
} from '@cppcc/contracts';
import { similarity } from '@cppcc/textkit';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { badRequest, fieldError } from '../../../platform/errors';
import { chinaYear } from '../../../platform/time/china';
import { bindEditorImages } from '../../oss';
import { type InfoItemRow, loadVisible, visibleTo, whoOn } from '../core/access';
import { infoFlow } from '../core/machine';
import { filtersOf, pageItems, toRows } from '../core/rows';
import { type InfoStepContext, runInfoStep } from '../core/step';
import { keepVersion } from '../core/versions';
import { syncInfoSimilar } from '../report';
import { infoItem, infoReporter, infoType } from '../tables';
import { storedText } from './people';

type MergeInput = z.output<typeof infoMergeBody>;

/** How many 待采用 items a similarity proposal compares (the newest; a queue longer than this is unusual). */
const CANDIDATE_POOL = 400;
const PROPOSED = 30;

/** POST info/merge/page: 待采用 items to merge from (candidates), or the items merges have made (merged). */
export function mergePage(
  q: Queryable,
  p: Principal,
  input: PageQuery & Record<string, unknown> & { view: 'candidates' | 'merged' },
): Promise<PageResult<InfoRow>> {
  const own = input.view === 'merged' ? eq(infoItem.source, InfoSource.merge) : eq(infoItem.state, InfoState.toAdopt);
  return pageItems(q, p, input, [own, ...filtersOf(input)]);
}

/**
 * POST info/merge/choose/list: the other 待采用 items most like the chosen one, by the
 * duplicate engine's measure (shared passages, any order, punctuation and width folded),
 * most similar first. Items of another type are shown but cannot be merged with it.
 */
export async function chooseList(q: Queryable, p: Principal, id: string): Promise<InfoMergeCandidate[]> {
  const chosen = await loadVisible(q, p, id);
  const pool = await q
    .select({
      id: infoItem.id,
      title: infoItem.title,
      typeId: infoItem.typeId,
      typeName: infoType.name,
      reporterName: infoItem.reporterName,
      unitName: infoItem.unitName,
      reportTime: infoItem.reportTime,
      contentText: infoItem.contentText,
    })
    .from(infoItem)
    .leftJoin(infoType, eq(infoType.id, infoItem.typeId))
    .where(and(visibleTo(p), eq(infoItem.state, InfoState.toAdopt), ne(infoItem.id, chosen.id)))
    .orderBy(desc(infoItem.reportTime), desc(infoItem.id))
    .limit(CANDIDATE_POOL);
  const source = `${chosen.title}\n${chosen.contentText}`;
  return pool
    .map((c) => {
      const target = `${c.title}\n${c.contentText}`;
      // the larger share either way: a short item wholly inside a long one is a duplicate too
      const sim = Math.max(similarity(source, target), similarity(target, source));
      return {
        id: c.id,
        title: c.title,
        typeId: c.typeId,
        typeName: c.typeName,
        reporterName: c.reporterName,
        unitName: c.unitName,
        reportTime: c.reportTime?.toISOString() ?? null,
        similarity: Math.round(sim * 10_000) / 10_000,
        sameType: c.typeId === chosen.typeId,
      };
    })
    .sort((a, b) => b.similarity - a.similarity || Number(b.sameType) - Number(a.sameType))
    .slice(0, PROPOSED);
}

/**
 * POST info/merge: two or more 待采用 items of one type become one new 待采用 item (source 3)
 * with the edited title and text. Every source's reporters are credited on it (role 3), so the
 * score rules count them all; the sources move to 已合并 and point at it.
 */
export async function mergeItems(sc: InfoStepContext, input: MergeInput): Promise<{ id: string }> {
  return runInfoStep(sc, async (s) => {
    const { principal } = sc.caller;
    const ids = [...new Set(input.ids)];
    if (ids.length < 2) throw fieldError('ids', '请至少选择两条信息进行合并');
    const sources: InfoItemRow[] = [];
    for (const id of [...ids].sort()) sources.push(await loadVisible(s.tx, principal, id, true));
    sources.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    if (new Set(sources.map((r) => r.typeId)).size > 1) throw badRequest('只能合并同一类别的信息');
    const who = await whoOn(s.tx, principal, sources[0]);
    for (const src of sources) infoFlow.check('merge', src, who);
    const lead = sources[0];
    const text = storedText(input.content);
    const now = new Date();
    const id = newId();
    const merged = {
      id,
      year: chinaYear(now),
      typeId: lead.typeId,
      title: input.title,
      ...text,
      writerNames: input.writerNames ?? lead.writerNames,
      contactPhone: lead.contactPhone,
      reporterId: lead.reporterId,
      reporterName: lead.reporterName,
      unitId: lead.unitId,
      unitName: lead.unitName,
      source: InfoSource.merge,
      state: InfoState.toAdopt,
      currentLevel: InfoLevel.complete,
      reportTime: now,
      readAt: now,
      createdBy: principal.userId,
      createdAt: now,
    };
    await s.tx.insert(infoItem).values(merged);
    const credited = await s.tx.select().from(infoReporter).where(inArray(infoReporter.itemId, ids)).orderBy(asc(infoReporter.sort));
    const seen = new Set<string>();
    const rows: (typeof infoReporter.$inferInsert)[] = [];
    for (const src of sources) {
      for (const r of credited.filter((c) => c.itemId === src.id && c.joint !== 0)) {
        if (seen.has(r.userId)) continue;
        seen.add(r.userId);
        rows.push({
          itemId: id,
          userId: r.userId,
          name: r.name,
          unitId: r.unitId,
          unitName: r.unitName,
          role: ReporterRole.mergedFrom,
          sort: rows.length,
        });
      }
    }
    if (rows.length) await s.tx.insert(infoReporter).values(rows);
    await keepVersion(s.tx, id, {
      stage: InfoVersionStage.merge,
      title: merged.title,
      content: merged.content,
      editorId: principal.userId,
      editorName: principal.username,
    });
    await bindEditorImages(s.tx, principal, id, merged.content, sc.caller.actor);
    await infoFlow.record(
      s,
      { id, state: InfoState.toAdopt },
      {
        action: 'merge',
        fromState: null,
        toState: InfoState.toAdopt,
        opinion: input.opinion ?? null,
        detail: { mergedIds: ids, mergedTitles: sources.map((r) => r.title) },
      },
    );
    for (const src of sources) {
      await infoFlow.move(s, src, 'merge', {
        who,
        set: { mergedInto: id },
        entry: { opinion: input.opinion ?? null, detail: { mergedInto: id, mergedTitle: merged.title } },
      });
    }
    await syncInfoSimilar(s.tx, id);
    await s.fx.notify({
      userIds: rows.map((r) => r.userId),
      title: '信息已合并',
      content: `您报送的信息与其他相似信息合并为《${merged.title}》，合并后的信息采用时您同样计分。`,
      item: { id, title: merged.title },
    });
    return { id };
  });
}

async function withContent(q: Queryable, p: Principal, rows: InfoItemRow[]) {
  const list = await toRows(q, p, rows);
  return list.map(({ actions: _, ...r }, i) => ({ ...r, content: rows[i].content }));
}

/** GET info/merge/view/{id}: the merged item with its sources; for a source, the item it went into. */
export async function mergeView(q: Queryable, p: Principal, id: string): Promise<InfoMergeView> {
  const item = await loadVisible(q, p, id);
  const sources = await q
    .select()
    .from(infoItem)
    .where(and(eq(infoItem.mergedInto, item.id), visibleTo(p)))
    .orderBy(asc(infoItem.reportTime));
  const into = item.mergedInto
    ? await q
        .select()
        .from(infoItem)
        .where(and(eq(infoItem.id, item.mergedInto), visibleTo(p)))
        .limit(1)
    : [];
  const [self] = await withContent(q, p, [item]);
  return {
    item: self,
    sources: await withContent(q, p, sources),
    mergedInto: into.length ? (await withContent(q, p, into))[0] : null,
  };
}
