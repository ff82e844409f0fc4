import { ExportPerm, RoleCode, SystemPage } from '@cppcc/contracts';
import type { MenuDecl } from '../../platform/module';

/** 导出模板 under 系统管理, for the system administrator (三员分立: docs/system-api.md). */
export const exportMenus: MenuDecl[] = [
  {
    key: 'system.exportTpl',
    parentKey: 'system',
    name: '导出模板',
    type: 'menu',
    url: SystemPage.exportTpl,
    permission: ExportPerm.tplList,
    icon: 'ProfileOutlined',
    sort: 120,
    roles: [RoleCode.systemAdmin],
    children: [
      { key: 'system.exportTpl.add', name: '新增', type: 'button', permission: ExportPerm.tplAdd },
      { key: 'system.exportTpl.edit', name: '修改', type: 'button', permission: ExportPerm.tplEdit },
      { key: 'system.exportTpl.delete', name: '删除', type: 'button', permission: ExportPerm.tplDelete },
    ],
  },
];
