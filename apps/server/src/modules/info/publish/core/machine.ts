import { PublicationPerm, publicationStateLabel, PublicationState as S } from '@cppcc/contracts';
import { newId } from '../../../../platform/db/ids';
import {
  defineMachine,
  stateColumnStore,
  type TrailEntry,
  type Transition,
  type Who,
  type WorkflowStep,
} from '../../../../platform/workflow';
import { publication, publicationHistory } from '../tables';

/**
 * The one table of what an issue (刊物) may do in which state and by whom
 * (docs/publications.md renders it). Services call `publicationFlow.move`;
 * lists and details carry `publicationFlow.availableActions`.
 */

/** The editors (刊物编辑), and the signer named on the issue when it was submitted. */
export type PublicationActor = 'editor' | 'signer';
export const publicationActorLabel: Record<PublicationActor, string> = { editor: '刊物编辑', signer: '签发人' };
export type PublicationWho = Who<PublicationActor>;

export type PublicationFlowRow = Pick<typeof publication.$inferSelect, 'id' | 'state'>;
export type PublicationSet = Partial<typeof publication.$inferInsert>;

const transitions = {
  save: {
    label: '修改',
    by: ['editor'],
    permission: PublicationPerm.edit,
    from: [S.editing],
    to: null,
    note: '标题、期号、报送范围与阅读对象、信息的顺序与编辑稿；信息原稿不变',
  },
  submit: {
    label: '送签',
    by: ['editor'],
    permission: PublicationPerm.edit,
    from: [S.editing],
    to: S.submitted,
    note: '指定签发人；签发人收到待签发通知；没有信息的刊物不能送签',
  },
  recall: { label: '撤回', by: ['editor'], permission: PublicationPerm.edit, from: [S.submitted], to: S.editing },
  signOff: {
    label: '签发',
    by: ['signer'],
    permission: PublicationPerm.sign,
    from: [S.submitted],
    to: S.signed,
    denied: '只有送签时指定的签发人可以签发',
    note: 'publication/adopt 结果 1；签发意见可选',
  },
  signBack: {
    label: '退回修改',
    by: ['signer'],
    permission: PublicationPerm.sign,
    from: [S.submitted],
    to: S.editing,
    denied: '只有送签时指定的签发人可以退回',
    note: 'publication/adopt 结果 -2：附理由，消息通知编辑',
  },
  distribute: {
    label: '分发',
    by: ['editor'],
    permission: PublicationPerm.edit,
    from: [S.signed],
    to: S.distributed,
    note: '阅读对象收到消息，可在「阅读刊物」中阅读（留阅读回执）；刊发的信息按「刊发」规则计分',
  },
} as const satisfies Record<string, Transition<PublicationFlowRow, PublicationActor>>;
export type PublicationAction = keyof typeof transitions;

async function writeHistory(s: WorkflowStep, row: PublicationFlowRow, e: TrailEntry): Promise<void> {
  await s.tx.insert(publicationHistory).values({
    id: newId(),
    publicationId: row.id,
    action: e.action,
    fromState: e.fromState,
    toState: e.toState,
    opinion: e.opinion ?? null,
    actorId: s.actor.userId,
    actorName: s.actor.username,
    detail: e.detail ?? null,
  });
}

export const publicationFlow = defineMachine<
  PublicationFlowRow,
  PublicationActor,
  PublicationAction,
  PublicationWho,
  PublicationSet,
  object
>({
  subject: '刊物',
  states: publicationStateLabel,
  actors: publicationActorLabel,
  transitions,
  ...stateColumnStore(publication),
  history: writeHistory,
  audit: { objectType: 'publication', objectId: (r) => r.id },
});

/** Steps on the trail that change no state. */
export const PUBLICATION_RECORD_ACTIONS = {
  create: '新建',
  collect: '收入信息',
  uncollect: '移出信息',
  sort: '调整顺序',
  excellent: '设为优秀',
  notExcellent: '取消优秀',
  read: '阅读',
  instruct: '领导批示',
  feedback: '反馈',
  delete: '删除',
} as const;

export function publicationActionLabel(action: string): string {
  if (action in transitions) return transitions[action as PublicationAction].label;
  return (PUBLICATION_RECORD_ACTIONS as Record<string, string>)[action] ?? action;
}
