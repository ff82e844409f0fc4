import { RoleCode, SmsAccountPerm, SystemPage } from '@cppcc/contracts';
import type { MenuDecl } from '../../platform/module';

/** 消息账号 under 系统管理, for the system administrator (三员分立: docs/system-api.md). */
export const smsAccountMenus: MenuDecl[] = [
  {
    key: 'system.msgAccount',
    parentKey: 'system',
    name: '消息账号',
    type: 'menu',
    url: SystemPage.msgAccount,
    permission: SmsAccountPerm.list,
    icon: 'IdcardOutlined',
    sort: 115,
    roles: [RoleCode.systemAdmin],
    children: [
      { key: 'system.msgAccount.add', name: '新增', type: 'button', permission: SmsAccountPerm.add },
      { key: 'system.msgAccount.edit', name: '修改', type: 'button', permission: SmsAccountPerm.edit },
      { key: 'system.msgAccount.delete', name: '删除', type: 'button', permission: SmsAccountPerm.delete },
      { key: 'system.msgAccount.test', name: '发送测试', type: 'button', permission: SmsAccountPerm.test },
    ],
  },
];
