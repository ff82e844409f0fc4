import { RoleCode } from '@cppcc/contracts';
import type { MenuDecl } from '../../platform/module';

export const MsgPerm = { list: 'system:msg:list', delete: 'system:msg:delete' } as const;

/** Administration of system messages sits under 系统管理 (docs/system-api.md). */
export const messageMenus: MenuDecl[] = [
  {
    key: 'system.msg',
    parentKey: 'system',
    name: '系统消息',
    type: 'menu',
    url: '/system/msg',
    icon: 'MessageOutlined',
    sort: 95,
    roles: [RoleCode.systemAdmin],
    children: [
      { key: 'system.msg.list', name: '查询', type: 'button', permission: MsgPerm.list },
      { key: 'system.msg.delete', name: '删除', type: 'button', permission: MsgPerm.delete },
    ],
  },
];
