/**
 * The proposal's codes and permissions (docs/proposals.md). State codes are the
 * specification's (seed 001 §4) and are used exactly.
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
} satisfies Record<ProposalStateValue, string>;

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
export const openStatusLabel: Record<number, string> = {
  [OpenStatus.public]: '公开',
  [OpenStatus.numberHidden]: '隐藏案号公开',
  [OpenStatus.proposerHidden]: '隐藏提案人公开',
};

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
export type UnitRequestKindValue = (typeof UnitRequestKind)[keyof typeof UnitRequestKind];
export const unitRequestKindLabel: Record<UnitRequestKindValue, string> = { back: '退回', delay: '延期' };
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
