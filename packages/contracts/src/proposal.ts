import { z } from 'zod';
import { pageQuery } from './paging';

/**
 * Proposals (提案): the lifecycle from draft to conclusion (docs/proposals.md).
 * State codes are the specification's (seed 001 §4) and are used exactly.
 */

// ---------- codes (spec 001 §4 and its enumerations) ----------

/** Proposal display state (stateShow). */
export const ProposalState = {
  returned: -1,
  stored: 0,
  awaitingSplit: 1,
  awaitingReview: 2,
  awaitingAssign: 3,
  handling: 10,
  rehandling: 11,
  concluded: 12,
  returnedOther: 13,
  otherWay: 14,
  toPublicOpinion: 15,
  toMemberLetter: 16,
  withdrawn: 17,
} as const;
export type ProposalStateValue = (typeof ProposalState)[keyof typeof ProposalState];
export const proposalStateLabel: Record<number, string> = {
  [-1]: '退回修改',
  0: '暂存',
  1: '待初分',
  2: '待审查',
  3: '待交办',
  10: '办理中',
  11: '重新办理',
  12: '已办结',
  13: '已退回',
  14: '其他方式处理',
  15: '转社情民意',
  16: '转委员来信',
  17: '已撤案',
};

/** Case state (立案状态). */
export const CaseState = { sentBack: -1, stored: 0, awaitingSplit: 1, underReview: 2, filed: 3, notFiled: 4 } as const;
export const caseStateLabel: Record<number, string> = {
  [-1]: '退回修改',
  0: '暂存',
  1: '待初分',
  2: '审查中',
  3: '立案',
  4: '不立案',
};

/** Sign state of one unit's assignment. */
export const SignState = {
  awaitingReceipt: 0,
  handling: 1,
  concluded: 2,
  delayed: -1,
  returned: -2,
  returnRejected: -3,
  delayRejected: -4,
} as const;
export const signStateLabel: Record<number, string> = {
  0: '待签收',
  1: '办理中',
  2: '已办结',
  [-1]: '延期',
  [-2]: '退回',
  [-3]: '退回不同意',
  [-4]: '延期不同意',
};

/** Merge state: the stage at which a proposal was merged into another (并案). */
export const MergeState = { atSplit: 1, atReview: 2, atFiled: 3 } as const;
export const mergeStateLabel: Record<number, string> = { 1: '待初分并案', 2: '待审查并案', 3: '立案并案' };

/** Joint (联名) answer of a co-signer. */
export const JointState = { agree: 1, disagree: 0, pending: -1 } as const;
export const jointStateLabel: Record<number, string> = { 1: '同意', 0: '不同意', [-1]: '待确认' };

/** A unit's answer to a pre-assignment (预交办). */
export const AssignFeedback = { pending: 0, agree: 1, disagree: 2 } as const;
export const assignFeedbackLabel: Record<number, string> = { 0: '待反馈', 1: '同意', 2: '不同意' };

export const HandleType = { lead: 0, joint: 1, split: 2 } as const;
export const handleTypeLabel: Record<number, string> = { 0: '主办', 1: '会办', 2: '分办' };

export const handleLevels = ['A', 'B', 'C'] as const;
export const handleLevelLabel: Record<string, string> = {
  A: '所提问题已经解决或基本解决',
  B: '所提问题列入计划逐步解决',
  C: '所提问题留作参考',
};

export const Satisfaction = { satisfied: 1, basically: 2, not: 0 } as const;
export const satisfactionLabel: Record<number, string> = { 1: '满意', 2: '基本满意', 0: '不满意' };

export const OpenStatus = { public: 0, numberHidden: 1, proposerHidden: 2 } as const;
export const openStatusLabel: Record<number, string> = { 0: '公开', 1: '隐藏案号公开', 2: '隐藏提案人公开' };

/** Key or good marks (重点 0, 优秀 1, 良好 2). */
export const KeyOrGood = { key: 0, excellent: 1, good: 2 } as const;

/** Reply remaining days: which reminder threshold a remind record is for. */
export const ReplyRemaining = { delayed: 0, threeDays: 1, sevenDays: 2, fifteenDays: 3 } as const;
export const replyRemainingLabel: Record<number, string> = { 0: '已超期', 1: '剩余3天', 2: '剩余7天', 3: '剩余15天' };
export const ReplyWay = { system: 0, sms: 1 } as const;

/** Where a proposal that is not filed goes: its display state. */
export const notFiledDestinations = [14, 15, 16] as const;

/** Unit request kinds: asking to return the assignment or to delay the reply. */
export const UnitRequestKind = { back: 'back', delay: 'delay' } as const;
export const RequestStatus = { pending: 0, approved: 1, rejected: 2 } as const;
export const requestStatusLabel: Record<number, string> = { 0: '待审核', 1: '同意', 2: '不同意' };

/** Days a unit has to reply by default (domain: replies are due within three months). */
export const DEFAULT_REPLY_DAYS = 90;

// ---------- permissions ----------

/** Button permission names (`proposal:<resource>:<action>`). */
export const ProposalPerm = {
  // proposers (members, collective users)
  myList: 'proposal:my:list',
  add: 'proposal:my:add',
  edit: 'proposal:my:edit',
  remove: 'proposal:my:delete',
  submit: 'proposal:my:submit',
  withdraw: 'proposal:my:withdraw',
  jointList: 'proposal:joint:list',
  jointAnswer: 'proposal:joint:answer',
  evaluate: 'proposal:my:evaluate',
  openList: 'proposal:open:list',
  reference: 'proposal:reference:list',
  // the proposal office
  /** office staff: every proposal is visible (data scope all) */
  allList: 'proposal:all:list',
  allEdit: 'proposal:all:edit',
  officeAdd: 'proposal:all:add',
  receiveList: 'proposal:receive:list',
  receive: 'proposal:receive:do',
  jointOverride: 'proposal:joint:override',
  checkList: 'proposal:check:list',
  file: 'proposal:check:file',
  notFile: 'proposal:check:notFile',
  sendBack: 'proposal:check:sendBack',
  merge: 'proposal:merge:do',
  mergeList: 'proposal:merge:list',
  preAssignList: 'proposal:preAssign:list',
  preAssign: 'proposal:preAssign:do',
  assignList: 'proposal:assign:list',
  assign: 'proposal:assign:do',
  trackList: 'proposal:track:list',
  remind: 'proposal:remind:do',
  remindList: 'proposal:remind:list',
  backList: 'proposal:back:list',
  backDecide: 'proposal:back:decide',
  delayList: 'proposal:delay:list',
  delayDecide: 'proposal:delay:decide',
  conclude: 'proposal:track:conclude',
  mark: 'proposal:mark:do',
  open: 'proposal:open:set',
  recordList: 'proposal:record:list',
  recordEdit: 'proposal:record:edit',
  instructionList: 'proposal:instruction:list',
  instructionEdit: 'proposal:instruction:edit',
  feedback: 'proposal:feedback:add',
  yearSummaryList: 'proposal:yearSummary:list',
  // handling units
  preSignList: 'proposal:preSign:list',
  preSignFeedback: 'proposal:preSign:feedback',
  signList: 'proposal:sign:list',
  sign: 'proposal:sign:do',
  handlingList: 'proposal:handling:list',
  reply: 'proposal:handling:reply',
  backApply: 'proposal:back:apply',
  delayApply: 'proposal:delay:apply',
  finishList: 'proposal:finish:list',
  takeSysList: 'proposal:takeSys:list',
  yearSummaryEdit: 'proposal:yearSummary:edit',
} as const;

// ---------- shared pieces ----------

const idOf = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(64, `${label}过长`);
const text = (label: string, max: number) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(max, `${label}不能超过${max}个字`);
const optText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过${max}个字`)
    .transform((s) => s || null)
    .nullish();
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optFilter = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const dateStr = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return s >= '1900-01-01' && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, `${label}不是有效的日期`);
const fileIds = z.array(idOf('附件id')).max(10, '最多上传10个附件').default([]);
/** "also send an SMS" chosen by the user on the form. */
const smsFlag = z.boolean().optional().default(false);

export const proposalIdBody = z.object({ id: idOf('提案id') });
export const proposalIdsBody = z.object({
  ids: z.array(idOf('提案id'), { error: 'ids 必须是数组' }).min(1, '请至少选择一条提案').max(500, '一次最多操作500条提案'),
});
export const proposalIdParams = z.object({ id: idOf('id') });

// ---------- drafting and submitting ----------

const proposalFields = {
  sessionId: idOf('提案届次'),
  title: text('提案标题', 100),
  /** rich text (HTML); sanitised on the server */
  content: text('提案内容', 200_000),
  typeId: optText('提案类别', 64),
  isJoint: z.boolean().default(false),
  /** co-signers (members' user ids), for a joint proposal */
  jointUserIds: z.array(idOf('联名人')).max(100, '联名人最多100人').default([]),
  fileIds,
  /** office staff entering on behalf of a proposer (代录) */
  proposerId: optText('提案人', 64),
};
export const proposalAddBody = z.object({ ...proposalFields, submit: z.boolean().default(false), sms: smsFlag });
export type ProposalAddBody = z.input<typeof proposalAddBody>;
export const proposalUpdateBody = z.object({ id: idOf('提案id'), ...proposalFields, submit: z.boolean().default(false), sms: smsFlag });
export type ProposalUpdateBody = z.input<typeof proposalUpdateBody>;

/** Any transition with an optional opinion. */
export const opinionBody = z.object({ id: idOf('提案id'), opinion: optText('意见', 2000), sms: smsFlag });
export type OpinionBody = z.input<typeof opinionBody>;
export const requiredOpinionBody = z.object({ id: idOf('提案id'), opinion: text('意见', 2000), sms: smsFlag });

export const jointAnswerBody = z.object({
  id: idOf('提案id'),
  agree: z.boolean({ error: '请选择是否同意联名' }),
  opinion: optText('意见', 500),
});

export const receiveBody = z.object({
  id: idOf('提案id'),
  typeId: optText('提案类别', 64),
  suggestUnitIds: z.array(idOf('建议承办单位')).max(20, '建议承办单位最多20个').default([]),
  opinion: optText('初分意见', 2000),
  /** go on although co-signers have not all answered (office decision) */
  overrideJoint: z.boolean().default(false),
  sms: smsFlag,
});
export const fileBody = z.object({ id: idOf('提案id'), typeId: optText('提案类别', 64), opinion: optText('审查意见', 2000), sms: smsFlag });
export const notFileBody = z.object({
  id: idOf('提案id'),
  destination: z.union([z.literal(14), z.literal(15), z.literal(16)], {
    error: '不立案去向只能是14（其他方式处理）、15（转社情民意）或16（转委员来信）',
  }),
  reason: text('不立案理由', 2000),
  sms: smsFlag,
});
export const mergeBody = z.object({
  mainId: idOf('主提案id'),
  ids: z.array(idOf('并案提案id')).min(1, '请至少选择一条并入的提案').max(50, '一次最多并入50条提案'),
  opinion: optText('并案意见', 2000),
});

const unitAssign = z.object({
  unitId: idOf('承办单位'),
  handleType: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '办理方式只能是0（主办）、1（会办）或2（分办）' }),
});
export const assignBody = z.object({
  id: idOf('提案id'),
  units: z.array(unitAssign).min(1, '请至少选择一个承办单位').max(30, '承办单位最多30个'),
  /** reply deadline; default three months after assignment */
  deadline: optFilter(dateStr('答复期限')),
  opinion: optText('交办意见', 2000),
  sms: smsFlag,
});
export type AssignBody = z.input<typeof assignBody>;

// ---------- handling units ----------

export const preFeedbackBody = z.object({
  id: idOf('提案id'),
  agree: z.boolean({ error: '请选择是否同意承办' }),
  opinion: optText('反馈意见', 2000),
});
export const unitActionBody = z.object({ id: idOf('提案id'), opinion: optText('意见', 2000) });
export const backApplyBody = z.object({ id: idOf('提案id'), reason: text('退回理由', 2000) });
export const delayApplyBody = z.object({ id: idOf('提案id'), reason: text('延期理由', 2000), delayDate: dateStr('申请延期至') });
export const replyBody = z.object({
  id: idOf('提案id'),
  /** the answer letter (答复函) text */
  content: text('答复内容', 100_000),
  fileIds,
  handleLevel: z.enum(handleLevels, { error: '办理结果只能是A、B或C' }),
  contactName: text('联系人', 50),
  contactPhone: text('联系电话', 30),
});
export const requestDecideBody = z.object({
  requestId: idOf('申请id'),
  approve: z.boolean({ error: '请选择是否同意' }),
  opinion: optText('审核意见', 2000),
  /** delay only: the new deadline (default: the date asked for) */
  deadline: optFilter(dateStr('新的答复期限')),
  sms: smsFlag,
});
export const remindBody = z.object({
  id: idOf('提案id'),
  unitId: optText('承办单位', 64),
  content: optText('催办内容', 500),
  sms: smsFlag,
});

// ---------- proposer after the reply ----------

export const evaluateBody = z.object({
  id: idOf('提案id'),
  unitId: idOf('承办单位'),
  satisfaction: z.union([z.literal(1), z.literal(2), z.literal(0)], { error: '满意度只能是1（满意）、2（基本满意）或0（不满意）' }),
  comment: optText('意见建议', 2000),
});

// ---------- office marks ----------

export const markBody = z.object({
  ids: proposalIdsBody.shape.ids,
  kind: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '标记类型只能是0（重点）、1（优秀）或2（良好）' }),
  value: z.boolean({ error: '请选择设置或取消' }),
});
export const openBody = z.object({
  ids: proposalIdsBody.shape.ids,
  /** null: not public */
  openStatus: z.union([z.literal(0), z.literal(1), z.literal(2), z.null()], { error: '公开方式只能是0、1、2或空' }),
});

// ---------- lists ----------

const intFilter = (label: string) =>
  optFilter(
    z.coerce
      .number({ error: `${label}必须是数字` })
      .int(`${label}必须是整数`)
      .min(-2_147_483_648, `${label}超出范围`)
      .max(2_147_483_647, `${label}超出范围`),
  );
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
  kind: z.enum(['back', 'delay']),
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

// ---------- instructions, feedback, year summaries, records ----------

export const instructionAddBody = z.object({
  proposalId: idOf('提案id'),
  leaderName: text('批示领导', 50),
  content: text('批示内容', 5000),
  instructedAt: dateStr('批示日期'),
  fileIds,
  sms: smsFlag,
});
export const instructionUpdateBody = instructionAddBody.omit({ proposalId: true, sms: true }).extend({ id: idOf('批示id') });
export const instructionPageQuery = pageQuery.extend({ keyword: optFilter(z.string().trim().max(50, '关键字不能超过50个字')) });
export const instructionItem = z.object({
  id: z.string(),
  proposalId: z.string(),
  number: z.number().nullable(),
  title: z.string(),
  leaderName: z.string(),
  content: z.string(),
  instructedAt: z.string(),
  fileIds: z.array(z.string()),
  feedbackCount: z.number(),
  createdAt: z.string(),
});
export const feedbackAddBody = z.object({
  proposalId: idOf('提案id'),
  instructionId: optText('批示id', 64),
  content: text('反馈内容', 5000),
  fileIds,
});

export const yearSummaryBody = z.object({
  year: z.coerce.number({ error: '年度必须是数字' }).int().min(2000, '年度不正确').max(2100, '年度不正确'),
  title: text('标题', 100),
  content: text('总结内容', 100_000),
  fileIds,
  submit: z.boolean().default(false),
});
export const yearSummaryUpdateBody = yearSummaryBody.extend({ id: idOf('总结id') });
export const yearSummaryPageQuery = pageQuery.extend({
  year: intFilter('年度'),
  unitId: optFilter(z.string().max(64)),
  state: intFilter('状态'),
  keyword: optFilter(z.string().trim().max(50, '关键字不能超过50个字')),
});
export const yearSummaryItem = z.object({
  id: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  year: z.number(),
  title: z.string(),
  content: z.string(),
  fileIds: z.array(z.string()),
  /** 0 draft, 1 submitted */
  state: z.number(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});

/** A historical proposal entered by staff with its outcome already known (recordProposalForm). */
export const recordBody = z.object({
  sessionId: idOf('提案届次'),
  number: z.coerce.number({ error: '案号必须是数字' }).int().min(1, '案号必须大于0').nullish(),
  title: text('提案标题', 100),
  content: text('提案内容', 200_000),
  typeId: optText('提案类别', 64),
  proposerName: text('提案人', 200),
  proposerId: optText('提案人', 64),
  proposerType: z.union([z.literal(1), z.literal(3)], { error: '提案人类型只能是1（委员）或3（集体）' }).default(1),
  state: z.union([z.literal(12), z.literal(14), z.literal(15), z.literal(16)], { error: '历史提案状态只能是12、14、15或16' }).default(12),
  unitNames: optText('承办单位', 500),
  submittedAt: optFilter(dateStr('提交日期')),
  fileIds,
});
export const recordUpdateBody = recordBody.extend({ id: idOf('提案id') });

/** Office edit of any proposal's descriptive fields (allProposalListForm); states change only through transitions. */
export const officeUpdateBody = z.object({
  id: idOf('提案id'),
  title: text('提案标题', 100),
  content: text('提案内容', 200_000),
  typeId: optText('提案类别', 64),
  fileIds,
});

export const remindRunBody = z.object({ now: optFilter(z.string().datetime({ offset: true, error: '时间格式不正确' })) });
export const remindRunResult = z.object({ sent: z.number(), skipped: z.number() });
