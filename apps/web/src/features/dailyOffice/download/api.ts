import {
  DownloadApi,
  type DownloadDetail,
  type DownloadFilter,
  type DownloadListItem,
  type DownloadPageQuery,
  type DownloadSaveBody,
  type DownloadTypeOption,
  type PageResult,
} from '@cppcc/contracts';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/app/api/client';

const url = (path: string) => `/${path}`;
/** deletes are confirmed by ConfirmDelete / DataTable, which show the server message themselves */
const quiet = { silent: true } as const;

export const downloadKeys = {
  list: ['dailyOffice', 'download'],
  types: ['dailyOffice', 'downloadTypeOptions'],
  detail: (id: string) => ['dailyOffice', 'download', 'detail', id],
} as const satisfies Record<string, QueryKey | ((id: string) => QueryKey)>;

export const downloadApi = {
  page: (q: DownloadPageQuery) => api.post<PageResult<DownloadListItem>>(url(DownloadApi.page), q),
  detail: (id: string) => api.get<DownloadDetail>(url(`${DownloadApi.detail}/${id}`)),
  add: (b: DownloadSaveBody) => api.post<{ id: string }>(url(DownloadApi.add), b),
  update: (b: DownloadSaveBody & { id: string }) => api.post<null>(url(DownloadApi.update), b),
  remove: (ids: string[]) => api.post<null>(url(DownloadApi.delete), { ids }, quiet),
  publish: (b: { id: string; published: boolean }) => api.post<null>(url(DownloadApi.publish), b),
  count: (id: string) => api.post<{ downloadCount: number }>(url(DownloadApi.count), { id }, quiet),
  doc: (id: string) => api.download(url(`${DownloadApi.doc}/${id}`), { method: 'GET' }),
  types: () => api.get<DownloadTypeOption[]>(url(DownloadApi.typeList)),
};

export type DownloadFilters = Omit<DownloadFilter, never>;

export function useDownloadTypes() {
  return useQuery({ queryKey: downloadKeys.types, queryFn: downloadApi.types, staleTime: 5 * 60_000 });
}

export function useDownloadDetail(id: string | undefined) {
  return useQuery({ queryKey: downloadKeys.detail(id ?? ''), queryFn: () => downloadApi.detail(id as string), enabled: !!id });
}

/** a write that reloads the list (and the detail it changed) */
export function useDownloadMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: downloadKeys.list }),
  });
}
