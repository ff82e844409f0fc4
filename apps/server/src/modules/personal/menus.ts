import { RoleCode, ShellPage } from '@cppcc/contracts';
import { type MenuDecl, menuPage } from '../../platform/menu-decl';

/** A user kind's dashboard: a page without buttons (and without a children list). */
const home = (kind: 'office' | 'member' | 'collective' | 'unit' | 'admin', roles: string[]): MenuDecl =>
  menuPage(`home.${kind}`, '工作台', ShellPage.homeOf(kind), { icon: 'HomeOutlined', sort: 0, roles }, null);

/**
 * Every user kind opens on its own dashboard (spec 001 §2.24: /home/{type});
 * the message centre is everyone's. Both are menus so that the first-path rule
 * (spec 000 §1) and the breadcrumb work for every role.
 */
export const personalMenus: MenuDecl[] = [
  home('office', [RoleCode.proposalStaff, RoleCode.infoStaff, RoleCode.officeStaff]),
  home('member', [RoleCode.member]),
  home('collective', [RoleCode.collective]),
  home('unit', [RoleCode.handlingUnit]),
  home('admin', [RoleCode.systemAdmin, RoleCode.securityAdmin, RoleCode.auditAdmin]),
  menuPage('message.centre', '消息中心', ShellPage.message, { icon: 'BellOutlined', sort: 900, roles: Object.values(RoleCode) }, null),
];
