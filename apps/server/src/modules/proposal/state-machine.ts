import { proposalStateLabel, signStateLabel } from '@cppcc/contracts';
import { illegalState } from '../../platform/errors';

/**
 * The one place that says which step may happen in which state and by whom.
 * docs/proposals.md renders these tables (a test keeps them equal).
 */

/** Who takes a step: the proposer, a co-signer, the proposal office, or a handling unit. */
export type Actor = 'proposer' | 'cosigner' | 'office' | 'unit';
export const actorLabel: Record<Actor, string> = { proposer: '提案人', cosigner: '联名人', office: '提案办', unit: '承办单位' };

export interface ProposalTransition {
  label: string;
  by: Actor[];
  /** display states (stateShow) the step starts from */
  from: number[];
  /** the display state afterwards; null when it does not change, an array when the step chooses */
  to: number | number[] | null;
  note?: string;
}

/** Steps on the proposal (display state, seed 001 §4). */
export const proposalTransitions = {
  save: { label: '修改', by: ['proposer', 'office'], from: [0, -1], to: null },
  submit: { label: '提交', by: ['proposer', 'office'], from: [0, -1], to: 1, note: '字数不超过届次字数限制；联名提案向联名人发出邀请' },
  remove: { label: '删除', by: ['proposer'], from: [0], to: null, note: '只能删除暂存的提案' },
  withdraw: { label: '撤案', by: ['proposer'], from: [1, 2, -1], to: 17, note: '立案之前' },
  jointAnswer: { label: '联名确认', by: ['cosigner'], from: [1, 2], to: null, note: '同意 1 / 不同意 0' },
  receive: { label: '初分', by: ['office'], from: [1], to: 2, note: '联名人全部答复，或提案办决定不再等待' },
  sendBack: { label: '退回修改', by: ['office'], from: [1, 2], to: -1, note: '提案人修改后重新提交' },
  file: { label: '立案', by: ['office'], from: [2], to: 3, note: '按届次编案号' },
  notFile: { label: '不立案', by: ['office'], from: [2], to: [14, 15, 16], note: '写明理由与去向' },
  merge: { label: '并案', by: ['office'], from: [1, 2, 3], to: null, note: '并入的提案随主提案流转（并案状态 1/2/3）' },
  preAssign: { label: '预交办', by: ['office'], from: [3], to: null, note: '征求承办单位意见' },
  assign: { label: '交办', by: ['office'], from: [3], to: 10, note: '主办＋会办，或分办，或单独承办' },
  evaluate: { label: '满意度测评', by: ['proposer'], from: [10, 11], to: [10, 11, 12], note: '全部答复后逐单位测评；不满意转重新办理' },
  conclude: { label: '办结', by: ['office'], from: [10, 11], to: 12, note: '全部承办单位已答复' },
} as const satisfies Record<string, ProposalTransition>;
export type ProposalAction = keyof typeof proposalTransitions;

export interface UnitTransition {
  label: string;
  by: Actor[];
  /** the unit assignment's sign states the step starts from */
  from: number[];
  to: number | number[] | null;
  note?: string;
}

/** Steps on one unit's assignment (sign state); the proposal itself is in handling (10) or re-handling (11). */
export const unitTransitions = {
  sign: { label: '签收', by: ['unit'], from: [0], to: 1 },
  backApply: { label: '申请退回', by: ['unit'], from: [0, 1], to: -2 },
  backApprove: { label: '同意退回', by: ['office'], from: [-2], to: null, note: '交办失效；无其他承办单位时提案回到待交办' },
  backReject: { label: '不同意退回', by: ['office'], from: [-2], to: -3 },
  delayApply: { label: '申请延期', by: ['unit'], from: [1, -1, -3, -4], to: -1, note: '同一时间只能有一个待审核的申请' },
  delayApprove: { label: '同意延期', by: ['office'], from: [-1], to: -1, note: '答复期限改为批准的日期' },
  delayReject: { label: '不同意延期', by: ['office'], from: [-1], to: -4 },
  reply: { label: '答复', by: ['unit'], from: [1, -1, -3, -4], to: 2, note: '有待审核的退回申请时不能答复' },
  rehandle: { label: '重新办理', by: ['proposer'], from: [2], to: 1, note: '提案人测评不满意时自动发生' },
} as const satisfies Record<string, UnitTransition>;
export type UnitAction = keyof typeof unitTransitions;

/** The pre-assignment answer (assign feedback 0 → 1/2) happens while the proposal awaits assignment (3). */
export const preFeedbackStep = { label: '预交办反馈', by: ['unit'] as Actor[], proposalStates: [3], from: 0, to: [1, 2] };

const stateName = (s: number) => proposalStateLabel[s] ?? String(s);

/** Refuses a step the proposal's state does not allow: a 400 that names the state and the step. */
export function assertProposalStep(action: ProposalAction, state: number): void {
  const t: ProposalTransition = proposalTransitions[action];
  if (!t.from.includes(state)) {
    throw illegalState(`提案当前状态为「${stateName(state)}」，不能${t.label}`);
  }
}

export function assertUnitStep(action: UnitAction, signState: number): void {
  const t: UnitTransition = unitTransitions[action];
  if (!t.from.includes(signState)) {
    throw illegalState(`承办单位当前状态为「${signStateLabel[signState] ?? signState}」，不能${t.label}`);
  }
}

export const canProposalStep = (action: ProposalAction, state: number): boolean =>
  (proposalTransitions[action] as ProposalTransition).from.includes(state);
export const canUnitStep = (action: UnitAction, signState: number): boolean =>
  (unitTransitions[action] as UnitTransition).from.includes(signState);

/** Markdown tables of both machines, as docs/proposals.md shows them. */
export function transitionTablesMarkdown(): string {
  const states = (list: number[]) => list.map((s) => `${s} ${stateName(s)}`).join('、');
  const to = (v: number | readonly number[] | null, names: (s: number) => string) =>
    v === null ? '不变' : Array.isArray(v) ? v.map((s) => `${s} ${names(s)}`).join(' / ') : `${v} ${names(v as number)}`;
  const who = (by: readonly Actor[]) => by.map((a) => actorLabel[a]).join('、');
  const lines = ['| 动作 | 名称 | 谁 | 起始状态 | 结果状态 | 说明 |', '| --- | --- | --- | --- | --- | --- |'];
  for (const [key, t] of Object.entries(proposalTransitions) as [string, ProposalTransition][]) {
    lines.push(`| ${key} | ${t.label} | ${who(t.by)} | ${states(t.from)} | ${to(t.to, stateName)} | ${t.note ?? ''} |`);
  }
  const signName = (s: number) => signStateLabel[s] ?? String(s);
  lines.push('', '| 动作 | 名称 | 谁 | 起始签收状态 | 结果签收状态 | 说明 |', '| --- | --- | --- | --- | --- | --- |');
  for (const [key, t] of Object.entries(unitTransitions) as [string, UnitTransition][]) {
    lines.push(
      `| ${key} | ${t.label} | ${who(t.by)} | ${t.from.map((s) => `${s} ${signName(s)}`).join('、')} | ${to(t.to, signName)} | ${t.note ?? ''} |`,
    );
  }
  return lines.join('\n');
}
