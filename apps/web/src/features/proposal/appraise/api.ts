import type {
  AppraiseAddBody,
  AppraiseDetail,
  AppraiseItem,
  AppraiseKind,
  AppraisePageName,
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
import { ProposalAppraiseApi, ProposalAppraisePage } from '@cppcc/contracts';
import { api } from '@/app/api/client';

export interface Option {
  id: string;
  name: string;
  extra: string | null;
}

/** The calls of one kind: appraise (proposals) or appraiseUnit (handling units). */
export function appraiseApi(kind: AppraiseKind) {
  const p = ProposalAppraiseApi[kind];
  return {
    page: (q: AppraisePageQuery) => api.post<PageResult<AppraiseItem>>(p.page, q),
    unevaluatedPage: (q: AppraisePageQuery) => api.post<PageResult<AppraiseItem>>(p.unevaluatedPage, q),
    detail: (id: string) => api.get<AppraiseDetail>(p.detail(id)),
    add: (b: AppraiseAddBody) => api.post<{ id: string }>(p.add, b),
    update: (b: AppraiseUpdateBody) => api.post<null>(p.update, b),
    remove: (ids: string[]) => api.post<null>(p.remove, { ids }, { silent: true }),
    publish: (id: string) => api.post<null>(p.publish, { id }),
    end: (id: string) => api.post<null>(p.end, { id }),
    statistics: (id: string) => api.get<AppraiseStatistics>(p.statistics(id)),
    records: (q: AppraiseRecordPageQuery) => api.post<PageResult<AppraiseRecordItem>>(p.recordPage, q),
    unevaluated: (q: UnevaluatedPageQuery) => api.post<PageResult<UnevaluatedItem>>(p.unevaluatedList, q),
    remind: (appraiseId: string, userIds: string[] = []) => api.post<{ count: number }>(p.remind, { appraiseId, userIds }),
    targetOptions: (keyword?: string) => api.get<Option[]>(p.targetOptions, keyword ? { keyword } : undefined),
    memberOptions: (keyword?: string) => api.get<Option[]>(p.memberOptions, keyword ? { keyword } : undefined),
    mine: (q: AppraisePageQuery & { appraised?: boolean }) => api.post<PageResult<MyAppraiseItem>>(p.memberPage, q),
    myTargets: (id: string) => api.get<MyTargets>(p.memberTarget(id)),
    submit: (b: AppraiseSubmitBody) => api.post<{ id: string }>(p.memberSubmit, b),
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

/** A page of one kind: /proposal/appraise/… or /proposal/appraiseUnit/… */
export const pathOf = (kind: AppraiseKind, page: AppraisePageName) => ProposalAppraisePage[kind][page];
