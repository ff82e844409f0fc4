import { IntellectCheckPerm as P, RoleCode, SystemPage } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuPage } from '../../../platform/menu-decl';

const button = buttonsFor();
const admin = [RoleCode.systemAdmin];

/** The libraries behind proofreading and the Quote panel, kept by the system administrator. */
export const checkLibraryMenus: MenuDecl[] = [
  menuPage(
    'system.intellectQuotation',
    '诗词名句库',
    SystemPage.intellectQuotation,
    { parentKey: 'system', permission: P.quotationList, icon: 'ReadOutlined', sort: 96, roles: admin },
    [
      button('system.intellectQuotation.add', '新增', P.quotationAdd),
      button('system.intellectQuotation.edit', '修改', P.quotationEdit),
      button('system.intellectQuotation.delete', '删除', P.quotationDelete),
      button('system.intellectQuotation.import', '导入', P.quotationImport),
    ],
  ),
  menuPage(
    'system.intellectReference',
    '引用资料库',
    SystemPage.intellectReference,
    { parentKey: 'system', permission: P.referenceList, icon: 'BookOutlined', sort: 97, roles: admin },
    [
      button('system.intellectReference.import', '导入', P.referenceImport),
      button('system.intellectReference.delete', '删除', P.referenceDelete),
    ],
  ),
];
