import type { ProposalConditionQuery, ProposalStatName, StatResult } from '@cppcc/contracts';
import type { Queryable } from '../../../platform/db/client';
import { checkLianCount, conditionCount, proposalTypeCount, submitCount, totalCount } from './by-flow';
import { byProposer, groupingPeople, groupingProposals, memberPerson } from './by-people';
import { assignCount, feedbackCount, handleUnitCount, proposalHandleCount, proposalSatisfactionCount, satisfactionCount } from './by-units';
import type { ConditionFilters, Runner } from './conditions';
import { checkFilters, rowsOf } from './engine';

export type { ConditionFilters } from './conditions';

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
