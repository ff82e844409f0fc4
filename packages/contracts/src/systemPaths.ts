/**
 * System administration paths (docs/system-api.md: users, organisations, roles, menus, dictionaries,
 * security policy and the audit log), relative to the API prefix, without leading slash. In a file
 * without schemas: the signed-in shell reads its menus through it at start (see authPaths.ts).
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
  /** 在线用户 (served by the sso module) */
  onlinePage: 'system/online/page',
  onlineForceLogout: 'system/online/forceLogout', // + /{sessionId}
  /** 短信发件箱 (served by the sms module) */
  smsOutboxPage: 'sms/outbox/page',
} as const;
