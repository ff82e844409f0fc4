import { z } from 'zod';
import { ossFileRecord } from './oss';
import { pageQuery } from './paging';
import { OrgKind, userTypeSchema } from './people';
import { boolish, id, loginNameSchema, optFilter, optionalEmail, optionalMobile, optPattern, optText } from './system-shared';

/**
 * System administration (docs/system-api.md): users, organisations, roles, menus, dictionaries, security policy
 * and the audit log; its paths are in systemPaths.ts. Every list answers `{ list, total }`.
 */

/**
 * The pages of the 系统管理 directory: the web's routes and the server's menu
 * entries (modules that attach a page here use it too).
 */
export const SystemPage = {
  user: '/system/user',
  org: '/system/org',
  role: '/system/role',
  menu: '/system/menu',
  dict: '/system/dict',
  security: '/system/security',
  online: '/system/online',
  loginLog: '/system/loginLog',
  auditLog: '/system/auditLog',
  smsOutbox: '/system/smsOutbox',
  msg: '/system/msg',
  msgTpl: '/system/msgTpl',
  exportTpl: '/system/exportTpl',
  msgAccount: '/system/msgAccount',
  sensitive: '/system/sensitive',
  intellectLibrary: '/system/intellectLibrary',
  intellectQuotation: '/system/intellectQuotation',
  intellectReference: '/system/intellectReference',
} as const;

/** Button permission names of the area (`<area>:<resource>:<action>`). */
export const SystemPerm = {
  userList: 'system:user:list',
  userAdd: 'system:user:add',
  userEdit: 'system:user:edit',
  userDelete: 'system:user:delete',
  userEnable: 'system:user:enable',
  userReset: 'system:user:reset',
  userUnlock: 'system:user:unlock',
  userRole: 'system:user:role',
  /** reset the password of an administrator account (三员): the security administrator's */
  userResetAdmin: 'system:user:resetAdmin',
  /** link two accounts as identities of one person, or undo it */
  userIdentity: 'system:user:identity',
  orgList: 'system:org:list',
  orgAdd: 'system:org:add',
  orgEdit: 'system:org:edit',
  orgDelete: 'system:org:delete',
  roleList: 'system:role:list',
  roleAdd: 'system:role:add',
  roleEdit: 'system:role:edit',
  roleDelete: 'system:role:delete',
  roleGrant: 'system:role:grant',
  menuList: 'system:menu:list',
  menuAdd: 'system:menu:add',
  menuEdit: 'system:menu:edit',
  menuDelete: 'system:menu:delete',
  dictList: 'system:dict:list',
  dictAdd: 'system:dict:add',
  dictEdit: 'system:dict:edit',
  dictDelete: 'system:dict:delete',
  securityView: 'system:security:view',
  securityEdit: 'system:security:edit',
  auditList: 'system:audit:list',
  auditExport: 'system:audit:export',
  loginLogList: 'system:loginlog:list',
  onlineList: 'system:online:list',
  onlineLogout: 'system:online:logout',
  smsOutbox: 'system:sms:outbox',
} as const;

export * from './system-audit';
export * from './system-dicts';
export { idBody, idParams, idsBody, loginNameSchema, optionalEmail, optionalMobile } from './system-shared';

// ---------- users ----------

export const userPageQuery = pageQuery.extend({
  /** matches name, login name or mobile */
  keyword: optFilter(z.string().trim().max(50, '关键字不能超过50个字')),
  userType: optFilter(z.coerce.number().pipe(userTypeSchema)),
  orgId: optFilter(z.string().max(64)),
  enabled: optFilter(boolish),
});
export type UserPageQuery = z.input<typeof userPageQuery>;

export const roleRef = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type RoleRef = z.infer<typeof roleRef>;

export const userListItem = z.object({
  id: z.string(),
  personId: z.string(),
  loginName: z.string(),
  username: z.string(),
  userType: z.number().int(),
  collectiveType: z.number().int().nullable(),
  orgId: z.string().nullable(),
  orgName: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  sex: z.number().int().nullable(),
  duty: z.string().nullable(),
  enabled: z.boolean(),
  /** locked after too many failed sign-ins until lockedUntil */
  locked: z.boolean(),
  lockedUntil: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  roles: z.array(roleRef),
});
export type UserListItem = z.infer<typeof userListItem>;

export const userDetail = userListItem.extend({
  sort: z.number().int(),
  mustChangePassword: z.boolean(),
  passwordChangedAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  /** the user's photo (照片 / 头像), a picture of module photo */
  avatar: ossFileRecord.nullable(),
  /** other identities (accounts) of the same person */
  identities: z.array(z.object({ id: z.string(), loginName: z.string(), userType: z.number().int(), orgName: z.string().nullable() })),
});
export type UserDetail = z.infer<typeof userDetail>;

const userFields = {
  username: z.string({ error: '姓名不能为空' }).trim().min(1, '姓名不能为空').max(50, '姓名不能超过50个字'),
  userType: z.coerce.number({ error: '用户类型不能为空' }).pipe(userTypeSchema),
  /** required for collective users (user type 3) */
  collectiveType: z.coerce.number().int().min(1).max(99).nullish(),
  orgId: z.string().max(64).nullish(),
  mobile: optionalMobile,
  email: optionalEmail,
  sex: z.union([z.literal(1), z.literal(2)], { error: '性别只能是1（男）或2（女）' }).nullish(),
  duty: optText('职务', 100),
  sort: z.coerce.number().int().min(0).max(999999).optional(),
  /** the photo: an uploaded jpg/png of module photo; null removes it, absent keeps it */
  avatarFileId: z.string().trim().min(1, '照片编号不正确').max(64, '照片编号不正确').nullish(),
};

export const userAddBody = z.object({
  loginName: loginNameSchema,
  ...userFields,
  /** the initial password in plain text (the admin console sends it over TLS); empty → a random strong one returned once */
  password: z.string().max(32, '密码不能超过32位').nullish(),
  roleIds: z.array(z.string().max(64)).max(20, '最多分配20个角色').optional(),
  /**
   * Refused when given: a new account is always a new person. Identities of one
   * person are linked afterwards by POST system/user/identity/link (audited).
   */
  personId: z.null({ error: '新增用户不能指定人员，请保存后用「关联身份」关联同一人的其他账号' }).optional(),
});
export type UserAddBody = z.input<typeof userAddBody>;
export const userAddResult = z.object({ id: z.string(), /** only when generated: shown once */ password: z.string().nullable() });
export type UserAddResult = z.infer<typeof userAddResult>;

export const userUpdateBody = z.object({ id: id('用户id'), loginName: loginNameSchema.optional(), ...userFields });
export type UserUpdateBody = z.input<typeof userUpdateBody>;

export const userEnableBody = z.object({ id: id('用户id'), enabled: z.boolean({ error: '启用状态 enabled 必须是布尔值' }) });
/** The new password is never answered: it went by SMS to the owner's own mobile (masked in every record). */
export const resetPasswordResult = z.object({
  /** the owner's mobile, masked (138****1234) */
  sentTo: z.string(),
  /** sent | failed | queued: the SMS provider's answer */
  smsStatus: z.string(),
});
export type ResetPasswordResult = z.infer<typeof resetPasswordResult>;
/** Link `targetId` as another identity of the person of `id` (member and office staff, say). */
export const userLinkIdentityBody = z.object({ id: id('用户id'), targetId: id('关联账号 targetId') });
export type UserLinkIdentityBody = z.infer<typeof userLinkIdentityBody>;
export const assignRolesBody = z.object({
  id: id('用户id'),
  roleIds: z.array(z.string().max(64), { error: '角色 roleIds 必须是数组' }).max(20, '最多分配20个角色'),
});
export type AssignRolesBody = z.infer<typeof assignRolesBody>;

// ---------- organisations ----------

export const orgKindSchema = z.enum(OrgKind, { error: '机构类别只能是 internal（内设机构）或 unit（单位）' });
export const orgTreeQuery = z.object({ kind: optFilter(orgKindSchema), keyword: optFilter(z.string().trim().max(50)) });
export type OrgTreeQuery = z.input<typeof orgTreeQuery>;

export interface OrgNode {
  id: string;
  parentId: string | null;
  name: string;
  easyName: string | null;
  kind: 'internal' | 'unit';
  collectiveType: number | null;
  address: string | null;
  phone: string | null;
  sort: number;
  enabled: boolean;
  /** accounts directly in this organisation */
  userCount: number;
  children: OrgNode[];
}
export const orgNode: z.ZodType<OrgNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    easyName: z.string().nullable(),
    kind: z.enum(OrgKind),
    collectiveType: z.number().int().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    sort: z.number().int(),
    enabled: z.boolean(),
    userCount: z.number().int(),
    children: z.array(orgNode),
  }),
);

const orgFields = {
  parentId: z.string().max(64).nullish(),
  name: z.string({ error: '机构名称不能为空' }).trim().min(1, '机构名称不能为空').max(100, '机构名称不能超过100个字'),
  easyName: optText('简称', 50),
  kind: orgKindSchema,
  collectiveType: z.coerce.number().int().min(1).max(99).nullish(),
  address: optText('地址', 200),
  phone: optText('电话', 50),
  sort: z.coerce.number().int().min(0).max(999999).optional(),
  enabled: z.boolean().optional(),
};
export const orgAddBody = z.object(orgFields);
export type OrgAddBody = z.input<typeof orgAddBody>;
export const orgUpdateBody = z.object({ id: id('机构id'), ...orgFields });
export type OrgUpdateBody = z.input<typeof orgUpdateBody>;

// ---------- roles ----------

export const dataScopeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
  error: '数据范围 dataScope 只能是1（全部）、2（本部门及以下）、3（本部门）、4（仅本人）或5（自定义）',
});
export const rolePageQuery = pageQuery.extend({ keyword: optFilter(z.string().trim().max(50)), enabled: optFilter(boolish) });
export type RolePageQuery = z.input<typeof rolePageQuery>;

export const roleItem = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  dataScope: z.number().int(),
  adminKind: z.enum(['system', 'security', 'audit']).nullable(),
  builtIn: z.boolean(),
  remark: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.string(),
  userCount: z.number().int(),
});
export type RoleItem = z.infer<typeof roleItem>;
export const roleOption = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  adminKind: z.enum(['system', 'security', 'audit']).nullable(),
  enabled: z.boolean(),
});
export type RoleOption = z.infer<typeof roleOption>;
export const roleDetail = roleItem.extend({ menuIds: z.array(z.string()), orgIds: z.array(z.string()) });
export type RoleDetail = z.infer<typeof roleDetail>;

const roleFields = {
  name: z.string({ error: '角色名称不能为空' }).trim().min(1, '角色名称不能为空').max(50, '角色名称不能超过50个字'),
  remark: optText('备注', 200),
  sort: z.coerce.number().int().min(0).max(999999).optional(),
  enabled: z.boolean().optional(),
};
export const roleAddBody = z.object({
  code: z
    .string({ error: '角色编码不能为空' })
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,31}$/, '角色编码只能是2-32位小写字母、数字或下划线，以字母开头'),
  ...roleFields,
  dataScope: dataScopeSchema.optional(),
});
export type RoleAddBody = z.input<typeof roleAddBody>;
export const roleUpdateBody = z.object({ id: id('角色id'), ...roleFields });
export type RoleUpdateBody = z.input<typeof roleUpdateBody>;
export const roleGrantBody = z.object({
  roleId: id('角色id'),
  menuIds: z.array(z.string().max(64), { error: '菜单 menuIds 必须是数组' }).max(2000),
  dataScope: dataScopeSchema,
  /** custom scope (5) only */
  orgIds: z.array(z.string().max(64)).max(2000).default([]),
});
export type RoleGrantBody = z.input<typeof roleGrantBody>;

// ---------- menus ----------

export interface MenuAdminNode {
  id: string;
  parentId: string | null;
  /** declared by a module manifest (cannot be deleted); null for menus added here */
  key: string | null;
  appCode: string;
  name: string;
  menuType: 'directory' | 'menu' | 'button';
  url: string | null;
  permission: string | null;
  icon: string | null;
  sort: number;
  visible: boolean;
  children: MenuAdminNode[];
}
export const menuAdminNode: z.ZodType<MenuAdminNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    key: z.string().nullable(),
    appCode: z.string(),
    name: z.string(),
    menuType: z.enum(['directory', 'menu', 'button']),
    url: z.string().nullable(),
    permission: z.string().nullable(),
    icon: z.string().nullable(),
    sort: z.number().int(),
    visible: z.boolean(),
    children: z.array(menuAdminNode),
  }),
);
const menuFields = {
  parentId: z.string().max(64).nullish(),
  name: z.string({ error: '菜单名称不能为空' }).trim().min(1, '菜单名称不能为空').max(50, '菜单名称不能超过50个字'),
  menuType: z.enum(['directory', 'menu', 'button'], { error: '菜单类型只能是 directory、menu 或 button' }),
  url: optText('路由地址', 200),
  permission: optPattern(
    /^([A-Za-z0-9_:.-]+)(,[A-Za-z0-9_:.-]+)*$/,
    '权限标识只能包含字母、数字和 : _ . -，多个用逗号分隔，且不超过200个字符',
    200,
  ),
  icon: optText('图标', 100),
  sort: z.coerce.number().int().min(0).max(999999).optional(),
  visible: z.boolean().optional(),
};
export const menuAddBody = z.object(menuFields);
export type MenuAddBody = z.input<typeof menuAddBody>;
export const menuUpdateBody = z.object({ id: id('菜单id'), ...menuFields });
export type MenuUpdateBody = z.input<typeof menuUpdateBody>;
