import type { UserListItem } from '@cppcc/contracts';
import type { ExportColumn, ExportType } from '../../platform/export';

const enabledLabels = { true: '启用', false: '停用' } as const;

/** Columns of the user list export (rows shaped like POST system/user/page items). */
export const userExportColumns: ExportColumn<UserListItem>[] = [
  { key: 'loginName', title: '登录名', width: 16 },
  { key: 'username', title: '姓名', width: 12 },
  { key: 'userType', title: '用户类型', dict: 'userType', width: 14 },
  { key: 'collectiveType', title: '集体用户类型', dict: 'collectiveType', width: 16 },
  { key: 'orgName', title: '所属机构', width: 24 },
  { key: 'sex', title: '性别', dict: 'sex', width: 8 },
  { key: 'duty', title: '职务', width: 16 },
  { key: 'mobile', title: '手机号码', width: 14 },
  { key: 'email', title: '电子邮箱', width: 22 },
  { key: 'roles', title: '角色', width: 24, value: (u) => u.roles.map((r) => r.name) },
  { key: 'enabled', title: '状态', labels: enabledLabels, width: 8 },
  { key: 'lastLoginAt', title: '最后登录时间', format: 'datetime', width: 20 },
  { key: 'createdAt', title: '创建时间', format: 'datetime', width: 20 },
];

/** A member's row in a member list export (委员档案: account, standing in the current term). */
export interface MemberExportRow {
  username: string;
  sex: number | null;
  sectorName: string | null;
  partyName: string | null;
  committeeName: string | null;
  groupName: string | null;
  memberDuty: string | null;
  workUnit: string | null;
  workDuty: string | null;
  nation: string | null;
  birthday: string | null;
  education: string | null;
  mobile: string | null;
  isStanding: boolean;
}

export const memberExportColumns: ExportColumn<MemberExportRow>[] = [
  { key: 'username', title: '姓名', width: 12 },
  { key: 'sex', title: '性别', dict: 'sex', width: 8 },
  { key: 'sectorName', title: '界别', width: 18 },
  { key: 'partyName', title: '党派', width: 14 },
  { key: 'committeeName', title: '专门委员会', width: 22 },
  { key: 'groupName', title: '小组', width: 14 },
  { key: 'memberDuty', title: '委员职务', width: 12 },
  { key: 'isStanding', title: '是否常委', width: 10 },
  { key: 'workUnit', title: '工作单位', width: 28 },
  { key: 'workDuty', title: '单位职务', width: 18 },
  { key: 'nation', title: '民族', width: 8 },
  { key: 'birthday', title: '出生日期', format: 'date', width: 12 },
  { key: 'education', title: '学历', width: 10 },
  { key: 'mobile', title: '手机号码', width: 14 },
];

/**
 * The lists of the system and member areas that exist already; their owners
 * may move these declarations into their own manifests.
 */
export const builtinExportTypes: ExportType<never>[] = [
  { code: 'user', name: '用户列表', columns: userExportColumns },
  { code: 'member', name: '委员名册', columns: memberExportColumns },
];
