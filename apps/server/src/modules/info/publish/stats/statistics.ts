import { InstructionLevel, instructionLevelLabel, PublicationState, ReporterRole, type StatResult, type StatRow } from '@cppcc/contracts';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../../platform/db/client';
import { chinaYear } from '../../../../platform/time/china';
import {
  type Column,
  type Group,
  grouped,
  type Measure,
  ranked,
  result,
  rootTypeJoin,
  rootTypeKey,
  rowsFor,
} from '../../score/stat-engine';
import { infoItem, infoReporter, infoType, publicationType } from '../../tables';
import { publication, publicationFeedback, publicationInstruction, publicationItem } from '../tables';

/**
 * 刊物统计 (docs/publications-stats.md): each view is one GROUP BY (score/stat-engine.ts) over the
 * facts of a year's issues, never rows in memory. A fact is an issue an item is in ('p'), an item
 * published ('i': in an issue that reached 已分发), or an instruction ('n') or a feedback ('f')
 * attached to an item: one on the item itself or on the whole issue (info_id null), which then
 * reaches every item of the issue. The facts are made distinct per group first (one hash
 * aggregate, where eight count(distinct) sorted the rows eight times), so an issue-wide instruction
 * counts once for each reporter, unit or category it reaches; the 合计 row counts the facts
 * distinct over all groups, so an issue, item or instruction shared by two rows counts once there
 * (it is not the sum of the rows).
 */

export interface PublicationStatFilter {
  year?: number;
  typeId?: string;
}

const Kind = { issue: 'p', published: 'i', instruction: 'n', feedback: 'f' } as const;

/** Facts of one kind, optionally narrowed by the instruction level. */
const facts = (key: string, title: string, kind: string, level?: number): Measure => ({
  key,
  title,
  expr: sql`count(*) filter (where d.kind = ${sql.raw(`'${kind}'`)}${level ? sql` and d.lvl = ${sql.raw(String(level))}` : sql``})`,
});

const levels = Object.values(InstructionLevel);

/** The columns of every view: the chart shows the first three counted ones (期数, 刊发条数, 批示合计). */
export const publicationStatColumns: Column[] = [
  facts('issues', '期数', Kind.issue),
  facts('published', '刊发条数', Kind.published),
  facts('instructions', '批示合计', Kind.instruction),
  ...levels.map((l) => facts(`level${l}`, `${instructionLevelLabel[l]}批示`, Kind.instruction, l)),
  facts('feedback', '反馈数', Kind.feedback),
];
const measures = publicationStatColumns as Measure[];

/**
 * The facts of the year's issues (of one type when asked), with the item each hangs on. `withEmpty`
 * keeps the issues without items (the publication-type view counts every issue; the others credit items).
 */
function factsOf(f: PublicationStatFilter, withEmpty = false): SQL {
  const year = f.year ?? chinaYear();
  const base = sql`select p.id as pub, pi.info_id as info, p.state as st, p.type_id as ptype
    from ${publication} p ${withEmpty ? sql`left join` : sql`join`} ${publicationItem} pi on pi.publication_id = p.id
    where p.year = ${year} and p.deleted_at is null ${f.typeId ? sql`and p.type_id = ${f.typeId}` : sql``}`;
  const attached = (table: SQL, kind: string, level: SQL) =>
    sql`select b.pub, b.info, b.ptype, ${sql.raw(`'${kind}'`)} as kind, x.id as ref, ${level} as lvl from base b
      join ${table} x on x.publication_id = b.pub and x.deleted_at is null and (x.info_id is null or x.info_id = b.info)`;
  return sql`(with base as (${base})
    select pub, info, ptype, ${sql.raw(`'${Kind.issue}'`)} as kind, pub as ref, null::int as lvl from base
    union all select pub, info, ptype, ${sql.raw(`'${Kind.published}'`)}, info, null from base
      where info is not null and st = ${sql.raw(String(PublicationState.distributed))}
    union all ${attached(sql`${publicationInstruction}`, Kind.instruction, sql`x.level`)}
    union all ${attached(sql`${publicationFeedback}`, Kind.feedback, sql`null::int`)}) f`;
}

/**
 * Each fact once per group (`key`), then counted per group; and once over all the facts for the
 * 合计 (every item credits its lead reporter and has a type, so no join narrows the facts there).
 */
async function counted(
  q: Queryable,
  facts: SQL,
  join: SQL,
  where: SQL,
  key: SQL,
  label: SQL | null,
): Promise<{ groups: Group[]; total?: Group }> {
  const lab = label ? sql`max(${label})` : sql`null`;
  const perGroup = sql`(select (${key})::text as k, ${lab}::text as label, f.kind, f.ref, max(f.lvl) as lvl
    from ${facts} ${join} where ${where} group by 1, 3, 4) d`;
  const overall = sql`(select f.kind, f.ref, max(f.lvl) as lvl from ${facts} group by 1, 2) d`;
  const [groups, [total]] = await Promise.all([
    grouped(q, { from: perGroup, where: sql`true`, key: sql`d.k`, label: sql`d.label`, measures }),
    grouped(q, { from: overall, where: sql`true`, key: sql`'all'`, measures }),
  ]);
  return { groups, total };
}

/** Whom an item credits, as the score lines do (score/lines.ts): the lead, co-reporters who agreed, merged sources' reporters. */
const reportersJoin = sql`join ${infoReporter} pr on pr.item_id = f.info`;
const credited = sql`(pr.role in (${ReporterRole.lead}, ${ReporterRole.mergedFrom}) or (pr.role = ${ReporterRole.joint} and pr.joint = 1))`;

const yearTitle = (title: string, f: PublicationStatFilter) => `${f.year ?? chinaYear()}年刊物统计（${title}）`;

function answer(title: string, dimension: string, rows: StatRow[], total: Group | undefined): StatResult {
  const r = result(title, dimension, publicationStatColumns, rows);
  return { ...r, total: total?.values ?? r.total };
}

/** 按上报人: every person an item of the year's issues credits, most items published first. */
export async function reporterStat(q: Queryable, f: PublicationStatFilter): Promise<StatResult> {
  const { groups, total } = await counted(q, factsOf(f), reportersJoin, credited, sql`pr.user_id`, sql`pr.name`);
  return answer(yearTitle('按上报人', f), '上报人', ranked(groups, publicationStatColumns, 'published'), total);
}

/** 按单位: the units of the people credited; a unit with two people on an item counts the item once. */
export async function unitStat(q: Queryable, f: PublicationStatFilter): Promise<StatResult> {
  const { groups, total } = await counted(q, factsOf(f), reportersJoin, credited, sql`pr.unit_id`, sql`pr.unit_name`);
  return answer(yearTitle('按单位', f), '上报单位', ranked(groups, publicationStatColumns, 'published', '未设置单位'), total);
}

/** 按类别 by publication type: every type in use shown (zeros included), then retired types that have issues. */
async function publicationTypeStat(q: Queryable, f: PublicationStatFilter): Promise<StatResult> {
  const t = publicationType;
  const [types, { groups, total }] = await Promise.all([
    q
      .select({ id: t.id, name: t.name })
      .from(t)
      .where(and(isNull(t.deletedAt), f.typeId ? eq(t.id, f.typeId) : undefined))
      .orderBy(asc(t.sort), asc(t.id)),
    counted(q, factsOf(f, true), sql`left join ${t} pt on pt.id = f.ptype`, sql`true`, sql`f.ptype`, sql`pt.name`),
  ]);
  return answer(yearTitle('按刊物类型', f), '刊物类型', rowsFor(types, groups, publicationStatColumns), total);
}

/** 按类别 by the top-level category of the items' info type, every category shown. */
async function infoTypeStat(q: Queryable, f: PublicationStatFilter): Promise<StatResult> {
  const [types, { groups, total }] = await Promise.all([
    q
      .select({ id: infoType.id, name: infoType.name })
      .from(infoType)
      .where(and(isNull(infoType.parentId), isNull(infoType.deletedAt)))
      .orderBy(asc(infoType.sort), asc(infoType.id)),
    counted(q, factsOf(f), sql`join ${infoItem} on ${infoItem.id} = f.info ${rootTypeJoin}`, sql`true`, rootTypeKey, null),
  ]);
  return answer(yearTitle('按信息类别', f), '信息类别', rowsFor(types, groups, publicationStatColumns), total);
}

/** 按类别: by publication type (default) or by info category. */
export function typeStat(q: Queryable, f: PublicationStatFilter & { by?: 'publicationType' | 'infoType' }): Promise<StatResult> {
  return f.by === 'infoType' ? infoTypeStat(q, f) : publicationTypeStat(q, f);
}
