import { type MeetKind, meetKindLabel, meetPerm, meetStateLabel, MeetState as S } from '@cppcc/contracts';
import { newId } from '../../../platform/db/ids';
import { defineMachine, stateColumnStore, type TrailEntry, type Transition, type Who, type WorkflowStep } from '../../../platform/workflow';
import { maHistory, maRecord } from '../tables';

/**
 * The one table of what a meeting or an activity may do in which state and by whom
 * (docs/meetings.md renders it). Both kinds share it: `recordFlow(kind)` is the same table
 * with the kind's permission and name, so /meet/… and /activity/… can never drift apart.
 */

/** The organiser: the creator, or staff of the creator's organisation holding the kind's manage permission. */
export type RecordActor = 'organizer';
export const recordActorLabel: Record<RecordActor, string> = { organizer: '组织者' };
export type RecordWho = Who<RecordActor>;

export type RecordFlowRow = Pick<typeof maRecord.$inferSelect, 'id' | 'state' | 'kind'>;
export type RecordSet = Partial<typeof maRecord.$inferInsert>;

function transitionsOf(kind: MeetKind) {
  const perm = meetPerm(kind).manage;
  return {
    save: {
      label: '修改',
      by: ['organizer'],
      permission: perm,
      from: [S.draft, S.released],
      to: null,
      note: '已发布的修改通知参加人员（勾选短信时同时发短信）',
    },
    release: {
      label: '发布',
      by: ['organizer'],
      permission: perm,
      from: [S.draft],
      to: S.released,
      note: '参加人员收到通知（消息；勾选短信时同时发短信）；开放报名、签到与请假',
    },
    close: {
      label: '结束',
      by: ['organizer'],
      permission: perm,
      from: [S.released],
      to: S.closed,
      note: '未签到、未请假的参加人员记为缺席；不再接受报名、签到与请假',
    },
  } as const satisfies Record<string, Transition<RecordFlowRow, RecordActor>>;
}
export type RecordAction = keyof ReturnType<typeof transitionsOf>;

async function writeHistory(s: WorkflowStep, row: RecordFlowRow, e: TrailEntry): Promise<void> {
  await s.tx.insert(maHistory).values({
    id: newId(),
    recordId: row.id,
    action: e.action,
    fromState: e.fromState,
    toState: e.toState,
    opinion: e.opinion ?? null,
    actorId: s.actor.userId,
    actorName: s.actor.username,
  });
}

function machineOf(kind: MeetKind) {
  return defineMachine<RecordFlowRow, RecordActor, RecordAction, RecordWho, RecordSet, object>({
    subject: meetKindLabel[kind],
    states: meetStateLabel,
    actors: recordActorLabel,
    transitions: transitionsOf(kind),
    ...stateColumnStore(maRecord),
    history: writeHistory,
    audit: { objectType: kind === 'meet' ? 'meetRecord' : 'activityRecord', objectId: (r) => r.id },
  });
}

const machines = { meet: machineOf('meet'), activity: machineOf('activity') } as const;

/** The machine of a kind. */
export const recordFlow = (kind: MeetKind) => machines[kind];

/** Steps on the trail that change no state. */
export const RECORD_TRAIL_ACTIONS = {
  create: '新建',
  delete: '删除',
  attendAdd: '添加参加人员',
  attendDelete: '移除参加人员',
  enter: '报名',
  enterCancel: '取消报名',
  signAll: '代签到',
  attendResult: '登记出席情况',
  sms: '短信设置',
  smsReissue: '补发短信',
  remind: '会前提醒',
} as const;

export function recordActionLabel(action: string): string {
  const t = transitionsOf('meet') as Record<string, { label: string }>;
  if (action in t) return t[action].label;
  return (RECORD_TRAIL_ACTIONS as Record<string, string>)[action] ?? action;
}
