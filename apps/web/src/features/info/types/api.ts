import type {
  PublicationTypeAddBody,
  PublicationTypeItem,
  PublicationTypeListQuery,
  PublicationTypeUpdateBody,
  TreeTypeAddBody,
  TreeTypeNode,
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
  tree: (name?: string) => api.get<TreeTypeNode[]>('/infoType/list', name ? { name } : undefined),
  add: (b: TreeTypeAddBody) => api.post('/infoType/add', b),
  update: (b: TreeTypeAddBody & { id: string }) => api.post('/infoType/update', b),
  remove: (id: string) => api.post('/infoType/delete', { id }, quiet),
  enable: (id: string, enabled: boolean) => api.post('/infoType/enable', { id, enabled }),
};

export const publicationTypeApi = {
  list: (q: PublicationTypeListQuery) => api.get<PublicationTypeItem[]>('/publicationType/list', q),
  add: (b: PublicationTypeAddBody) => api.post<{ id: string }>('/publicationType/add', b),
  update: (b: PublicationTypeUpdateBody) => api.post<null>('/publicationType/update', b),
  remove: (ids: string[]) => api.post<null>('/publicationType/delete', { ids }, quiet),
  stateChange: (id: string, state: number) => api.post<null>('/publicationType/stateChange', { id, state }),
};
