import type {
  PageResult,
  PublicationAdoptBody,
  PublicationDetail,
  PublicationEditingBody,
  PublicationEditingDetail,
  PublicationEditingResult,
  PublicationNextNum,
  PublicationPageQuery,
  PublicationPoolQuery,
  PublicationPoolRow,
  PublicationRow,
  PublicationSubmitBody,
  PublicationTypeOption,
  PublicationUpdateBody,
} from '@cppcc/contracts';
import { api } from '@/app/api/client';
import type { TableQuery } from '@/components/DataTable';

/** Every list and detail of the publications is under ['info', 'publication', …]: one invalidation refreshes them after a step. */
export const publicationKeys = {
  all: ['info', 'publication'] as const,
  list: (name: string) => ['info', 'publication', 'list', name] as const,
  pool: ['info', 'publication', 'pool'] as const,
  editing: (id: string) => ['info', 'publication', 'editing', id] as const,
  detail: (id: string) => ['info', 'publication', 'detail', id] as const,
  types: ['publicationTypeOptions'] as const,
  nextNum: (typeId: string, year: number) => ['info', 'publication', 'nextNum', typeId, year] as const,
};

type Q = TableQuery & PublicationPageQuery;

/** The calls of the editing, sign-off and distribution pages (server: modules/info/publish/edit). */
export const publicationApi = {
  types: () => api.get<PublicationTypeOption[]>('/publicationType/options'),
  pool: (q: TableQuery & PublicationPoolQuery) => api.post<PageResult<PublicationPoolRow>>('/publication/editing/detail', q),
  collect: (b: PublicationEditingBody) => api.post<PublicationEditingResult>('/publication/editing', b),
  removeItem: (itemId: string) => api.post<null>(`/publication/noEditing/${itemId}`),
  nextNum: (typeId: string, year: number) => api.post<PublicationNextNum>(`/publication/getNum/${typeId}/${year}`),
  all: (q: Q) => api.post<PageResult<PublicationRow>>('/publication/all/page', q),
  signerPage: (q: Q) => api.post<PageResult<PublicationRow>>('/publication/adopt/page', q),
  editingDetail: (id: string) => api.get<PublicationEditingDetail>(`/publication/getEditingDetail/${id}`),
  detail: (id: string) => api.get<PublicationDetail>(`/publication/detail/${id}`),
  signerDetail: (id: string) => api.get<PublicationDetail>(`/publication/adopt/detail/${id}`),
  update: (b: PublicationUpdateBody) => api.post<null>('/publication/update', b),
  submit: (b: PublicationSubmitBody) => api.post<null>('/publication/submit', b),
  recall: (id: string) => api.post<null>('/publication/recall', { id }),
  adopt: (b: PublicationAdoptBody) => api.post<null>('/publication/adopt', b),
  distribute: (id: string) => api.post<null>('/publication/distribute', { id }),
  setExcellent: (id: string, excellent: boolean) => api.post<null>('/publication/setExcellent', { id, excellent }),
  remove: (ids: string[]) => api.post<null>('/publication/delete', { ids }),
};
