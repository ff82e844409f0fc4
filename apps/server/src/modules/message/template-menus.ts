import { MsgTemplatePerm, RoleCode, SystemPage } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuPage } from '../../platform/menu-decl';

const button = buttonsFor();

/** 消息模板 under 系统管理, for the system administrator (三员分立: docs/system-api.md). */
export const msgTemplateMenus: MenuDecl[] = [
  menuPage(
    'system.msgTpl',
    '消息模板',
    SystemPage.msgTpl,
    { parentKey: 'system', permission: MsgTemplatePerm.list, icon: 'FileTextOutlined', sort: 110, roles: [RoleCode.systemAdmin] },
    [
      button('system.msgTpl.add', '新增', MsgTemplatePerm.add),
      button('system.msgTpl.edit', '修改', MsgTemplatePerm.edit),
      button('system.msgTpl.delete', '删除', MsgTemplatePerm.delete),
    ],
  ),
];
