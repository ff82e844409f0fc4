import type { LibraryImportResult, LibraryItem, LibraryKindValue, PageResult } from '@cppcc/contracts';
import { api } from '@/app/api/client';
import type { TableQuery } from '@/components/DataTable';

export interface LibraryFilters {
  kind?: LibraryKindValue;
  keyword?: string;
  year?: number;
}

export const intellectKeys = { library: ['intellect', 'library'] as const };

export const intellectApi = {
  libraryPage: (q: TableQuery & LibraryFilters) => api.post<PageResult<LibraryItem>>('/data/intellect/library/page', q),
  libraryDelete: (ids: string[]) => api.post<null>('/data/intellect/library/delete', { ids }, { silent: true }),
  libraryImport: (form: FormData, onProgress?: (p: number) => void) =>
    api.upload<LibraryImportResult>('/data/intellect/library/import', form, onProgress),
};
