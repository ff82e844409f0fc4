import { IntellectCheckPerm, RoleCode, SystemPage } from '@cppcc/contracts';
import type { MenuDecl } from '../../../platform/module';

/** The libraries behind proofreading and the Quote panel, kept by the system administrator. */
export const checkLibraryMenus: MenuDecl[] = [
  {
    key: 'system.intellectQuotation',
    parentKey: 'system',
    name: '诗词名句库',
    type: 'menu',
    url: SystemPage.intellectQuotation,
    permission: IntellectCheckPerm.quotationList,
    icon: 'ReadOutlined',
    sort: 96,
    roles: [RoleCode.systemAdmin],
    children: [
      { key: 'system.intellectQuotation.add', name: '新增', type: 'button', permission: IntellectCheckPerm.quotationAdd },
      { key: 'system.intellectQuotation.edit', name: '修改', type: 'button', permission: IntellectCheckPerm.quotationEdit },
      { key: 'system.intellectQuotation.delete', name: '删除', type: 'button', permission: IntellectCheckPerm.quotationDelete },
      { key: 'system.intellectQuotation.import', name: '导入', type: 'button', permission: IntellectCheckPerm.quotationImport },
    ],
  },
  {
    key: 'system.intellectReference',
    parentKey: 'system',
    name: '引用资料库',
    type: 'menu',
    url: SystemPage.intellectReference,
    permission: IntellectCheckPerm.referenceList,
    icon: 'BookOutlined',
    sort: 97,
    roles: [RoleCode.systemAdmin],
    children: [
      { key: 'system.intellectReference.import', name: '导入', type: 'button', permission: IntellectCheckPerm.referenceImport },
      { key: 'system.intellectReference.delete', name: '删除', type: 'button', permission: IntellectCheckPerm.referenceDelete },
    ],
  },
];
