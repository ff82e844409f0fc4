import { type MsgBizTypeValue, MsgType } from '@cppcc/contracts';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import type { AfterCommit } from '../../platform/workflow';
import { accountMobiles } from '../system';
import { notifyUnread, sendMessage } from './send';

/** One message of a workflow step about one affair of an area. */
export interface StepNotice {
  userIds: readonly string[];
  title: string;
  content: string;
  /** the affair the message is about and the page that opens it */
  bizId?: string | null;
  url?: string | null;
  /** also by SMS, to those with a mobile number (the organiser ticked 短信通知, a reminder by SMS) */
  sms?: boolean;
  /** this message's sender when it is not the step's */
  sender?: { userId: string | null; username: string | null } | null;
}

export interface NotifierOptions {
  /** the area's name on the message */
  bizType: MsgBizTypeValue;
  /** the SMS signature of the area: 【政协提案】 */
  smsPrefix: string;
  /** who sends; null for the system (a scheduled reminder) */
  sender: { userId: string | null; username: string | null } | null;
  /** leave the sender out of the recipients (a reviewer is not told of their own step) */
  skipSender?: boolean;
}

/**
 * The messages of any area's workflow step (proposal, information, meetings): written inside the
 * step's transaction; the unread push and the SMS wait for the commit, so a rolled-back step
 * tells nobody. A failed SMS stays in the SMS outbox; it is not an error of the step.
 */
export class StepNotifier {
  private readonly unread = new Set<string>();
  private readonly sms: { mobile: string; content: string; senderId: string | null }[] = [];

  constructor(
    private readonly tx: Tx,
    ctx: AppContext,
    after: AfterCommit,
    private readonly opts: NotifierOptions,
  ) {
    after.add(() => this.flush(ctx));
  }

  /** The ids of the accounts that got the message. */
  async notify(n: StepNotice): Promise<string[]> {
    const self = this.opts.skipSender ? this.opts.sender?.userId : undefined;
    const userIds = [...new Set(n.userIds.filter((id) => id && id !== self))];
    if (!userIds.length) return [];
    const sent = await sendMessage(this.tx, {
      userIds,
      title: n.title,
      content: n.content,
      msgType: MsgType.operation,
      bizType: this.opts.bizType,
      bizId: n.bizId ?? null,
      url: n.url ?? null,
      sender: n.sender === undefined ? this.opts.sender : n.sender,
    });
    for (const id of sent.userIds) this.unread.add(id);
    if (n.sms) {
      const senderId = (n.sender === undefined ? this.opts.sender : n.sender)?.userId ?? null;
      for (const mobile of (await accountMobiles(this.tx, userIds)).values())
        this.sms.push({ mobile, content: `${this.opts.smsPrefix}${n.content}`, senderId });
    }
    return sent.userIds;
  }

  private async flush(ctx: AppContext): Promise<void> {
    notifyUnread(ctx.events, [...this.unread]);
    for (const m of this.sms) {
      await ctx.sms.send({ mobile: m.mobile, content: m.content, bizType: this.opts.bizType, senderId: m.senderId }).catch(() => undefined);
    }
  }
}
