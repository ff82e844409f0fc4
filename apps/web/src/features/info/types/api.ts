import {
  InfoTypeApi,
  type PublicationTypeAddBody,
  PublicationTypeApi,
  type PublicationTypeItem,
  type PublicationTypeListQuery,
  type PublicationTypeUpdateBody,
  type TreeTypeAddBody,
  type TreeTypeNode,
} from '@cppcc/contracts';
import { api } from '@/app/api/client';
import { quiet } from '@/features/reference/api';
import type { TreeTypeApi } from '@/features/reference/TreeTypePage';

export const infoTypeKeys = {
  types: ['info', 'type'],
  /** the shared pickers' cache (components/CategoryTreeSelect) */
  typeOptions: ['categoryOptions', 'info'],
  publicationTypes: ['info', 'publicationType'],
} as const;

export const infoTypeApi: TreeTypeApi = {
  tree: (name?: string) => api.get<TreeTypeNode[]>(InfoTypeApi.list, name ? { name } : undefined),
  add: (b: TreeTypeAddBody) => api.post(InfoTypeApi.add, b),
  update: (b: TreeTypeAddBody & { id: string }) => api.post(InfoTypeApi.update, b),
  remove: (id: string) => api.post(InfoTypeApi.remove, { id }, quiet),
  enable: (id: string, enabled: boolean) => api.post(InfoTypeApi.enable, { id, enabled }),
};

export const publicationTypeApi = {
  list: (q: PublicationTypeListQuery) => api.get<PublicationTypeItem[]>(PublicationTypeApi.list, q),
  add: (b: PublicationTypeAddBody) => api.post<{ id: string }>(PublicationTypeApi.add, b),
  update: (b: PublicationTypeUpdateBody) => api.post<null>(PublicationTypeApi.update, b),
  remove: (ids: string[]) => api.post<null>(PublicationTypeApi.remove, { ids }, quiet),
  stateChange: (id: string, state: number) => api.post<null>(PublicationTypeApi.stateChange, { id, state }),
};
