import { RoleCode, SensitivePerm, SystemPage } from '@cppcc/contracts';
import type { MenuDecl } from '../../../platform/module';

/** 敏感词 under 系统管理, for the system administrator (三员分立: docs/system-api.md). */
export const sensitiveMenus: MenuDecl[] = [
  {
    key: 'system.sensitive',
    parentKey: 'system',
    name: '敏感词',
    type: 'menu',
    url: SystemPage.sensitive,
    permission: SensitivePerm.list,
    icon: 'SafetyOutlined',
    sort: 130,
    roles: [RoleCode.systemAdmin],
    children: [
      { key: 'system.sensitive.add', name: '新增', type: 'button', permission: SensitivePerm.add },
      { key: 'system.sensitive.edit', name: '修改', type: 'button', permission: SensitivePerm.edit },
      { key: 'system.sensitive.delete', name: '删除', type: 'button', permission: SensitivePerm.delete },
      { key: 'system.sensitive.import', name: '导入', type: 'button', permission: SensitivePerm.import },
      { key: 'system.sensitive.export', name: '导出', type: 'button', permission: SensitivePerm.export },
    ],
  },
];
