import { OfficedocPerm, RoleCode } from '@cppcc/contracts';
import type { ModuleManifest } from '../../platform/module';
import { officedocRoutes } from './routes';

/**
 * The office-document service (spec 001 §7.8) under /api/officedoc. Everyone
 * signed in edits their own documents; the button below (under the office
 * staff's 工作台) lets them open and save the documents of others (the items they review).
 */
export const officedocModule: ModuleManifest = {
  name: 'officedoc',
  title: '公文编辑',
  menus: [
    {
      key: 'officedoc.all',
      // a button hangs under a menu (the menu admin's rule): the office staff's 工作台 is theirs
      parentKey: 'home.office',
      name: '编辑全部公文文档',
      type: 'button',
      permission: OfficedocPerm.all,
      sort: 990,
      roles: [RoleCode.proposalStaff, RoleCode.infoStaff, RoleCode.officeStaff],
    },
  ],
  routes: officedocRoutes,
};
