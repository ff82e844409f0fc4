import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../platform/context';
import type { MenuDecl, SeedContext } from '../../../platform/module';

/** Proposal sessions and the proposal type tree (seed 000 §3): the reference data every proposal reads. */
export const proposalSetupRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async () => {};

/** Menu entries (type 'menu', with their buttons) that the proposal manifest places under its 提案设置 directory. */
export const proposalSetupMenuItems: MenuDecl[] = [];

/** Seeds the sessions and types; the proposal seed calls it first. */
export async function seedProposalSetup(_s: SeedContext): Promise<void> {}
