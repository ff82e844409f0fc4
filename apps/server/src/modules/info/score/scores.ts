import {
  ReporterRole,
  ScoreEvent,
  type ScoreExplain,
  type ScoreRow,
  type ScoreStatistics,
  scoreEventLabel,
  scoreKindLabel,
} from '@cppcc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors';
import { cachedScore } from '../core/score-cache';
import { infoItem, infoReporter } from '../tables';
import { credited, credits, type Kind, type LinePlan, linesQuery, planOf, yearItems } from './lines';

/**
 * A year's scores, computed in one SQL statement (docs/info-scores.md): the year's score lines
 * (lines.ts: the events of the year times the rules they match, exclude rules applied), summed per
 * item and class, then per person credited (the lead reporter and co-reporters who agreed; for
 * 合并采用 the reporters of the merged sources) or per unit, once per item and rule.
 * The statistics and the explanation read the same lines, so an explanation always sums to the score.
 */

const COUNTED_EVENTS = Object.values(ScoreEvent);

async function rowsOf<T>(q: Queryable, query: SQL): Promise<T[]> {
  return ((await q.execute(query)) as unknown as { rows: T[] }).rows;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

interface Totals {
  id: string;
  name: string | null;
  unit_name: string | null;
  items: number;
  total: number;
  [event: string]: unknown;
}

/** The totals per person or unit of a year (exported for the benchmark's EXPLAIN). */
export function totalsQuery(plan: LinePlan): SQL {
  const kind = plan.kind;
  const byItem = COUNTED_EVENTS.map(
    (e) => sql`coalesce(sum(points) filter (where lost_by is null and event = ${e}), 0) as ${sql.identifier(e)}`,
  );
  const sums = COUNTED_EVENTS.map((e) => sql`sum(pi.${sql.identifier(e)}) as ${sql.identifier(e)}`);
  // The credited people of the year's items, read once and hashed: the planner, misjudging how many
  // lines the rules' conditions leave, would otherwise look each item's reporters up one by one.
  // A person has one part in an item, so one class; a unit may have people of both classes on it.
  const people =
    kind === 'person'
      ? sql`select p.item_id, p.user_id as who, p.name as who_name, p.unit_name,
            case when p.role = ${ReporterRole.mergedFrom} then 3 else 1 end as cls
          from ${infoReporter} p where ${credited('p')} and p.item_id in (${yearItems(plan)})`
      : sql`select p.item_id, p.unit_id as who, p.unit_name as who_name, null::text as unit_name,
            case when p.role = ${ReporterRole.mergedFrom} then 3 else 1 end as cls
          from ${infoReporter} p where p.unit_id is not null and ${credited('p')} and p.item_id in (${yearItems(plan)})`;
  // one row per person or unit and item, so that counting the items needs no sort. A unit's people
  // are joined one by one (cheaper than grouping every reporter row first): its rows of one item
  // and class carry the same item total, taken once, then its two classes on an item are summed.
  const perWho =
    kind === 'person'
      ? sql`select * from credited`
      : sql`select who, item_id, max(who_name) as who_name, max(unit_name) as unit_name, bool_or(counted) as counted,
            sum(total) as total, ${sql.join(sums, sql`, `)}
          from (select c.who, c.item_id, c.cls, max(c.who_name) as who_name, max(c.unit_name) as unit_name, bool_or(c.counted) as counted,
              max(c.total) as total, ${sql.join(
                COUNTED_EVENTS.map((e) => sql`max(c.${sql.identifier(e)}) as ${sql.identifier(e)}`),
                sql`, `,
              )}
            from credited c group by c.who, c.item_id, c.cls) pi
          group by who, item_id`;
  return sql`with lines as (${linesQuery(plan)}),
      per_item as (
        select item_id, cls, bool_or(lost_by is null) as counted,
          coalesce(sum(points) filter (where lost_by is null), 0) as total, ${sql.join(byItem, sql`, `)}
        from lines group by item_id, cls),
      people as materialized (${people}),
      credited as (select pi.*, p.who, p.who_name, p.unit_name from per_item pi join people p on p.item_id = pi.item_id and p.cls = pi.cls),
      per_who as (${perWho})
      select who as id, max(who_name) as name, max(unit_name) as unit_name,
        (count(*) filter (where counted))::int as items, sum(total) as total, ${sql.join(sums, sql`, `)}
      from per_who pi group by who`;
}

/**
 * Runs a year's totals in a transaction of their own settings: the statement's hash tables (~90,000
 * item totals of a year at scale) fit in 32 MB rather than spilling in batches (a quarter of PGlite's
 * time), and PostgreSQL's JIT, which took ~0.6 s to compile a statement run once, stays off.
 */
export function withScoreSettings<T>(q: Queryable, run: (tx: Queryable) => Promise<T>): Promise<T> {
  return q.transaction(async (tx) => {
    await tx.execute(sql`select set_config('work_mem', '32MB', true), set_config('jit', 'off', true)`);
    return run(tx);
  });
}

async function compute(q: Queryable, year: number, kind: Kind): Promise<ScoreStatistics> {
  const plan = await planOf(q, year, kind);
  const rows = await withScoreSettings(q, (tx) => rowsOf<Totals>(tx, totalsQuery(plan)));
  const list = rows
    .map((r) => ({
      id: r.id,
      name: r.name ?? r.id,
      unitName: r.unit_name,
      rank: 0,
      total: round1(Number(r.total)),
      items: Number(r.items),
      byEvent: Object.fromEntries(COUNTED_EVENTS.map((e) => [e, round1(Number(r[e] ?? 0))])),
    }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'zh-CN'));
  let rank = 0;
  list.forEach((r, i) => {
    // equal totals share a rank (1, 2, 2, 4)
    if (i === 0 || r.total !== list[i - 1].total) rank = i + 1;
    r.rank = rank;
  });
  return { year, kind, rows: list, total: round1(list.reduce((s, r) => s + r.total, 0)), computedAt: new Date().toISOString() };
}

/** POST info/score/statistics: from the cache when the year and kind were computed since the last change of a rule. */
export async function scoreStatistics(db: Queryable, f: { year: number; kind: Kind; name?: string }): Promise<ScoreStatistics> {
  const all = await cachedScore(db, `${f.year}:${f.kind}`, () => compute(db, f.year, f.kind));
  if (!f.name) return all;
  const word = f.name.toLowerCase();
  const rows: ScoreRow[] = all.rows.filter((r) => r.name.toLowerCase().includes(word) || (r.unitName ?? '').toLowerCase().includes(word));
  return { ...all, rows };
}

interface LineRow {
  item_id: string;
  at: Date | string;
  rule_id: string;
  rule_name: string;
  event: string;
  points: number;
  who_name: string | null;
  lost_by: string | null;
  note: string | null;
  title: string;
}

/** POST info/score/statistics/detail: every line of one reporter's or unit's score, newest first. */
export async function explainScore(q: Queryable, f: { year: number; kind: Kind; id: string }): Promise<ScoreExplain> {
  // the lines of the items crediting this person or unit, each once (a unit with two people on an item is credited once)
  const mine =
    f.kind === 'person'
      ? sql`exists (select 1 from ${infoReporter} p where p.item_id = l.item_id and p.user_id = ${f.id} and ${credits('p', sql`l.cls`)})`
      : sql`exists (select 1 from ${infoReporter} p where p.item_id = l.item_id and p.unit_id = ${f.id} and ${credits('p', sql`l.cls`)})`;
  const name =
    f.kind === 'person'
      ? sql`(select name from ${infoReporter} where user_id = ${f.id} limit 1)`
      : sql`(select unit_name from ${infoReporter} where unit_id = ${f.id} limit 1)`;
  const rows = await rowsOf<LineRow>(
    q,
    sql`with lines as (${linesQuery(await planOf(q, f.year, f.kind), sql`select item_id from ${infoReporter} where ${f.kind === 'person' ? sql`user_id` : sql`unit_id`} = ${f.id}`)})
      select l.*, i.title, ${name} as who_name from lines l join ${infoItem} i on i.id = l.item_id
      where ${mine}
      order by l.at desc, l.item_id, l.rule_sort, l.rule_id, l.src`,
  );
  if (!rows.length) {
    const [known] = await rowsOf<{ name: string }>(
      q,
      f.kind === 'person'
        ? sql`select name from ${infoReporter} where user_id = ${f.id} limit 1`
        : sql`select unit_name as name from ${infoReporter} where unit_id = ${f.id} limit 1`,
    );
    if (!known) throw notFound(scoreKindLabel[f.kind]);
    return { id: f.id, name: known.name, total: 0, lines: [] };
  }
  const lines = rows.map((r) => ({
    itemId: r.item_id,
    title: r.title,
    event: r.event,
    eventLabel: scoreEventLabel[r.event as keyof typeof scoreEventLabel] ?? r.event,
    ruleId: r.rule_id,
    ruleName: r.rule_name,
    rulePoints: round1(Number(r.points)),
    points: r.lost_by ? 0 : round1(Number(r.points)),
    excludedBy: r.lost_by,
    at: new Date(r.at).toISOString(),
    note: r.note ?? null,
  }));
  return { id: f.id, name: rows[0].who_name ?? f.id, total: round1(lines.reduce((s, l) => s + l.points, 0)), lines };
}
