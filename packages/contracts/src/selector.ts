import { z } from 'zod';
import { pageQuery } from './paging';

/**
 * The person and unit picker (spec 000 §2, 001 §2.25) and the address book
 * (002 §7 Selectors). Left calls answer a tree with counts, right calls the
 * people of one node. Paths are under the API prefix; docs/selector.md has the
 * readings the specification leaves open.
 */
export const SelectorApi = {
  memberSessionLeft: 'select/memberSession/left',
  memberSessionRight: 'select/memberSession/right',
  userInfoLeft: 'select/userInfo/left',
  userInfoRight: 'select/userInfo/right',
  collectiveLeft: 'select/collective/left',
  collectiveRight: 'select/collective/right',
  infoCollectiveLeft: 'select/info/collective/left',
  infoCollectiveRight: 'select/info/collective/right',
  assignedUnitTypeLeft: 'select/assigned/unit/type/left',
  unitLeft: 'select/unit/left',
  bookMemberSessionRight: 'office/book/memberSession/right',
  bookUserInfoRight: 'office/book/userInfo/right',
  bookDetail: 'office/book/detail', // + /{userType}/{userId}
} as const;

/** The 全部 entry of every left tree (spec 000 §2: a left tree with an All entry and counts). */
export const SELECT_ALL_CODE = 'all';
export const SELECT_ALL_NAME = '全部';
/** spec 000 §9: search keyword max 50. */
export const SELECT_KEYWORD_MAX = 50;
/** User types that may pick people and read the address book. */
export const PICKER_USER_TYPES: readonly number[] = [1, 2];
/** Collective types of the handling side: the unit picker's default, and what the information picker leaves out. */
export const HANDLING_COLLECTIVE_TYPES: readonly number[] = [7, 8];

/** spec 000 §3 / 001 §2.25 left tree node: code, name, userCount, noquery, children (+ the picker group fields). */
export interface SelectTreeNode {
  /** 'all', a grouping kind ('sector' …), '<kind>:<id>', an organisation id or a collective type */
  code: string;
  name: string;
  userCount: number;
  /** a heading only: clicking it expands the node instead of listing people */
  noquery: boolean;
  groupFieldName: string | null;
  userType: number | null;
  collectiveType: number | null;
  unitId: string | null;
  children: SelectTreeNode[];
}
export const selectTreeNode: z.ZodType<SelectTreeNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    userCount: z.number().int(),
    noquery: z.boolean(),
    groupFieldName: z.string().nullable(),
    userType: z.number().int().nullable(),
    collectiveType: z.number().int().nullable(),
    unitId: z.string().nullable(),
    children: z.array(selectTreeNode),
  }),
);

/** spec 000 §3 person item; fields that do not apply to the person's kind are null. */
export const selectPerson = z.object({
  userId: z.string(),
  /** 1 member, 2 office staff, 3 collective user */
  userType: z.number().int(),
  username: z.string(),
  sex: z.number().int().nullable(),
  /** masked (138****5678) unless the caller may see phone numbers (docs/selector.md) */
  mobile: z.string().nullable(),
  duty: z.string().nullable(),
  memberDuty: z.string().nullable(),
  sector: z.string().nullable(),
  party: z.string().nullable(),
  /** 专门委员会 */
  committee: z.string().nullable(),
  group: z.string().nullable(),
  plenaryGroup: z.string().nullable(),
  workUnit: z.string().nullable(),
  isRecommended: z.boolean(),
  /** office staff: their internal organisation */
  internalOrganization: z.string().nullable(),
  collectiveType: z.number().int().nullable(),
  unitId: z.string().nullable(),
  unitName: z.string().nullable(),
});
export type SelectPerson = z.infer<typeof selectPerson>;

/** A handling unit (an organisation, not an account) for the unit picker. */
export const selectUnit = z.object({
  unitId: z.string(),
  name: z.string(),
  easyName: z.string().nullable(),
  collectiveType: z.number().int(),
  parentId: z.string().nullable(),
  parentName: z.string().nullable(),
  /** enabled accounts of the unit */
  accountCount: z.number().int(),
});
export type SelectUnit = z.infer<typeof selectUnit>;

const keyword = z.string().trim().max(SELECT_KEYWORD_MAX, `关键字不能超过${SELECT_KEYWORD_MAX}个字符`).optional();
const nodeCode = z.string().trim().min(1, '请选择分组').max(100).default(SELECT_ALL_CODE);
const id = z.string().trim().min(1).max(64);
const collectiveTypes = z.array(z.number().int().min(1).max(99)).max(20);

/** Members of a term (届); a yearly session id is read as its term; absent = the current term. */
export const memberSessionLeftBody = z.object({ sessionId: id.optional() });
export const memberSessionRightBody = z.object({ sessionId: id.optional(), code: nodeCode, keyword });

export const userInfoLeftBody = z.object({});
export const userInfoRightBody = z.object({ code: nodeCode, keyword });

/** spec 000 §9: collective types such as 9 and 15 are included or excluded by the caller. */
export const collectiveLeftBody = z.object({
  collectiveTypes: collectiveTypes.optional(),
  excludeCollectiveTypes: collectiveTypes.optional(),
});
export const collectiveRightBody = collectiveLeftBody.extend({ code: nodeCode, keyword });

export const assignedUnitTypeLeftBody = z.object({ collectiveTypes: collectiveTypes.min(1, '请选择单位类型').optional() });
export const unitLeftQuery = z.object({
  /** one type, or several separated by commas ('7,8'); default 7,8 */
  collectiveType: z
    .string()
    .trim()
    .regex(/^\d{1,2}(,\d{1,2})*$/, '应为以逗号分隔的单位类型')
    .optional(),
  keyword,
});

export const bookMemberSessionBody = pageQuery.extend({ sessionId: id.optional(), code: nodeCode, keyword });
export const bookUserInfoBody = pageQuery.extend({ code: nodeCode, keyword });
export const bookDetailParams = z.object({ userType: z.coerce.number().int().min(1).max(3), userId: id });

/** The address-book card of one person (GET office/book/detail/{userType}/{userId}). */
export const bookDetail = selectPerson.extend({
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  sessionName: z.string().nullable(),
  workDuty: z.string().nullable(),
  nation: z.string().nullable(),
  education: z.string().nullable(),
  unitAddress: z.string().nullable(),
  unitPhone: z.string().nullable(),
});
export type BookDetail = z.infer<typeof bookDetail>;
