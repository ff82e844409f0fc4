import { RoleCode, ShellPage } from '@cppcc/contracts';
import type { MenuDecl } from '../../platform/module';

/**
 * Every user kind opens on its own dashboard (spec 001 §2.24: /home/{type});
 * the message centre is everyone's. Both are menus so that the first-path rule
 * (spec 000 §1) and the breadcrumb work for every role.
 */
export const personalMenus: MenuDecl[] = [
  {
    key: 'home.office',
    name: '工作台',
    type: 'menu',
    url: ShellPage.homeOf('office'),
    icon: 'HomeOutlined',
    sort: 0,
    roles: [RoleCode.proposalStaff, RoleCode.infoStaff, RoleCode.officeStaff],
  },
  {
    key: 'home.member',
    name: '工作台',
    type: 'menu',
    url: ShellPage.homeOf('member'),
    icon: 'HomeOutlined',
    sort: 0,
    roles: [RoleCode.member],
  },
  {
    key: 'home.collective',
    name: '工作台',
    type: 'menu',
    url: ShellPage.homeOf('collective'),
    icon: 'HomeOutlined',
    sort: 0,
    roles: [RoleCode.collective],
  },
  {
    key: 'home.unit',
    name: '工作台',
    type: 'menu',
    url: ShellPage.homeOf('unit'),
    icon: 'HomeOutlined',
    sort: 0,
    roles: [RoleCode.handlingUnit],
  },
  {
    key: 'home.admin',
    name: '工作台',
    type: 'menu',
    url: ShellPage.homeOf('admin'),
    icon: 'HomeOutlined',
    sort: 0,
    roles: [RoleCode.systemAdmin, RoleCode.securityAdmin, RoleCode.auditAdmin],
  },
  {
    key: 'message.centre',
    name: '消息中心',
    type: 'menu',
    url: ShellPage.message,
    icon: 'BellOutlined',
    sort: 900,
    roles: Object.values(RoleCode),
  },
];
