import { RoleCode, SensitivePerm, SystemPage } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuPage } from '../../../platform/menu-decl';

const button = buttonsFor();

/** 敏感词 under 系统管理, for the system administrator (三员分立: docs/system-api.md). */
export const sensitiveMenus: MenuDecl[] = [
  menuPage(
    'system.sensitive',
    '敏感词',
    SystemPage.sensitive,
    { parentKey: 'system', permission: SensitivePerm.list, icon: 'SafetyOutlined', sort: 130, roles: [RoleCode.systemAdmin] },
    [
      button('system.sensitive.add', '新增', SensitivePerm.add),
      button('system.sensitive.edit', '修改', SensitivePerm.edit),
      button('system.sensitive.delete', '删除', SensitivePerm.delete),
      button('system.sensitive.import', '导入', SensitivePerm.import),
      button('system.sensitive.export', '导出', SensitivePerm.export),
    ],
  ),
];
