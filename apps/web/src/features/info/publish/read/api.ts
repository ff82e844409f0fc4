import type {
  PageResult,
  PublicationFeedbackBody,
  PublicationFeedbackPageQuery,
  PublicationFeedbackRow,
  PublicationInstructionBody,
  PublicationInstructionCheck,
  PublicationInstructionPageQuery,
  PublicationInstructionRow,
  PublicationOpenQuery,
  PublicationOpenRow,
  PublicationReaders,
  PublicationReading,
  PublicationRow,
} from '@cppcc/contracts';
import { api } from '@/app/api/client';

/** The calls of the readers' side: received issues, reading, instructions and feedback (docs/publications-reading.md). */
export const readKeys = {
  open: ['publication', 'open'] as const,
  reading: (id: string) => ['publication', 'read', id] as const,
  readers: (id: string) => ['publication', 'readers', id] as const,
  preview: (id: string) => ['publication', 'preview', id] as const,
  instructions: ['publication', 'instructions'] as const,
  check: (id: string) => ['publication', 'instruction', 'check', id] as const,
  distributed: ['publication', 'distributed'] as const,
  feedback: (mine: boolean) => ['publication', 'feedback', mine] as const,
};

const quiet = { silent: true } as const;

export const readApi = {
  open: (q: PublicationOpenQuery) => api.post<PageResult<PublicationOpenRow>>('/publication/open/page', q),
  read: (id: string) => api.get<PublicationReading>(`/publication/read/${id}`, undefined, quiet),
  readers: (id: string) => api.get<PublicationReaders>(`/publication/readers/${id}`),
  /** the composer's layout of the issue, when that part answers it */
  preview: (id: string) => api.get<{ html: string }>(`/publication/preview/${id}`, undefined, quiet),
  instructionPage: (q: PublicationInstructionPageQuery) =>
    api.post<PageResult<PublicationInstructionRow>>('/publicationInstruction/page', q),
  addInstruction: (b: PublicationInstructionBody) => api.post<{ id: string }>('/publicationInstruction/add', b),
  updateInstruction: (b: PublicationInstructionBody & { id: string }) => api.post('/publicationInstruction/update', b),
  deleteInstruction: (id: string) => api.post('/publicationInstruction/delete', { id }, quiet),
  check: (id: string) => api.get<PublicationInstructionCheck>(`/publicationInstruction/check/${id}`),
  webDetail: (id: string) => api.post<PublicationInstructionRow>('/publicationInstruction/web/detail', { id }),
  /** the distributed issues an instruction may be recorded on */
  distributed: () => api.post<PageResult<PublicationRow>>('/publication/all/page', { state: 3, pageNum: 1, pageSize: 40 }),
  feedbackPage: (mine: boolean, q: PublicationFeedbackPageQuery) =>
    api.post<PageResult<PublicationFeedbackRow>>(mine ? '/publicationFeedback/mine/page' : '/publicationFeedback/page', q),
  addFeedback: (b: PublicationFeedbackBody) => api.post<{ id: string }>('/publicationFeedback/add', b),
  deleteFeedback: (id: string) => api.post('/publicationFeedback/delete', { id }, quiet),
  checkFeedback: (id: string) => api.get<PublicationFeedbackRow>(`/publicationFeedback/check/${id}`),
};
