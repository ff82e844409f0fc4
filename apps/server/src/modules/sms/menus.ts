import { RoleCode, SystemPage, SystemPerm } from '@cppcc/contracts';
import type { MenuDecl } from '../../platform/module';

/** Under 系统管理, for the system administrator only (三员分立: docs/system-api.md). */
export const smsMenus: MenuDecl[] = [
  {
    key: 'system.smsOutbox',
    parentKey: 'system',
    name: '短信发件箱',
    type: 'menu',
    url: SystemPage.smsOutbox,
    icon: 'MailOutlined',
    sort: 90,
    roles: [RoleCode.systemAdmin],
    children: [{ key: 'system.smsOutbox.list', name: '查询', type: 'button', permission: SystemPerm.smsOutbox }],
  },
];
