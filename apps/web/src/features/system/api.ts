import {
  type AssignRolesBody,
  type AuditPageQuery,
  type AuditRow,
  type AuditVerifyResult,
  type DictItem,
  type DictItemAddBody,
  type DictItemPageQuery,
  type DictItemUpdateBody,
  type DictTypeAddBody,
  type DictTypeItem,
  type ImBatch,
  type ImRecord,
  type LoginLogPageQuery,
  type MenuAddBody,
  type MenuAdminNode,
  type MenuUpdateBody,
  MessageApi,
  type OnlineSession,
  type OrgAddBody,
  type OrgNode,
  type OrgTreeQuery,
  type OrgUpdateBody,
  type PageResult,
  type ResetPasswordResult,
  type RoleAddBody,
  type RoleDetail,
  type RoleGrantBody,
  type RoleItem,
  type RoleOption,
  type RolePageQuery,
  type RoleUpdateBody,
  type SecuritySettings,
  type SmsOutboxItem,
  type SmsOutboxPageBody,
  SystemApi,
  type UserAddBody,
  type UserAddResult,
  type UserDetail,
  type UserLinkIdentityBody,
  type UserListItem,
  type UserPageQuery,
  type UserUpdateBody,
} from '@cppcc/contracts';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/app/api/client';

const url = (path: string) => `/${path}`;
/** Deletes are confirmed by ConfirmDelete / DataTable, which show the server message themselves. */
const quiet = { silent: true } as const;

export const systemKeys = {
  users: ['system', 'user'],
  orgs: ['system', 'org'],
  roles: ['system', 'role'],
  roleOptions: ['system', 'roleOptions'],
  menus: ['system', 'menu'],
  dictTypes: ['system', 'dictType'],
  dictItems: ['system', 'dictItem'],
  security: ['system', 'security'],
  online: ['system', 'online'],
  loginLog: ['system', 'loginLog'],
  audit: ['system', 'audit'],
  smsOutbox: ['system', 'smsOutbox'],
} as const satisfies Record<string, QueryKey>;

export interface OnlineQuery {
  pageNum: number;
  pageSize: number;
  loginName?: string;
}

export const systemApi = {
  userPage: (q: UserPageQuery) => api.post<PageResult<UserListItem>>(url(SystemApi.userPage), q),
  userDetail: (id: string) => api.get<UserDetail>(`${url(SystemApi.userDetail)}/${encodeURIComponent(id)}`),
  userAdd: (body: UserAddBody) => api.post<UserAddResult>(url(SystemApi.userAdd), body),
  userUpdate: (body: UserUpdateBody) => api.post<unknown>(url(SystemApi.userUpdate), body),
  userDelete: (ids: string[]) => api.post<unknown>(url(SystemApi.userDelete), { ids }, quiet),
  userEnable: (id: string, enabled: boolean) => api.post<unknown>(url(SystemApi.userEnable), { id, enabled }),
  /** the temporary password goes by SMS to the owner: the answer says only where */
  userResetPassword: (id: string) => api.post<ResetPasswordResult>(url(SystemApi.userResetPassword), { id }),
  userLinkIdentity: (body: UserLinkIdentityBody) => api.post<unknown>(url(SystemApi.userLinkIdentity), body),
  userUnlinkIdentity: (id: string) => api.post<unknown>(url(SystemApi.userUnlinkIdentity), { id }),
  userUnlock: (id: string) => api.post<unknown>(url(SystemApi.userUnlock), { id }),
  userAssignRoles: (body: AssignRolesBody) => api.post<unknown>(url(SystemApi.userAssignRoles), body),

  orgTree: (q: OrgTreeQuery = {}) => api.get<OrgNode[]>(url(SystemApi.orgTree), q),
  orgAdd: (body: OrgAddBody) => api.post<unknown>(url(SystemApi.orgAdd), body),
  orgUpdate: (body: OrgUpdateBody) => api.post<unknown>(url(SystemApi.orgUpdate), body),
  orgDelete: (id: string) => api.post<unknown>(url(SystemApi.orgDelete), { id }, quiet),

  rolePage: (q: RolePageQuery) => api.post<PageResult<RoleItem>>(url(SystemApi.rolePage), q),
  roleList: () => api.get<RoleOption[]>(url(SystemApi.roleList)),
  roleDetail: (id: string) => api.get<RoleDetail>(`${url(SystemApi.roleDetail)}/${encodeURIComponent(id)}`),
  roleAdd: (body: RoleAddBody) => api.post<unknown>(url(SystemApi.roleAdd), body),
  roleUpdate: (body: RoleUpdateBody) => api.post<unknown>(url(SystemApi.roleUpdate), body),
  roleDelete: (id: string) => api.post<unknown>(url(SystemApi.roleDelete), { id }, quiet),
  roleGrant: (body: RoleGrantBody) => api.post<unknown>(url(SystemApi.roleGrant), body),

  menuTree: () => api.get<MenuAdminNode[]>(url(SystemApi.menuTree)),
  menuAdd: (body: MenuAddBody) => api.post<unknown>(url(SystemApi.menuAdd), body),
  menuUpdate: (body: MenuUpdateBody) => api.post<unknown>(url(SystemApi.menuUpdate), body),
  menuDelete: (id: string) => api.post<unknown>(url(SystemApi.menuDelete), { id }, quiet),

  dictTypePage: (q: { pageNum: number; pageSize: number; keyword?: string }) =>
    api.post<PageResult<DictTypeItem>>(url(SystemApi.dictTypePage), q),
  dictTypeAdd: (body: DictTypeAddBody) => api.post<unknown>(url(SystemApi.dictTypeAdd), body),
  dictTypeUpdate: (body: DictTypeAddBody) => api.post<unknown>(url(SystemApi.dictTypeUpdate), body),
  dictTypeDelete: (typeName: string) => api.post<unknown>(url(SystemApi.dictTypeDelete), { typeName }, quiet),
  dictItemPage: (q: DictItemPageQuery) => api.post<PageResult<DictItem>>(url(SystemApi.dictItemPage), q),
  dictItemAdd: (body: DictItemAddBody) => api.post<unknown>(url(SystemApi.dictItemAdd), body),
  dictItemUpdate: (body: DictItemUpdateBody) => api.post<unknown>(url(SystemApi.dictItemUpdate), body),
  dictItemDelete: (ids: string[]) => api.post<unknown>(url(SystemApi.dictItemDelete), { ids }, quiet),
  dictItemEnable: (id: string, enabled: boolean) => api.post<unknown>(url(SystemApi.dictItemEnable), { id, enabled }),

  securityGet: () => api.get<SecuritySettings>(url(SystemApi.securityGet)),
  securityUpdate: (body: SecuritySettings) => api.post<unknown>(url(SystemApi.securityUpdate), body),

  auditPage: (q: AuditPageQuery) => api.post<PageResult<AuditRow>>(url(SystemApi.auditPage), q),
  auditExport: (filters: Omit<AuditPageQuery, 'pageNum' | 'pageSize'>) =>
    api.download(url(SystemApi.auditExport), { method: 'POST', body: filters, filename: '审计日志.xlsx' }),
  auditVerify: () => api.post<AuditVerifyResult>(url(SystemApi.auditVerify)),
  loginLogPage: (q: LoginLogPageQuery) => api.post<PageResult<AuditRow>>(url(SystemApi.loginLogPage), q),

  onlinePage: (q: OnlineQuery) => api.post<PageResult<OnlineSession>>(url(SystemApi.onlinePage), q),
  forceLogout: (sessionId: string) =>
    api.post<unknown>(`${url(SystemApi.onlineForceLogout)}/${encodeURIComponent(sessionId)}`, undefined, quiet),

  smsOutboxPage: (q: SmsOutboxPageBody) => api.post<PageResult<SmsOutboxItem>>(url(SystemApi.smsOutboxPage), q),
};

// ---------- lookups shared by the pages ----------

export function useOrgTree(enabled = true) {
  return useQuery({ queryKey: [...systemKeys.orgs, 'tree'], queryFn: () => systemApi.orgTree(), enabled });
}

export function useRoleOptions(enabled = true) {
  return useQuery({ queryKey: systemKeys.roleOptions, queryFn: systemApi.roleList, enabled });
}

export function useMenuTree() {
  return useQuery({ queryKey: [...systemKeys.menus, 'tree'], queryFn: systemApi.menuTree });
}

export function useSecuritySettings() {
  return useQuery({ queryKey: systemKeys.security, queryFn: systemApi.securityGet });
}

export function useRoleDetail(id: string | undefined) {
  return useQuery({
    queryKey: [...systemKeys.roles, 'detail', id],
    queryFn: () => systemApi.roleDetail(id as string),
    enabled: !!id,
    gcTime: 0,
  });
}

export function useUserDetail(id: string | undefined) {
  return useQuery({
    queryKey: [...systemKeys.users, 'detail', id],
    queryFn: () => systemApi.userDetail(id as string),
    enabled: !!id,
    gcTime: 0,
  });
}

/** A change that reloads the lists under `keys` once it succeeds. */
export function useSystemMutation<A, R>(fn: (arg: A) => Promise<R>, keys: readonly QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

// ---------- 系统消息 (message module, admin view by sending) ----------

export interface MsgBatchQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  bizType?: string;
  msgType?: number;
  from?: string;
  to?: string;
}
export const msgAdminKeys = {
  batches: ['system', 'msg'],
  records: ['system', 'msg', 'records'],
} as const satisfies Record<string, QueryKey>;

export const msgAdminApi = {
  batchPage: (q: MsgBatchQuery) => api.post<PageResult<ImBatch>>(MessageApi.batchPage, q),
  batchDelete: (ids: string[]) => api.post<{ deleted: number }>(MessageApi.batchDelete, { ids }, quiet),
  recordList: (id: string) => api.post<ImRecord[]>(MessageApi.recordList, { id }),
};

export function useMsgRecords(id: string | undefined) {
  return useQuery({
    queryKey: [...msgAdminKeys.records, id],
    queryFn: () => msgAdminApi.recordList(id as string),
    enabled: !!id,
    gcTime: 0,
  });
}
