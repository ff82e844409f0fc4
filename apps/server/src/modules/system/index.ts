import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { ModuleManifest } from '../../platform/module';
import { systemMenus } from './menu-decl';
import { auditRoutes } from './routes-audit';
import { dictRoutes } from './routes-dicts';
import { menuRoutes } from './routes-menus';
import { orgRoutes } from './routes-orgs';
import { roleRoutes } from './routes-roles';
import { settingRoutes } from './routes-settings';
import { userRoutes } from './routes-users';
import { seedSystem } from './seed';

const routes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, opts) => {
  for (const r of [menuRoutes, userRoutes, orgRoutes, roleRoutes, dictRoutes, settingRoutes, auditRoutes]) await app.register(r, opts);
};

/** 系统管理: accounts, organisations, roles and grants, menus, dictionaries, security policy, audit (docs/system-api.md). */
export const systemModule: ModuleManifest = {
  name: 'system',
  title: '系统管理',
  menus: systemMenus,
  routes,
  seed: seedSystem,
};
