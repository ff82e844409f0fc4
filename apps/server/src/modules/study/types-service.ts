import { RoleCode } from '@cppcc/contracts';
import type { Queryable } from '../../platform/db/client';
import { type KindTypeSeed, kindTypeService } from '../../platform/reference/kind-types';
import { studyColumn } from './tables';

export const studyColumns = kindTypeService(studyColumn, { objectType: 'studyColumn', label: '学习栏目' });

/** Grants: a role code or an organisation (and everything below it); none = open to everybody who may create. */
export const STUDY_COLUMN_SEEDS: KindTypeSeed[] = [
  { name: '理论学习', typeCode: 'llxx', roles: [RoleCode.officeStaff] },
  { name: '党史学习', typeCode: 'dsxx', roles: [RoleCode.officeStaff] },
  { name: '履职知识', typeCode: 'lzzs', roles: [RoleCode.officeStaff, RoleCode.proposalStaff, RoleCode.infoStaff] },
  { name: '科普知识', typeCode: 'kpzs', remark: '科普栏目，人人可发布' },
  { name: '法律法规', typeCode: 'flfg', orgs: ['研究室'] },
  { name: '委员读书', typeCode: 'wyds', roles: [RoleCode.member], remark: '委员分享读书心得' },
];

export async function seedStudyColumns(q: Queryable): Promise<void> {
  await studyColumns.seed(q, STUDY_COLUMN_SEEDS);
}
