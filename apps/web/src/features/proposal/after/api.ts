import type {
  KeywordAddBody,
  KeywordItem,
  KeywordPageQuery,
  KeywordUpdateBody,
  PageResult,
  ProposalFlowInfo,
  ProposalFlowOptions,
  ProposalFlowSaveBody,
  ProposalListItem,
} from '@cppcc/contracts';
import { api } from '@/app/api/client';

export interface Instruction {
  id: string;
  proposalId: string;
  number: number | null;
  title: string;
  leaderName: string;
  content: string;
  instructedAt: string;
  fileIds: string[];
  feedbackCount: number;
  createdAt: string;
}

export interface InstructionInput {
  leaderName: string;
  content: string;
  instructedAt: string;
  fileIds: string[];
}

export interface RecordInput {
  sessionId: string;
  number?: number | null;
  title: string;
  content: string;
  typeId?: string | null;
  proposerName: string;
  proposerType: 1 | 3;
  state: 12 | 14 | 15 | 16;
  unitNames?: string | null;
  submittedAt?: string | null;
  fileIds: string[];
}

export const afterKeys = {
  instructions: ['proposal', 'instructions'] as const,
  flow: ['proposal', 'flow'] as const,
  flowOptions: ['proposal', 'flowOptions'] as const,
  keywords: ['proposal', 'keywords'] as const,
};

const silent = { silent: true } as const;

/** The office's calls after handling (marks, records, instructions, feedback) and the flow / keyword setup. */
export const afterApi = {
  mark: (ids: string[], kind: 0 | 1 | 2, value: boolean) => api.post<null>('/proposal/mark', { ids, kind, value }),
  open: (ids: string[], openStatus: 0 | 1 | 2 | null) => api.post<null>('/proposal/open', { ids, openStatus }),
  officeUpdate: (b: { id: string; title: string; content: string; typeId?: string | null; fileIds: string[] }) =>
    api.post<null>('/proposal/all/update', b),
  recordAdd: (b: RecordInput) => api.post<{ id: string }>('/proposal/record/add', b),
  recordUpdate: (b: RecordInput & { id: string }) => api.post<null>('/proposal/record/update', b),
  evaluate: (b: { id: string; unitId: string; satisfaction: 0 | 1 | 2; comment?: string | null }) =>
    api.post<null>('/proposal/evaluate', b),

  /** proposals to pick for an instruction: the office list, by title, proposer or number */
  pickProposals: (keyword: string) =>
    api.post<PageResult<ProposalListItem>>('/proposal/all/page', { pageNum: 1, pageSize: 20, keyword: keyword || undefined }, silent),
  instructions: (q: { pageNum: number; pageSize: number; keyword?: string }) =>
    api.post<PageResult<Instruction>>('/proposal/instruction/page', q),
  instructionAdd: (b: InstructionInput & { proposalId: string; sms: boolean }) => api.post<{ id: string }>('/proposal/instruction/add', b),
  instructionUpdate: (b: InstructionInput & { id: string }) => api.post<null>('/proposal/instruction/update', b),
  instructionDelete: (ids: string[]) => api.post<null>('/proposal/instruction/delete', { ids }, silent),
  feedbackAdd: (b: { proposalId: string; instructionId?: string | null; content: string; fileIds: string[] }) =>
    api.post<{ id: string }>('/proposal/feedback/add', b),

  flow: () => api.get<ProposalFlowInfo>('/proposalFlow/get'),
  flowOptions: () => api.get<ProposalFlowOptions>('/proposalFlow/options'),
  flowSave: (b: ProposalFlowSaveBody) => api.post<null>('/proposalFlow/save', b),

  keywords: (q: KeywordPageQuery) => api.post<PageResult<KeywordItem>>('/proposal/keywords/page', q),
  keywordAdd: (b: KeywordAddBody) => api.post<{ id: string }>('/proposal/keywords/add', b),
  keywordUpdate: (b: KeywordUpdateBody) => api.post<null>('/proposal/keywords/update', b),
  keywordDelete: (ids: string[]) => api.post<null>('/proposal/keywords/delete', { ids }, silent),

  /** binds uploaded files to the record they were saved with, so other readers may open them */
  bindFiles: (id: string, fileIds: string[]) =>
    fileIds.length ? api.post<unknown>('/sys/oss/binding', { fileIds, id }, silent).catch(() => null) : Promise.resolve(null),
};
