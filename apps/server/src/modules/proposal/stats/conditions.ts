import type { proposalConditionQuery, StatResult } from '@cppcc/contracts';
import { CaseState, ProposalState as PS } from '@cppcc/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../platform/db/client';
import { proposal, proposalUnit } from '../tables';
import { codes } from './codes';
import { count, rate } from './engine';

export type ConditionFilters = z.output<typeof proposalConditionQuery>;

// ---------- conditions on a proposal row ----------
export const p = proposal;
export const main = sql`${p.mergedIntoId} is null`;
export const cond = {
  member: sql`${p.proposerType} = 1`,
  collective: sql`${p.proposerType} = 3`,
  plenary: sql`${p.isPlenary}`,
  inter: sql`not ${p.isPlenary}`,
  joint: sql`${p.isJoint}`,
  awaiting: sql`${p.state} in (${codes(PS.returned, PS.awaitingSplit, PS.awaitingReview, PS.awaitingAssign)}) and ${main}`,
  filed: sql`${p.caseState} = ${codes(CaseState.filed)} and ${main}`,
  notFiled: sql`${p.caseState} = ${codes(CaseState.notFiled)} and ${main}`,
  merged: sql`${p.mergedIntoId} is not null`,
  withdrawn: sql`${p.state} = ${codes(PS.withdrawn)}`,
  handling: sql`${p.state} in (${codes(PS.handling, PS.rehandling)}) and ${main}`,
  concluded: sql`${p.state} = ${codes(PS.concluded)} and ${main}`,
  key: sql`${p.isKey}`,
  excellent: sql`${p.isExcellent}`,
  good: sql`${p.isGood}`,
};
export const c = {
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

export const fromProposal = sql`${p}`;
export const fromUnitRows = sql`${proposalUnit} inner join ${p} on ${p.id} = ${proposalUnit.proposalId}`;

export type Runner = (q: Queryable, f: ConditionFilters) => Promise<StatResult>;
