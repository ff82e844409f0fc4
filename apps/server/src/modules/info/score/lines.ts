import { instructionLevelLabel, PublicationState, ReporterRole, ScoreEvent, type ScoreKindValue } from '@cppcc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { dayStart } from '../../../platform/time/china';
import { publication, publicationFeedback, publicationInstruction, publicationItem } from '../publish/tables';
import { infoItem, infoItemEvent, infoResult, infoScoreExclude, infoScoreRule, infoType, publicationType } from '../tables';

/**
 * The score lines of a year (docs/info-scores.md): one row per item, rule (and submission object),
 * with `cls` (whom it credits: 1 the lead and agreeing co-reporters, 3 the merged sources'
 * reporters) and the exclude rule that made it count 0 (`lost_by`). Everyone a line credits gets the
 * same lines, so the exclude rules are applied per item and class, before the people are joined.
 *
 * The statement is cut to the year's rule set (planOf): only the events some rule counts are read,
 * the type tree only when a rule names a type, the exclude rules only when the year has some.
 *
 * Every event row carries `lvl` and `ptype` (the instruction's level, the issue's publication type:
 * the rules' instructionLevel and publicationTypeId match on them), `src` (the instruction or
 * feedback it comes from: two instructions on one item are two lines) and `note` (what the
 * explanation says besides the item: the issue, the leader, the unit).
 */

export type Kind = ScoreKindValue;

/** Every event has a source: the item's history and results, and the publications (pubLines). */
const SOURCED = Object.values(ScoreEvent) as string[];

export interface LinePlan {
  year: number;
  kind: Kind;
  events: Set<string>;
  typed: boolean;
  excluded: boolean;
}

/** The columns the item's own events leave empty (see the head comment). */
const NO_PUB = sql`null::int as lvl, null::text as ptype, null::text as src, null::text as note`;

const targetsOf = (kind: Kind) => (kind === 'person' ? sql`(1, 3)` : sql`(2, 3)`);

async function rowsOf<T>(q: Queryable, query: SQL): Promise<T[]> {
  return ((await q.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What the year's enabled rules crediting `kind` need read. */
export async function planOf(q: Queryable, year: number, kind: Kind): Promise<LinePlan> {
  const [rules, [x]] = await Promise.all([
    rowsOf<{ event: string; typed: boolean }>(
      q,
      sql`select distinct event, (type_id is not null) as typed from ${infoScoreRule}
        where year = ${year} and deleted_at is null and enabled and target in ${targetsOf(kind)}`,
    ),
    rowsOf<{ n: number }>(q, sql`select count(*)::int as n from ${infoScoreExclude} where year = ${year} and deleted_at is null`),
  ]);
  return {
    year,
    kind,
    events: new Set(rules.map((r) => r.event).filter((e) => SOURCED.includes(e))),
    typed: rules.some((r) => r.typed),
    excluded: Number(x?.n ?? 0) > 0,
  };
}

/** The reporter rows any rule credits: the lead, the agreeing co-reporters, the merged sources' reporters. */
export const credited = (p: string): SQL => {
  const r = sql.raw(p);
  return sql`(${r}.role in (${ReporterRole.lead}, ${ReporterRole.mergedFrom}) or (${r}.role = ${ReporterRole.joint} and ${r}.joint = 1))`;
};

/** The people a rule of class `cls` credits on an item: 3 the merged sources' reporters, 1 the lead and agreeing co-reporters. */
export const credits = (p: string, cls: SQL): SQL => {
  const r = sql.raw(p);
  return sql`(case when ${cls} = 3 then ${r}.role = ${ReporterRole.mergedFrom}
    else ${r}.role = ${ReporterRole.lead} or (${r}.role = ${ReporterRole.joint} and ${r}.joint = 1) end)`;
};

const levelName = sql.raw(
  `case x.level ${Object.entries(instructionLevelLabel)
    .map(([k, v]) => `when ${Number(k)} then '${v}'`)
    .join(' ')} else '' end`,
);

/**
 * The events the publications fire (docs/info-scores.md): 刊发, every item of an issue distributed
 * in the year; 领导批示, an instruction of the year on one item or on the whole issue (every item of
 * it); 单位反馈, the same for a reader's feedback. Only live issues that reached 已分发 count, so a
 * deleted instruction, feedback or issue takes its points away.
 */
function pubLines(plan: LinePlan): SQL[] {
  const { year, events: e } = plan;
  const issue = sql`'《' || coalesce(t.name, '刊物') || '》' || p.year || '年第' || p.num || '期（总第' || p.total_num || '期）'`;
  const live = sql`p.deleted_at is null and p.state = ${PublicationState.distributed}`;
  const joinIssue = sql`join ${publication} p on p.id = x.publication_id left join ${publicationType} t on t.id = p.type_id
    join ${publicationItem} pi on pi.publication_id = p.id and (x.info_id is null or pi.info_id = x.info_id)`;
  const parts: SQL[] = [];
  if (e.has(ScoreEvent.publish))
    parts.push(sql`select pi.info_id as item_id, ${ScoreEvent.publish}::text as event, p.distributed_at as at, null::int as obj,
        null::int as lvl, p.type_id as ptype, p.id as src, '刊发于' || ${issue} as note
      from ${publication} p left join ${publicationType} t on t.id = p.type_id join ${publicationItem} pi on pi.publication_id = p.id
      where ${live} and p.distributed_at >= ${dayStart(`${year}-01-01`)} and p.distributed_at < ${dayStart(`${year + 1}-01-01`)}`);
  if (e.has(ScoreEvent.instruction))
    parts.push(sql`select pi.info_id as item_id, ${ScoreEvent.instruction}::text as event,
        (x.instructed_on::timestamp at time zone 'Asia/Shanghai') as at, null::int as obj, x.level as lvl, p.type_id as ptype, x.id as src,
        ${issue} || ' · ' || ${levelName} || x.leader_name || coalesce('（' || x.leader_post || '）', '') || '批示' as note
      from ${publicationInstruction} x ${joinIssue}
      where x.deleted_at is null and ${live} and x.instructed_on >= ${`${year}-01-01`} and x.instructed_on <= ${`${year}-12-31`}`);
  if (e.has(ScoreEvent.feedback))
    parts.push(sql`select pi.info_id as item_id, ${ScoreEvent.feedback}::text as event, x.created_at as at, null::int as obj,
        null::int as lvl, p.type_id as ptype, x.id as src, ${issue} || ' · ' || x.unit_name || '反馈' as note
      from ${publicationFeedback} x ${joinIssue}
      where x.deleted_at is null and ${live}
        and x.created_at >= ${dayStart(`${year}-01-01`)} and x.created_at < ${dayStart(`${year + 1}-01-01`)}`);
  return parts;
}

/**
 * A superset of the items the plan's year gives lines to (linesQuery): the year's history events,
 * results and every item of an issue. The credited people are read for these items only.
 */
export function yearItems(plan: LinePlan): SQL {
  const { year } = plan;
  return sql`select ${infoItemEvent.itemId} from ${infoItemEvent} where ${infoItemEvent.year} = ${year}
    union select item_id from ${infoResult} where adopted and result_date >= ${`${year}-01-01`} and result_date <= ${`${year}-12-31`}
    union select info_id from ${publicationItem}`;
}

/** The lines of the plan's year; `only` (a query of item ids) narrows them to the items of one person or unit. */
export function linesQuery(plan: LinePlan, only?: SQL): SQL {
  const { year, events: e } = plan;
  const ie = infoItemEvent;
  const has = (x: string) => e.has(x);
  const fromHistory = [ScoreEvent.report, ScoreEvent.reviewPass, ScoreEvent.adopt, ScoreEvent.mergeAdopt].some(has);
  // the history's events, one row per item: kept per year by the trigger of migration 0021 (infoItemEvent)
  const hist = fromHistory
    ? sql`select ${ie.itemId} as item_id, ${ie.reportedAt} as rep, ${ie.passedAt} as pass, ${ie.adoptedAt} as ado
        from ${ie} where ${ie.year} = ${year}`
    : sql`select null::text as item_id, null::timestamptz as rep, null::timestamptz as pass, null::timestamptz as ado where false`;
  const parts: SQL[] = [];
  if (has(ScoreEvent.report))
    parts.push(
      sql`select item_id, ${ScoreEvent.report}::text as event, rep as at, null::int as obj, ${NO_PUB} from hist where rep is not null`,
    );
  if (has(ScoreEvent.reviewPass))
    parts.push(
      sql`select item_id, ${ScoreEvent.reviewPass}::text as event, pass as at, null::int as obj, ${NO_PUB} from hist where pass is not null`,
    );
  if (has(ScoreEvent.adopt))
    parts.push(
      sql`select item_id, ${ScoreEvent.adopt}::text as event, ado as at, null::int as obj, ${NO_PUB} from hist where ado is not null`,
    );
  if (has(ScoreEvent.mergeAdopt))
    parts.push(
      sql`select item_id, ${ScoreEvent.mergeAdopt}::text as event, ado as at, null::int as obj, ${NO_PUB} from hist where ado is not null`,
    );
  if (has(ScoreEvent.upperAdopt))
    parts.push(sql`select item_id, ${ScoreEvent.upperAdopt}::text as event, (min(result_date)::timestamp at time zone 'Asia/Shanghai') as at, submission_object as obj, ${NO_PUB}
      from ${infoResult} where adopted and result_date >= ${`${year}-01-01`} and result_date <= ${`${year}-12-31`}
      group by item_id, submission_object`);
  parts.push(...pubLines(plan));
  if (!parts.length)
    parts.push(sql`select null::text as item_id, null::text as event, null::timestamptz as at, null::int as obj, ${NO_PUB} where false`);
  const narrowed = only ? sql`and ev.item_id in (${only})` : sql``;
  // the items first, with their type chain only when a rule names a type; a deleted item earns nothing
  // with the type chain materialized: joined the other way round, the planner misjudged the rules'
  // conditions and looked every line's item up one by one; without it, the deleted items are a few
  // rows of a partial index (info_item_deleted_idx) and the lines flow on unmaterialized
  const evi = plan.typed
    ? sql`select ev.*, i.type_id, t.parent_id as p1, t2.parent_id as p2
        from ev join ${infoItem} i on i.id = ev.item_id and i.deleted_at is null
        left join ${infoType} t on t.id = i.type_id
        left join ${infoType} t2 on t2.id = t.parent_id
        where true ${narrowed}`
    : sql`select ev.*, null::text as type_id, null::text as p1, null::text as p2 from ev
        where not exists (select 1 from ${infoItem} d where d.id = ev.item_id and d.deleted_at is not null) ${narrowed}`;
  const lost = plan.excluded
    ? sql`memb as (
        select f.item_id, f.rule_id, coalesce(f.obj, -1) as obj, coalesce(f.src, '') as src, x.name as xname,
          row_number() over w as rn, first_value(f.rule_name) over w as winner
        from fired f join ${infoScoreExclude} x on x.year = ${year} and x.deleted_at is null and f.rule_id = any(x.rule_ids)
        window w as (partition by x.id, f.item_id, f.cls order by f.points desc, f.rule_sort, f.rule_id, f.obj nulls first, f.src nulls first)),
      lost as (
        select item_id, rule_id, obj, src, min('互斥规则「' || xname || '」：按「' || winner || '」计分') as lost_by
        from memb where rn > 1 group by item_id, rule_id, obj, src)`
    : sql`lost as (select null::text as item_id, null::text as rule_id, null::int as obj, null::text as src, null::text as lost_by where false)`;
  return sql`with rules as (
      select id, name, event, points, type_id, submission_object, instruction_level, publication_type_id, sort from ${infoScoreRule}
      where year = ${year} and deleted_at is null and enabled and target in ${targetsOf(plan.kind)}),
    hist as (${hist}),
    ev as (${sql.join(parts, sql` union all `)}),
    evi as ${plan.typed ? sql`materialized` : sql``} (${evi}),
    fired as (
      select e.item_id, e.at, e.obj, e.src, e.note, r.id as rule_id, r.name as rule_name, r.event, r.points, r.sort as rule_sort,
        case when r.event = ${ScoreEvent.mergeAdopt} then 3 else 1 end as cls
      from evi e join rules r on r.event = e.event and (r.submission_object is null or r.submission_object = e.obj)
        and (r.instruction_level is null or r.instruction_level = e.lvl)
        and (r.publication_type_id is null or r.publication_type_id = e.ptype)
      where r.type_id is null or r.type_id = e.type_id or r.type_id = e.p1 or r.type_id = e.p2),
    ${lost}
    select f.*, lost.lost_by from fired f
      left join lost on lost.item_id = f.item_id and lost.rule_id = f.rule_id and lost.obj = coalesce(f.obj, -1)
        and lost.src = coalesce(f.src, '')`;
}
