import { type ProposalStatName, proposalStatTitle } from '@cppcc/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { currentTerm, groupingsOfKind, membersPerGrouping, termIdOf } from '../../member';
import { proposalSession } from '../setup/tables';
import { proposalJoint } from '../tables';
import { c, cond, fromProposal, p, type Runner } from './conditions';
import {
  avg,
  type Column,
  count,
  grouped,
  groupedDistinct,
  measuresOf,
  orderedRows,
  proposalWhere,
  rankedRows,
  rate,
  result,
  type StatFilters,
} from './engine';

/** Statistics by who proposed: groupings of members (界别, 党派, 专委会, 小组) and proposers. */

// ---------- groupings of members (界别, 党派, 专委会, 小组) ----------

type GroupingKind = 'sector' | 'party' | 'committee' | 'group';
const groupingColumn = { sector: p.sectorId, party: p.partyId, committee: p.committeeId, group: p.groupId } as const;
const groupingTitle: Record<GroupingKind, { dimension: string; unnamed: string }> = {
  sector: { dimension: '界别', unnamed: '未设置界别' },
  party: { dimension: '党派', unnamed: '无党派或未设置' },
  committee: { dimension: '专门委员会', unnamed: '未加入专门委员会' },
  group: { dimension: '小组', unnamed: '未分组' },
};

/** The term (届) the members are counted in: the asked session's term, else the current one. */
async function termOf(q: Queryable, f: StatFilters): Promise<string | null> {
  if (f.sessionId) {
    const [r] = await q
      .select({ cppccSessionId: proposalSession.cppccSessionId })
      .from(proposalSession)
      .where(eq(proposalSession.id, f.sessionId))
      .limit(1);
    const term = r ? await termIdOf(q, r.cppccSessionId) : null;
    if (term) return term;
  }
  return (await currentTerm(q))?.id ?? null;
}

/** Proposals by the proposer's sector/party/committee/group at submission, every state. */
export function groupingProposals(kind: GroupingKind, name: ProposalStatName): Runner {
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
      groupingsOfKind(q, kind),
    ]);
    const t = groupingTitle[kind];
    return result(proposalStatTitle[name], t.dimension, columns, orderedRows(entities, groups, columns, t.unnamed), total);
  };
}

/** Members of each grouping in the term, how many of them proposed, and how much. */
export function groupingPeople(kind: GroupingKind, name: ProposalStatName): Runner {
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
    const [{ groups, total }, people, entities] = await Promise.all([
      groupedDistinct(q, {
        from: fromProposal,
        where: proposalWhere(f, cond.member),
        key: sql`${key}`,
        distinct: { key: 'proposers', of: sql`${p.proposerId}` },
        measures: counted,
      }),
      term ? membersPerGrouping(q, term, kind) : Promise.resolve({ groups: [], total: 0 }),
      groupingsOfKind(q, kind),
    ]);
    const members = new Map(people.groups.map((g) => [g.key, g.members]));
    const merged = new Map(groups.map((g) => [g.key, g]));
    for (const key of members.keys()) if (!merged.has(key)) merged.set(key, { key, label: null, values: {} });
    const withMembers = [...merged.values()].map((g) => ({
      ...g,
      values: { ...Object.fromEntries(proposalMeasures.map((m) => [m.key, 0])), ...g.values, members: members.get(g.key) ?? 0 },
    }));
    const t = groupingTitle[kind];
    return result(proposalStatTitle[name], t.dimension, columns, orderedRows(entities, withMembers, columns, t.unnamed), {
      ...total,
      members: people.total,
    });
  };
}

// ---------- by proposer ----------

const flowColumns: Column[] = [c.total, c.awaiting, c.filed, c.notFiled, c.merged, c.handling, c.concluded, c.withdrawn, c.filedRate];

export const byProposer =
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
export const memberPerson: Runner = async (q, f) => {
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
