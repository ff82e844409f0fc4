import {
  INFO_LISTS,
  type InfoAbandonedDetail,
  type InfoListCounts,
  type InfoListName,
  type InfoRow,
  InfoSource,
  InfoState,
  infoLevelLabel,
  type PageQuery,
  type PageResult,
} from '@cppcc/contracts';
import { and, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { dayEnd, dayStart, today } from '../../../platform/time/china';
import { loadVisible, visibleTo } from '../core/access';
import { infoFlow as machine } from '../core/machine';
import { filtersOf, pageItems } from '../core/rows';
import { type InfoStepContext, runInfoStep } from '../core/step';
import { infoHistory, infoItem } from '../tables';

/**
 * The information office's lists (spec 001 §2.7 infoMgt, §2.6 social/info): each
 * is a fixed condition on top of the caller's visibility and the common filters,
 * read through core/rows.ts like every other item list.
 */
export function listCondition(list: InfoListName, now: Date = new Date()): SQL | undefined {
  const day = today(now);
  switch (list) {
    case 'today':
      return and(sql`${infoItem.reportTime} >= ${dayStart(day)}`, sql`${infoItem.reportTime} <= ${dayEnd(day)}`);
    case 'all':
      return ne(infoItem.state, InfoState.draft);
    case 'sys':
      return eq(infoItem.source, InfoSource.office);
    case 'discard':
      return eq(infoItem.state, InfoState.discarded);
    case 'adopt':
      return eq(infoItem.state, InfoState.toAdopt);
    case 'adopted':
      return eq(infoItem.state, InfoState.adopted);
    case 'firstAdopt':
      return and(eq(infoItem.state, InfoState.adopted), isNull(infoItem.serialNumber));
    case 'unread':
      return and(ne(infoItem.state, InfoState.draft), isNull(infoItem.readAt));
  }
}

export async function pageList(
  q: Queryable,
  p: Principal,
  input: PageQuery & Record<string, unknown> & { list: InfoListName },
): Promise<PageResult<InfoRow>> {
  return pageItems(q, p, input, [listCondition(input.list), ...filtersOf(input)]);
}

/** Every list's count for the tabs, one query; `year` 0 counts every year. */
export async function listCounts(q: Queryable, p: Principal, year: number): Promise<InfoListCounts> {
  const fields = Object.fromEntries(INFO_LISTS.map((l) => [l, sql<number>`count(*) filter (where ${listCondition(l)})::int`]));
  const [row] = await q
    .select(fields)
    .from(infoItem)
    .where(and(visibleTo(p), year ? eq(infoItem.year, year) : undefined));
  return Object.fromEntries(INFO_LISTS.map((l) => [l, Number(row?.[l] ?? 0)])) as InfoListCounts;
}

/** Opening unread items marks them read (once; the trail keeps who read it first). */
export async function markRead(sc: InfoStepContext, ids: string[]): Promise<number> {
  return runInfoStep(sc, async (s) => {
    const rows = await s.tx
      .select()
      .from(infoItem)
      .where(and(inArray(infoItem.id, ids), visibleTo(sc.caller.principal), isNull(infoItem.readAt), ne(infoItem.state, InfoState.draft)))
      .for('update', { of: infoItem });
    if (!rows.length) return 0;
    await s.tx
      .update(infoItem)
      .set({ readAt: new Date() })
      .where(
        inArray(
          infoItem.id,
          rows.map((r) => r.id),
        ),
      );
    for (const r of rows) await machine.record(s, r, { action: 'markRead', fromState: r.state, toState: r.state });
    return rows.length;
  });
}

/** The discard of an item: the reason, who and when, and at which review level. */
export async function abandonedDetail(q: Queryable, p: Principal, id: string): Promise<InfoAbandonedDetail> {
  const item = await loadVisible(q, p, id);
  const [h] = await q
    .select()
    .from(infoHistory)
    .where(and(eq(infoHistory.itemId, id), eq(infoHistory.toState, InfoState.discarded), isNotNull(infoHistory.action)))
    .orderBy(desc(infoHistory.at))
    .limit(1);
  return {
    id: item.id,
    title: item.title,
    reason: item.discardReason ?? h?.opinion ?? null,
    actorName: h?.actorName ?? null,
    at: h?.at.toISOString() ?? null,
    levelName: h?.level ? (infoLevelLabel[h.level] ?? null) : null,
  };
}
