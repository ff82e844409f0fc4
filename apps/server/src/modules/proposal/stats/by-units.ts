import { proposalStatTitle, SignState, signStateLabel } from '@cppcc/contracts';
import { and, type SQL, sql } from 'drizzle-orm';
import { CHINA_TZ } from '../../../platform/time/china';
import { proposalEvaluation, proposalUnit, proposalUnitRequest } from '../tables';
import { typeRows } from './by-flow';
import { codes } from './codes';
import { fromUnitRows, p, type Runner } from './conditions';
import { type Column, count, countDistinctIds, grouped, measuresOf, orderedRows, proposalWhere, rankedRows, rate, result } from './engine';

/** Statistics of the handling units and of the proposers' ratings. */

// ---------- handling units ----------

const u = proposalUnit;
const formalActive = sql`${u.phase} = 'formal' and ${u.active}`;
const replied = sql`${u.signState} = ${codes(SignState.concluded)}`;

export const handleUnitCount: Runner = async (q, f) => {
  const columns: Column[] = [
    count('assigned', '交办件数'),
    count('lead', '主办', sql`${u.handleType} = 0`),
    count('jointHandle', '会办', sql`${u.handleType} = 1`),
    count('split', '分办', sql`${u.handleType} = 2`),
    count('toSign', '待签收', sql`${u.signState} = ${codes(SignState.awaitingReceipt)}`),
    count('handlingNow', '办理中', sql`${u.signState} not in (${codes(SignState.awaitingReceipt, SignState.concluded)})`),
    count('replied', '已答复', replied),
    count('overdue', '超期未答复', sql`${u.signState} <> ${codes(SignState.concluded)} and ${u.deadline} < current_date`),
    count(
      'onTime',
      '按期答复',
      sql`${replied} and (${u.deadline} is null or (${u.repliedAt} at time zone ${sql.raw(`'${CHINA_TZ}'`)})::date <= ${u.deadline})`,
    ),
    count('levelA', '办理结果A', sql`${u.handleLevel} = 'A'`),
    count('levelB', '办理结果B', sql`${u.handleLevel} = 'B'`),
    count('levelC', '办理结果C', sql`${u.handleLevel} = 'C'`),
    rate('onTimeRate', '按期答复率', 'onTime', 'replied'),
  ];
  const { groups, total } = await grouped(q, {
    from: fromUnitRows,
    where: and(proposalWhere(f), formalActive) as SQL,
    key: sql`${u.unitId}`,
    label: sql`${u.unitName}`,
    measures: measuresOf(columns),
  });
  const rows = rankedRows(groups, columns, new Map(), '未知单位', 'assigned');
  return result(proposalStatTitle.handleUnitCount, '承办单位', columns, rows, total);
};

export const feedbackCount: Runner = async (q, f) => {
  const columns: Column[] = [
    count('pre', '预交办件数'),
    count('agree', '同意承办', sql`${u.preFeedback} = 1`),
    count('disagree', '不同意承办', sql`${u.preFeedback} = 2`),
    count('pending', '待反馈', sql`coalesce(${u.preFeedback}, 0) = 0`),
    rate('agreeRate', '同意率', 'agree', 'pre'),
  ];
  const { groups, total } = await grouped(q, {
    from: fromUnitRows,
    where: and(proposalWhere(f), sql`${u.phase} = 'pre'`) as SQL,
    key: sql`${u.unitId}`,
    label: sql`${u.unitName}`,
    measures: measuresOf(columns),
  });
  const rows = rankedRows(groups, columns, new Map(), '未知单位', 'pre');
  return result(proposalStatTitle.feedbackCount, '承办单位', columns, rows, total);
};

export const proposalHandleCount: Runner = async (q, f) => {
  const columns: Column[] = [
    count('all', '合计'),
    count('lead', '主办', sql`${u.handleType} = 0`),
    count('jointHandle', '会办', sql`${u.handleType} = 1`),
    count('split', '分办', sql`${u.handleType} = 2`),
    // distinct proposals, not unit rows
    { key: 'proposals', title: '涉及提案', expr: countDistinctIds(u.proposalId) },
  ];
  const { groups, total } = await grouped(q, {
    from: fromUnitRows,
    where: and(proposalWhere(f), formalActive) as SQL,
    key: sql`${u.signState}`,
    measures: measuresOf(columns),
  });
  const entities = [0, 1, -1, -4, -2, -3, 2].map((s) => ({ id: String(s), name: signStateLabel[s] }));
  return result(proposalStatTitle.proposalHandleCount, '办理状态', columns, orderedRows(entities, groups, columns, '未知状态'), total);
};

export const assignCount: Runner = async (q, f) => {
  const columns: Column[] = [
    count('pre', '预交办', sql`${u.phase} = 'pre'`),
    count('formal', '交办', sql`${u.phase} = 'formal'`),
    count('lead', '主办', sql`${formalActive} and ${u.handleType} = 0`),
    count('jointHandle', '会办', sql`${formalActive} and ${u.handleType} = 1`),
    count('split', '分办', sql`${formalActive} and ${u.handleType} = 2`),
    count('returned', '已退回', sql`${u.phase} = 'formal' and not ${u.active}`),
    count('backApplied', '申请退回'),
    count('backApproved', '同意退回'),
    count('delayApplied', '申请延期'),
    count('delayApproved', '同意延期'),
  ];
  const r = proposalUnitRequest;
  const unitMeasures = measuresOf(columns).slice(0, 6);
  const requestMeasures = [
    { key: 'backApplied', title: '', expr: sql`count(*) filter (where ${r.kind} = 'back')` },
    { key: 'backApproved', title: '', expr: sql`count(*) filter (where ${r.kind} = 'back' and ${r.status} = 1)` },
    { key: 'delayApplied', title: '', expr: sql`count(*) filter (where ${r.kind} = 'delay')` },
    { key: 'delayApproved', title: '', expr: sql`count(*) filter (where ${r.kind} = 'delay' and ${r.status} = 1)` },
  ];
  const [units, requests] = await Promise.all([
    grouped(q, { from: fromUnitRows, where: proposalWhere(f), key: sql`${u.unitId}`, label: sql`${u.unitName}`, measures: unitMeasures }),
    grouped(q, {
      from: sql`${r} inner join ${p} on ${p.id} = ${r.proposalId}`,
      where: proposalWhere(f),
      key: sql`${r.unitId}`,
      label: sql`${r.unitName}`,
      measures: requestMeasures,
    }),
  ]);
  const zero = Object.fromEntries(measuresOf(columns).map((m) => [m.key, 0]));
  const byKey = new Map(units.groups.map((g) => [g.key, { ...g, values: { ...zero, ...g.values } }]));
  for (const g of requests.groups) {
    const row = byKey.get(g.key) ?? { key: g.key, label: g.label, values: { ...zero } };
    Object.assign(row.values, g.values);
    byKey.set(g.key, row);
  }
  const all = [...byKey.values()];
  const rows = rankedRows(all, columns, new Map(), '未知单位', 'formal');
  return result(proposalStatTitle.assignCount, '承办单位', columns, rows, { ...zero, ...units.total, ...requests.total });
};

// ---------- satisfaction ----------

export const satisfactionCount: Runner = async (q, f) => {
  const columns: Column[] = [
    count('replied', '已答复', replied),
    count('rated', '已测评', sql`${u.satisfaction} is not null`),
    count('satisfied', '满意', sql`${u.satisfaction} = 1`),
    count('basically', '基本满意', sql`${u.satisfaction} = 2`),
    count('not', '不满意', sql`${u.satisfaction} = 0`),
    count('unrated', '未测评', sql`${replied} and ${u.satisfaction} is null`),
    count('content', '满意及基本满意', sql`${u.satisfaction} in (1, 2)`),
    rate('satisfactionRate', '满意率', 'content', 'rated'),
  ];
  const { groups, total } = await grouped(q, {
    from: fromUnitRows,
    where: and(proposalWhere(f), formalActive, sql`(${replied} or ${u.satisfaction} is not null)`) as SQL,
    key: sql`${u.unitId}`,
    label: sql`${u.unitName}`,
    measures: measuresOf(columns),
  });
  const rows = rankedRows(groups, columns, new Map(), '未知单位', 'replied');
  return result(proposalStatTitle.satisfactionCount, '承办单位', columns, rows, total);
};

/** Every rating a proposer gave (each unit, each round), by the proposal's category. */
export const proposalSatisfactionCount: Runner = async (q, f) => {
  const e = proposalEvaluation;
  const columns: Column[] = [
    count('ratings', '测评次数'),
    // a proposal has one category, so the categories' distinct proposals add up to the total's: no grouping
    // set over all 69,000 ratings of the bench for it (PGlite 415–524 ms with one)
    { key: 'proposals', title: '测评提案数', expr: countDistinctIds(e.proposalId), additive: true },
    count('satisfied', '满意', sql`${e.satisfaction} = 1`),
    count('basically', '基本满意', sql`${e.satisfaction} = 2`),
    count('not', '不满意', sql`${e.satisfaction} = 0`),
    count('content', '满意及基本满意', sql`${e.satisfaction} in (1, 2)`),
    rate('satisfactionRate', '满意率', 'content', 'ratings'),
  ];
  const { rows, total } = await typeRows(q, proposalWhere(f), columns, sql`${e} inner join ${p} on ${p.id} = ${e.proposalId}`);
  return result(proposalStatTitle.proposalSatisfactionCount, '提案类别', columns, rows, total);
};
