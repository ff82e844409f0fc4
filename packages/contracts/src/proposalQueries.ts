import { z } from 'zod';
import { pageQuery } from './paging';
import { handleLevels, UnitRequestKind } from './proposalCodes';
import { dateStr, intFilter, optFilter } from './proposalFields';

/** The proposal lists, the detail and the records of the units' requests, reminders and assignments. */

// ---------- lists ----------

export const proposalPageQuery = pageQuery.extend({
  keyword: optFilter(z.string().trim().max(50, '关键字不能超过50个字')),
  sessionId: optFilter(z.string().max(64)),
  year: intFilter('年度'),
  typeId: optFilter(z.string().max(64)),
  state: intFilter('状态'),
  caseState: intFilter('立案状态'),
  number: intFilter('案号'),
  proposerType: intFilter('提案人类型'),
  proposerName: optFilter(z.string().trim().max(50, '提案人不能超过50个字')),
  isJoint: optFilter(z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true')),
  unitId: optFilter(z.string().max(64)),
  signState: intFilter('签收状态'),
  handleLevel: optFilter(z.enum(handleLevels)),
  from: optFilter(dateStr('提交时间起')),
  to: optFilter(dateStr('提交时间止')),
});
export type ProposalPageQuery = z.input<typeof proposalPageQuery>;

/** Sort keys a proposal list accepts. */
export const proposalSortKeys = ['number', 'submittedAt', 'filedAt', 'assignedAt', 'updatedAt', 'title', 'state'] as const;

export const proposalListItem = z.object({
  id: z.string(),
  sessionId: z.string(),
  sessionName: z.string().nullable(),
  year: z.number().nullable(),
  number: z.number().nullable(),
  title: z.string(),
  typeId: z.string().nullable(),
  typeName: z.string().nullable(),
  proposerType: z.number(),
  proposerId: z.string().nullable(),
  proposerName: z.string(),
  isJoint: z.boolean(),
  jointNames: z.string().nullable(),
  state: z.number(),
  stateName: z.string(),
  caseState: z.number(),
  openStatus: z.number().nullable(),
  isKey: z.boolean(),
  isExcellent: z.boolean(),
  isGood: z.boolean(),
  isPlenary: z.boolean(),
  isRecord: z.boolean(),
  mergeState: z.number().nullable(),
  mergedIntoId: z.string().nullable(),
  notFiledReason: z.string().nullable(),
  /** units as "name(主办)" joined */
  unitNames: z.string().nullable(),
  submittedAt: z.string().nullable(),
  filedAt: z.string().nullable(),
  assignedAt: z.string().nullable(),
  concludedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** the caller's own unit assignment, in handling-unit lists */
  myUnit: z
    .object({
      signState: z.number(),
      handleType: z.number(),
      deadline: z.string().nullable(),
      preFeedback: z.number().nullable(),
      repliedAt: z.string().nullable(),
    })
    .nullable(),
  /**
   * the caller's own answer as a co-signer (JointState: -1 not yet answered, 1 agreed, 0 declined);
   * null when the caller is not a co-signer of the proposal. Every list and the detail carry it
   * (联名提案 hides 确认联名 once answered); optional only so older fixtures still type-check.
   */
  myJointState: z.number().nullable().optional(),
  /**
   * in the office's lists, for a proposal in handling (10, 11): how many units still owe their reply
   * (办结 is offered at 0); null elsewhere. Optional only so older fixtures still type-check.
   */
  unitsOwing: z.number().nullable().optional(),
});
export type ProposalListItem = z.infer<typeof proposalListItem>;

export const proposalUnitItem = z.object({
  id: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  phase: z.enum(['pre', 'formal']),
  active: z.boolean(),
  handleType: z.number(),
  preFeedback: z.number().nullable(),
  preOpinion: z.string().nullable(),
  signState: z.number(),
  signedAt: z.string().nullable(),
  deadline: z.string().nullable(),
  round: z.number(),
  replyContent: z.string().nullable(),
  replyFileIds: z.array(z.string()),
  handleLevel: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  repliedAt: z.string().nullable(),
  satisfaction: z.number().nullable(),
  satisfactionComment: z.string().nullable(),
  evaluatedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ProposalUnitItem = z.infer<typeof proposalUnitItem>;

export const proposalHistoryItem = z.object({
  id: z.string(),
  action: z.string(),
  actionName: z.string(),
  actorName: z.string().nullable(),
  unitName: z.string().nullable(),
  fromState: z.number().nullable(),
  toState: z.number().nullable(),
  opinion: z.string().nullable(),
  createdAt: z.string(),
});

export const proposalDetail = proposalListItem.extend({
  content: z.string(),
  contentText: z.string(),
  fileIds: z.array(z.string()),
  suggestUnitIds: z.array(z.string()),
  notFiledTo: z.number().nullable(),
  joints: z.array(
    z.object({
      userId: z.string(),
      username: z.string(),
      state: z.number(),
      opinion: z.string().nullable(),
      answeredAt: z.string().nullable(),
    }),
  ),
  jointOverride: z.boolean(),
  units: z.array(proposalUnitItem),
  history: z.array(proposalHistoryItem),
  instructions: z.array(
    z.object({ id: z.string(), leaderName: z.string(), content: z.string(), instructedAt: z.string(), createdAt: z.string() }),
  ),
  feedbacks: z.array(
    z.object({
      id: z.string(),
      instructionId: z.string().nullable(),
      authorName: z.string(),
      unitName: z.string().nullable(),
      content: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** proposals merged into this one */
  merged: z.array(z.object({ id: z.string(), title: z.string(), proposerName: z.string(), mergeState: z.number().nullable() })),
  /** what the caller may do now: action keys of the state machine */
  actions: z.array(z.string()),
});
export type ProposalDetail = z.infer<typeof proposalDetail>;

// unit requests (back/delay records)
export const requestPageQuery = pageQuery.extend({
  status: intFilter('审核状态'),
  keyword: optFilter(z.string().trim().max(50, '关键字不能超过50个字')),
  unitId: optFilter(z.string().max(64)),
});
export const requestItem = z.object({
  id: z.string(),
  kind: z.enum(UnitRequestKind),
  proposalId: z.string(),
  number: z.number().nullable(),
  title: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  reason: z.string(),
  delayDate: z.string().nullable(),
  oldDeadline: z.string().nullable(),
  status: z.number(),
  applicantName: z.string().nullable(),
  deciderName: z.string().nullable(),
  opinion: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const remindPageQuery = pageQuery.extend({
  keyword: optFilter(z.string().trim().max(50, '关键字不能超过50个字')),
  unitId: optFilter(z.string().max(64)),
  threshold: intFilter('提醒节点'),
});
export const remindItem = z.object({
  id: z.string(),
  proposalId: z.string(),
  number: z.number().nullable(),
  title: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  threshold: z.number().nullable(),
  way: z.number(),
  deadline: z.string().nullable(),
  content: z.string(),
  senderName: z.string().nullable(),
  createdAt: z.string(),
});

export const unitRecordPageQuery = pageQuery.extend({
  keyword: optFilter(z.string().trim().max(50, '关键字不能超过50个字')),
  unitId: optFilter(z.string().max(64)),
  preFeedback: intFilter('反馈状态'),
  signState: intFilter('签收状态'),
});
export const unitRecordItem = proposalUnitItem.extend({ proposalId: z.string(), number: z.number().nullable(), title: z.string() });
