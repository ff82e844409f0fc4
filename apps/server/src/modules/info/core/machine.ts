import { InfoPerm, infoStateLabel, InfoState as S } from '@cppcc/contracts';
import { newId } from '../../../platform/db/ids';
import { defineMachine, stateColumnStore, type TrailEntry, type Transition, type Who, type WorkflowStep } from '../../../platform/workflow';
import { infoHistory, infoItem } from '../tables';

/**
 * The one place that says which step an information item may take in which
 * state and by whom (docs/info.md renders this table). Services call
 * `infoFlow.move`; lists and details carry `infoFlow.availableActions`.
 */

/**
 * Who takes a step: the item's reporter, a reviewer holding its current review level, an editor
 * holding its current editing level (after adoption), or the information office.
 */
export type InfoActor = 'reporter' | 'reviewer' | 'editor' | 'office';
export const infoActorLabel: Record<InfoActor, string> = {
  reporter: '上报人',
  reviewer: '当前环节审核人',
  editor: '当前编辑环节审核人',
  office: '信息处',
};

export type InfoWho = Who<InfoActor>;

/** What a move reads of the item. */
export type InfoFlowRow = Pick<typeof infoItem.$inferSelect, 'id' | 'state'>;
export type InfoSet = Partial<typeof infoItem.$inferInsert>;
/** What the trail says besides the states: the flow level the step was taken at, and what else it carried. */
export interface InfoEntryExtra {
  level?: number | null;
}
export type InfoHistoryEntry = TrailEntry & InfoEntryExtra;

/** `to` picked by the service: the first or next level of the flow (1), or complete (2) when no level is left. */
const chosenTarget = (_: InfoFlowRow, input: Readonly<Record<string, unknown>>) => Number(input.to);

const transitions = {
  save: {
    label: '修改',
    by: ['reporter', 'office'],
    from: [S.draft, S.returned],
    to: null,
    note: '草稿仅作者可见；退回的信息每次修改保留一个版本',
  },
  submit: {
    label: '报送',
    by: ['reporter', 'office'],
    from: [S.draft],
    to: [S.reviewing, S.toAdopt],
    choose: chosenTarget,
    note: '进入该类别当前审核流程的第一级（未设流程时拒绝）；联名人收到确认邀请',
  },
  resubmit: {
    label: '重新报送',
    by: ['reporter', 'office'],
    from: [S.returned],
    to: [S.reviewing, S.toAdopt],
    choose: chosenTarget,
    note: '退回的信息修改后重新进入审核流程的第一级',
  },
  pass: {
    label: '审核通过',
    by: ['reviewer'],
    permission: InfoPerm.check,
    from: [S.reviewing],
    to: [S.reviewing, S.toAdopt],
    choose: chosenTarget,
    note: '进入流程的下一级；最后一级通过后为待采用（审核完成）',
  },
  back: {
    label: '退回',
    by: ['reviewer'],
    permission: InfoPerm.check,
    from: [S.reviewing],
    to: [S.returned, S.reviewing],
    choose: chosenTarget,
    note: '退回类型 1 退回上报人（附理由，消息通知上报人）；2 上一级；3 第一级',
  },
  discard: { label: '弃用', by: ['reviewer'], permission: InfoPerm.check, from: [S.reviewing], to: S.discarded, note: '附弃用理由' },
  sendBack: {
    label: '退回上报人',
    by: ['office'],
    permission: InfoPerm.adopt,
    from: [S.toAdopt, S.notAdopted],
    to: S.returned,
    note: 'info/back：附理由，消息通知上报人',
  },
  adopt: {
    label: '采用',
    by: ['office'],
    permission: InfoPerm.adopt,
    from: [S.toAdopt, S.notAdopted],
    to: S.adopted,
    note: '类别设有编辑流程时进入其第一级（编辑审核中）',
  },
  notAdopt: { label: '不采用', by: ['office'], permission: InfoPerm.adopt, from: [S.toAdopt], to: S.notAdopted },
  abandon: {
    label: '弃用',
    by: ['office'],
    permission: InfoPerm.adopt,
    from: [S.toAdopt, S.notAdopted],
    to: S.discarded,
    note: '采用 -1：附弃用理由',
  },
  merge: {
    label: '合并',
    by: ['office'],
    permission: InfoPerm.merge,
    from: [S.toAdopt],
    to: S.merged,
    note: '同一类别的待采用信息合并为一条新的待采用信息，来源信息的上报人一并计分',
  },
  // the editing flow runs on an adopted item beside its state: edit_state and edit_level_seq move, the state stays
  editPass: {
    label: '编辑审核通过',
    by: ['editor'],
    permission: InfoPerm.check,
    denied: '该信息当前不在您负责的编辑审核环节',
    from: [S.adopted],
    to: null,
    note: '编辑流程：可先编辑加工正文（保留版本），进入下一级；最后一级通过后为编辑完成，方可收入编辑、编入刊物',
  },
  editBack: {
    label: '编辑退回上一级',
    by: ['editor'],
    permission: InfoPerm.check,
    denied: '该信息当前不在您负责的编辑审核环节',
    from: [S.adopted],
    to: null,
    note: '编辑流程：附退回理由，回到上一级（第一级不能退回）',
  },
} as const satisfies Record<string, Transition<InfoFlowRow, InfoActor>>;
export type InfoAction = keyof typeof transitions;

/** The history row of a step, in its transaction (the audit row is the workflow's). */
async function writeHistory(s: WorkflowStep, row: InfoFlowRow, e: InfoHistoryEntry): Promise<void> {
  await s.tx.insert(infoHistory).values({
    id: newId(),
    itemId: row.id,
    action: e.action,
    fromState: e.fromState,
    toState: e.toState,
    level: e.level ?? null,
    opinion: e.opinion ?? null,
    actorId: s.actor.userId,
    actorName: s.actor.username,
    detail: e.detail ?? null,
  });
}

export const infoFlow = defineMachine<InfoFlowRow, InfoActor, InfoAction, InfoWho, InfoSet, InfoEntryExtra>({
  subject: '信息',
  states: infoStateLabel,
  actors: infoActorLabel,
  transitions,
  ...stateColumnStore(infoItem),
  history: writeHistory,
  audit: { objectType: 'info', objectId: (r) => r.id },
  auditDetail: (e) => (e.level ? { level: e.level } : {}),
});

/** Steps that change no state but belong on the trail (mark read, serial number, collect, send upward, joint answers …). */
export const INFO_RECORD_ACTIONS = {
  create: '新建',
  markRead: '标记已读',
  serialNumber: '编号',
  collect: '收入编辑',
  uncollect: '移出编辑',
  submitUpward: '报送上级',
  result: '登记上级采用情况',
  jointAgree: '同意联名',
  jointDisagree: '不同意联名',
  editCheck: '编辑审核',
  editStart: '进入编辑流程',
  edit: '编辑加工',
  delete: '删除',
} as const;

/** The Chinese name of any action on the trail. */
export function infoActionLabel(action: string): string {
  if (action in transitions) return transitions[action as InfoAction].label;
  return (INFO_RECORD_ACTIONS as Record<string, string>)[action] ?? action;
}
