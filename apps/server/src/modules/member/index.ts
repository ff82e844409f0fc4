import type { ModuleManifest } from '../../platform/module';
import { memberRoutes } from './routes';
import { seedMember } from './seed';

export { GIVEN_FEMALE, GIVEN_MALE, GIVEN_SHARED, SURNAMES } from './names';
export {
  addStandings,
  enabledGroupingKinds,
  groupingNames,
  memberStandings,
  type NewStanding,
  standingsChangeMark,
} from './readers';
export { annualPlanOf, currentTerm, memberStandingOf } from './service';

export const memberModule: ModuleManifest = { name: 'member', title: '委员', routes: memberRoutes, seed: seedMember };
