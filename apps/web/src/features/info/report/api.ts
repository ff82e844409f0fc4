import type {
  InfoCheckAllResult,
  InfoCheckBody,
  InfoCheckPageQuery,
  InfoEditCheckBody,
  InfoFlowAddBody,
  InfoFlowExistCheck,
  InfoFlowExistData,
  InfoFlowView,
  InfoFullDetail,
  InfoJointCheckRow,
  InfoJointConfirmBody,
  InfoJointDetail,
  InfoJointRow,
  InfoPageQuery,
  InfoReportBody,
  InfoReportUpdateBody,
  InfoRow,
  InfoSetting,
  InfoSettingBody,
  PageResult,
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
  myPage: (q: InfoPageQuery) => api.post<Page>('/web/info/page', q),
  openPage: (q: InfoPageQuery) => api.post<Page>('/web/info/open/page', q),
  add: (b: InfoReportBody) => api.post<{ id: string }>('/web/info/add', b),
  update: (b: InfoReportUpdateBody) => api.post<null>('/web/info/update', b),
  remove: (ids: string[]) => api.post<null>('/web/info/delete', { ids }, { silent: true }),
  resubmit: (id: string) => api.post<null>(`/info/resubmit/${id}`),
  detail: (id: string) => api.post<InfoFullDetail>(`/info/detail/${id}`),

  jointPage: (q: InfoPageQuery & { joint?: number }) => api.post<PageResult<InfoJointRow>>('/web/info/joint/page', q),
  jointConfirm: (b: InfoJointConfirmBody) => api.post<null>('/web/info/joint/confirm', b),
  jointDetail: (id: string) => api.get<InfoJointDetail>(`/infoJoint/detail/${id}`),
  jointCheckPage: (q: InfoPageQuery) => api.post<PageResult<InfoJointCheckRow>>('/infoJoint/check/page', q),

  checkPage: (q: InfoCheckPageQuery) => api.post<Page>('/info/check/page', q),
  finishedPage: (q: InfoPageQuery) => api.post<Page>('/info/check/finish/page', q),
  check: (b: InfoCheckBody) => api.post<null>('/info/check/check', b),
  editCheck: (b: InfoEditCheckBody) => api.post<null>('/info/check/edit/check', b),
  checkAll: (ids: string[], opinion?: string) => api.post<InfoCheckAllResult>('/info/check/checkAll', { ids, opinion }),

  flows: (typeId?: string) => api.get<InfoFlowView[]>('/infoFlow/view', typeId ? { typeId } : undefined),
  saveFlow: (b: InfoFlowAddBody) => api.post<{ id: string }>('/infoFlow/add', b),
  flowBusy: (typeId: string, flowType = 1) => api.post<InfoFlowExistData>('/infoFlow/exist/infoData', { typeId, flowType }),
  hasFlow: (typeId: string) => api.get<InfoFlowExistCheck>(`/infoFlow/exist/check/${typeId}`),

  setting: () => api.get<InfoSetting>('/info/setting'),
  saveSetting: (b: InfoSettingBody) => api.post<InfoSetting>('/info/setting/update', b),
};
