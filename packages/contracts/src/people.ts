import { z } from 'zod';

/**
 * User kinds. The spec (001 §6) says user types are numeric codes from a global
 * configuration without giving the values; member = 1 is fixed by 000 §2.
 */
export const UserType = { member: 1, staff: 2, collective: 3, admin: 4 } as const;
export type UserTypeValue = (typeof UserType)[keyof typeof UserType];
export const userTypeLabel: Record<UserTypeValue, string> = { 1: '委员', 2: '机关工作人员', 3: '集体用户', 4: '系统管理员' };
export const userTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** Collective types of 000 §9 and 001 §6 (7 handling unit, 8 handling system, 11 direct-report point). */
export const CollectiveType = {
  party: 3,
  peopleOrg: 4,
  committee: 5,
  sector: 6,
  handlingUnit: 7,
  handlingSystem: 8,
  residentMembers: 9,
  city: 10,
  directReport: 11,
  other: 15,
} as const;
export const collectiveTypeLabel: Record<number, string> = {
  3: '党派',
  4: '人民团体',
  5: '专门委员会',
  6: '界别',
  7: '承办单位',
  8: '承办系统',
  9: '驻地全国、省政协委员',
  10: '市级',
  11: '信息直报点',
  15: '其他',
};

/** 001 §4 enumeration: sex 1 male, 2 female. */
export const sexLabel: Record<number, string> = { 1: '男', 2: '女' };

/** Organisation kinds: internal organisation of the office, or a unit a collective user belongs to. */
export const OrgKind = { internal: 'internal', unit: 'unit' } as const;
export type OrgKindValue = (typeof OrgKind)[keyof typeof OrgKind];
export const orgKindLabel: Record<OrgKindValue, string> = { internal: '内设机构', unit: '单位' };

/** Reference groupings a member belongs to (domain.md: People and units). */
export const GroupingKind = {
  sector: 'sector',
  party: 'party',
  committee: 'committee',
  group: 'group',
  plenaryGroup: 'plenaryGroup',
} as const;
export type GroupingKindValue = (typeof GroupingKind)[keyof typeof GroupingKind];
export const groupingKindLabel: Record<GroupingKindValue, string> = {
  sector: '界别',
  party: '党派',
  committee: '专门委员会',
  group: '小组',
  plenaryGroup: '全会分组',
};
