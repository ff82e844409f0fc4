import type { ImportResult, PageResult, QuotationAddBody, QuotationItem, ReferenceDocItem, ReferenceKind } from '@cppcc/contracts';
import { api } from '@/app/api/client';
import type { TableQuery } from '@/components/DataTable';

/** The two libraries behind proofreading and the Quote panel (docs/intellect.md). */
export interface QuotationFilters {
  keyword?: string;
}
export interface ReferenceDocFilters {
  kind?: ReferenceKind;
  keyword?: string;
}

export const checkLibraryKeys = { quotation: ['intellect', 'quotation'] as const, reference: ['intellect', 'reference'] as const };

export const checkLibraryApi = {
  quotationPage: (q: TableQuery & QuotationFilters) => api.post<PageResult<QuotationItem>>('/data/intellect/quotation/page', q),
  quotationAdd: (body: QuotationAddBody) => api.post<{ id: string }>('/data/intellect/quotation/add', body),
  quotationUpdate: (body: QuotationAddBody & { id: string }) => api.post<null>('/data/intellect/quotation/update', body),
  quotationDelete: (ids: string[]) => api.post<null>('/data/intellect/quotation/delete', { ids }, { silent: true }),
  quotationImport: (form: FormData, onProgress?: (p: number) => void) =>
    api.upload<ImportResult>('/data/intellect/quotation/import', form, onProgress),
  referencePage: (q: TableQuery & ReferenceDocFilters) => api.post<PageResult<ReferenceDocItem>>('/data/intellect/reference/doc/page', q),
  referenceDelete: (ids: string[]) => api.post<null>('/data/intellect/reference/doc/delete', { ids }, { silent: true }),
  referenceImport: (form: FormData, onProgress?: (p: number) => void) =>
    api.upload<ImportResult>('/data/intellect/reference/doc/import', form, onProgress),
};
