import type { StatColumn, StatResult, StatRow } from '@cppcc/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../platform/db/client';
import { badRequest } from '../../../platform/errors';
import { getProposalSession } from '../setup';
import { proposal } from '../tables';

/** Session and year, as every statistics call takes them. */
export interface StatFilters {
  sessionId?: string;
  year?: number;
}

/** A counted column: an aggregate (count(*) filter …) evaluated in the database. */
export interface Measure {
  key: string;
  title: string;
  expr: SQL;
  /** the total is the sum of the groups: a count of rows, or of distinct values no two groups share */
  additive?: boolean;
}
/** A column derived from two counted ones: a percentage or an average. */
export interface Derived {
  key: string;
  title: string;
  kind: 'rate' | 'avg';
  of: [numerator: string, denominator: string];
}
export type Column = Measure | Derived;
const isDerived = (c: Column): c is Derived => 'of' in c;

export const count = (key: string, title: string, where?: SQL): Measure => ({
  key,
  title,
  expr: where ? sql`count(*) filter (where ${where})` : sql`count(*)`,
  additive: true,
});
export const rate = (key: string, title: string, numerator: string, denominator: string): Derived => ({
  key,
  title,
  kind: 'rate',
  of: [numerator, denominator],
});
export const avg = (key: string, title: string, numerator: string, denominator: string): Derived => ({
  key,
  title,
  kind: 'avg',
  of: [numerator, denominator],
});

/**
 * How many different ids: compared byte by byte (COLLATE "C"), as only equality matters here; the
 * database's collation made sorting the 118,000 unit rows' proposal ids a third of a statistic.
 */
export const countDistinctIds = (column: AnyPgColumn): SQL => sql`count(distinct ${column} collate "C")`;

/** Rows that count as proposals: submitted at least once (drafts are nobody's statistic), not deleted. */
export function proposalWhere(f: StatFilters, ...extra: (SQL | undefined)[]): SQL {
  return and(
    sql`${proposal.deletedAt} is null`,
    sql`${proposal.state} <> 0`,
    f.sessionId ? eq(proposal.sessionId, f.sessionId) : undefined,
    f.year !== undefined ? eq(proposal.year, f.year) : undefined,
    ...extra,
  ) as SQL;
}

/** An unknown session is a mistake in the request, not an empty statistic. */
export async function checkFilters(q: Queryable, f: StatFilters): Promise<void> {
  if (f.sessionId && !(await getProposalSession(q, f.sessionId))) throw badRequest('提案届次不存在');
}

/** Both drivers answer { rows }; node-postgres gives bigint as text, so every number is cast to int in SQL. */
export async function rowsOf<T>(q: Queryable, query: SQL): Promise<T[]> {
  const r = (await q.execute(query)) as unknown as { rows: T[] };
  return r.rows;
}

export interface Grouped {
  /** the group's key; null for rows without one (未设置) */
  key: string | null;
  /** max(label) when a label expression was given */
  label: string | null;
  values: Record<string, number>;
}

/**
 * One scan. Counts of rows are grouped by the key alone and the total is their sum; a distinct count
 * needs GROUP BY GROUPING SETS ((key), ()), which gives every group and the grand total together but
 * aggregates every row twice. `key` and `label` must not carry bound parameters (the same expression
 * has to be recognised in SELECT and GROUP BY): use columns or sql.raw constants.
 */
export async function grouped(
  q: Queryable,
  g: { from: SQL; where: SQL; key: SQL; label?: SQL; measures: Measure[] },
): Promise<{ groups: Grouped[]; total: Record<string, number> }> {
  const cols = g.measures.map((m) => sql`(${m.expr})::int as ${sql.identifier(m.key)}`);
  const label = g.label ? sql`max(${g.label})` : sql`null`;
  const additive = g.measures.every((m) => m.additive);
  const grouping = additive ? sql`(${g.key})` : sql`grouping sets ((${g.key}), ())`;
  const isTotal = additive ? sql`0` : sql`grouping(${g.key})`;
  const query = sql`select (${g.key})::text as "__key", ${label}::text as "__label", ${isTotal}::int as "__total", ${sql.join(cols, sql`, `)}
    from ${g.from} where ${g.where} group by ${grouping}`;
  return splitTotal(
    await rowsOf<Record<string, unknown>>(q, query),
    g.measures.map((m) => m.key),
    additive,
  );
}

/**
 * Groups with a count of distinct values of one column (the proposers of a sector), counted in two
 * steps: first per group and value, then per group, where each value is one row (a count(*)) and the
 * other measures are sums. The total's distinct count is over all groups (a proposer in two groups is
 * one proposer). One scan of `from`: the CTE is read twice but computed once. Pays off when a group has
 * few values (a sector's members among its many proposals); where nearly every row is a value of its
 * own (the proposals among unit rows) the first step is as large as the input and grouped()'s
 * count(distinct) is cheaper. The measures must be additive.
 */
export async function groupedDistinct(
  q: Queryable,
  g: { from: SQL; where: SQL; key: SQL; distinct: { key: string; of: SQL }; measures: Measure[] },
): Promise<{ groups: Grouped[]; total: Record<string, number> }> {
  const inner = g.measures.map((m) => sql`${m.expr} as ${sql.identifier(m.key)}`);
  const summed = g.measures.map((m) => sql`sum(${sql.identifier(m.key)})::int as ${sql.identifier(m.key)}`);
  const d = sql.identifier(g.distinct.key);
  const query = sql`with "per_value" as (
      select (${g.key}) as "__k", (${g.distinct.of}) as "__v"${inner.length ? sql`, ${sql.join(inner, sql`, `)}` : sql``}
      from ${g.from} where ${g.where} group by 1, 2)
    select "__k"::text as "__key", null::text as "__label", 0 as "__total", count("__v")::int as ${d}${summed.length ? sql`, ${sql.join(summed, sql`, `)}` : sql``}
      from "per_value" group by "__k"
    union all
    select null, null, 1, count(distinct "__v")::int${summed.length ? sql`, ${sql.join(summed, sql`, `)}` : sql``} from "per_value"`;
  return splitTotal(await rowsOf<Record<string, unknown>>(q, query), [g.distinct.key, ...g.measures.map((m) => m.key)], false);
}

/** The groups and the 合计 from the rows of a grouped query: the row marked __total, or the groups' sum. */
function splitTotal(
  rows: Record<string, unknown>[],
  keys: string[],
  sumGroups: boolean,
): { groups: Grouped[]; total: Record<string, number> } {
  const valuesOf = (r: Record<string, unknown>) => Object.fromEntries(keys.map((k) => [k, Number(r[k] ?? 0)]));
  let total = Object.fromEntries(keys.map((k) => [k, 0]));
  const groups: Grouped[] = [];
  for (const r of rows) {
    if (Number(r.__total) === 1) total = valuesOf(r);
    else groups.push({ key: (r.__key as string | null) ?? null, label: (r.__label as string | null) ?? null, values: valuesOf(r) });
  }
  if (sumGroups) for (const grp of groups) for (const k of keys) total[k] += grp.values[k];
  return { groups, total };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Adds the derived columns to counted values. */
export function derive(columns: Column[], values: Record<string, number>): Record<string, number> {
  const out = { ...values };
  for (const c of columns) {
    if (!isDerived(c)) continue;
    const [n, d] = c.of;
    const den = values[d] ?? 0;
    out[c.key] = den ? round(c.kind === 'rate' ? ((values[n] ?? 0) * 100) / den : (values[n] ?? 0) / den, c.kind === 'rate' ? 1 : 2) : 0;
  }
  return out;
}

export const measuresOf = (columns: Column[]): Measure[] => columns.filter((c): c is Measure => !isDerived(c));

export function columnsOf(columns: Column[]): StatColumn[] {
  return columns.map((c) => ({ key: c.key, title: c.title, kind: isDerived(c) ? c.kind : 'count' }));
}

/** Rows in the order of a known list (every entity shown, zero or not), then the groups the list does not name. */
export function orderedRows(
  entities: { id: string | null; name: string }[],
  groups: Grouped[],
  columns: Column[],
  unnamed: string,
  keepExtra = true,
): StatRow[] {
  const byKey = new Map(groups.map((g) => [g.key, g]));
  const zero = Object.fromEntries(measuresOf(columns).map((m) => [m.key, 0]));
  const rows: StatRow[] = entities.map((e) => ({ id: e.id, name: e.name, values: derive(columns, byKey.get(e.id)?.values ?? zero) }));
  if (keepExtra) {
    const known = new Set(entities.map((e) => e.id));
    for (const g of groups) {
      if (!known.has(g.key))
        rows.push({ id: g.key, name: g.key === null ? unnamed : (g.label ?? g.key), values: derive(columns, g.values) });
    }
  }
  return rows;
}

/** Rows from the groups alone, largest first by `by`. */
export function rankedRows(groups: Grouped[], columns: Column[], names: Map<string, string>, unnamed: string, by: string): StatRow[] {
  return groups
    .map((g) => ({
      id: g.key,
      name: g.key === null ? unnamed : (names.get(g.key) ?? g.label ?? g.key),
      values: derive(columns, g.values),
    }))
    .sort((a, b) => (b.values[by] ?? 0) - (a.values[by] ?? 0) || a.name.localeCompare(b.name, 'zh-CN'));
}

export function result(title: string, dimension: string, columns: Column[], rows: StatRow[], total: Record<string, number>): StatResult {
  return { title, dimension, columns: columnsOf(columns), rows, total: derive(columns, total) };
}
