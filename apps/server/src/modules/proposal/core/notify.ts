import { MsgType, RoleCode } from '@cppcc/contracts';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { type AfterCommit, withAfterCommit } from '../../../platform/workflow';
import { notifyUnread, sendMessage } from '../../message';
import { accountMobiles, liveAccountIdsWithRole, unitAccountIds } from '../../system';

/** The proposal a message is about, as its title names it. */
export interface NoticeSubject {
  id: string;
  title: string;
  number: number | null;
}

/** 第12号《关于…的建议》, or 《…》 before the proposal has a number. */
export const proposalName = (p: NoticeSubject): string => `${p.number ? `第${p.number}号` : ''}《${p.title}》`;

export interface Notice {
  userIds: string[];
  /** the fixed part (提案已答复); a message about a proposal names it after a colon, so a list of titles tells them apart */
  title: string;
  content: string;
  /** the web page to open */
  url?: string;
  proposal?: NoticeSubject;
  /** also by SMS, to those with a mobile number (the user ticked 短信通知, or a reminder by SMS) */
  sms?: boolean;
  sender?: { userId: string | null; username: string | null };
}

/**
 * The messages of a step: written inside its transaction; the unread push and
 * the SMS are queued after the commit (a rolled-back step must tell nobody).
 */
export class Effects {
  private readonly unread = new Set<string>();
  private readonly sms: { mobile: string; content: string; senderId: string | null }[] = [];

  constructor(
    private readonly tx: Tx,
    ctx: AppContext,
    after: AfterCommit,
  ) {
    after.add(() => this.flush(ctx));
  }

  async notify(n: Notice): Promise<void> {
    const userIds = [...new Set(n.userIds.filter(Boolean))];
    if (!userIds.length) return;
    const sent = await sendMessage(this.tx, {
      userIds,
      title: n.proposal ? `${n.title}：${proposalName(n.proposal)}` : n.title,
      content: n.content,
      msgType: MsgType.operation,
      bizType: 'proposal',
      bizId: n.proposal?.id ?? null,
      url: n.url ?? (n.proposal ? `/proposal/proposalDetail/${n.proposal.id}` : null),
      sender: n.sender ?? null,
    });
    for (const id of sent.userIds) this.unread.add(id);
    if (n.sms) {
      for (const mobile of (await accountMobiles(this.tx, userIds)).values())
        this.sms.push({ mobile, content: `【政协提案】${n.content}`, senderId: n.sender?.userId ?? null });
    }
  }

  /** After the commit: push unread counts and send the SMS (a failed SMS is in the outbox, not an error of the step). */
  private async flush(ctx: AppContext): Promise<void> {
    notifyUnread(ctx.events, [...this.unread]);
    for (const m of this.sms) {
      await ctx.sms.send({ mobile: m.mobile, content: m.content, bizType: 'proposal', senderId: m.senderId }).catch(() => undefined);
    }
  }
}

/** Runs a step in one transaction with its messages, then delivers them. */
export function withEffects<T>(ctx: AppContext, work: (tx: Tx, fx: Effects) => Promise<T>): Promise<T> {
  return withAfterCommit(ctx.db, (tx, after) => work(tx, new Effects(tx, ctx, after)));
}

/** Accounts of the proposal office (role proposal_staff), who hear of new submissions and unit requests. */
export function officeUserIds(q: Queryable): Promise<string[]> {
  return liveAccountIdsWithRole(q, RoleCode.proposalStaff);
}

/** Accounts that act for these units (handling-unit accounts of the organisation). */
export function unitUserIds(q: Queryable, unitIds: string[]): Promise<string[]> {
  return unitAccountIds(q, unitIds);
}
