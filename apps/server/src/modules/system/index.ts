import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { ModuleManifest } from '../../platform/module';
import { systemDirectory } from './directory';
import { systemMenus } from './menu-decl';
import { menuStore } from './menu-sync';
import { auditRoutes } from './routes-audit';
import { dictRoutes } from './routes-dicts';
import { menuRoutes } from './routes-menus';
import { orgRoutes } from './routes-orgs';
import { roleRoutes } from './routes-roles';
import { settingRoutes } from './routes-settings';
import { userRoutes } from './routes-users';
import { seedSystem } from './seed';
import { auditExportType } from './service-audit';

export { addAccounts, countLoginNamesWithPrefix, type NewAccount, takenNamesAndMobiles } from './accounts-writer';
export { administratorIds } from './admin-accounts';
export { avatarFile, avatarUrl, setAvatar } from './avatar';
export { assertAcceptablePassword, assertNotRecentPassword, hashPassword, type PasswordOwner, verifyPassword } from './passwords';
export {
  type AccountName,
  accountAvatar,
  accountIdsByLoginNames,
  accountProfile,
  accountsByIds,
  accountsChangeMark,
  grantedMenus,
  liveAccountCard,
  liveAccountIds,
  liveAccountsOfTypes,
  liveUnitsOfType,
} from './readers';
export {
  type AccountIds,
  accountMobiles,
  accountsOfTypes,
  accountsWithRole,
  liveAccount,
  liveAccountIdsWithRole,
  liveAccountsAmong,
  liveAccountView,
  unitAccountIds,
} from './readers-accounts';
export {
  type CollectiveTypeRange,
  collectiveAccounts,
  collectiveCountsByType,
  liveUnits,
  unitCountsByType,
} from './readers-collective';
export {
  businessRoles,
  demoUnitNames,
  handlingUnitOptions,
  liveOrgNames,
  liveOrgsByIds,
  liveOrgTree,
  nonAdminRoleCodes,
  orgIdsByNames,
  orgNames,
  orgNamesMark,
} from './readers-orgs';
export { internalOrgs, type StaffFilter, staffCount, staffCountsByOrg, staffRows } from './readers-staff';
export {
  type AccountRow,
  accountById,
  accountByLoginName,
  accountByMobile,
  accountIdsNamed,
  changeOwnPassword,
  clearAccountFailures,
  enabledRolesOf,
  identitiesOnMobile,
  markSignedIn,
  recordAccountFailure,
  resetPasswordOnMobile,
  switchableIdentities,
} from './sign-in-accounts';

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
  provides: { directory: systemDirectory, menus: menuStore },
  exports: [auditExportType],
};
