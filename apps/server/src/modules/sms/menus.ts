import { RoleCode, SystemPage, SystemPerm } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuPage } from '../../platform/menu-decl';

/** Under 系统管理, for the system administrator only (三员分立: docs/system-api.md). */
export const smsMenus: MenuDecl[] = [
  menuPage(
    'system.smsOutbox',
    '短信发件箱',
    SystemPage.smsOutbox,
    { parentKey: 'system', icon: 'MailOutlined', sort: 90, roles: [RoleCode.systemAdmin] },
    [buttonsFor()('system.smsOutbox.list', '查询', SystemPerm.smsOutbox)],
  ),
];
