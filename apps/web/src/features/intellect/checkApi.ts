import {
  type ImportResult,
  IntellectCheckApi,
  type PageResult,
  type QuotationAddBody,
  type QuotationItem,
  type ReferenceDocItem,
  type ReferenceKind,
} from '@cppcc/contracts';
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
  quotationPage: (q: TableQuery & QuotationFilters) => api.post<PageResult<QuotationItem>>(IntellectCheckApi.quotationPage, q),
  quotationAdd: (body: QuotationAddBody) => api.post<{ id: string }>(IntellectCheckApi.quotationAdd, body),
  quotationUpdate: (body: QuotationAddBody & { id: string }) => api.post<null>(IntellectCheckApi.quotationUpdate, body),
  quotationDelete: (ids: string[]) => api.post<null>(IntellectCheckApi.quotationDelete, { ids }, { silent: true }),
  quotationImport: (form: FormData, onProgress?: (p: number) => void) =>
    api.upload<ImportResult>(IntellectCheckApi.quotationImport, form, onProgress),
  referencePage: (q: TableQuery & ReferenceDocFilters) => api.post<PageResult<ReferenceDocItem>>(IntellectCheckApi.referenceDocPage, q),
  referenceDelete: (ids: string[]) => api.post<null>(IntellectCheckApi.referenceDocDelete, { ids }, { silent: true }),
  referenceImport: (form: FormData, onProgress?: (p: number) => void) =>
    api.upload<ImportResult>(IntellectCheckApi.referenceDocImport, form, onProgress),
};
