import { RoleCode, SmsAccountPerm, SystemPage } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuPage } from '../../platform/menu-decl';

const button = buttonsFor();

/** 消息账号 under 系统管理, for the system administrator (三员分立: docs/system-api.md). */
export const smsAccountMenus: MenuDecl[] = [
  menuPage(
    'system.msgAccount',
    '消息账号',
    SystemPage.msgAccount,
    { parentKey: 'system', permission: SmsAccountPerm.list, icon: 'IdcardOutlined', sort: 115, roles: [RoleCode.systemAdmin] },
    [
      button('system.msgAccount.add', '新增', SmsAccountPerm.add),
      button('system.msgAccount.edit', '修改', SmsAccountPerm.edit),
      button('system.msgAccount.delete', '删除', SmsAccountPerm.delete),
      button('system.msgAccount.test', '发送测试', SmsAccountPerm.test),
    ],
  ),
];
