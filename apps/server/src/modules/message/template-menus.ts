import { MsgTemplatePerm, RoleCode, SystemPage } from '@cppcc/contracts';
import type { MenuDecl } from '../../platform/module';

/** 消息模板 under 系统管理, for the system administrator (三员分立: docs/system-api.md). */
export const msgTemplateMenus: MenuDecl[] = [
  {
    key: 'system.msgTpl',
    parentKey: 'system',
    name: '消息模板',
    type: 'menu',
    url: SystemPage.msgTpl,
    permission: MsgTemplatePerm.list,
    icon: 'FileTextOutlined',
    sort: 110,
    roles: [RoleCode.systemAdmin],
    children: [
      { key: 'system.msgTpl.add', name: '新增', type: 'button', permission: MsgTemplatePerm.add },
      { key: 'system.msgTpl.edit', name: '修改', type: 'button', permission: MsgTemplatePerm.edit },
      { key: 'system.msgTpl.delete', name: '删除', type: 'button', permission: MsgTemplatePerm.delete },
    ],
  },
];
