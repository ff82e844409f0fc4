import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Internal organisations of the office (提案委员会办公室 …) and the units collective users belong to. */
export const org = pgTable(
  'sys_org',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    easyName: text('easy_name'),
    /** internal | unit */
    kind: text('kind', { enum: ['internal', 'unit'] }).notNull(),
    /** for units: collective type (7 handling unit, 8 handling system, 11 direct-report point …) */
    collectiveType: integer('collective_type'),
    address: text('address'),
    phone: text('phone'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('sys_org_parent_idx').on(t.parentId)],
);

/**
 * An account (identity). A person holding several identities (member and
 * office staff, say) has one account per identity sharing `personId`.
 */
export const user = pgTable(
  'sys_user',
  {
    id: text('id').primaryKey(),
    personId: text('person_id').notNull(),
    loginName: text('login_name').notNull(),
    username: text('username').notNull(),
    userType: integer('user_type').notNull(),
    collectiveType: integer('collective_type'),
    orgId: text('org_id'),
    mobile: text('mobile'),
    email: text('email'),
    sex: integer('sex'),
    duty: text('duty'),
    avatar: text('avatar'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** set by an admin reset and on creation: the next sign-in must change the password */
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    failedCount: integer('failed_count').notNull().default(0),
    failedSince: timestamp('failed_since', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sys_user_login_name_uq').on(t.loginName),
    index('sys_user_person_idx').on(t.personId),
    index('sys_user_org_idx').on(t.orgId),
    index('sys_user_mobile_idx').on(t.mobile),
    index('sys_user_type_idx').on(t.userType, t.collectiveType),
  ],
);

/**
 * Hashes of an account's recent passwords (the current one included), so that
 * a new password cannot be one of the last five (grade protection).
 */
export const passwordHistory = pgTable(
  'sys_password_history',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_password_history_user_idx').on(t.userId, t.createdAt)],
);

export const role = pgTable(
  'sys_role',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 1 all, 2 own organisation and below, 3 own organisation, 4 self, 5 custom */
    dataScope: integer('data_scope').notNull().default(4),
    /** system | security | audit: the three separate administrators; null for business roles */
    adminKind: text('admin_kind', { enum: ['system', 'security', 'audit'] }),
    /** roles declared by the platform cannot be deleted */
    builtIn: boolean('built_in').notNull().default(false),
    remark: text('remark'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_role_code_uq').on(t.code)],
);

/** Directories, menus (routes) and buttons (permission names such as proposal:assign). */
export const menu = pgTable(
  'sys_menu',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id'),
    /** stable key declared by a module manifest; null for menus added by an administrator */
    key: text('key'),
    appCode: text('app_code').notNull().default('cppcc'),
    name: text('name').notNull(),
    menuType: text('menu_type', { enum: ['directory', 'menu', 'button'] }).notNull(),
    url: text('url'),
    permission: text('permission'),
    icon: text('icon'),
    sort: integer('sort').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_menu_key_uq').on(t.key), index('sys_menu_parent_idx').on(t.parentId)],
);

export const roleMenu = pgTable('sys_role_menu', { roleId: text('role_id').notNull(), menuId: text('menu_id').notNull() }, (t) => [
  primaryKey({ columns: [t.roleId, t.menuId] }),
]);

export const userRole = pgTable('sys_user_role', { userId: text('user_id').notNull(), roleId: text('role_id').notNull() }, (t) => [
  primaryKey({ columns: [t.userId, t.roleId] }),
  index('sys_user_role_role_idx').on(t.roleId),
]);

/** Organisations a custom-scope role may see. */
export const roleOrg = pgTable('sys_role_org', { roleId: text('role_id').notNull(), orgId: text('org_id').notNull() }, (t) => [
  primaryKey({ columns: [t.roleId, t.orgId] }),
]);

/** Dictionaries and parameters (GET /param/list/typeName): items grouped by type name. */
export const dictItem = pgTable(
  'sys_dict_item',
  {
    id: text('id').primaryKey(),
    typeName: text('type_name').notNull(),
    paramCode: text('param_code').notNull(),
    paramName: text('param_name').notNull(),
    easyName: text('easy_name'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_dict_item_code_uq').on(t.typeName, t.paramCode)],
);

export const dictType = pgTable('sys_dict_type', {
  typeName: text('type_name').primaryKey(),
  title: text('title').notNull(),
  remark: text('remark'),
  builtIn: boolean('built_in').notNull().default(false),
});

/** Security policy and other settings an administrator changes at run time. */
export const setting = pgTable('sys_setting', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
