import {
  type AssignBody,
  IntellectApi,
  IntellectCheckApi,
  OssApi,
  type OssFile,
  type PageResult,
  type ProposalAddBody,
  ProposalApi,
  type ProposalDesktopCount,
  type ProposalDetail,
  ProposalDocumentApi,
  type ProposalListItem,
  type ProposalPageQuery,
  type ProposalSessionInfo,
  type ProposalSessionOption,
  ProposalSetupApi,
  ProposalStatsApi,
  type ProposalUpdateBody,
  type RecommendResult,
  SelectorApi,
  type SelectUnit,
  type SimilarItem,
} from '@cppcc/contracts';
import { api } from '@/app/api/client';
import type {
  EvaluateInput,
  FileInput,
  JointAnswerInput,
  MergeInput,
  NotFileInput,
  OpinionInput,
  ProposalUnitRecord,
  ReceiveInput,
  RemindInput,
  RequiredOpinionInput,
  UnitRecordQuery,
} from './contractTypes';

/** GET /proposal/document/{id}/available: the documents the caller may download now (docs/proposal-statistics.md §文书). */
export interface ProposalDocuments {
  proposal: boolean;
  /** the units whose 提案交办单 the caller may have: the office every active assignment, a unit its own */
  assignNotice: { unitId: string; unitName: string }[];
  /** 立案通知书 or 不立案通知书, for those involved once the review has decided */
  caseNotice: 'filed' | 'notFiled' | null;
  /** how many files the attachments zip holds */
  attachments: number;
}

/** Every cached proposal answer starts with this key: invalidating it refreshes lists, details and counts after a step. */
export const proposalKeys = {
  all: ['proposal'] as const,
  list: (endpoint: string) => ['proposal', 'list', endpoint] as const,
  detail: (id: string) => ['proposal', 'detail', id] as const,
  desktop: ['proposal', 'desktop'] as const,
  sessionInfo: (sessionId?: string | null) => ['proposal', 'sessionInfo', sessionId ?? 'current'] as const,
  sessions: ['proposal', 'sessionOptions'] as const,
  files: (ids: string[]) => ['proposal', 'files', ids.join(',')] as const,
  documents: (id: string) => ['proposal', 'documents', id] as const,
  unitRecords: (endpoint: string) => ['proposal', 'unitRecords', endpoint] as const,
  units: ['proposal', 'unitOptions'] as const,
};

/** Calls whose failure the caller reports itself (ConfirmDelete, DataTable batch delete). */
const silent = { silent: true } as const;
/** The intelligent checks can take a while on long texts. */
const LONG_CALL = { timeout: 150_000 } as const;

export const proposalApi = {
  page: (endpoint: string, q: ProposalPageQuery) => api.post<PageResult<ProposalListItem>>(endpoint, q),
  detail: (id: string) => api.get<ProposalDetail>(ProposalApi.detail(id)),
  /** which documents the caller may download (silent: without any, the page simply shows no buttons) */
  documents: (id: string) => api.get<ProposalDocuments>(ProposalDocumentApi.available(id), undefined, silent),
  desktop: (sessionId?: string) => api.get<ProposalDesktopCount>(ProposalStatsApi.desktop, sessionId ? { sessionId } : undefined),

  add: (b: ProposalAddBody) => api.post<{ id: string }>(ProposalApi.add, b),
  update: (b: ProposalUpdateBody) => api.post<null>(ProposalApi.update, b),
  remove: (ids: string[]) => api.post<null>(ProposalApi.remove, { ids }, silent),
  submit: (id: string, sms = false) => api.post<null>(ProposalApi.submit, { id, sms }),
  withdraw: (id: string, opinion?: string | null) => api.post<null>(ProposalApi.withdraw, { id, opinion }),
  jointAnswer: (b: JointAnswerInput) => api.post<null>(ProposalApi.jointAnswer, b),
  evaluate: (b: EvaluateInput) => api.post<null>(ProposalApi.evaluate, b),

  receive: (b: ReceiveInput) => api.post<null>(ProposalApi.receive, b),
  sendBack: (b: RequiredOpinionInput) => api.post<null>(ProposalApi.sendBack, b),
  file: (b: FileInput) => api.post<{ number: number }>(ProposalApi.file, b),
  notFile: (b: NotFileInput) => api.post<null>(ProposalApi.notFile, b),
  merge: (b: MergeInput) => api.post<null>(ProposalApi.merge, b),
  preAssign: (b: AssignBody) => api.post<null>(ProposalApi.preAssign, b),
  assign: (b: AssignBody) => api.post<null>(ProposalApi.assign, b),
  conclude: (b: OpinionInput) => api.post<null>(ProposalApi.conclude, b),
  remind: (b: RemindInput) => api.post<null>(ProposalApi.remind, b),

  unitRecords: (endpoint: string, q: UnitRecordQuery) => api.post<PageResult<ProposalUnitRecord>>(endpoint, q),

  sessionInfo: (sessionId?: string | null) =>
    api.get<ProposalSessionInfo | null>(ProposalSetupApi.sessionInfo, sessionId ? { sessionId } : undefined),
  sessionOptions: () => api.get<ProposalSessionOption[]>(ProposalSetupApi.sessionList),

  /** file records of the ids a proposal keeps (bound files are readable by every signed-in user) */
  files: (ids: string[]) =>
    Promise.all(ids.map((id) => api.get<OssFile>(`${OssApi.rpcFile}/${encodeURIComponent(id)}`, undefined, silent).catch(() => null))).then(
      (list) => list.filter((f): f is OssFile => !!f),
    ),

  /** handling units (承办单位 7, 承办系统 8) for names of suggested units */
  units: () => api.get<SelectUnit[]>(`/${SelectorApi.unitLeft}`, { collectiveType: '7,8' }, silent),

  similar: (b: { content: string; threshold?: number; proposalId?: string | null; sessionId?: string | null }) =>
    api.post<SimilarItem[]>(IntellectApi.similarCheck, b, { ...LONG_CALL, silent: true }),
  recommendUnits: (b: { content: string; title?: string | null; proposalId?: string | null; limit?: number }) =>
    api.post<RecommendResult>(IntellectCheckApi.recommendUnits, b, { ...LONG_CALL, silent: true }),
};
