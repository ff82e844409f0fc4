import { MsgBizType, RoleCode } from '@cppcc/contracts';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { type AfterCommit, withAfterCommit } from '../../../platform/workflow';
import { StepNotifier } from '../../message';
import { liveAccountIdsWithRole, unitAccountIds } from '../../system';

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
 * The messages of a step, through the platform's notifier (modules/message/notifier.ts): written
 * inside its transaction; the unread push and the SMS wait for the commit.
 */
export class Effects {
  private readonly out: StepNotifier;

  constructor(tx: Tx, ctx: AppContext, after: AfterCommit) {
    this.out = new StepNotifier(tx, ctx, after, { bizType: MsgBizType.proposal, smsPrefix: '【政协提案】', sender: null });
  }

  async notify(n: Notice): Promise<void> {
    await this.out.notify({
      userIds: n.userIds,
      title: n.proposal ? `${n.title}：${proposalName(n.proposal)}` : n.title,
      content: n.content,
      bizId: n.proposal?.id ?? null,
      url: n.url ?? (n.proposal ? `/proposal/proposalDetail/${n.proposal.id}` : null),
      sms: n.sms,
      sender: n.sender ?? null,
    });
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
