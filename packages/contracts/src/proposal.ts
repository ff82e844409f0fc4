/**
 * Proposals (提案): the lifecycle from draft to conclusion (docs/proposals.md).
 * State codes are the specification's (seed 001 §4) and are used exactly.
 * The contracts of the proposal core, by part; every name is exported from the package as before.
 */
import { UnitRequestKind, type UnitRequestKindValue } from './proposalCodes';

export * from './proposalAfter';
export * from './proposalCodes';
export { proposalIdParams, proposalIdsBody } from './proposalFields';
export * from './proposalQueries';
export * from './proposalSteps';

const requestPaths = (action: 'page' | 'decide') =>
  Object.fromEntries(Object.values(UnitRequestKind).map((k) => [k, `/proposal/${k}/${action}`])) as Record<UnitRequestKindValue, string>;

/**
 * The proposal core's calls (relative to /api, docs/proposals.md §API): a proposal's detail and drafting, the
 * office's steps, the handling units' steps and their requests. The lists are ProposalListApi.
 */
export const ProposalApi = {
  /** GET: one proposal as the caller may see it */
  detail: (id: string) => `/proposal/detail/${encodeURIComponent(id)}`,
  add: '/proposal/add',
  update: '/proposal/update',
  remove: '/proposal/delete',
  submit: '/proposal/submit',
  withdraw: '/proposal/withdraw',
  jointAnswer: '/proposal/joint/answer',
  /** the proposer rates one unit's reply */
  evaluate: '/proposal/evaluate',
  // the office's steps
  receive: '/proposal/receive',
  sendBack: '/proposal/sendBack',
  file: '/proposal/file',
  notFile: '/proposal/notFile',
  merge: '/proposal/merge',
  preAssign: '/proposal/preAssign',
  assign: '/proposal/assign',
  conclude: '/proposal/conclude',
  remind: '/proposal/remind',
  remindPage: '/proposal/remind/page',
  /** one row per unit of every pre-assignment (preAssignRecord) */
  preAssignRecordPage: '/proposal/preAssign/record/page',
  /** one row per unit of every assignment (assignRecord) */
  assignRecordPage: '/proposal/assign/record/page',
  /** the units' back / delay requests, by kind */
  requestPage: requestPaths('page'),
  /** the office's decision on a back / delay request, by kind */
  requestDecide: requestPaths('decide'),
  // the handling units' steps
  preSignFeedback: '/proposal/preSign/feedback',
  sign: '/proposal/sign',
  backApply: '/proposal/back/apply',
  delayApply: '/proposal/delay/apply',
  reply: '/proposal/reply',
} as const;
