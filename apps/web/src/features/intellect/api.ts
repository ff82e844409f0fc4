import { IntellectApi, type LibraryImportResult, type LibraryItem, type LibraryKindValue, type PageResult } from '@cppcc/contracts';
import { api } from '@/app/api/client';
import type { TableQuery } from '@/components/DataTable';

export interface LibraryFilters {
  kind?: LibraryKindValue;
  keyword?: string;
  year?: number;
}

export const intellectKeys = { library: ['intellect', 'library'] as const };

export const intellectApi = {
  libraryPage: (q: TableQuery & LibraryFilters) => api.post<PageResult<LibraryItem>>(IntellectApi.libraryPage, q),
  libraryDelete: (ids: string[]) => api.post<null>(IntellectApi.libraryDelete, { ids }, { silent: true }),
  libraryImport: (form: FormData, onProgress?: (p: number) => void) =>
    api.upload<LibraryImportResult>(IntellectApi.libraryImport, form, onProgress),
};
