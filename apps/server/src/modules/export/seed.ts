import { newId } from '../../platform/db/ids';
import type { SeedContext } from '../../platform/module';
import { exportTemplate } from './tables';

/** A few templates so 导出模板 and the export buttons' choosers are not empty on a fresh demo. */
export async function seedExportTemplates({ tx, demo }: SeedContext): Promise<void> {
  if (!demo) return;
  const rows = [
    { typeCode: 'audit', name: '操作留痕（简版）', columns: ['at', 'username', 'action', 'objectType', 'result'], sort: 1 },
    {
      typeCode: 'audit',
      name: '安全审计（含IP与详情）',
      columns: ['at', 'username', 'ip', 'category', 'objectType', 'objectId', 'action', 'result', 'detail'],
      sort: 2,
    },
    {
      typeCode: 'user',
      name: '账号台账',
      columns: ['loginName', 'username', 'userType', 'orgName', 'roles', 'enabled', 'lastLoginAt'],
      sort: 1,
    },
    { typeCode: 'member', name: '委员通讯录', columns: ['username', 'sectorName', 'partyName', 'workUnit', 'workDuty', 'mobile'], sort: 1 },
    {
      typeCode: 'member',
      name: '委员基本信息表',
      columns: [
        'username',
        'sex',
        'nation',
        'birthday',
        'education',
        'partyName',
        'sectorName',
        'memberDuty',
        'isStanding',
        'workUnit',
        'workDuty',
      ],
      sort: 2,
    },
  ];
  await tx.insert(exportTemplate).values(rows.map((r) => ({ id: newId(), ...r, remark: null, enabled: true })));
}
