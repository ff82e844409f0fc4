import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Queryable } from '../../platform/db/client';
import type { ModuleManifest, SeedContext } from '../../platform/module';
// registers who may read and attach the module's files (oss affair policy)
import './files';
import { proposalAppraiseRoutes } from './appraise';
import { proposalDocumentRoutes } from './documents';
import { proposalExportRoutes } from './export';
import { proposalFlowRoutes } from './flow';
import { proposalMenus } from './menus';
import { proposalRoutes } from './routes';
import { seedProposals } from './seed';
import { runReminders } from './service-remind';
import { onProposalSessionDelete, onProposalTypeDelete, proposalSetupRoutes, seedProposalSetup } from './setup';
import { indexAllProposals } from './similar';
import { proposalStatsRoutes } from './stats';
import { proposal } from './tables';

const inUse = async (q: Queryable, column: typeof proposal.sessionId | typeof proposal.typeId, id: string, what: string) => {
  const [{ n }] = await q
    .select({ n: count() })
    .from(proposal)
    .where(and(eq(column, id), isNull(proposal.deletedAt)));
  return n > 0 ? `已有${n}件提案使用该${what}，不能删除` : null;
};
onProposalSessionDelete((q, id) => inUse(q, proposal.sessionId, id, '届次'));
onProposalTypeDelete((q, id) => inUse(q, proposal.typeId, id, '类别'));

/** Reply reminders run every hour; the run is idempotent, so several processes may each run it. */
const REMIND_EVERY_MS = 3_600_000;

const routes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, opts) => {
  await app.register(proposalSetupRoutes, opts);
  await app.register(proposalFlowRoutes, opts);
  await app.register(proposalRoutes, opts);
  await app.register(proposalExportRoutes, opts);
  await app.register(proposalStatsRoutes, opts);
  await app.register(proposalAppraiseRoutes, opts);
  await app.register(proposalDocumentRoutes, opts);
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      runReminders(opts.ctx, new Date()).catch((err) => app.log.error({ err }, '提案答复提醒执行失败'));
    }, REMIND_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};

async function seed(s: SeedContext): Promise<void> {
  await seedProposalSetup(s);
  if (s.demo) {
    await seedProposals(s);
    await indexAllProposals(s.tx);
  }
}

/** Other areas read a proposal's text only through the detail's access rule. */
export { canReadProposal, mayReadProposals, proposalReaderPermissions, readableProposalIds } from './read-scope';

export const proposalModule: ModuleManifest = { name: 'proposal', title: '提案', menus: proposalMenus, routes, seed };
