import { CaseState, ProposalState as PS, proposalStateLabel, proposalStatTitle } from '@cppcc/contracts';
import { eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { dayEnd, dayStart } from '../../../platform/time/china';
import { proposalSessionNames, proposalTypeNames } from '../setup';
import { proposalSession } from '../setup/tables';
import { proposalUnit } from '../tables';
import { codes } from './codes';
import { c, fromProposal, main, p, type Runner } from './conditions';
import { type Column, count, grouped, measuresOf, orderedRows, proposalWhere, rankedRows, rate, result } from './engine';

/** Statistics by state, session, month and category. */

// ---------- by state, session, month, category ----------

const listedStates = [-1, 1, 2, 3, 10, 11, 12, 14, 15, 16, 17];

export const conditionCount: Runner = async (q, f) => {
  const columns: Column[] = [c.total, c.member, c.collective, c.plenary, c.inter, c.joint];
  const unitExists = f.unitId
    ? sql`exists (select 1 from ${proposalUnit} where ${proposalUnit.proposalId} = ${p.id} and ${proposalUnit.phase} = 'formal' and ${proposalUnit.active} and ${proposalUnit.unitId} = ${f.unitId})`
    : undefined;
  const where = proposalWhere(
    f,
    f.typeId ? eq(p.typeId, f.typeId) : undefined,
    f.proposerType !== undefined ? eq(p.proposerType, f.proposerType) : undefined,
    f.isPlenary !== undefined ? eq(p.isPlenary, f.isPlenary) : undefined,
    unitExists,
    f.from ? gte(p.submittedAt, dayStart(f.from)) : undefined,
    f.to ? lte(p.submittedAt, dayEnd(f.to)) : undefined,
  );
  const { groups, total } = await grouped(q, { from: fromProposal, where, key: sql`${p.state}`, measures: measuresOf(columns) });
  const entities = listedStates.map((s) => ({ id: String(s), name: proposalStateLabel[s] }));
  return result(proposalStatTitle.conditionCount, '提案状态', columns, orderedRows(entities, groups, columns, '未知状态'), total);
};

export const totalCount: Runner = async (q, f) => {
  const columns: Column[] = [
    c.total,
    c.member,
    c.collective,
    c.plenary,
    c.inter,
    c.filed,
    c.notFiled,
    c.merged,
    c.withdrawn,
    c.concluded,
    c.filedRate,
  ];
  const { groups, total } = await grouped(q, {
    from: fromProposal,
    where: proposalWhere(f),
    key: sql`${p.sessionId}`,
    measures: measuresOf(columns),
  });
  const names = await proposalSessionNames(
    q,
    groups.flatMap((g) => (g.key ? [g.key] : [])),
  );
  const years = new Map(
    (
      await q
        .select({ id: proposalSession.id, year: proposalSession.year })
        .from(proposalSession)
        .where(inArray(proposalSession.id, [...names.keys(), '']))
    ).map((r) => [r.id, r.year]),
  );
  const rows = rankedRows(groups, columns, names, '未知届次', 'total').sort(
    (a, b) => (years.get(b.id ?? '') ?? 0) - (years.get(a.id ?? '') ?? 0),
  );
  return result(proposalStatTitle.totalCount, '提案届次', columns, rows, total);
};

/**
 * Month of submission in the users' calendar, China Standard Time: UTC+8 without summer time since
 * 1991, so a fixed offset, which is several times cheaper per row than the zone's rules; the month is
 * formatted once per group, not per row.
 */
const submitMonth = sql.raw(`date_trunc('month', "proposal"."submitted_at" at time zone interval '08:00')`);

export const submitCount: Runner = async (q, f) => {
  const columns: Column[] = [c.total, c.member, c.collective, c.plenary, c.inter, c.joint];
  const { groups, total } = await grouped(q, {
    from: fromProposal,
    where: proposalWhere(f),
    key: submitMonth,
    measures: measuresOf(columns),
  });
  const rows = groups
    .sort((a, b) => (a.key ?? '9999').localeCompare(b.key ?? '9999'))
    .map((g) => {
      const month = g.key?.slice(0, 7) ?? null;
      return { id: month, name: month ? `${month.replace('-', '年')}月` : '未记录提交时间', values: g.values };
    });
  return result(proposalStatTitle.submitCount, '提交月份', columns, rows, total);
};

export async function typeRows(q: Queryable, where: SQL, columns: Column[], from = fromProposal, key: SQL = sql`${p.typeId}`) {
  const { groups, total } = await grouped(q, { from, where, key, measures: measuresOf(columns) });
  const names = await proposalTypeNames(
    q,
    groups.flatMap((g) => (g.key ? [g.key] : [])),
  );
  return { rows: rankedRows(groups, columns, names, '未分类', columns[0].key), total };
}

export const proposalTypeCount: Runner = async (q, f) => {
  const columns: Column[] = [c.total, c.filed, c.notFiled, c.handling, c.concluded, c.key, c.excellent, c.good, c.filedRate];
  const { rows, total } = await typeRows(q, proposalWhere(f), columns);
  return result(proposalStatTitle.proposalTypeCount, '提案类别', columns, rows, total);
};

export const checkLianCount: Runner = async (q, f) => {
  const columns: Column[] = [
    count('reviewed', '已审查', sql`${p.caseState} in (${codes(CaseState.filed, CaseState.notFiled)}) and ${main}`),
    c.filed,
    c.notFiled,
    count('otherWay', '其他方式处理', sql`${p.state} = ${codes(PS.otherWay)} and ${main}`),
    count('toOpinion', '转社情民意', sql`${p.state} = ${codes(PS.toPublicOpinion)} and ${main}`),
    count('toLetter', '转委员来信', sql`${p.state} = ${codes(PS.toMemberLetter)} and ${main}`),
    c.merged,
    count('pending', '待审查', sql`${p.state} in (${codes(PS.awaitingSplit, PS.awaitingReview)}) and ${main}`),
    rate('filedRate', '立案率', 'filed', 'reviewed'),
  ];
  const { rows, total } = await typeRows(q, proposalWhere(f), columns);
  return result(proposalStatTitle.checkLianCount, '提案类别', columns, rows, total);
};
