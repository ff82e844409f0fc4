import { IntellectPerm, RoleCode, SystemPage } from '@cppcc/contracts';
import type { MenuDecl } from '../../../platform/module';

/** The reference library the cppcc duplicate checks search; admins import it (docs/intellect.md). */
export const similarMenus: MenuDecl[] = [
  {
    key: 'system.intellectLibrary',
    parentKey: 'system',
    name: '查重资料库',
    type: 'menu',
    url: SystemPage.intellectLibrary,
    icon: 'DatabaseOutlined',
    sort: 95,
    roles: [RoleCode.systemAdmin],
    children: [
      { key: 'system.intellectLibrary.list', name: '查询', type: 'button', permission: IntellectPerm.libraryList },
      { key: 'system.intellectLibrary.import', name: '导入', type: 'button', permission: IntellectPerm.libraryImport },
      { key: 'system.intellectLibrary.delete', name: '删除', type: 'button', permission: IntellectPerm.libraryDelete },
    ],
  },
];
