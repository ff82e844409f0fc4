import { InfoState as S, type StatResult, submissionObjectLabel } from '@cppcc/contracts';
import { and, asc, isNull, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { dayEnd, dayStart } from '../../../platform/time/china';
import { infoItem, infoReporter, infoResult, infoSubmission, infoType } from '../tables';
import {
  type Column,
  count,
  grouped,
  itemScope,
  measuresOf,
  ranked,
  rate,
  result,
  resultsJoin,
  rootTypeJoin,
  rootTypeKey,
  rowsFor,
  type StatFilter,
  upperAdopted,
} from './stat-engine';

/**
 * The information statistics (spec 002 §7 Statistics; docs/info-scores.md):
 * each one GROUP BY over the items in the caller's scope, never rows in memory.
 */
const i = infoItem;
const st = (s: number) => sql`${i.state} = ${sql.raw(String(s))}`;

const measures = (cols: Column[]) => measuresOf(cols);

const adoptedCols: Column[] = [
  count('reported', '报送数'),
  count('adopted', '采用数', st(S.adopted)),
  count('notAdopted', '未采用数', st(S.notAdopted)),
  count('discarded', '弃用数', st(S.discarded)),
  count('sentUp', '报送上级数', sql`${i.submissionStatus} = 1`),
  count('upperAdopted', '上级采用数', upperAdopted),
  rate('adoptRate', '采用率', 'adopted', 'reported'),
];

/** 汇总统计: month by month of the report time (China time). */
export async function summaryStat(q: Queryable, p: Principal, f: StatFilter): Promise<StatResult> {
  const month = sql`extract(month from ${i.reportTime} at time zone 'Asia/Shanghai')::int`;
  const groups = await grouped(q, { from: sql`${i} ${resultsJoin}`, where: itemScope(p, f), key: month, measures: measures(adoptedCols) });
  const months = Array.from({ length: 12 }, (_, n) => ({ id: String(n + 1), name: `${n + 1}月` }));
  return result('汇总统计', '月份', adoptedCols, rowsFor(months, groups, adoptedCols));
}

async function rootTypes(q: Queryable): Promise<{ id: string; name: string }[]> {
  return q
    .select({ id: infoType.id, name: infoType.name })
    .from(infoType)
    .where(and(isNull(infoType.parentId), isNull(infoType.deletedAt)))
    .orderBy(asc(infoType.sort), asc(infoType.id));
}

const typeCols: Column[] = [
  count('reported', '报送数'),
  count('adopted', '采用数', st(S.adopted)),
  count('upperAdopted', '上级采用数', upperAdopted),
  rate('adoptRate', '采用率', 'adopted', 'reported'),
];

/** 类别统计: by top-level info type, every type shown. */
export async function typeStat(q: Queryable, p: Principal, f: StatFilter): Promise<StatResult> {
  const [types, groups] = await Promise.all([
    rootTypes(q),
    grouped(q, { from: sql`${i} ${rootTypeJoin} ${resultsJoin}`, where: itemScope(p, f), key: rootTypeKey, measures: measures(typeCols) }),
  ]);
  return result('类别统计', '信息类别', typeCols, rowsFor(types, groups, typeCols));
}

const reportCols: Column[] = [
  count('reported', '报送数'),
  count('adopted', '采用数', st(S.adopted)),
  count('sentUp', '报送上级数', sql`${i.submissionStatus} = 1`),
  count('upperAdopted', '上级采用数', upperAdopted),
  rate('adoptRate', '采用率', 'adopted', 'reported'),
];

/** 报送统计: by lead reporter. */
export async function reportStat(q: Queryable, p: Principal, f: StatFilter): Promise<StatResult> {
  const groups = await grouped(q, {
    from: sql`${i} ${resultsJoin}`,
    where: itemScope(p, f),
    key: sql`${i.reporterId}`,
    label: sql`${i.reporterName}`,
    measures: measures(reportCols),
  });
  return result('报送统计', '上报人', reportCols, ranked(groups, reportCols, 'reported'));
}

/** 单位报送统计 (unit/report): by the reporter's unit; `byType` spreads the reported items over the top-level types. */
export async function unitStat(q: Queryable, p: Principal, f: StatFilter & { byType?: boolean }): Promise<StatResult> {
  if (!f.byType) {
    const groups = await grouped(q, {
      from: sql`${i} ${resultsJoin}`,
      where: itemScope(p, f),
      key: sql`${i.unitId}`,
      label: sql`${i.unitName}`,
      measures: measures(reportCols),
    });
    return result('单位报送统计', '上报单位', reportCols, ranked(groups, reportCols, 'reported', '未设置单位'));
  }
  const types = await rootTypes(q);
  const cols: Column[] = [count('reported', '报送数'), ...types.map((t, n) => count(`t${n}`, t.name, sql`${rootTypeKey} = ${t.id}`))];
  const groups = await grouped(q, {
    from: sql`${i} ${rootTypeJoin}`,
    where: itemScope(p, f),
    key: sql`${i.unitId}`,
    label: sql`${i.unitName}`,
    measures: measures(cols),
  });
  return result('报送类别统计', '上报单位', cols, ranked(groups, cols, 'reported', '未设置单位'));
}

const credited = sql`(pr.role in (1, 3) or (pr.role = 2 and pr.joint = 1))`;
const contributionCols: Column[] = [
  count('credited', '署名信息数'),
  count('lead', '上报', sql`pr.role = 1`),
  count('joint', '联名', sql`pr.role = 2`),
  count('mergedFrom', '合并来源', sql`pr.role = 3`),
  count('adopted', '采用数', st(S.adopted)),
  rate('adoptRate', '采用率', 'adopted', 'credited'),
];

/** 贡献统计 (report/contribution): every person an item credits (lead, agreeing co-reporters, merged sources' reporters). */
export async function contributionStat(q: Queryable, p: Principal, f: StatFilter): Promise<StatResult> {
  const groups = await grouped(q, {
    from: sql`${infoReporter} pr join ${i} on ${i.id} = pr.item_id`,
    where: sql`${credited} and ${itemScope(p, f)}`,
    key: sql`pr.user_id`,
    label: sql`pr.name`,
    measures: measures(contributionCols),
  });
  return result('贡献统计', '署名人', contributionCols, ranked(groups, contributionCols, 'credited'));
}

const upper = (obj: 1 | 2 | 3) => sql`coalesce(${sql.raw(`ur.up${obj}`)}, false)`;
const personalCols: Column[] = [
  count('reported', '署名信息数'),
  count('adopted', '采用数', st(S.adopted)),
  count('city', '市级采用', upper(1)),
  count('province', '省级采用', upper(2)),
  count('national', '全国采用', upper(3)),
  count('upperAdopted', '上级采用合计', upperAdopted),
  rate('adoptRate', '采用率', 'adopted', 'reported'),
];

/** 个人采用统计 (individual/adopt/statistics): per lead reporter and co-reporter who agreed. */
export async function personalStat(q: Queryable, p: Principal, f: StatFilter): Promise<StatResult> {
  const groups = await grouped(q, {
    from: sql`${infoReporter} pr join ${i} on ${i.id} = pr.item_id ${resultsJoin}`,
    where: sql`(pr.role = 1 or (pr.role = 2 and pr.joint = 1)) and ${itemScope(p, f)}`,
    key: sql`pr.user_id`,
    label: sql`pr.name`,
    measures: measures(personalCols),
  });
  return result('个人采用统计', '上报人', personalCols, ranked(groups, personalCols, 'adopted'));
}

const useCols: Column[] = [
  { key: 'sent', title: '报送信息数', expr: sql`count(distinct s.item_id)` },
  { key: 'answered', title: '已登记结果数', expr: sql`count(distinct r.item_id)` },
  { key: 'adopted', title: '上级采用数', expr: sql`count(distinct r.item_id) filter (where r.adopted)` },
  rate('adoptRate', '上级采用率', 'adopted', 'sent'),
];

/**
 * 采用情况统计 (adopt/statistics): per submission object, the items sent there in the year (of
 * sending) and what came back. An item sent twice to one object counts once.
 */
export async function useStat(q: Queryable, p: Principal, f: StatFilter): Promise<StatResult> {
  const where = sql`${itemScope(p, { typeId: f.typeId })}
    ${f.year !== undefined ? sql`and s.submitted_at >= ${dayStart(`${f.year}-01-01`)} and s.submitted_at < ${dayStart(`${f.year + 1}-01-01`)}` : sql``}
    ${f.dateFrom ? sql`and s.submitted_at >= ${dayStart(f.dateFrom)}` : sql``}
    ${f.dateTo ? sql`and s.submitted_at <= ${dayEnd(f.dateTo)}` : sql``}`;
  const groups = await grouped(q, {
    from: sql`${infoSubmission} s join ${i} on ${i.id} = s.item_id
      left join ${infoResult} r on r.item_id = s.item_id and r.submission_object = s.submission_object`,
    where,
    key: sql`s.submission_object`,
    measures: measures(useCols),
  });
  const objects = Object.entries(submissionObjectLabel).map(([id, name]) => ({ id, name }));
  const rows = rowsFor(objects, groups, useCols);
  return result('采用情况统计', '报送对象', useCols, rows);
}
