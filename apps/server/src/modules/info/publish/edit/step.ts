import { MsgBizType, MsgType, PublicationPage } from '@cppcc/contracts';
import type { AppContext } from '../../../../platform/context';
import { notifyUnread, sendMessage } from '../../../message';
import { type InfoStep, type InfoStepContext, runInfoStep } from '../../core/step';

/** A step on an issue: the info area's step (transaction, trail, score cache) and the app, for the messages. */
export interface PubStep extends InfoStep {
  ctx: AppContext;
}

export function runPubStep<T>(sc: InfoStepContext, work: (s: PubStep) => Promise<T>): Promise<T> {
  return runInfoStep(sc, (s) => work(Object.assign(s, { ctx: sc.ctx })));
}

export interface IssueNotice {
  userIds: readonly string[];
  /** the fixed part (待签发刊物); the issue's title follows after a colon */
  title: string;
  content: string;
  issue: { id: string; title: string };
  /** the page to open: the reader's page of the issue unless told */
  url?: string;
}

/**
 * The messages of an issue's step, written in its transaction under bizType publication; the
 * unread push waits for the commit, so a step that rolls back tells nobody. The caller is
 * never told of their own step.
 */
export async function notifyIssue(s: PubStep, n: IssueNotice): Promise<void> {
  const me = s.caller.principal.userId;
  const userIds = [...new Set(n.userIds.filter((id) => id && id !== me))];
  if (!userIds.length) return;
  const sent = await sendMessage(s.tx, {
    userIds,
    title: `${n.title}：《${n.issue.title}》`,
    content: n.content,
    msgType: MsgType.operation,
    bizType: MsgBizType.publication,
    bizId: n.issue.id,
    url: n.url ?? PublicationPage.detail(n.issue.id),
    sender: { userId: me, username: s.caller.principal.username },
  });
  const { events } = s.ctx;
  s.after.add(() => notifyUnread(events, sent.userIds));
}
