import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildApp } from '../../../app';
import { invalidatePrincipals } from '../../../platform/auth/principal';
import { syncMenus } from '../../../platform/menus';
import type { ModuleManifest } from '../../../platform/module';
import { manifests } from '../../index';
import { proposalAppraiseMenuItems, proposalAppraiseRoutes } from '../appraise';
import { proposalDocumentRoutes } from '../documents';
import { proposalStatsMenuItems } from './menus';
import { proposalStatsRoutes } from './routes';

/**
 * The test app with the statistics, appraisal and document routes. Until the
 * proposal manifest registers them, they run on a second app (every module
 * plus these routes) over the same database and context, and their
 * menus are added to sys_menu so the demo roles hold their permissions.
 */
export async function createStatsTestApp(): Promise<TestApp> {
  const t = await createTestApp();
  if (t.app.hasRoute({ method: 'POST', url: '/api/proposal/statistic/sectorCount' })) return t;
  const extra: ModuleManifest = {
    name: 'proposalStatsTest',
    title: '提案统计（测试）',
    menus: [
      {
        key: 'proposal.statsTest',
        parentKey: 'proposal',
        name: '统计与测评',
        type: 'directory',
        children: [...proposalStatsMenuItems, ...proposalAppraiseMenuItems],
      },
    ],
    routes: async (app, opts) => {
      await app.register(proposalStatsRoutes, opts);
      await app.register(proposalAppraiseRoutes, opts);
      await app.register(proposalDocumentRoutes, opts);
    },
  };
  await syncMenus(t.ctx.db, [extra]);
  invalidatePrincipals();
  const app = await buildApp(t.ctx, [...manifests, extra]);
  await app.ready();
  return {
    ...t,
    app,
    login: (name, password) => t.login(name, password),
    async close() {
      await app.close();
      await t.close();
    },
  };
}
