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
import type {
  EvaluateInput,
  FeedbackAddInput,
  Instruction,
  InstructionAddInput,
  InstructionQuery,
  InstructionUpdateInput,
  MarkInput,
  OfficeUpdateInput,
  OpenInput,
  RecordInput,
  RecordUpdateInput,
} from '../contractTypes';

/** Paths the after-handling pages use besides their calls (the export of the office list). */
export const afterApiPath = { allExport: '/proposal/all/export' } as const;

export const afterKeys = {
  instructions: ['proposal', 'instructions'] as const,
  flow: ['proposal', 'flow'] as const,
  flowOptions: ['proposal', 'flowOptions'] as const,
  keywords: ['proposal', 'keywords'] as const,
};

const silent = { silent: true } as const;

/** The office's calls after handling (marks, records, instructions, feedback) and the flow / keyword setup. */
export const afterApi = {
  mark: (ids: string[], kind: MarkInput['kind'], value: boolean) => api.post<null>('/proposal/mark', { ids, kind, value }),
  open: (ids: string[], openStatus: OpenInput['openStatus']) => api.post<null>('/proposal/open', { ids, openStatus }),
  officeUpdate: (b: OfficeUpdateInput) => api.post<null>('/proposal/all/update', b),
  recordAdd: (b: RecordInput) => api.post<{ id: string }>('/proposal/record/add', b),
  recordUpdate: (b: RecordUpdateInput) => api.post<null>('/proposal/record/update', b),
  evaluate: (b: EvaluateInput) => api.post<null>('/proposal/evaluate', b),

  /** proposals to pick for an instruction: the office list, by title, proposer or number */
  pickProposals: (keyword: string) =>
    api.post<PageResult<ProposalListItem>>('/proposal/all/page', { pageNum: 1, pageSize: 20, keyword: keyword || undefined }, silent),
  instructions: (q: InstructionQuery) => api.post<PageResult<Instruction>>('/proposal/instruction/page', q),
  instructionAdd: (b: InstructionAddInput) => api.post<{ id: string }>('/proposal/instruction/add', b),
  instructionUpdate: (b: InstructionUpdateInput) => api.post<null>('/proposal/instruction/update', b),
  instructionDelete: (ids: string[]) => api.post<null>('/proposal/instruction/delete', { ids }, silent),
  feedbackAdd: (b: FeedbackAddInput) => api.post<{ id: string }>('/proposal/feedback/add', b),

  flow: () => api.get<ProposalFlowInfo>('/proposalFlow/get'),
  flowOptions: () => api.get<ProposalFlowOptions>('/proposalFlow/options'),
  flowSave: (b: ProposalFlowSaveBody) => api.post<null>('/proposalFlow/save', b),

  keywords: (q: KeywordPageQuery) => api.post<PageResult<KeywordItem>>('/proposal/keywords/page', q),
  keywordAdd: (b: KeywordAddBody) => api.post<{ id: string }>('/proposal/keywords/add', b),
  keywordUpdate: (b: KeywordUpdateBody) => api.post<null>('/proposal/keywords/update', b),
  keywordDelete: (ids: string[]) => api.post<null>('/proposal/keywords/delete', { ids }, silent),
};
