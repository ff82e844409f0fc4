import { z } from 'zod';
import { ossFileRecord } from './oss';
import { pageQuery } from './paging';
import { userTypeSchema } from './people';

/**
 * System administration (docs/system-api.md): users, organisations, roles,
 * menus, dictionaries, security policy and the audit log. Every path is under
 * the API prefix; every list answers `{ list, total }`.
 */
export const SystemApi = {
  menuCurrent: 'sys/menu/current',
  menuPermission: 'sys/menu/permission',
  userPage: 'system/user/page',
  userDetail: 'system/user/detail', // + /{id}
  userAdd: 'system/user/add',
  userUpdate: 'system/user/update',
  userDelete: 'system/user/delete',
  userEnable: 'system/user/enable',
  userResetPassword: 'system/user/resetPassword',
  userUnlock: 'system/user/unlock',
  userAssignRoles: 'system/user/assignRoles',
  userLinkIdentity: 'system/user/identity/link',
  userUnlinkIdentity: 'system/user/identity/unlink',
  orgTree: 'system/org/tree',
  orgAdd: 'system/org/add',
  orgUpdate: 'system/org/update',
  orgDelete: 'system/org/delete',
  rolePage: 'system/role/page',
  roleList: 'system/role/list',
  roleDetail: 'system/role/detail', // + /{id}
  roleAdd: 'system/role/add',
  roleUpdate: 'system/role/update',
  roleDelete: 'system/role/delete',
  roleGrant: 'system/role/grant',
  menuTree: 'system/menu/tree',
  menuAdd: 'system/menu/add',
  menuUpdate: 'system/menu/update',
  menuDelete: 'system/menu/delete',
  dictTypePage: 'system/dict/type/page',
  dictTypeAdd: 'system/dict/type/add',
  dictTypeUpdate: 'system/dict/type/update',
  dictTypeDelete: 'system/dict/type/delete',
  dictItemPage: 'system/dict/item/page',
  dictItemAdd: 'system/dict/item/add',
  dictItemUpdate: 'system/dict/item/update',
  dictItemDelete: 'system/dict/item/delete',
  dictItemEnable: 'system/dict/item/enable',
  paramTypeName: 'param/list/typeName',
  paramTypeNames: 'param/list/typeNames',
  securityGet: 'system/setting/security',
  securityUpdate: 'system/setting/security/update',
  auditPage: 'system/audit/page',
  auditExport: 'system/audit/export',
  auditVerify: 'system/audit/verify',
  loginLogPage: 'system/loginLog/page',
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

// ---------- shared pieces ----------

const id = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(64, `${label}过长`);
const optText = (label: string, max: number) => z.string().trim().max(max, `${label}不能超过${max}个字`).nullish();
/** Filters sent from an empty form field arrive as '' — treat them as absent. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optFilter = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const boolish = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

export const idBody = z.object({ id: id('id') });
export type IdBody = z.infer<typeof idBody>;
export const idsBody = z.object({
  ids: z.array(id('id'), { error: 'ids 必须是数组' }).min(1, '请至少选择一条记录').max(500, '一次最多操作500条记录'),
});
export type IdsBody = z.infer<typeof idsBody>;
export const idParams = z.object({ id: id('id') });

export const loginNameSchema = z
  .string({ error: '登录名不能为空' })
  .trim()
  .min(2, '登录名至少2个字符')
  .max(32, '登录名不能超过32个字符')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._@-]*$/, '登录名只能包含字母、数字和 . _ @ -，且以字母或数字开头');
/** An optional text field: '' from an empty form input means "none". */
const optPattern = (re: RegExp, message: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((s) => s === '' || re.test(s), message)
    .transform((s) => s || null)
    .nullish();
export const optionalMobile = optPattern(/^1[3-9]\d{9}$/, '手机号码格式不正确', 11);
export const optionalEmail = optPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, '电子邮箱格式不正确', 128);

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
export type UserEnableBody = z.infer<typeof userEnableBody>;
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

export const orgKindSchema = z.enum(['internal', 'unit'], { error: '机构类别只能是 internal（内设机构）或 unit（单位）' });
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
    kind: z.enum(['internal', 'unit']),
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

// ---------- dictionaries ----------

export const typeNameSchema = z
  .string({ error: '字典类型 typeName 不能为空' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, '字典类型 typeName 只能是字母、数字或下划线，以字母开头');
export const dictTypePageQuery = pageQuery.extend({ keyword: optFilter(z.string().trim().max(50)) });
export type DictTypePageQuery = z.input<typeof dictTypePageQuery>;
export const dictTypeItem = z.object({
  typeName: z.string(),
  title: z.string(),
  remark: z.string().nullable(),
  builtIn: z.boolean(),
  itemCount: z.number().int(),
});
export type DictTypeItem = z.infer<typeof dictTypeItem>;
const dictTypeTitle = z.string({ error: '字典名称不能为空' }).trim().min(1, '字典名称不能为空').max(50, '字典名称不能超过50个字');
export const dictTypeAddBody = z.object({ typeName: typeNameSchema, title: dictTypeTitle, remark: optText('备注', 200) });
export type DictTypeAddBody = z.input<typeof dictTypeAddBody>;
export const dictTypeUpdateBody = dictTypeAddBody;
export type DictTypeUpdateBody = z.input<typeof dictTypeUpdateBody>;
export const dictTypeDeleteBody = z.object({ typeName: typeNameSchema });
export type DictTypeDeleteBody = z.infer<typeof dictTypeDeleteBody>;

export const dictItemPageQuery = pageQuery.extend({
  typeName: typeNameSchema,
  keyword: optFilter(z.string().trim().max(50)),
  enabled: optFilter(boolish),
});
export type DictItemPageQuery = z.input<typeof dictItemPageQuery>;
export const dictItem = z.object({
  id: z.string(),
  typeName: z.string(),
  paramCode: z.string(),
  paramName: z.string(),
  easyName: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
});
export type DictItem = z.infer<typeof dictItem>;
const dictItemFields = {
  paramCode: z.string({ error: '字典编码不能为空' }).trim().min(1, '字典编码不能为空').max(32, '字典编码不能超过32个字符'),
  paramName: z.string({ error: '字典名称不能为空' }).trim().min(1, '字典名称不能为空').max(100, '字典名称不能超过100个字'),
  easyName: optText('简称', 50),
  sort: z.coerce.number().int().min(0).max(999999).optional(),
  enabled: z.boolean().optional(),
  remark: optText('备注', 200),
};
export const dictItemAddBody = z.object({ typeName: typeNameSchema, ...dictItemFields });
export type DictItemAddBody = z.input<typeof dictItemAddBody>;
export const dictItemUpdateBody = z.object({ id: id('字典项id'), ...dictItemFields });
export type DictItemUpdateBody = z.input<typeof dictItemUpdateBody>;
export const dictItemEnableBody = z.object({ id: id('字典项id'), enabled: z.boolean({ error: '启用状态 enabled 必须是布尔值' }) });

/** GET param/list/typeName: the spec's reference-data shape (000 §7). */
export const paramItem = z.object({ paramCode: z.string(), paramName: z.string(), easyName: z.string().nullable() });
export type ParamItem = z.infer<typeof paramItem>;
export const paramTypeNameQuery = z.object({ typeName: typeNameSchema });
export const paramTypeNamesQuery = z.object({
  typeNames: z
    .string({ error: '字典类型 typeNames 不能为空' })
    .trim()
    .min(1, '字典类型 typeNames 不能为空')
    .max(2000)
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(typeNameSchema).min(1, '字典类型 typeNames 不能为空').max(100, '一次最多查询100个字典类型')),
});

// ---------- security policy ----------

export const securitySettings = z.object({
  /** 0 = never expires */
  passwordExpiryDays: z.coerce
    .number({ error: '密码有效期 passwordExpiryDays 必须是数字' })
    .int()
    .min(0, '密码有效期不能小于0天')
    .max(3650, '密码有效期不能超过3650天'),
  maxFailures: z.coerce
    .number({ error: '失败次数 maxFailures 必须是数字' })
    .int()
    .min(1, '登录失败次数至少为1')
    .max(100, '登录失败次数不能超过100'),
  failureWindowMinutes: z.coerce
    .number({ error: '统计时长 failureWindowMinutes 必须是数字' })
    .int()
    .min(1, '失败统计时长至少1分钟')
    .max(1440, '失败统计时长不能超过1440分钟'),
  lockMinutes: z.coerce
    .number({ error: '锁定时长 lockMinutes 必须是数字' })
    .int()
    .min(1, '锁定时长至少1分钟')
    .max(1440, '锁定时长不能超过1440分钟'),
  idleTimeoutMinutes: z.coerce
    .number({ error: '空闲超时 idleTimeoutMinutes 必须是数字' })
    .int()
    .min(5, '空闲超时至少5分钟')
    .max(480, '空闲超时不能超过480分钟'),
});
export type SecuritySettings = z.infer<typeof securitySettings>;
export const securitySettingKeys = [
  'passwordExpiryDays',
  'maxFailures',
  'failureWindowMinutes',
  'lockMinutes',
  'idleTimeoutMinutes',
] as const;
export const securitySettingLabel: Record<keyof SecuritySettings, string> = {
  passwordExpiryDays: '密码有效期（天）',
  maxFailures: '连续登录失败次数上限',
  failureWindowMinutes: '失败次数统计时长（分钟）',
  lockMinutes: '账号锁定时长（分钟）',
  idleTimeoutMinutes: '会话空闲超时（分钟）',
};

// ---------- audit ----------

const dateFilter = (label: string) =>
  optFilter(
    z
      .string()
      .max(40)
      .refine((s) => !Number.isNaN(Date.parse(s)), `${label}不是有效的日期时间`),
  );
export const auditFilter = z.object({
  /** operator name or login name, partial match */
  username: optFilter(z.string().trim().max(50)),
  objectType: optFilter(z.string().trim().max(50)),
  action: optFilter(z.string().trim().max(50)),
  result: optFilter(z.enum(['success', 'failure'], { error: '结果只能是 success 或 failure' })),
  category: optFilter(z.enum(['login', 'operation'], { error: '类别只能是 login 或 operation' })),
  /** ISO date or date-time, inclusive */
  from: dateFilter('开始时间'),
  to: dateFilter('结束时间'),
});
export type AuditFilter = z.input<typeof auditFilter>;
export const auditPageQuery = pageQuery.extend(auditFilter.shape);
export type AuditPageQuery = z.input<typeof auditPageQuery>;
export const loginLogPageQuery = pageQuery.extend({
  username: auditFilter.shape.username,
  result: auditFilter.shape.result,
  from: auditFilter.shape.from,
  to: auditFilter.shape.to,
});
export type LoginLogPageQuery = z.input<typeof loginLogPageQuery>;
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export const auditRow = z.object({
  id: z.string(),
  at: z.string(),
  userId: z.string().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  objectType: z.string(),
  objectId: z.string().nullable(),
  action: z.string(),
  result: z.enum(['success', 'failure']),
  category: z.enum(['login', 'operation']),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;

/**
 * POST system/audit/verify: the hash chain walked from the first row to the head.
 * kind: altered = the row's content no longer matches its hash; missing = rows
 * before it were deleted; unlinked = it does not follow the row before (that row
 * was inserted or replaced); truncated = the last rows were deleted;
 * beyond-head = rows were added after the chain's head; no-head = the head row is gone.
 */
export const auditChainBreak = z.object({
  kind: z.enum(['altered', 'missing', 'unlinked', 'truncated', 'beyond-head', 'no-head']),
  seq: z.number().nullable(),
  id: z.string().nullable(),
  at: z.string().nullable(),
  prevSeq: z.number().nullable(),
  prevId: z.string().nullable(),
  missing: z.number().nullable(),
});
export type AuditChainBreak = z.infer<typeof auditChainBreak>;
export const auditVerifyResult = z.object({
  ok: z.boolean(),
  rows: z.number(),
  ms: z.number(),
  headSeq: z.number(),
  headHash: z.string(),
  firstBreak: auditChainBreak.nullable(),
});
export type AuditVerifyResult = z.infer<typeof auditVerifyResult>;

/** The first break in Chinese, for the audit page and the audit:verify command. */
export function auditBreakText(b: AuditChainBreak): string {
  const row = `第${b.seq}条记录（编号 ${b.id}，时间 ${b.at}）`;
  const prev = b.prevSeq ?? 0;
  switch (b.kind) {
    case 'altered':
      return `${row}的内容与其哈希不符：该记录写入后被修改`;
    case 'missing':
      return `${row}之前缺少${b.missing}条记录（第${prev + 1}至${prev + (b.missing ?? 0)}条）：记录被删除`;
    case 'unlinked':
      return `${row}与前一条第${prev}条（编号 ${b.prevId}）的链接不符：第${prev}条为插入或替换的记录`;
    case 'truncated':
      return `最后${b.missing}条记录缺失（链头为第${prev + (b.missing ?? 0)}条，表中只到第${prev}条）：记录被删除`;
    case 'beyond-head':
      return `${row}位于链头（第${prev}条）之后：该记录绕过系统写入`;
    case 'no-head':
      return '链头记录（sys_audit_head）缺失：无法确认日志未被截断或整体改写';
  }
}

/** Chinese names for the audit page and the export; unknown values are shown as they are. */
export const auditObjectTypeLabel: Record<string, string> = {
  session: '会话',
  user: '用户',
  org: '组织机构',
  role: '角色',
  menu: '菜单',
  dictType: '字典类型',
  dictItem: '字典项',
  setting: '系统设置',
  audit: '审计日志',
  message: '消息',
  msgTemplate: '消息模板',
  smsAccount: '消息账号',
  exportTemplate: '导出模板',
  sensitiveWord: '敏感词',
  searchConfig: '查询配置',
  ossFile: '附件',
  officedocDocument: '在线文档',
  downloadItem: '下载资料',
  downloadType: '下载类型',
  newsColumn: '新闻栏目',
  meetType: '会议类型',
  activityType: '活动类型',
  studyColumn: '学习栏目',
  infoType: '信息类别',
  publicationType: '刊物类型',
  intellect_library: '查重资料库',
  intellect_quotation: '诗词名句库',
  intellect_reference_doc: '引用资料库',
  proposal: '提案',
  proposalSession: '提案届次',
  proposalType: '提案类别',
  proposalFlow: '提案流程',
  proposalKeyword: '提案关键词',
  proposalInstruction: '领导批示',
  proposalRemind: '办理提醒',
  proposalYearSummary: '年度办理总结',
  proposalAppraise: '提案测评',
};
export const auditActionLabel: Record<string, string> = {
  login: '登录',
  logout: '退出',
  create: '新增',
  update: '修改',
  delete: '删除',
  enable: '启用',
  disable: '停用',
  resetPassword: '重置密码',
  unlock: '解锁',
  assignRoles: '分配角色',
  grant: '授权',
  export: '导出',
  import: '导入',
  upload: '上传',
  bind: '绑定',
  unbind: '解除绑定',
  sweep: '清理',
  publish: '发布',
  unpublish: '取消发布',
  send: '发送',
  read: '阅读',
  test: '测试',
  rename: '重命名',
  save: '保存',
  submit: '提交',
  withdraw: '撤案',
  remove: '删除',
  jointAnswer: '联名答复',
  receive: '初分',
  sendBack: '退回修改',
  file: '立案',
  notFile: '不予立案',
  merge: '并案',
  preAssign: '预交办',
  preFeedback: '预交办反馈',
  assign: '交办',
  reassign: '重新交办',
  sign: '签收',
  backApply: '申请退回',
  delayApply: '申请延期',
  reply: '答复',
  evaluate: '满意度测评',
  rehandle: '重新办理',
  conclude: '办结',
  mark: '标记',
  open: '公开',
  officeEdit: '修改提案',
  record: '录入历史提案',
  remind: '催办提醒',
  instruction: '领导批示',
  feedback: '落实反馈',
  verify: '完整性校验',
};
export const auditResultLabel: Record<'success' | 'failure', string> = { success: '成功', failure: '失败' };
export const auditCategoryLabel: Record<'login' | 'operation', string> = { login: '登录日志', operation: '操作日志' };
