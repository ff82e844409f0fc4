import { IntellectPerm, RoleCode, SystemPage } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuPage } from '../../../platform/menu-decl';

const button = buttonsFor();

/** The reference library the cppcc duplicate checks search; admins import it (docs/intellect.md). */
export const similarMenus: MenuDecl[] = [
  menuPage(
    'system.intellectLibrary',
    '查重资料库',
    SystemPage.intellectLibrary,
    { parentKey: 'system', icon: 'DatabaseOutlined', sort: 95, roles: [RoleCode.systemAdmin] },
    [
      button('system.intellectLibrary.list', '查询', IntellectPerm.libraryList),
      button('system.intellectLibrary.import', '导入', IntellectPerm.libraryImport),
      button('system.intellectLibrary.delete', '删除', IntellectPerm.libraryDelete),
    ],
  ),
];
