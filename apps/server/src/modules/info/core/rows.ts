import {
  InfoEditState,
  type InfoListQuery,
  type InfoRow,
  infoEditStateLabel,
  infoLevelLabel,
  type PageQuery,
  type PageResult,
} from '@cppcc/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { containsText } from '../../../platform/db/contains-text';
import { offsetOf } from '../../../platform/http/paging';
import { dayEnd, dayStart } from '../../../platform/time/china';
import { infoFlow, infoFlowLevel, infoItem, infoType } from '../tables';
import { actorOn, type InfoItemRow, underEditing, visibleTo } from './access';
import { infoFlow as machine } from './machine';

/**
 * The one way every item list is read: the caller's visibility, the list's own
 * condition, the common filters and sorts, and each row with the steps the
 * caller may take on it now (reporting, review and management lists alike).
 */

/** The conditions of the filters every list offers. */
export function filtersOf(f: InfoListQuery & Record<string, unknown>): SQL[] {
  const out: (SQL | undefined)[] = [
    f.title ? containsText(infoItem.title, String(f.title)) : undefined,
    f.typeId ? eq(infoItem.typeId, String(f.typeId)) : undefined,
    f.state !== undefined ? eq(infoItem.state, Number(f.state)) : undefined,
    f.adopt !== undefined ? eq(infoItem.adopt, Number(f.adopt)) : undefined,
    f.year !== undefined ? eq(infoItem.year, Number(f.year)) : undefined,
    f.reporterName ? containsText(infoItem.reporterName, String(f.reporterName)) : undefined,
    f.serialNumber ? containsText(infoItem.serialNumber, String(f.serialNumber)) : undefined,
    f.dateFrom ? gte(infoItem.reportTime, dayStart(String(f.dateFrom))) : undefined,
    f.dateTo ? lte(infoItem.reportTime, dayEnd(String(f.dateTo))) : undefined,
    f.unread ? isNull(infoItem.readAt) : undefined,
  ];
  return out.filter((c): c is SQL => Boolean(c));
}

const sortable = {
  reportTime: infoItem.reportTime,
  title: infoItem.title,
  serialNumber: infoItem.serialNumber,
  reporterName: infoItem.reporterName,
  state: infoItem.state,
  createdAt: infoItem.createdAt,
};

/** A page of items the caller may see that also meet `where`, newest report first unless sorted. */
export async function pageItems(
  q: Queryable,
  p: Principal,
  page: PageQuery,
  where: readonly (SQL | undefined)[],
): Promise<PageResult<InfoRow>> {
  const cond = and(visibleTo(p), ...where);
  // a sorted list breaks ties by id alone, in the sort's direction, so that one index (column, id) serves it
  const column = page.sort ? sortable[page.sort as keyof typeof sortable] : undefined;
  const order = column
    ? [page.order ? asc(column) : desc(column), page.order ? asc(infoItem.id) : desc(infoItem.id)]
    : [desc(sql`coalesce(${infoItem.reportTime}, ${infoItem.createdAt})`), desc(infoItem.id)];
  const [rows, [count]] = await Promise.all([
    q
      .select()
      .from(infoItem)
      .where(cond)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    q.select({ n: sql<number>`count(*)::int` }).from(
      q
        .select({ one: sql`1` })
        .from(infoItem)
        .where(cond)
        .limit(LIST_TOTAL_CAP + 1)
        .as('counted'),
    ),
  ]);
  const n = count?.n ?? 0;
  return { list: await toRows(q, p, rows), total: Math.min(n, LIST_TOTAL_CAP), ...(n > LIST_TOTAL_CAP ? { totalCapped: true } : {}) };
}

/**
 * A list counts its rows up to this many and then says 共10000+条数据 (totalCapped), as the
 * proposal lists do: no page of the office counts 200,000 items. Paging goes on past it.
 */
export const LIST_TOTAL_CAP = 10_000;

/**
 * List rows from item rows: names of type and flow, the review level, the editing stage
 * (编辑审核中 · 管理员 / 编辑完成), and the caller's available steps, the editing ones included.
 */
export async function toRows(q: Queryable, p: Principal, rows: readonly InfoItemRow[]): Promise<InfoRow[]> {
  if (!rows.length) return [];
  const typeIds = [...new Set(rows.map((r) => r.typeId))];
  const flowIds = [...new Set(rows.map((r) => r.flowId).filter((x): x is string => Boolean(x)))];
  const editFlowIds = [...new Set(rows.filter(underEditing).map((r) => r.editFlowId as string))];
  const [types, flows, held, editLevels] = await Promise.all([
    q.select({ id: infoType.id, name: infoType.name }).from(infoType).where(inArray(infoType.id, typeIds)),
    flowIds.length ? q.select({ id: infoFlow.id, name: infoFlow.name }).from(infoFlow).where(inArray(infoFlow.id, flowIds)) : [],
    flowIds.length
      ? q
          .select({ flowId: infoFlowLevel.flowId, seq: infoFlowLevel.seq })
          .from(infoFlowLevel)
          .where(and(inArray(infoFlowLevel.flowId, flowIds), sql`${p.userId} = any(${infoFlowLevel.reviewerIds})`))
      : [],
    editFlowIds.length
      ? q
          .select({
            flowId: infoFlowLevel.flowId,
            seq: infoFlowLevel.seq,
            level: infoFlowLevel.level,
            reviewerIds: infoFlowLevel.reviewerIds,
          })
          .from(infoFlowLevel)
          .where(inArray(infoFlowLevel.flowId, editFlowIds))
      : [],
  ]);
  const typeName = new Map(types.map((t) => [t.id, t.name]));
  const flowName = new Map(flows.map((f) => [f.id, f.name]));
  const holds = new Set(held.map((h) => `${h.flowId}:${h.seq}`));
  const editAt = new Map(editLevels.map((l) => [`${l.flowId}:${l.seq}`, l]));
  return rows.map((r) => {
    const editLevel = underEditing(r) ? editAt.get(`${r.editFlowId}:${r.editLevelSeq}`) : undefined;
    const who = actorOn(p, r, holds.has(`${r.flowId}:${r.levelSeq}`), Boolean(editLevel?.reviewerIds.includes(p.userId)));
    return {
      id: r.id,
      serialNumber: r.serialNumber,
      title: r.title,
      typeId: r.typeId,
      typeName: typeName.get(r.typeId) ?? null,
      reporterName: r.reporterName,
      unitName: r.unitName,
      writerNames: r.writerNames,
      reportTime: r.reportTime?.toISOString() ?? null,
      year: r.year,
      state: r.state,
      levelName: r.currentLevel !== null && r.state === 1 ? (infoLevelLabel[r.currentLevel] ?? null) : null,
      flowName: r.flowId ? (flowName.get(r.flowId) ?? null) : null,
      adopt: r.adopt,
      read: r.readAt !== null,
      source: r.source,
      submissionStatus: r.submissionStatus,
      editState: r.editState,
      editStateName: editStateName(r.editState, editLevel?.level),
      actions: machine.availableActions(who, r),
    };
  });
}

/** 编辑审核中 · 处长 while under way, 编辑完成 after, nothing for an item that never entered an editing flow. */
function editStateName(state: number, level: number | undefined): string | null {
  if (state === InfoEditState.none) return null;
  const name = infoEditStateLabel[state] ?? null;
  return level !== undefined ? `${name} · ${infoLevelLabel[level] ?? ''}` : name;
}
