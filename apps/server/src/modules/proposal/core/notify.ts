import { MsgType, RoleCode, UserType } from '@cppcc/contracts';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { type AfterCommit, withAfterCommit } from '../../../platform/workflow';
import { notifyUnread, sendMessage } from '../../message';
import { role, user, userRole } from '../../system/tables';

export interface Notice {
  userIds: string[];
  title: string;
  content: string;
  /** the web page to open */
  url?: string;
  proposalId?: string;
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
      title: n.title,
      content: n.content,
      msgType: MsgType.operation,
      bizType: 'proposal',
      bizId: n.proposalId ?? null,
      url: n.url ?? (n.proposalId ? `/proposal/proposalDetail/${n.proposalId}` : null),
      sender: n.sender ?? null,
    });
    for (const id of sent.userIds) this.unread.add(id);
    if (n.sms) {
      const rows = await this.tx
        .select({ mobile: user.mobile })
        .from(user)
        .where(and(inArray(user.id, userIds), isNotNull(user.mobile), isNull(user.deletedAt)));
      for (const r of rows)
        if (r.mobile) this.sms.push({ mobile: r.mobile, content: `【政协提案】${n.content}`, senderId: n.sender?.userId ?? null });
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
export async function officeUserIds(q: Queryable): Promise<string[]> {
  const rows = await q
    .select({ id: user.id })
    .from(user)
    .innerJoin(userRole, eq(userRole.userId, user.id))
    .innerJoin(role, eq(role.id, userRole.roleId))
    .where(and(eq(role.code, RoleCode.proposalStaff), eq(user.enabled, true), isNull(user.deletedAt)));
  return rows.map((r) => r.id);
}

/** Accounts that act for these units (handling-unit accounts of the organisation). */
export async function unitUserIds(q: Queryable, unitIds: string[]): Promise<string[]> {
  if (!unitIds.length) return [];
  const rows = await q
    .select({ id: user.id })
    .from(user)
    .where(and(inArray(user.orgId, unitIds), eq(user.userType, UserType.collective), eq(user.enabled, true), isNull(user.deletedAt)));
  return rows.map((r) => r.id);
}
