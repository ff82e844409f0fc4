import {
  PublicationReadingApi as Api,
  type PageResult,
  PublicationApi,
  PublicationComposeApi,
  type PublicationFeedbackBody,
  type PublicationFeedbackPageQuery,
  type PublicationFeedbackRow,
  type PublicationInstructionBody,
  type PublicationInstructionCheck,
  type PublicationInstructionPageQuery,
  type PublicationInstructionRow,
  type PublicationOpenQuery,
  type PublicationOpenRow,
  type PublicationReaders,
  type PublicationReading,
  type PublicationRow,
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
  open: (q: PublicationOpenQuery) => api.post<PageResult<PublicationOpenRow>>(Api.openPage, q),
  read: (id: string) => api.get<PublicationReading>(Api.read(id), undefined, quiet),
  readers: (id: string) => api.get<PublicationReaders>(Api.readers(id)),
  /** the composer's layout of the issue, when that part answers it */
  preview: (id: string) => api.get<{ html: string }>(PublicationComposeApi.preview(id), undefined, quiet),
  instructionPage: (q: PublicationInstructionPageQuery) => api.post<PageResult<PublicationInstructionRow>>(Api.instructionPage, q),
  addInstruction: (b: PublicationInstructionBody) => api.post<{ id: string }>(Api.instructionAdd, b),
  updateInstruction: (b: PublicationInstructionBody & { id: string }) => api.post(Api.instructionUpdate, b),
  deleteInstruction: (id: string) => api.post(Api.instructionDelete, { id }, quiet),
  check: (id: string) => api.get<PublicationInstructionCheck>(Api.instructionCheck(id)),
  webDetail: (id: string) => api.post<PublicationInstructionRow>(Api.instructionDetail, { id }),
  /** the distributed issues an instruction may be recorded on */
  distributed: () => api.post<PageResult<PublicationRow>>(PublicationApi.allPage, { state: 3, pageNum: 1, pageSize: 40 }),
  feedbackPage: (mine: boolean, q: PublicationFeedbackPageQuery) =>
    api.post<PageResult<PublicationFeedbackRow>>(mine ? Api.myFeedbackPage : Api.feedbackPage, q),
  addFeedback: (b: PublicationFeedbackBody) => api.post<{ id: string }>(Api.feedbackAdd, b),
  deleteFeedback: (id: string) => api.post(Api.feedbackDelete, { id }, quiet),
  checkFeedback: (id: string) => api.get<PublicationFeedbackRow>(Api.feedbackCheck(id)),
};
