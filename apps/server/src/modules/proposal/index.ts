import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { ModuleManifest, SeedContext } from '../../platform/module';
import { appraiseRetiredMenus, proposalAppraiseRoutes } from './appraise';
import { proposalAffairPolicy } from './core/files';
import { indexAllProposals } from './core/similar';
import { proposalDocumentRoutes } from './documents';
import { proposalExportRoutes, proposalExportType } from './export';
import { proposalFlowRoutes } from './flow';
import { runReminders } from './handling';
import { proposalDeleteGuards } from './in-use';
import { proposalMenus } from './menus';
import { proposalRoutes } from './routes';
import { seedProposals } from './seed';
import { proposalSetupRoutes, seedProposalSetup } from './setup';
import { proposalStatsRoutes } from './stats';
import { proposalTodos, proposalWidgets } from './widgets';

const routes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, opts) => {
  await app.register(proposalSetupRoutes, opts);
  await app.register(proposalFlowRoutes, opts);
  await app.register(proposalRoutes, opts);
  await app.register(proposalExportRoutes, opts);
  await app.register(proposalStatsRoutes, opts);
  await app.register(proposalAppraiseRoutes, opts);
  await app.register(proposalDocumentRoutes, opts);
};

async function seed(s: SeedContext): Promise<void> {
  await seedProposalSetup(s);
  if (s.demo) {
    await seedProposals(s);
    await indexAllProposals(s.tx);
  }
}

/** Other areas read a proposal's text only through the detail's access rule. */
export { canReadProposal, mayReadProposals, proposalReaderPermissions, readableProposalIds } from './core/read-scope';
export {
  assignedProposals,
  assignmentsMark,
  cosignersMark,
  filedProposalsMark,
  filedProposalTexts,
  liveProposalTypes,
  type PublicProposal,
  proposalAuthors,
  proposalPeople,
  proposalsMark,
  publicProposals,
  publicProposalsMark,
  publicProposalVersions,
  submittedProposals,
  typedProposals,
} from './core/readers';
export { proposalTypeNames } from './setup';
/** a member's proposals of a year against the annual plan (the personal centre's target) */
export { annualCount as proposalAnnualCount } from './stats';

export const proposalModule: ModuleManifest = {
  name: 'proposal',
  title: '提案',
  menus: proposalMenus,
  // the appraisal pages opened from the lists were menus once (appraise/menus.ts)
  retiredMenus: appraiseRetiredMenus,
  routes,
  seed,
  affairPolicies: { proposal: proposalAffairPolicy },
  deleteGuards: proposalDeleteGuards,
  // reply reminders are idempotent per assignment, threshold and deadline (handling/remind.ts)
  jobs: [{ name: 'proposal.remind', everyMs: 3_600_000, run: runReminders }],
  exports: [proposalExportType],
  widgets: proposalWidgets,
  todos: proposalTodos,
};
