import {
  ExportApi,
  type ExportColumnItem,
  type ExportTemplateAddBody,
  type ExportTemplateItem,
  type ExportTemplatePageQuery,
  type ExportTemplateUpdateBody,
  type ExportTypeItem,
  type MsgTemplateAddBody,
  MsgTemplateApi,
  type MsgTemplateItem,
  type MsgTemplatePageQuery,
  type MsgTemplateUpdateBody,
  type PageResult,
  type SensitiveAddBody,
  SensitiveApi,
  type SensitiveImportResult,
  type SensitivePageQuery,
  type SensitiveUpdateBody,
  type SensitiveWordItem,
  type SmsAccountAddBody,
  SmsAccountApi,
  type SmsAccountItem,
  type SmsAccountPageQuery,
  type SmsAccountTestResult,
  type SmsAccountUpdateBody,
  type SmsChannelInfo,
} from '@cppcc/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api/client';

/**
 * Calls of 消息模板, 导出模板, 消息账号 and 敏感词 (seed 001 §2.15). Deletes are
 * silent: ConfirmDelete / DataTable show the server message themselves.
 */
const url = (path: string) => `/${path}`;
const quiet = { silent: true } as const;

export const configKeys = {
  msgTemplates: ['system', 'msgTemplate'],
  exportTemplates: ['system', 'exportTemplate'],
  exportTypes: ['export', 'types'],
  smsAccounts: ['system', 'smsAccount'],
  smsChannel: ['system', 'smsChannel'],
  sensitive: ['system', 'sensitive'],
} as const satisfies Record<string, QueryKey>;

export const configApi = {
  msgTemplatePage: (q: MsgTemplatePageQuery) => api.post<PageResult<MsgTemplateItem>>(url(MsgTemplateApi.page), q),
  msgTemplateAdd: (body: MsgTemplateAddBody) => api.post<{ id: string }>(url(MsgTemplateApi.add), body),
  msgTemplateUpdate: (body: MsgTemplateUpdateBody) => api.post<null>(url(MsgTemplateApi.update), body),
  msgTemplateDelete: (ids: string[]) => api.post<null>(url(MsgTemplateApi.delete), { ids }, quiet),
  msgTemplateEnable: (a: { id: string; enabled: boolean }) => api.post<null>(url(MsgTemplateApi.enable), a),

  exportTypes: () => api.get<ExportTypeItem[]>(url(ExportApi.typeList)),
  exportTypeColumns: (code: string) => api.get<ExportColumnItem[]>(`${url(ExportApi.typeColumns)}/${encodeURIComponent(code)}`),
  exportTemplatePage: (q: ExportTemplatePageQuery) => api.post<PageResult<ExportTemplateItem>>(url(ExportApi.page), q),
  exportTemplateAdd: (body: ExportTemplateAddBody) => api.post<{ id: string }>(url(ExportApi.add), body),
  exportTemplateUpdate: (body: ExportTemplateUpdateBody) => api.post<null>(url(ExportApi.update), body),
  exportTemplateDelete: (ids: string[]) => api.post<null>(url(ExportApi.delete), { ids }, quiet),
  exportTemplateEnable: (a: { id: string; enabled: boolean }) => api.post<null>(url(ExportApi.enable), a),

  smsAccountPage: (q: SmsAccountPageQuery) => api.post<PageResult<SmsAccountItem>>(url(SmsAccountApi.page), q),
  smsChannel: () => api.get<SmsChannelInfo>(url(SmsAccountApi.channel)),
  smsAccountAdd: (body: SmsAccountAddBody) => api.post<{ id: string }>(url(SmsAccountApi.add), body),
  smsAccountUpdate: (body: SmsAccountUpdateBody) => api.post<null>(url(SmsAccountApi.update), body),
  smsAccountDelete: (ids: string[]) => api.post<null>(url(SmsAccountApi.delete), { ids }, quiet),
  smsAccountEnable: (a: { id: string; enabled: boolean }) => api.post<null>(url(SmsAccountApi.enable), a),
  smsAccountTest: (a: { id: string; mobile: string }) => api.post<SmsAccountTestResult>(url(SmsAccountApi.test), a),

  sensitivePage: (q: SensitivePageQuery) => api.post<PageResult<SensitiveWordItem>>(url(SensitiveApi.page), q),
  sensitiveAdd: (body: SensitiveAddBody) => api.post<{ id: string }>(url(SensitiveApi.add), body),
  sensitiveUpdate: (body: SensitiveUpdateBody) => api.post<null>(url(SensitiveApi.update), body),
  sensitiveDelete: (ids: string[]) => api.post<null>(url(SensitiveApi.delete), { ids }, quiet),
  sensitiveEnable: (a: { id: string; enabled: boolean }) => api.post<null>(url(SensitiveApi.enable), a),
  sensitiveImport: (file: File, opts: { type: string; overwrite: boolean }) => {
    const form = new FormData();
    form.append('file', file);
    return api.upload<SensitiveImportResult>(`${url(SensitiveApi.import)}?type=${opts.type}&overwrite=${opts.overwrite}`, form);
  },
};

export function useExportTypes() {
  return useQuery({ queryKey: configKeys.exportTypes, queryFn: configApi.exportTypes, staleTime: 300_000 });
}

export function useExportTypeColumns(code: string | undefined) {
  return useQuery({
    queryKey: [...configKeys.exportTypes, 'columns', code],
    queryFn: () => configApi.exportTypeColumns(code as string),
    enabled: !!code,
  });
}
