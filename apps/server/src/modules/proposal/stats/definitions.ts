import type { proposalConditionQuery } from '@cppcc/contracts';
import {
  type ProposalConditionQuery,
  type ProposalStatName,
  proposalStateLabel,
  proposalStatTitle,
  type StatResult,
  signStateLabel,
} from '@cppcc/contracts';
import { and, asc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../platform/db/client';
import { currentTerm } from '../../member/service';
import { cppccSession, grouping, memberProfile } from '../../member/tables';
import { proposalSessionNames, proposalTypeNames } from '../setup';
import { proposalSession } from '../setup/tables';
import { proposal, proposalEvaluation, proposalJoint, proposalUnit, proposalUnitRequest } from '../tables';
import {
  avg,
  type Column,
  checkFilters,
  count,
  countDistinctIds,
  grouped,
  groupedDistinct,
  measuresOf,
  orderedRows,
  proposalWhere,
  rankedRows,
  rate,
  result,
  rowsOf,
  type StatFilters,
} from './engine';

export type ConditionFilters = z.output<typeof proposalConditionQuery>;

// ---------- conditions on a proposal row ----------
const p = proposal;
const main = sql`${p.mergedIntoId} is null`;
const cond = {
  member: sql`${p.proposerType} = 1`,
  collective: sql`${p.proposerType} = 3`,
  plenary: sql`${p.isPlenary}`,
  inter: sql`not ${p.isPlenary}`,
  joint: sql`${p.isJoint}`,
  awaiting: sql`${p.state} in (-1, 1, 2, 3) and ${main}`,
  filed: sql`${p.caseState} = 3 and ${main}`,
  notFiled: sql`${p.caseState} = 4 and ${main}`,
  merged: sql`${p.mergedIntoId} is not null`,
  withdrawn: sql`${p.state} = 17`,
  handling: sql`${p.state} in (10, 11) and ${main}`,
  concluded: sql`${p.state} = 12 and ${main}`,
  key: sql`${p.isKey}`,
  excellent: sql`${p.isExcellent}`,
  good: sql`${p.isGood}`,
};
const c = {
  total: count('total', '提案数'),
  member: count('member', '委员提案', cond.member),
  collective: count('collective', '集体提案', cond.collective),
  plenary: count('plenary', '大会提案', cond.plenary),
  inter: count('inter', '平时提案', cond.inter),
  joint: count('joint', '联名提案', cond.joint),
  awaiting: count('awaiting', '待处理', cond.awaiting),
  filed: count('filed', '立案', cond.filed),
  notFiled: count('notFiled', '不立案', cond.notFiled),
  merged: count('merged', '并案', cond.merged),
  withdrawn: count('withdrawn', '撤案', cond.withdrawn),
  handling: count('handling', '办理中', cond.handling),
  concluded: count('concluded', '已办结', cond.concluded),
  key: count('key', '重点提案', cond.key),
  excellent: count('excellent', '优秀提案', cond.excellent),
  good: count('good', '良好提案', cond.good),
  filedRate: rate('filedRate', '立案率', 'filed', 'total'),
};

const fromProposal = sql`${p}`;
const fromUnitRows = sql`${proposalUnit} inner join ${p} on ${p.id} = ${proposalUnit.proposalId}`;

type Runner = (q: Queryable, f: ConditionFilters) => Promise<StatResult>;

// ---------- groupings of members (界别, 党派, 专委会, 小组) ----------

type GroupingKind = 'sector' | 'party' | 'committee' | 'group';
const groupingColumn = { sector: p.sectorId, party: p.partyId, committee: p.committeeId, group: p.groupId } as const;
const profileColumn = {
  sector: memberProfile.sectorId,
  party: memberProfile.partyId,
  committee: memberProfile.committeeId,
  group: memberProfile.groupId,
} as const;
const groupingTitle: Record<GroupingKind, { dimension: string; unnamed: string }> = {
  sector: { dimension: '界别', unnamed: '未设置界别' },
  party: { dimension: '党派', unnamed: '无党派或未设置' },
  committee: { dimension: '专门委员会', unnamed: '未加入专门委员会' },
  group: { dimension: '小组', unnamed: '未分组' },
};

async function groupingsOf(q: Queryable, kind: GroupingKind) {
  return q
    .select({ id: grouping.id, name: grouping.name })
    .from(grouping)
    .where(and(eq(grouping.kind, kind), eq(grouping.enabled, true)))
    .orderBy(asc(grouping.sort), asc(grouping.code));
}

/** The term (届) the members are counted in: the asked session's term, else the current one. */
async function termOf(q: Queryable, f: StatFilters): Promise<string | null> {
  if (f.sessionId) {
    const [r] = await q
      .select({ yearly: cppccSession.id, parent: cppccSession.parentId })
      .from(proposalSession)
      .innerJoin(cppccSession, eq(cppccSession.id, proposalSession.cppccSessionId))
      .where(eq(proposalSession.id, f.sessionId))
      .limit(1);
    if (r) return r.parent ?? r.yearly;
  }
  return (await currentTerm(q))?.id ?? null;
}

/** Proposals by the proposer's sector/party/committee/group at submission, every state. */
function groupingProposals(kind: GroupingKind, name: ProposalStatName): Runner {
  const columns: Column[] = [
    c.total,
    c.filed,
    c.notFiled,
    c.merged,
    c.handling,
    c.concluded,
    c.withdrawn,
    c.key,
    c.excellent,
    c.good,
    c.filedRate,
  ];
  return async (q, f) => {
    const key = groupingColumn[kind];
    const [{ groups, total }, entities] = await Promise.all([
      grouped(q, { from: fromProposal, where: proposalWhere(f), key: sql`${key}`, measures: measuresOf(columns) }),
      groupingsOf(q, kind),
    ]);
    const t = groupingTitle[kind];
    return result(proposalStatTitle[name], t.dimension, columns, orderedRows(entities, groups, columns, t.unnamed), total);
  };
}

/** Members of each grouping in the term, how many of them proposed, and how much. */
function groupingPeople(kind: GroupingKind, name: ProposalStatName): Runner {
  const columns: Column[] = [
    count('members', '委员人数'),
    { key: 'proposers', title: '提案委员数', expr: sql`count(distinct ${p.proposerId})` },
    rate('participationRate', '参与率', 'proposers', 'members'),
    c.total,
    c.filed,
    c.concluded,
    c.filedRate,
    avg('perMember', '人均提案', 'total', 'members'),
  ];
  const proposalMeasures = measuresOf(columns).filter((m) => m.key !== 'members');
  // counted per grouping and proposer first, then per grouping (groupedDistinct): count(distinct) over
  // grouping sets would sort every proposal
  const counted = proposalMeasures.filter((m) => m.key !== 'proposers');
  return async (q, f) => {
    const term = await termOf(q, f);
    const key = groupingColumn[kind];
    const memberKey = profileColumn[kind];
    const [{ groups, total }, people, entities] = await Promise.all([
      groupedDistinct(q, {
        from: fromProposal,
        where: proposalWhere(f, cond.member),
        key: sql`${key}`,
        distinct: { key: 'proposers', of: sql`${p.proposerId}` },
        measures: counted,
      }),
      term
        ? grouped(q, {
            from: sql`${memberProfile}`,
            where: eq(memberProfile.sessionId, term),
            key: sql`${memberKey}`,
            measures: [{ key: 'members', title: '委员人数', expr: countDistinctIds(memberProfile.userId) }],
          })
        : Promise.resolve({ groups: [], total: { members: 0 } }),
      groupingsOf(q, kind),
    ]);
    const members = new Map(people.groups.map((g) => [g.key, g.values.members]));
    const merged = new Map(groups.map((g) => [g.key, g]));
    for (const key of members.keys()) if (!merged.has(key)) merged.set(key, { key, label: null, values: {} });
    const withMembers = [...merged.values()].map((g) => ({
      ...g,
      values: { ...Object.fromEntries(proposalMeasures.map((m) => [m.key, 0])), ...g.values, members: members.get(g.key) ?? 0 },
    }));
    const t = groupingTitle[kind];
    return result(proposalStatTitle[name], t.dimension, columns, orderedRows(entities, withMembers, columns, t.unnamed), {
      ...total,
      members: people.total.members ?? 0,
    });
  };
}

// ---------- by proposer ----------

const flowColumns: Column[] = [c.total, c.awaiting, c.filed, c.notFiled, c.merged, c.handling, c.concluded, c.withdrawn, c.filedRate];

const byProposer =
  (kind: 'member' | 'collective', name: ProposalStatName): Runner =>
  async (q, f) => {
    // a collective user acts for its unit: its proposals count under the unit
    const key = kind === 'member' ? sql`${p.proposerId}` : sql`coalesce(${p.proposerOrgId}, ${p.proposerId})`;
    const { groups, total } = await grouped(q, {
      from: fromProposal,
      where: proposalWhere(f, kind === 'member' ? cond.member : cond.collective),
      key,
      label: sql`${p.proposerName}`,
      measures: measuresOf(flowColumns),
    });
    const rows = rankedRows(groups, flowColumns, new Map(), '未知提案人', 'total');
    return result(proposalStatTitle[name], kind === 'member' ? '委员' : '集体提案单位', flowColumns, rows, total);
  };

/** Each member: proposals led and joint proposals co-signed (agreed), with filing and marks of those led. */
const memberPerson: Runner = async (q, f) => {
  const columns: Column[] = [
    count('lead', '领衔提案'),
    count('jointSigned', '联名（附议）'),
    count('all', '合计'),
    count('filed', '立案', cond.filed),
    count('concluded', '已办结', cond.concluded),
    count('key', '重点提案', cond.key),
    count('excellent', '优秀提案', cond.excellent),
    count('good', '良好提案', cond.good),
    rate('filedRate', '立案率', 'filed', 'lead'),
  ];
  const ledMeasures = measuresOf(columns).filter((m) => !['jointSigned', 'all'].includes(m.key));
  const [led, joint] = await Promise.all([
    grouped(q, {
      from: fromProposal,
      where: proposalWhere(f, cond.member),
      key: sql`${p.proposerId}`,
      label: sql`${p.proposerName}`,
      measures: ledMeasures,
    }),
    grouped(q, {
      from: sql`${proposalJoint} inner join ${p} on ${p.id} = ${proposalJoint.proposalId}`,
      where: and(proposalWhere(f), eq(proposalJoint.state, 1)) as SQL,
      key: sql`${proposalJoint.userId}`,
      label: sql`${proposalJoint.username}`,
      measures: [{ key: 'jointSigned', title: '联名（附议）', expr: sql`count(*)` }],
    }),
  ]);
  const zero = Object.fromEntries(measuresOf(columns).map((m) => [m.key, 0]));
  const byKey = new Map(led.groups.map((g) => [g.key, { ...g, values: { ...zero, ...g.values } }]));
  for (const g of joint.groups) {
    const row = byKey.get(g.key) ?? { key: g.key, label: g.label, values: { ...zero } };
    row.values.jointSigned = g.values.jointSigned;
    byKey.set(g.key, row);
  }
  for (const g of byKey.values()) g.values.all = g.values.lead + g.values.jointSigned;
  const total: Record<string, number> = { ...zero, ...led.total, jointSigned: joint.total.jointSigned ?? 0 };
  total.all = total.lead + total.jointSigned;
  const rows = rankedRows([...byKey.values()], columns, new Map(), '未知委员', 'all');
  return result(proposalStatTitle.memberPersonCount, '委员', columns, rows, total);
};

// ---------- by state, session, month, category ----------

const listedStates = [-1, 1, 2, 3, 10, 11, 12, 14, 15, 16, 17];
const dayStart = (d: string) => new Date(`${d}T00:00:00+08:00`);
const dayEnd = (d: string) => new Date(`${d}T23:59:59.999+08:00`);

const conditionCount: Runner = async (q, f) => {
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

const totalCount: Runner = async (q, f) => {
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

const submitCount: Runner = async (q, f) => {
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

async function typeRows(q: Queryable, where: SQL, columns: Column[], from = fromProposal, key: SQL = sql`${p.typeId}`) {
  const { groups, total } = await grouped(q, { from, where, key, measures: measuresOf(columns) });
  const names = await proposalTypeNames(
    q,
    groups.flatMap((g) => (g.key ? [g.key] : [])),
  );
  return { rows: rankedRows(groups, columns, names, '未分类', columns[0].key), total };
}

const proposalTypeCount: Runner = async (q, f) => {
  const columns: Column[] = [c.total, c.filed, c.notFiled, c.handling, c.concluded, c.key, c.excellent, c.good, c.filedRate];
  const { rows, total } = await typeRows(q, proposalWhere(f), columns);
  return result(proposalStatTitle.proposalTypeCount, '提案类别', columns, rows, total);
};

const checkLianCount: Runner = async (q, f) => {
  const columns: Column[] = [
    count('reviewed', '已审查', sql`${p.caseState} in (3, 4) and ${main}`),
    c.filed,
    c.notFiled,
    count('otherWay', '其他方式处理', sql`${p.state} = 14 and ${main}`),
    count('toOpinion', '转社情民意', sql`${p.state} = 15 and ${main}`),
    count('toLetter', '转委员来信', sql`${p.state} = 16 and ${main}`),
    c.merged,
    count('pending', '待审查', sql`${p.state} in (1, 2) and ${main}`),
    rate('filedRate', '立案率', 'filed', 'reviewed'),
  ];
  const { rows, total } = await typeRows(q, proposalWhere(f), columns);
  return result(proposalStatTitle.checkLianCount, '提案类别', columns, rows, total);
};

// ---------- handling units ----------

const u = proposalUnit;
const formalActive = sql`${u.phase} = 'formal' and ${u.active}`;
const replied = sql`${u.signState} = 2`;

const handleUnitCount: Runner = async (q, f) => {
  const columns: Column[] = [
    count('assigned', '交办件数'),
    count('lead', '主办', sql`${u.handleType} = 0`),
    count('jointHandle', '会办', sql`${u.handleType} = 1`),
    count('split', '分办', sql`${u.handleType} = 2`),
    count('toSign', '待签收', sql`${u.signState} = 0`),
    count('handlingNow', '办理中', sql`${u.signState} not in (0, 2)`),
    count('replied', '已答复', replied),
    count('overdue', '超期未答复', sql`${u.signState} <> 2 and ${u.deadline} < current_date`),
    count(
      'onTime',
      '按期答复',
      sql`${replied} and (${u.deadline} is null or (${u.repliedAt} at time zone 'Asia/Shanghai')::date <= ${u.deadline})`,
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

const feedbackCount: Runner = async (q, f) => {
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

const proposalHandleCount: Runner = async (q, f) => {
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

const assignCount: Runner = async (q, f) => {
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

const satisfactionCount: Runner = async (q, f) => {
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
const proposalSatisfactionCount: Runner = async (q, f) => {
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

// ---------- the registry ----------

const runners: Record<ProposalStatName, Runner> = {
  conditionCount,
  memberCount: byProposer('member', 'memberCount'),
  collectiveCount: byProposer('collective', 'collectiveCount'),
  handleUnitCount,
  feedbackCount,
  proposalHandleCount,
  sectorCount: groupingPeople('sector', 'sectorCount'),
  satisfactionCount,
  factionCount: groupingPeople('party', 'factionCount'),
  committeeCount: groupingPeople('committee', 'committeeCount'),
  totalCount,
  submitCount,
  memberPersonCount: memberPerson,
  factionProposalCount: groupingProposals('party', 'factionProposalCount'),
  groupCount: groupingPeople('group', 'groupCount'),
  committeeProposalCount: groupingProposals('committee', 'committeeProposalCount'),
  sectorProposalCount: groupingProposals('sector', 'sectorProposalCount'),
  checkLianCount,
  assignCount,
  proposalTypeCount,
  proposalSatisfactionCount,
};

/** One statistics page's numbers; the filters are checked first (an unknown session is a 400). */
export async function runStat(q: Queryable, name: ProposalStatName, f: ConditionFilters | ProposalConditionQuery): Promise<StatResult> {
  const filters = f as ConditionFilters;
  await checkFilters(q, filters);
  return runners[name](q, filters);
}

export { rowsOf };
