import type { ModuleManifest } from '../../platform/module';
import { memberRoutes } from './routes';
import { seedMember } from './seed';

export { GIVEN_FEMALE, GIVEN_MALE, GIVEN_SHARED, SURNAMES } from './names';
export {
  MEMBER_KINDS,
  type MemberKind,
  type PickableMember,
  type PickerFilter,
  type PickerGroup,
  pickableCounts,
  pickableMemberPage,
  pickableMembers,
  pickerGroupings,
  pickerStanding,
  pickerTerm,
} from './picker';
export {
  addStandings,
  enabledGroupingKinds,
  groupingNames,
  groupingNamesMark,
  memberStandings,
  type NewStanding,
  standingsChangeMark,
} from './readers';
export {
  allStandings,
  type CppccSession,
  cppccSessionById,
  cppccSessionNames,
  cppccSessionParents,
  groupingsOfKind,
  latestStanding,
  membersPerGrouping,
  type Standing,
  termIdOf,
  termMemberIds,
  yearlySessionsUpTo,
} from './readers-terms';
export { annualPlanOf, currentTerm, memberStandingOf } from './service';

export const memberModule: ModuleManifest = { name: 'member', title: '委员', routes: memberRoutes, seed: seedMember };
