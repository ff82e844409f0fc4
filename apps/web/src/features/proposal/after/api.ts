import {
  type KeywordAddBody,
  type KeywordItem,
  type KeywordPageQuery,
  type KeywordUpdateBody,
  type PageResult,
  ProposalAfterApi,
  ProposalApi,
  ProposalFlowApi,
  type ProposalFlowInfo,
  type ProposalFlowOptions,
  type ProposalFlowSaveBody,
  ProposalListApi,
  type ProposalListItem,
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

export const afterKeys = {
  instructions: ['proposal', 'instructions'] as const,
  flow: ['proposal', 'flow'] as const,
  flowOptions: ['proposal', 'flowOptions'] as const,
  keywords: ['proposal', 'keywords'] as const,
};

const silent = { silent: true } as const;

/** The office's calls after handling (marks, records, instructions, feedback) and the flow / keyword setup. */
export const afterApi = {
  mark: (ids: string[], kind: MarkInput['kind'], value: boolean) => api.post<null>(ProposalAfterApi.mark, { ids, kind, value }),
  open: (ids: string[], openStatus: OpenInput['openStatus']) => api.post<null>(ProposalAfterApi.open, { ids, openStatus }),
  officeUpdate: (b: OfficeUpdateInput) => api.post<null>(ProposalAfterApi.allUpdate, b),
  recordAdd: (b: RecordInput) => api.post<{ id: string }>(ProposalAfterApi.recordAdd, b),
  recordUpdate: (b: RecordUpdateInput) => api.post<null>(ProposalAfterApi.recordUpdate, b),
  evaluate: (b: EvaluateInput) => api.post<null>(ProposalApi.evaluate, b),

  /** proposals to pick for an instruction: the office list, by title, proposer or number */
  pickProposals: (keyword: string) =>
    api.post<PageResult<ProposalListItem>>(ProposalListApi.all, { pageNum: 1, pageSize: 20, keyword: keyword || undefined }, silent),
  instructions: (q: InstructionQuery) => api.post<PageResult<Instruction>>(ProposalAfterApi.instructionPage, q),
  instructionAdd: (b: InstructionAddInput) => api.post<{ id: string }>(ProposalAfterApi.instructionAdd, b),
  instructionUpdate: (b: InstructionUpdateInput) => api.post<null>(ProposalAfterApi.instructionUpdate, b),
  instructionDelete: (ids: string[]) => api.post<null>(ProposalAfterApi.instructionDelete, { ids }, silent),
  feedbackAdd: (b: FeedbackAddInput) => api.post<{ id: string }>(ProposalAfterApi.feedbackAdd, b),

  flow: () => api.get<ProposalFlowInfo>(ProposalFlowApi.flow),
  flowOptions: () => api.get<ProposalFlowOptions>(ProposalFlowApi.flowOptions),
  flowSave: (b: ProposalFlowSaveBody) => api.post<null>(ProposalFlowApi.flowSave, b),

  keywords: (q: KeywordPageQuery) => api.post<PageResult<KeywordItem>>(ProposalFlowApi.keywordPage, q),
  keywordAdd: (b: KeywordAddBody) => api.post<{ id: string }>(ProposalFlowApi.keywordAdd, b),
  keywordUpdate: (b: KeywordUpdateBody) => api.post<null>(ProposalFlowApi.keywordUpdate, b),
  keywordDelete: (ids: string[]) => api.post<null>(ProposalFlowApi.keywordDelete, { ids }, silent),
};
