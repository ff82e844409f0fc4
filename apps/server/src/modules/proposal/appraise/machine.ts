import { type AppraiseKind, type appraiseAddBody, appraiseStateLabel } from '@cppcc/contracts';
import type { z } from 'zod';
import { illegalState } from '../../../platform/errors';
import { defineMachine, stateColumnStore } from '../../../platform/workflow';
import { proposalAppraise, proposalAppraiseParticipant, proposalAppraiseRecord, proposalAppraiseTarget } from './tables';

export const A = proposalAppraise;
export const T = proposalAppraiseTarget;
export const M = proposalAppraiseParticipant;
export const R = proposalAppraiseRecord;
export type Row = typeof A.$inferSelect;
export type Fields = z.output<typeof appraiseAddBody>;

export const OBJECT = 'proposalAppraise';
export const what = (kind: AppraiseKind) => (kind === 'proposal' ? '提案评议' : '承办单位测评');

// ---------- the state machine ----------

/** An appraisal: a draft (0) the office edits, published (1) for the members to appraise, ended (2). */
export const appraiseFlow = defineMachine<Row, 'office' | 'member', 'update' | 'remove' | 'publish' | 'end' | 'remind' | 'submit'>({
  subject: '评议',
  states: appraiseStateLabel,
  actors: { office: '提案办', member: '委员' },
  transitions: {
    update: { label: '修改', by: ['office'], from: [0], to: null },
    remove: { label: '删除', by: ['office'], from: [0], to: null },
    publish: { label: '发布', by: ['office'], from: [0], to: 1, note: '确定参评委员（未选时为本届全体委员）并通知' },
    end: { label: '结束', by: ['office'], from: [1], to: 2 },
    remind: { label: '提醒', by: ['office'], from: [1], to: null, note: '提醒未完成的委员' },
    submit: { label: '评议', by: ['member'], from: [1], to: null, note: '开始至结束时间之间' },
  },
  ...stateColumnStore(A),
  audit: { objectType: OBJECT, objectId: (row) => row.id },
});
/** Which step is allowed in which state (0 draft, 1 ongoing, 2 ended). */
export const appraiseTransitions = appraiseFlow.spec.transitions;
export type AppraiseStep = keyof typeof appraiseTransitions;

/** Refuses a step the appraisal's state does not allow, naming the kind of appraisal, its state and the step. */
export function checkStep(step: AppraiseStep, row: Row): void {
  if (!appraiseFlow.can(step, row.state)) {
    throw illegalState(`${what(row.kind)}当前状态为「${appraiseStateLabel[row.state]}」，不能${appraiseTransitions[step].label}`);
  }
}
