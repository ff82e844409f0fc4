import { RoleCode } from '@cppcc/contracts';
import type { Queryable } from '../../platform/db/client';
import { type KindTypeSeed, kindTypeService } from '../../platform/reference/kind-types';
import { meetType } from './tables';

export const meetTypes = kindTypeService(meetType, { objectType: 'meetType', label: '会议类型' });

/** Grants: a role code or an organisation (and everything below it); none = open to everybody who may create. */
export const MEET_TYPE_SEEDS: KindTypeSeed[] = [
  { name: '全体会议', typeCode: 'qthy', orgs: ['会务处', '办公厅'] },
  { name: '常务委员会会议', typeCode: 'cwhy', orgs: ['会务处', '办公厅'] },
  { name: '主席会议', typeCode: 'zxhy', orgs: ['办公厅'] },
  { name: '专题协商会', typeCode: 'ztxsh', roles: [RoleCode.officeStaff] },
  { name: '双周协商座谈会', typeCode: 'szxs', roles: [RoleCode.officeStaff] },
  { name: '提案办理协商会', typeCode: 'tablxs', roles: [RoleCode.proposalStaff] },
  { name: '界别协商会', typeCode: 'jbxs', roles: [RoleCode.collective], remark: '由界别、党派等集体用户组织' },
  { name: '委员小组会议', typeCode: 'wyxz', remark: '不限组织者' },
];

export async function seedMeetTypes(q: Queryable): Promise<void> {
  await meetTypes.seed(q, MEET_TYPE_SEEDS);
}
