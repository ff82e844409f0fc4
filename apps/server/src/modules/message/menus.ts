import { MsgPerm, RoleCode, SystemPage } from '@cppcc/contracts';
import type { MenuDecl } from '../../platform/module';

/** the permissions live in contracts (the web's 系统消息 page checks them too); routes.ts reads them from here */

/** Administration of system messages sits under 系统管理 (docs/system-api.md). */
export const messageMenus: MenuDecl[] = [
  {
    key: 'system.msg',
    parentKey: 'system',
    name: '系统消息',
    type: 'menu',
    url: SystemPage.msg,
    icon: 'MessageOutlined',
    sort: 95,
    roles: [RoleCode.systemAdmin],
    children: [
      { key: 'system.msg.list', name: '查询', type: 'button', permission: MsgPerm.list },
      { key: 'system.msg.delete', name: '删除', type: 'button', permission: MsgPerm.delete },
    ],
  },
];
