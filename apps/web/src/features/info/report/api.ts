import {
  InfoReportApi as Api,
  type InfoCheckAllResult,
  type InfoCheckBody,
  type InfoCheckPageQuery,
  type InfoEditCheckBody,
  type InfoFlowAddBody,
  InfoFlowApi,
  type InfoFlowExistCheck,
  type InfoFlowExistData,
  type InfoFlowView,
  type InfoFullDetail,
  type InfoJointCheckRow,
  type InfoJointConfirmBody,
  type InfoJointDetail,
  type InfoJointRow,
  type InfoPageQuery,
  type InfoReportBody,
  type InfoReportUpdateBody,
  type InfoRow,
  type InfoSetting,
  InfoSettingApi,
  type InfoSettingBody,
  type PageResult,
} from '@cppcc/contracts';
import { api } from '@/app/api/client';

/** Query keys of the reporting and review pages; every step invalidates `all`. */
export const infoReportKeys = {
  all: ['info'] as const,
  mine: ['info', 'mine'] as const,
  open: ['info', 'open'] as const,
  joint: ['info', 'joint'] as const,
  queue: (flowId: string) => ['info', 'queue', flowId] as const,
  finished: ['info', 'finished'] as const,
  detail: (id: string) => ['info', 'detail', id] as const,
  flows: (typeId?: string) => ['info', 'flows', typeId ?? ''] as const,
  setting: ['info', 'setting'] as const,
};

type Page = PageResult<InfoRow>;

/** spec 002 §7 Info flow, Web info, Review; paths as the catalogue writes them. */
export const infoReportApi = {
  myPage: (q: InfoPageQuery) => api.post<Page>(Api.myPage, q),
  openPage: (q: InfoPageQuery) => api.post<Page>(Api.openPage, q),
  add: (b: InfoReportBody) => api.post<{ id: string }>(Api.add, b),
  update: (b: InfoReportUpdateBody) => api.post<null>(Api.update, b),
  remove: (ids: string[]) => api.post<null>(Api.remove, { ids }, { silent: true }),
  resubmit: (id: string) => api.post<null>(Api.resubmit(id)),
  detail: (id: string) => api.post<InfoFullDetail>(Api.detail(id)),

  jointPage: (q: InfoPageQuery & { joint?: number }) => api.post<PageResult<InfoJointRow>>(Api.jointPage, q),
  jointConfirm: (b: InfoJointConfirmBody) => api.post<null>(Api.jointConfirm, b),
  jointDetail: (id: string) => api.get<InfoJointDetail>(Api.jointDetail(id)),
  jointCheckPage: (q: InfoPageQuery) => api.post<PageResult<InfoJointCheckRow>>(Api.jointCheckPage, q),

  checkPage: (q: InfoCheckPageQuery) => api.post<Page>(Api.checkPage, q),
  finishedPage: (q: InfoPageQuery) => api.post<Page>(Api.finishedPage, q),
  check: (b: InfoCheckBody) => api.post<null>(Api.check, b),
  editCheck: (b: InfoEditCheckBody) => api.post<null>(Api.editCheck, b),
  checkAll: (ids: string[], opinion?: string) => api.post<InfoCheckAllResult>(Api.checkAll, { ids, opinion }),

  flows: (typeId?: string) => api.get<InfoFlowView[]>(InfoFlowApi.view, typeId ? { typeId } : undefined),
  saveFlow: (b: InfoFlowAddBody) => api.post<{ id: string }>(InfoFlowApi.add, b),
  flowBusy: (typeId: string, flowType = 1) => api.post<InfoFlowExistData>(InfoFlowApi.existData, { typeId, flowType }),
  hasFlow: (typeId: string) => api.get<InfoFlowExistCheck>(InfoFlowApi.existCheck(typeId)),

  setting: () => api.get<InfoSetting>(InfoSettingApi.get),
  saveSetting: (b: InfoSettingBody) => api.post<InfoSetting>(InfoSettingApi.update, b),
};
