import { SpeakState as S, SpeakPerm, speakStateLabel } from '@cppcc/contracts';
import { newId } from '../../../platform/db/ids';
import { defineMachine, stateColumnStore, type TrailEntry, type Transition, type Who, type WorkflowStep } from '../../../platform/workflow';
import { speech, speechHistory } from '../tables';

/**
 * The one table of what a speech (发言) may do in which state and by whom (docs/meetings.md
 * renders it). The speaker writes and submits; the office checks (采用 or 退回 with a reason),
 * edits and enters speeches made off the platform (补录, created 已采用).
 */
export type SpeechActor = 'speaker' | 'office';
export const speechActorLabel: Record<SpeechActor, string> = { speaker: '发言人', office: '发言管理人员' };
export type SpeechWho = Who<SpeechActor>;

export type SpeechFlowRow = Pick<typeof speech.$inferSelect, 'id' | 'state'>;
export type SpeechSet = Partial<typeof speech.$inferInsert>;

const transitions = {
  save: { label: '修改', by: ['speaker'], permission: SpeakPerm.write, from: [S.draft, S.returned], to: null },
  submit: {
    label: '提交',
    by: ['speaker'],
    permission: SpeakPerm.write,
    from: [S.draft, S.returned],
    to: S.submitted,
    note: '发言管理人员收到待审核提醒',
  },
  recall: { label: '撤回', by: ['speaker'], permission: SpeakPerm.write, from: [S.submitted], to: S.draft },
  pass: { label: '采用', by: ['office'], permission: SpeakPerm.manage, from: [S.submitted], to: S.passed, note: '发言人收到消息' },
  back: {
    label: '退回',
    by: ['office'],
    permission: SpeakPerm.manage,
    from: [S.submitted],
    to: S.returned,
    note: '附退回理由，发言人在消息中心收到',
  },
  edit: {
    label: '编辑',
    by: ['office'],
    permission: SpeakPerm.manage,
    from: [S.submitted, S.passed],
    to: null,
    note: '保存为发言管理人员的修改稿，进入发言材料汇编',
  },
} as const satisfies Record<string, Transition<SpeechFlowRow, SpeechActor>>;
export type SpeechAction = keyof typeof transitions;

async function writeHistory(s: WorkflowStep, row: SpeechFlowRow, e: TrailEntry): Promise<void> {
  await s.tx.insert(speechHistory).values({
    id: newId(),
    speechId: row.id,
    action: e.action,
    fromState: e.fromState,
    toState: e.toState,
    opinion: e.opinion ?? null,
    actorId: s.actor.userId,
    actorName: s.actor.username,
  });
}

export const speechFlow = defineMachine<SpeechFlowRow, SpeechActor, SpeechAction, SpeechWho, SpeechSet, object>({
  subject: '发言',
  states: speakStateLabel,
  actors: speechActorLabel,
  transitions,
  ...stateColumnStore(speech),
  history: writeHistory,
  audit: { objectType: 'speech', objectId: (r) => r.id },
});

/** Steps on the trail that change no state. */
export const SPEECH_TRAIL_ACTIONS = { create: '新建', supplement: '补录', delete: '删除', sort: '调整汇编顺序' } as const;

export function speechActionLabel(action: string): string {
  if (action in transitions) return transitions[action as SpeechAction].label;
  return (SPEECH_TRAIL_ACTIONS as Record<string, string>)[action] ?? action;
}
