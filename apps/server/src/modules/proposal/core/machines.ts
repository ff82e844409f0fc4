import {
  AssignFeedback,
  assignFeedbackLabel,
  SignState as G,
  ProposalPerm,
  proposalStateLabel,
  ProposalState as S,
  signStateLabel,
} from '@cppcc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { newId } from '../../../platform/db/ids';
import { defineMachine, type TrailEntry, type Transition, transitionTable, type Who, type WorkflowStep } from '../../../platform/workflow';
import { proposal, proposalHistory, proposalUnit } from '../tables';
import type { ProposalRow } from './access';
import { SIMILAR_ACTIONS, syncProposalSimilar } from './similar';

/**
 * The one place that says which step may happen in which state and by whom.
 * Moves, the detail's action list and the tables of docs/proposals.md all come
 * from these declarations (a test keeps the docs equal).
 */

/** Who takes a step: the proposer, a co-signer, the proposal office, or a handling unit. */
export type Actor = 'proposer' | 'cosigner' | 'office' | 'unit';
export const actorLabel: Record<Actor, string> = { proposer: '提案人', cosigner: '联名人', office: '提案办', unit: '承办单位' };

/** The caller on one proposal, with what the buttons also depend on. */
export interface ProposalWho extends Who<Actor> {
  /** a co-signer whose answer is still awaited */
  answerPending?: boolean;
  /** some unit's latest reply is not rated yet */
  ratable?: boolean;
  /** no unit in force still owes its reply */
  allReplied?: boolean;
}

/** What a move of the proposal reads and writes of the row. */
export type FlowRow = Pick<ProposalRow, 'id' | 'state' | 'caseState'>;
type ProposalSet = Partial<typeof proposal.$inferInsert>;
/** What the trail of a proposal says besides the states: the unit a step concerns. */
export interface UnitOfEntry {
  unit?: { id: string; name: string } | null;
}
export type HistoryEntry = TrailEntry & UnitOfEntry;

/** The history row of a step, in its transaction (the audit row is the workflow's). */
async function writeHistory(s: WorkflowStep, proposalId: string, e: HistoryEntry): Promise<void> {
  await s.tx.insert(proposalHistory).values({
    id: newId(),
    proposalId,
    action: e.action,
    actorId: s.actor.userId,
    actorName: s.actor.username,
    unitId: e.unit?.id ?? null,
    unitName: e.unit?.name ?? null,
    fromState: e.fromState,
    toState: e.toState,
    opinion: e.opinion ?? null,
  });
  if (SIMILAR_ACTIONS.has(e.action)) await syncProposalSimilar(s.tx, proposalId);
}

const unitDetail = (e: HistoryEntry) => (e.unit ? { unit: e.unit.name } : {});
/** the office takes these for a proposer (代录) from its own forms: the buttons are the proposer's */
const proposerButton = (_: unknown, who: ProposalWho) => who.kinds.includes('proposer');
const submittedStates = Object.keys(proposalStateLabel)
  .map(Number)
  .filter((st) => st !== S.stored);

/** Steps on the proposal (display state, seed 001 §4). */
const proposalTransitions = {
  save: { label: '修改', by: ['proposer', 'office'], from: [S.stored, S.returned], to: null, offer: proposerButton },
  submit: {
    label: '提交',
    by: ['proposer', 'office'],
    denied: '只有提案人可以修改提案',
    from: [S.stored, S.returned],
    to: S.awaitingSplit,
    offer: proposerButton,
    note: '字数不超过届次字数限制；联名提案向联名人发出邀请',
  },
  remove: { label: '删除', by: ['proposer'], from: [S.stored], to: null, note: '只能删除暂存的提案' },
  withdraw: {
    label: '撤案',
    by: ['proposer'],
    denied: '只有提案人可以撤案',
    from: [S.awaitingSplit, S.awaitingReview, S.returned],
    to: S.withdrawn,
    note: '立案之前',
  },
  jointAnswer: {
    label: '联名确认',
    by: ['cosigner'],
    from: [S.awaitingSplit, S.awaitingReview],
    to: null,
    offer: (_, who) => !!who.answerPending,
    note: '同意 1 / 不同意 0',
  },
  receive: { label: '初分', by: ['office'], from: [S.awaitingSplit], to: S.awaitingReview, note: '联名人全部答复，或提案办决定不再等待' },
  sendBack: {
    label: '退回修改',
    by: ['office'],
    from: [S.awaitingSplit, S.awaitingReview],
    to: S.returned,
    note: '提案人修改后重新提交',
  },
  file: { label: '立案', by: ['office'], from: [S.awaitingReview], to: S.awaitingAssign, note: '按届次编案号' },
  notFile: {
    label: '不立案',
    by: ['office'],
    from: [S.awaitingReview],
    to: [S.otherWay, S.toPublicOpinion, S.toMemberLetter],
    choose: (_, input) => Number(input.destination),
    note: '写明理由与去向',
  },
  merge: {
    label: '并案',
    by: ['office'],
    from: [S.awaitingSplit, S.awaitingReview, S.awaitingAssign],
    to: [S.awaitingSplit, S.awaitingReview, S.awaitingAssign],
    // the merged proposal takes the main one's state; the main one keeps its own
    choose: (_, input) => Number(input.mainState),
    note: '并入的提案随主提案流转（并案状态 1/2/3）',
  },
  preAssign: { label: '预交办', by: ['office'], from: [S.awaitingAssign], to: null, note: '征求承办单位意见' },
  assign: { label: '交办', by: ['office'], from: [S.awaitingAssign], to: S.handling, note: '主办＋会办，或分办，或单独承办' },
  evaluate: {
    label: '满意度测评',
    by: ['proposer'],
    denied: '只有提案人可以进行满意度测评',
    from: [S.handling, S.rehandling],
    to: [S.handling, S.rehandling, S.concluded],
    choose: (row, input) => (input.rehandle ? S.rehandling : input.allRated ? S.concluded : row.state),
    offer: (_, who) => !!who.ratable,
    note: '全部答复后逐单位测评；不满意转重新办理',
  },
  conclude: {
    label: '办结',
    by: ['office'],
    from: [S.handling, S.rehandling],
    to: S.concluded,
    offer: (_, who) => !!who.allReplied,
    note: '全部承办单位已答复',
  },
  reassign: {
    label: '待重新交办',
    by: ['office'],
    from: [S.handling, S.rehandling],
    to: S.awaitingAssign,
    // follows the office's approval of the last unit's return (handling/decide.ts): never a button
    offer: () => false,
    note: '同意最后一个承办单位退回时自动发生',
  },
  officeEdit: {
    label: '提案办修改',
    by: ['office'],
    permission: ProposalPerm.allEdit,
    from: submittedStates,
    to: null,
    refusal: '暂存的提案由提案人修改',
    note: '标题、内容、类别、附件；状态只随步骤改变',
  },
} satisfies Record<string, Transition<FlowRow, Actor, ProposalWho>>;
export type ProposalAction = keyof typeof proposalTransitions;

export const proposalFlow = defineMachine<FlowRow, Actor, ProposalAction, ProposalWho, ProposalSet, UnitOfEntry>({
  subject: '提案',
  states: proposalStateLabel,
  actors: actorLabel,
  transitions: proposalTransitions,
  stateOf: (p) => p.state,
  setState: (p, to) => {
    p.state = to;
  },
  async write(s, p, to, set) {
    const now = new Date();
    await s.tx
      .update(proposal)
      .set({ ...set, state: to, updatedAt: now })
      .where(eq(proposal.id, p.id));
    if (to === p.state && set.caseState === undefined) return;
    // proposals merged into this one (并案) follow it through the rest of the flow
    await s.tx
      .update(proposal)
      .set({ state: to, caseState: set.caseState ?? p.caseState, updatedAt: now })
      .where(and(eq(proposal.mergedIntoId, p.id), isNull(proposal.deletedAt)));
  },
  history: (s, p, e) => writeHistory(s, p.id, e),
  audit: { objectType: 'proposal', objectId: (p) => p.id },
  auditDetail: unitDetail,
});

/** A line of a proposal's trail for a step that changes none of its states (mark, feedback, a co-signer's answer…). */
export const record = (s: WorkflowStep, proposalId: string, e: HistoryEntry): Promise<void> =>
  proposalFlow.record(s, { id: proposalId, state: e.fromState ?? S.stored, caseState: 0 }, e);

type UnitRow = typeof proposalUnit.$inferSelect;
/** A unit's assignment with its proposal: the unit's steps are written on the proposal's trail, in its state. */
export interface UnitStepRow {
  unit: UnitRow;
  proposal: FlowRow;
}
type UnitSet = Partial<typeof proposalUnit.$inferInsert>;

export const unitOf = (r: UnitRow) => ({ id: r.unitId, name: r.unitName });

/** Changes an assignment; the proposal counts as changed too (its lists sort by that). */
export async function setUnit(s: WorkflowStep, r: UnitRow, set: UnitSet): Promise<void> {
  await s.tx
    .update(proposalUnit)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(proposalUnit.id, r.id));
  await s.tx.update(proposal).set({ updatedAt: new Date() }).where(eq(proposal.id, r.proposalId));
}

const inHandling = (r: UnitStepRow) => r.proposal.state === S.handling || r.proposal.state === S.rehandling;
/** Both assignment machines write on the proposal's trail: its state, and the unit. */
const onProposalTrail = {
  history: (s: WorkflowStep, r: UnitStepRow, e: HistoryEntry) =>
    writeHistory(s, r.proposal.id, { ...e, fromState: r.proposal.state, toState: r.proposal.state, unit: unitOf(r.unit) }),
  audit: { objectType: 'proposal', objectId: (r: UnitStepRow) => r.proposal.id },
  trail: {
    states: (r: UnitStepRow): [number, number] => [r.proposal.state, r.proposal.state],
    label: (st: number) => proposalStateLabel[st] ?? String(st),
  },
  auditDetail: (_: HistoryEntry, r: UnitStepRow) => ({ unit: r.unit.unitName }),
};

/** Steps on one unit's assignment (sign state); the proposal itself is in handling (10) or re-handling (11). */
const unitTransitions = {
  sign: { label: '签收', by: ['unit'], from: [G.awaitingReceipt], to: G.handling, offer: inHandling },
  backApply: { label: '申请退回', by: ['unit'], from: [G.awaitingReceipt, G.handling], to: G.returned, offer: inHandling },
  backApprove: { label: '同意退回', by: ['office'], from: [G.returned], to: null, note: '交办失效；无其他承办单位时提案回到待交办' },
  backReject: { label: '不同意退回', by: ['office'], from: [G.returned], to: G.returnRejected },
  delayApply: {
    label: '申请延期',
    by: ['unit'],
    from: [G.handling, G.delayed, G.returnRejected, G.delayRejected],
    to: G.delayed,
    offer: inHandling,
    note: '同一时间只能有一个待审核的申请',
  },
  delayApprove: { label: '同意延期', by: ['office'], from: [G.delayed], to: G.delayed, note: '答复期限改为批准的日期' },
  delayReject: { label: '不同意延期', by: ['office'], from: [G.delayed], to: G.delayRejected },
  reply: {
    label: '答复',
    by: ['unit'],
    from: [G.handling, G.delayed, G.returnRejected, G.delayRejected],
    to: G.concluded,
    offer: inHandling,
    note: '有待审核的退回申请时不能答复',
  },
  rehandle: { label: '重新办理', by: ['proposer'], from: [G.concluded], to: G.handling, note: '提案人测评不满意时自动发生' },
} satisfies Record<string, Transition<UnitStepRow, Actor>>;
export type UnitAction = keyof typeof unitTransitions;

export const unitFlow = defineMachine<UnitStepRow, Actor, UnitAction, Who<Actor>, UnitSet, UnitOfEntry>({
  subject: '承办单位',
  states: signStateLabel,
  actors: actorLabel,
  transitions: unitTransitions,
  stateOf: (r) => r.unit.signState,
  setState: (r, to) => {
    r.unit.signState = to;
  },
  write: (s, r, to, set) => setUnit(s, r.unit, { ...set, signState: to }),
  ...onProposalTrail,
});

/** The pre-assignment answer (assign feedback 0 → 1/2), while the proposal awaits assignment (3). */
export const preFeedbackFlow = defineMachine<UnitStepRow, Actor, 'preFeedback', Who<Actor>, UnitSet, UnitOfEntry>({
  subject: '预交办',
  states: assignFeedbackLabel,
  actors: actorLabel,
  transitions: {
    preFeedback: {
      label: '预交办反馈',
      by: ['unit'],
      from: [AssignFeedback.pending],
      to: [AssignFeedback.agree, AssignFeedback.disagree],
      choose: (_, input) => (input.agree ? AssignFeedback.agree : AssignFeedback.disagree),
      offer: (r) => r.proposal.state === S.awaitingAssign,
      note: '提案待交办时；同意或不同意承办',
    },
  },
  // a formal assignment has no pre-assignment answer: no state this machine knows
  stateOf: (r) => r.unit.preFeedback ?? Number.NaN,
  setState: (r, to) => {
    r.unit.preFeedback = to;
  },
  write: (s, r, to, set) => setUnit(s, r.unit, { ...set, preFeedback: to }),
  ...onProposalTrail,
});

/** Markdown tables of the machines, as docs/proposals.md shows them. */
export function transitionTablesMarkdown(): string {
  return [
    transitionTable(proposalFlow),
    '',
    transitionTable(unitFlow, { from: '起始签收状态', to: '结果签收状态' }),
    '',
    transitionTable(preFeedbackFlow, { from: '起始反馈状态', to: '结果反馈状态' }),
  ].join('\n');
}
