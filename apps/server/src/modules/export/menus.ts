import { ExportPerm, RoleCode, SystemPage } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuPage } from '../../platform/menu-decl';

const button = buttonsFor();

/** 导出模板 under 系统管理, for the system administrator (三员分立: docs/system-api.md). */
export const exportMenus: MenuDecl[] = [
  menuPage(
    'system.exportTpl',
    '导出模板',
    SystemPage.exportTpl,
    { parentKey: 'system', permission: ExportPerm.tplList, icon: 'ProfileOutlined', sort: 120, roles: [RoleCode.systemAdmin] },
    [
      button('system.exportTpl.add', '新增', ExportPerm.tplAdd),
      button('system.exportTpl.edit', '修改', ExportPerm.tplEdit),
      button('system.exportTpl.delete', '删除', ExportPerm.tplDelete),
    ],
  ),
];
