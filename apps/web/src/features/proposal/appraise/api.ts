import type {
  AppraiseAddBody,
  AppraiseDetail,
  AppraiseItem,
  AppraiseKind,
  AppraisePageQuery,
  AppraiseRecordItem,
  AppraiseRecordPageQuery,
  AppraiseStatistics,
  AppraiseSubmitBody,
  AppraiseUpdateBody,
  MyAppraiseItem,
  MyTargets,
  PageResult,
  UnevaluatedItem,
  UnevaluatedPageQuery,
} from '@cppcc/contracts';
import { appraiseSegment } from '@cppcc/contracts';
import { api } from '@/app/api/client';

export interface Option {
  id: string;
  name: string;
  extra: string | null;
}

/** The calls of one kind: appraise (proposals) or appraiseUnit (handling units). */
export function appraiseApi(kind: AppraiseKind) {
  const base = `/proposal/${appraiseSegment[kind]}`;
  return {
    page: (q: AppraisePageQuery) => api.post<PageResult<AppraiseItem>>(`${base}/mgt/page`, q),
    unevaluatedPage: (q: AppraisePageQuery) => api.post<PageResult<AppraiseItem>>(`${base}/mgt/unevaluated/page`, q),
    detail: (id: string) => api.get<AppraiseDetail>(`${base}/mgt/detail/${id}`),
    add: (b: AppraiseAddBody) => api.post<{ id: string }>(`${base}/mgt/add`, b),
    update: (b: AppraiseUpdateBody) => api.post<null>(`${base}/mgt/update`, b),
    remove: (ids: string[]) => api.post<null>(`${base}/mgt/delete`, { ids }, { silent: true }),
    publish: (id: string) => api.post<null>(`${base}/mgt/publish`, { id }),
    end: (id: string) => api.post<null>(`${base}/mgt/end`, { id }),
    statistics: (id: string) => api.get<AppraiseStatistics>(`${base}/mgt/statistics/${id}`),
    records: (q: AppraiseRecordPageQuery) => api.post<PageResult<AppraiseRecordItem>>(`${base}/mgt/record/page`, q),
    unevaluated: (q: UnevaluatedPageQuery) => api.post<PageResult<UnevaluatedItem>>(`${base}/mgt/unevaluatedList`, q),
    remind: (appraiseId: string, userIds: string[] = []) => api.post<{ count: number }>(`${base}/mgt/remind`, { appraiseId, userIds }),
    targetOptions: (keyword?: string) => api.get<Option[]>(`${base}/mgt/targetOptions`, keyword ? { keyword } : undefined),
    memberOptions: (keyword?: string) => api.get<Option[]>(`${base}/mgt/memberOptions`, keyword ? { keyword } : undefined),
    mine: (q: AppraisePageQuery & { appraised?: boolean }) => api.post<PageResult<MyAppraiseItem>>(`${base}/member/page`, q),
    myTargets: (id: string) => api.get<MyTargets>(`${base}/member/target/${id}`),
    submit: (b: AppraiseSubmitBody) => api.post<{ id: string }>(`${base}/member/submit`, b),
  };
}

export const appraiseKeys = {
  all: (kind: AppraiseKind) => ['proposal', 'appraise', kind] as const,
  list: (kind: AppraiseKind) => ['proposal', 'appraise', kind, 'list'] as const,
  detail: (kind: AppraiseKind, id: string) => ['proposal', 'appraise', kind, 'detail', id] as const,
  statistics: (kind: AppraiseKind, id: string) => ['proposal', 'appraise', kind, 'statistics', id] as const,
  records: (kind: AppraiseKind) => ['proposal', 'appraise', kind, 'records'] as const,
  unevaluated: (kind: AppraiseKind) => ['proposal', 'appraise', kind, 'unevaluated'] as const,
  mine: (kind: AppraiseKind) => ['proposal', 'appraise', kind, 'mine'] as const,
  targets: (kind: AppraiseKind, id: string) => ['proposal', 'appraise', kind, 'targets', id] as const,
};

/** `/proposal/appraise/...` or `/proposal/appraiseUnit/...` */
export const pathOf = (kind: AppraiseKind, page: string) => `/proposal/${appraiseSegment[kind]}/${page}`;
