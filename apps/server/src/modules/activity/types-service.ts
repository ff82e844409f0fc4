import { RoleCode } from '@cppcc/contracts';
import type { Queryable } from '../../platform/db/client';
import { type KindTypeSeed, kindTypeService } from '../../platform/reference/kind-types';
import { activityType } from './tables';

export const activityTypes = kindTypeService(activityType, { objectType: 'activityType', label: '活动类型' });

/** Grants: a role code or an organisation (and everything below it); none = open to everybody who may create. */
export const ACTIVITY_TYPE_SEEDS: KindTypeSeed[] = [
  { name: '视察', typeCode: 'sc', roles: [RoleCode.officeStaff], remark: '组织委员视察' },
  { name: '专题调研', typeCode: 'ztdy', roles: [RoleCode.officeStaff] },
  { name: '民主监督', typeCode: 'mzjd', orgs: ['委员工作室'] },
  { name: '委员讲堂', typeCode: 'wyjt', remark: '不限组织者' },
  { name: '界别活动', typeCode: 'jbhd', roles: [RoleCode.collective], remark: '由界别、党派等集体用户组织' },
  { name: '联系服务群众', typeCode: 'lxqz', roles: [RoleCode.member], remark: '委员自行组织' },
  { name: '学习培训', typeCode: 'xxpx', orgs: ['办公厅', '委员工作室'] },
];

export async function seedActivityTypes(q: Queryable): Promise<void> {
  await activityTypes.seed(q, ACTIVITY_TYPE_SEEDS);
}
