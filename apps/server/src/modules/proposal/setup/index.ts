import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../platform/context';
import type { MenuDecl, SeedContext } from '../../../platform/module';
import { setupMenuItems } from './menus';
import { setupRoutes } from './routes';
import { seedSetup } from './seed';

export { currentProposalSession, getProposalSession, isInMeeting, proposalSessionNames } from './service';
export { proposalTypeName, proposalTypeNames, proposalTypeOptions } from './types';

/** Proposal sessions and the proposal type tree (seed 000 §3): the reference data every proposal reads. */
export const proposalSetupRoutes: FastifyPluginAsync<{ ctx: AppContext }> = setupRoutes;

/** Menu entries (type 'menu', with their buttons) that the proposal manifest places under its 提案设置 directory. */
export const proposalSetupMenuItems: MenuDecl[] = setupMenuItems;

/** Seeds the sessions and types; the proposal seed calls it first. */
export async function seedProposalSetup(s: SeedContext): Promise<void> {
  await seedSetup(s);
}
