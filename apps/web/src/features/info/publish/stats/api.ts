import type { PublicationStatView, PublicationTypeOption, StatResult } from '@cppcc/contracts';
import { PublicationStatPath, PublicationTypeApi } from '@cppcc/contracts';
import { api } from '@/app/api/client';

/** The filters of every view: a year and optionally a publication type; 按类别 adds `by`. */
export type PublicationStatFilters = { year?: number; typeId?: string; by?: 'publicationType' | 'infoType' };

export const publicationStatKeys = {
  stat: (view: PublicationStatView, f: PublicationStatFilters) => ['publication', 'statistics', view, f] as const,
  types: ['publication', 'statistics', 'typeOptions'] as const,
};

export const publicationStatApi = {
  stat: (view: PublicationStatView, f: PublicationStatFilters) => api.post<StatResult>(`/${PublicationStatPath[view]}`, f),
  exportUrl: (view: PublicationStatView) => `/${PublicationStatPath[view]}/export`,
  types: () => api.get<PublicationTypeOption[]>(PublicationTypeApi.options),
};
