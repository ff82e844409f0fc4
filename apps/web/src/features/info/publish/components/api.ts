import {
  PublicationApi as Api,
  type PageResult,
  type PublicationAdoptBody,
  type PublicationDetail,
  type PublicationEditingBody,
  type PublicationEditingDetail,
  type PublicationEditingResult,
  type PublicationNextNum,
  type PublicationPageQuery,
  type PublicationPoolQuery,
  type PublicationPoolRow,
  type PublicationRow,
  type PublicationSubmitBody,
  PublicationTypeApi,
  type PublicationTypeOption,
  type PublicationUpdateBody,
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
  types: () => api.get<PublicationTypeOption[]>(PublicationTypeApi.options),
  pool: (q: TableQuery & PublicationPoolQuery) => api.post<PageResult<PublicationPoolRow>>(Api.editingDetail, q),
  collect: (b: PublicationEditingBody) => api.post<PublicationEditingResult>(Api.editing, b),
  removeItem: (itemId: string) => api.post<null>(Api.noEditing(itemId)),
  nextNum: (typeId: string, year: number) => api.post<PublicationNextNum>(Api.getNum(typeId, year)),
  all: (q: Q) => api.post<PageResult<PublicationRow>>(Api.allPage, q),
  signerPage: (q: Q) => api.post<PageResult<PublicationRow>>(Api.adoptPage, q),
  editingDetail: (id: string) => api.get<PublicationEditingDetail>(Api.getEditingDetail(id)),
  detail: (id: string) => api.get<PublicationDetail>(Api.detail(id)),
  signerDetail: (id: string) => api.get<PublicationDetail>(Api.adoptDetail(id)),
  update: (b: PublicationUpdateBody) => api.post<null>(Api.update, b),
  submit: (b: PublicationSubmitBody) => api.post<null>(Api.submit, b),
  recall: (id: string) => api.post<null>(Api.recall, { id }),
  adopt: (b: PublicationAdoptBody) => api.post<null>(Api.adopt, b),
  distribute: (id: string) => api.post<null>(Api.distribute, { id }),
  setExcellent: (id: string, excellent: boolean) => api.post<null>(Api.setExcellent, { id, excellent }),
  remove: (ids: string[]) => api.post<null>(Api.remove, { ids }),
};
