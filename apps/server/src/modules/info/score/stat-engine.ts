import { InfoPerm, type StatResult, type StatRow } from '@cppcc/contracts';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { dayEnd, dayStart } from '../../../platform/time/china';
import { infoItem, infoResult, infoType } from '../tables';

/**
 * The pieces every information statistic is built of: the items it counts
 * (the caller's scope and the filters), counted columns evaluated by the
 * database in one GROUP BY, and rates derived from them.
 */

export interface StatFilter {
  year?: number;
  dateFrom?: string;
  dateTo?: string;
  typeId?: string;
}

export interface Measure {
  key: string;
  title: string;
  /** an aggregate over the grouped rows */
  expr: SQL;
}
export interface Rate {
  key: string;
  title: string;
  of: [string, string];
}
export type Column = Measure | Rate;
const isRate = (c: Column): c is Rate => 'of' in c;

export const count = (key: string, title: string, where?: SQL): Measure => ({
  key,
  title,
  expr: where ? sql`count(*) filter (where ${where})` : sql`count(*)`,
});
export const rate = (key: string, title: string, numerator: string, denominator: string): Rate => ({
  key,
  title,
  of: [numerator, denominator],
});

const i = infoItem;
/**
 * What came back from above, one row per item (ur.up: adopted above at least once; ur.up1..3 by the
 * city, province, national): joined once, where a correlated EXISTS per counted column made the
 * planner hash the whole result table for every column of every statistic.
 */
export const resultsJoin = sql`left join (select item_id, bool_or(adopted) as up, bool_or(adopted and submission_object = 1) as up1,
    bool_or(adopted and submission_object = 2) as up2, bool_or(adopted and submission_object = 3) as up3
  from ${infoResult} group by item_id) ur on ur.item_id = ${i.id}`;
/** An item adopted above at least once (needs resultsJoin). */
export const upperAdopted = sql`coalesce(ur.up, false)`;

/**
 * Items that count: submitted at least once (drafts are nobody's statistic), not deleted, within the
 * filters; for a reporter without the statistics permission (the /social/count pages), only the items
 * that credit them.
 */
export function itemScope(p: Principal, f: StatFilter): SQL {
  return and(
    sql`${i.deletedAt} is null`,
    sql`${i.state} <> 0`,
    p.permissions.has(InfoPerm.statistics)
      ? undefined
      : sql`exists (select 1 from info_reporter own where own.item_id = ${i.id} and own.user_id = ${p.userId})`,
    f.year !== undefined ? sql`${i.year} = ${f.year}` : undefined,
    f.dateFrom ? sql`${i.reportTime} >= ${dayStart(f.dateFrom)}` : undefined,
    f.dateTo ? sql`${i.reportTime} <= ${dayEnd(f.dateTo)}` : undefined,
    f.typeId ? typeUnder(f.typeId) : undefined,
  ) as SQL;
}

/** The item's type is `typeId` or below it (the tree has three levels). */
export const typeUnder = (typeId: string): SQL =>
  sql`(${i.typeId} = ${typeId} or ${i.typeId} in (select c.id from ${infoType} c left join ${infoType} m on m.id = c.parent_id
    where c.parent_id = ${typeId} or m.parent_id = ${typeId}))`;

/** The top-level type of the item's type. */
export const rootTypeJoin = sql`left join ${infoType} t1 on t1.id = ${i.typeId} left join ${infoType} t2 on t2.id = t1.parent_id`;
export const rootTypeKey = sql`coalesce(t2.parent_id, t1.parent_id, t1.id)`;

export async function rowsOf<T>(q: Queryable, query: SQL): Promise<T[]> {
  return ((await q.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Group {
  key: string | null;
  label: string | null;
  values: Record<string, number>;
}

/** One GROUP BY: every measure per group; `key`, `label` must be parameter-free (columns or constants). */
export async function grouped(q: Queryable, g: { from: SQL; where: SQL; key: SQL; label?: SQL; measures: Measure[] }): Promise<Group[]> {
  const cols = g.measures.map((m) => sql`(${m.expr})::int as ${sql.identifier(m.key)}`);
  const rows = await rowsOf<Record<string, unknown>>(
    q,
    sql`select (${g.key})::text as "__key", ${g.label ? sql`max(${g.label})` : sql`null`}::text as "__label", ${sql.join(cols, sql`, `)}
      from ${g.from} where ${g.where} group by 1`,
  );
  return rows.map((r) => ({
    key: (r.__key as string | null) ?? null,
    label: (r.__label as string | null) ?? null,
    values: Object.fromEntries(g.measures.map((m) => [m.key, Number(r[m.key] ?? 0)])),
  }));
}

/** The rates of a row from its counts (percent, one decimal). */
export function derive(columns: Column[], values: Record<string, number>): Record<string, number> {
  const out = { ...values };
  for (const c of columns) {
    if (!isRate(c)) continue;
    const den = values[c.of[1]] ?? 0;
    out[c.key] = den ? Math.round(((values[c.of[0]] ?? 0) * 1000) / den) / 10 : 0;
  }
  return out;
}

export const measuresOf = (columns: Column[]): Measure[] => columns.filter((c): c is Measure => !isRate(c));

/** Rows for known entities in their order (zeros included), then groups the list does not name. */
export function rowsFor(
  entities: { id: string | null; name: string }[],
  groups: Group[],
  columns: Column[],
  unnamed = '未设置',
): StatRow[] {
  const byKey = new Map(groups.map((g) => [g.key, g]));
  const zero = Object.fromEntries(measuresOf(columns).map((m) => [m.key, 0]));
  const rows = entities.map((e) => ({ id: e.id, name: e.name, values: derive(columns, byKey.get(e.id)?.values ?? zero) }));
  const known = new Set(entities.map((e) => e.id));
  for (const g of groups)
    if (!known.has(g.key)) rows.push({ id: g.key, name: g.key === null ? unnamed : (g.label ?? g.key), values: derive(columns, g.values) });
  return rows;
}

/** Rows of the groups alone, largest `by` first. */
export function ranked(groups: Group[], columns: Column[], by: string, unnamed = '未设置'): StatRow[] {
  return groups
    .map((g) => ({ id: g.key, name: g.key === null ? unnamed : (g.label ?? g.key), values: derive(columns, g.values) }))
    .sort((a, b) => (b.values[by] ?? 0) - (a.values[by] ?? 0) || a.name.localeCompare(b.name, 'zh-CN'));
}

/** The answer: the columns, the rows and the 合计 (counts summed, rates over the sums). */
export function result(title: string, dimension: string, columns: Column[], rows: StatRow[]): StatResult {
  const total: Record<string, number> = Object.fromEntries(measuresOf(columns).map((m) => [m.key, 0]));
  for (const r of rows) for (const m of measuresOf(columns)) total[m.key] += r.values[m.key] ?? 0;
  return {
    title,
    dimension,
    columns: columns.map((c) => ({ key: c.key, title: c.title, kind: isRate(c) ? ('rate' as const) : ('count' as const) })),
    rows,
    total: derive(columns, total),
  };
}
