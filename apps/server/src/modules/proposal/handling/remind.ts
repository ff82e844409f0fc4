import { ProposalPage, ProposalState, ReplyRemaining, ReplyWay, replyRemainingLabel, SignState } from '@cppcc/contracts';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { type Actor, audit, systemActor } from '../../../platform/audit/audit';
import type { AppContext } from '../../../platform/context';
import { newId } from '../../../platform/db/ids';
import { fieldError, illegalState } from '../../../platform/errors';
import { chinaDate } from '../../../platform/time/china';
import { requireOffice } from '../core/access';
import { record } from '../core/machines';
import { unitUserIds, withEffects } from '../core/notify';
import { lockProposal, runStep, type StepContext, senderOf } from '../core/steps';
import { proposal, proposalRemind, proposalUnit } from '../tables';

/** Sign states of an assignment still owing a reply (a pending return request waits for the office instead). */
const owing = [SignState.awaitingReceipt, SignState.handling, SignState.delayed, SignState.returnRejected, SignState.delayRejected];

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Reply remaining days (spec 001 enumeration): 3 fifteen, 2 seven, 1 three, 0 overdue; null before the first. */
export function thresholdFor(daysLeft: number): number | null {
  if (daysLeft < 0) return ReplyRemaining.delayed;
  if (daysLeft <= 3) return ReplyRemaining.threeDays;
  if (daysLeft <= 7) return ReplyRemaining.sevenDays;
  if (daysLeft <= 15) return ReplyRemaining.fifteenDays;
  return null;
}

/** The last two reminders (3 days left, overdue) also go by SMS (reply way 1); the earlier ones by system message. */
const wayFor = (threshold: number) => (threshold <= ReplyRemaining.threeDays ? ReplyWay.sms : ReplyWay.system);

function remindText(title: string, number: number | null, deadline: string, threshold: number): string {
  const what = `提案《${title}》${number ? `（第${number}号）` : ''}`;
  return threshold === ReplyRemaining.delayed
    ? `${what}已超过答复期限${deadline}，请尽快答复。`
    : `${what}的答复期限为${deadline}（${replyRemainingLabel[threshold]}），请按时答复。`;
}

/**
 * Reminds units whose reply is due in 15, 7 or 3 days, or overdue. Idempotent
 * per assignment, threshold and deadline (unique index): running it again, or
 * from several processes, sends nothing twice; a delay that moves the deadline
 * starts the reminders afresh.
 */
export async function runReminders(ctx: AppContext, now: Date, actor: Actor = systemActor): Promise<{ sent: number; skipped: number }> {
  const today = chinaDate(now);
  const horizon = chinaDate(new Date(now.getTime() + 15 * 86_400_000));
  const due = await ctx.db
    .select({
      rowId: proposalUnit.id,
      proposalId: proposalUnit.proposalId,
      unitId: proposalUnit.unitId,
      unitName: proposalUnit.unitName,
      deadline: proposalUnit.deadline,
      title: proposal.title,
      number: proposal.number,
    })
    .from(proposalUnit)
    .innerJoin(proposal, eq(proposal.id, proposalUnit.proposalId))
    .where(
      and(
        eq(proposalUnit.phase, 'formal'),
        eq(proposalUnit.active, true),
        inArray(proposalUnit.signState, owing),
        lte(proposalUnit.deadline, horizon),
        inArray(proposal.state, [ProposalState.handling, ProposalState.rehandling]),
        isNull(proposal.deletedAt),
      ),
    );
  let sent = 0;
  let skipped = 0;
  for (let i = 0; i < due.length; i += 200) {
    const batch = due.slice(i, i + 200);
    await withEffects(ctx, async (tx, fx) => {
      for (const d of batch) {
        if (!d.deadline) continue;
        const threshold = thresholdFor(daysBetween(today, d.deadline));
        if (threshold === null) continue;
        const content = remindText(d.title, d.number, d.deadline, threshold);
        const way = wayFor(threshold);
        const inserted = await tx
          .insert(proposalRemind)
          .values({
            id: newId(),
            proposalId: d.proposalId,
            unitRowId: d.rowId,
            unitId: d.unitId,
            unitName: d.unitName,
            threshold,
            way,
            deadline: d.deadline,
            content,
            senderId: actor.userId,
            senderName: actor.username,
          })
          .onConflictDoNothing()
          .returning({ id: proposalRemind.id });
        if (!inserted.length) {
          skipped++;
          continue;
        }
        sent++;
        await fx.notify({
          userIds: await unitUserIds(tx, [d.unitId]),
          title: threshold === ReplyRemaining.delayed ? '提案答复已超期' : '提案答复期限提醒',
          content,
          proposal: { id: d.proposalId, title: d.title, number: d.number },
          url: ProposalPage.handlingList,
          sms: way === ReplyWay.sms,
          sender: actor,
        });
      }
      if (batch.length) await audit(tx, actor, { objectType: 'proposalRemind', action: 'run', detail: { today, checked: batch.length } });
    });
  }
  return { sent, skipped };
}

/** POST /proposal/remind: the office urges one unit (or every unit still owing a reply) by hand (催办). */
export async function remindByHand(sc: StepContext, input: { id: string; unitId?: string | null; content?: string | null; sms: boolean }) {
  return runStep(sc, async (s) => {
    requireOffice(s.scope);
    const p = await lockProposal(s, input.id);
    if (p.state !== ProposalState.handling && p.state !== ProposalState.rehandling) throw illegalState('只能催办办理中的提案');
    const rows = await s.tx
      .select()
      .from(proposalUnit)
      .where(
        and(
          eq(proposalUnit.proposalId, p.id),
          eq(proposalUnit.phase, 'formal'),
          eq(proposalUnit.active, true),
          inArray(proposalUnit.signState, owing),
          input.unitId ? eq(proposalUnit.unitId, input.unitId) : undefined,
        ),
      );
    if (!rows.length) throw input.unitId ? fieldError('unitId', '该单位没有待答复的交办') : illegalState('没有待答复的承办单位');
    for (const r of rows) {
      const content =
        input.content || `请抓紧办理提案《${p.title}》${p.number ? `（第${p.number}号）` : ''}，答复期限${r.deadline ?? '未设'}。`;
      await s.tx.insert(proposalRemind).values({
        id: newId(),
        proposalId: p.id,
        unitRowId: r.id,
        unitId: r.unitId,
        unitName: r.unitName,
        threshold: null,
        way: input.sms ? ReplyWay.sms : ReplyWay.system,
        deadline: r.deadline,
        content,
        senderId: s.caller.principal.userId,
        senderName: s.caller.principal.username,
      });
      await record(s, p.id, {
        action: 'remind',
        fromState: p.state,
        toState: p.state,
        unit: { id: r.unitId, name: r.unitName },
        opinion: content,
      });
      await s.fx.notify({
        userIds: await unitUserIds(s.tx, [r.unitId]),
        title: '提案催办',
        content,
        proposal: p,
        url: ProposalPage.handlingList,
        sms: input.sms,
        sender: senderOf(s),
      });
    }
    return { count: rows.length };
  });
}
