import { MsgPerm, RoleCode, SystemPage } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuPage } from '../../platform/menu-decl';

/** the permissions live in contracts (the web's 系统消息 page checks them too); routes.ts reads them from here */
const button = buttonsFor();

/** Administration of system messages sits under 系统管理 (docs/system-api.md). */
export const messageMenus: MenuDecl[] = [
  menuPage(
    'system.msg',
    '系统消息',
    SystemPage.msg,
    { parentKey: 'system', icon: 'MessageOutlined', sort: 95, roles: [RoleCode.systemAdmin] },
    [button('system.msg.list', '查询', MsgPerm.list), button('system.msg.delete', '删除', MsgPerm.delete)],
  ),
];
