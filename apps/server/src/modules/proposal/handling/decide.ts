import { RequestStatus, type requestDecideBody, UnitRequestKind, type UnitRequestKindValue, unitRequestKindLabel } from '@cppcc/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { fieldError, illegalState, notFound } from '../../../platform/errors';
import { today } from '../../../platform/time/china';
import { type ProposalRow, requireOffice } from '../core/access';
import { proposalFlow, unitFlow } from '../core/machines';
import { unitUserIds } from '../core/notify';
import { refreshUnitNames } from '../core/people';
import { asOffice, lockProposal, runStep, type Step, type StepContext, senderOf } from '../core/steps';
import { proposalUnit, proposalUnitRequest } from '../tables';

/**
 * Once a return is approved the unit's names leave the lists; when it was the last unit, nobody
 * handles the proposal any more and it takes the reassign step back to 待交办.
 */
async function afterReturnApproved(s: Step, p: ProposalRow): Promise<void> {
  await refreshUnitNames(s.tx, p.id);
  const [{ left }] = await s.tx
    .select({ left: count() })
    .from(proposalUnit)
    .where(and(eq(proposalUnit.proposalId, p.id), eq(proposalUnit.phase, 'formal'), eq(proposalUnit.active, true)));
  if (left === 0) await proposalFlow.move(s, p, 'reassign', { who: asOffice(s), entry: { opinion: '承办单位全部退回，待重新交办' } });
}

/** POST /proposal/back/decide and /proposal/delay/decide: the office approves or rejects a unit's request. */
export async function decideRequest(sc: StepContext, kind: UnitRequestKindValue, input: z.output<typeof requestDecideBody>): Promise<void> {
  await runStep(sc, async (s) => {
    requireOffice(s.scope);
    const [req] = await s.tx
      .select()
      .from(proposalUnitRequest)
      .where(and(eq(proposalUnitRequest.id, input.requestId), eq(proposalUnitRequest.kind, kind)))
      .for('update')
      .limit(1);
    if (!req) throw notFound(`${unitRequestKindLabel[kind]}申请`);
    if (req.status !== RequestStatus.pending) throw illegalState('该申请已审核');
    const p = await lockProposal(s, req.proposalId);
    const [row] = await s.tx.select().from(proposalUnit).where(eq(proposalUnit.id, req.unitRowId)).for('update').limit(1);
    if (!row) throw notFound('交办记录');
    const action =
      kind === UnitRequestKind.back ? (input.approve ? 'backApprove' : 'backReject') : input.approve ? 'delayApprove' : 'delayReject';
    const decide = unitFlow.start(s, { unit: row, proposal: p }, action, asOffice(s));
    const now = new Date();
    let deadline = row.deadline;
    if (kind === UnitRequestKind.delay && input.approve) {
      deadline = input.deadline ?? req.delayDate;
      if (deadline && deadline <= today()) throw fieldError('deadline', '新的答复期限应晚于今天');
    }
    // an approved return ends the assignment; an approved delay moves its deadline; the sign state comes from the table
    const set = action === 'backApprove' ? { active: false } : action === 'delayApprove' ? { deadline } : {};
    await decide.commit({ set, entry: { opinion: input.opinion } });
    await s.tx
      .update(proposalUnitRequest)
      .set({
        status: input.approve ? RequestStatus.approved : RequestStatus.rejected,
        opinion: input.opinion ?? null,
        deciderId: s.caller.principal.userId,
        deciderName: s.caller.principal.username,
        decidedAt: now,
        ...(kind === UnitRequestKind.delay && input.approve ? { delayDate: deadline } : {}),
      })
      .where(eq(proposalUnitRequest.id, req.id));
    if (action === 'backApprove') await afterReturnApproved(s, p);
    const verdict = input.approve ? '同意' : '不同意';
    const what = `${unitRequestKindLabel[kind]}${kind === UnitRequestKind.delay && input.approve && deadline ? `，答复期限改为${deadline}` : ''}`;
    await s.fx.notify({
      userIds: await unitUserIds(s.tx, [row.unitId]),
      title: `${unitRequestKindLabel[kind]}申请审核结果`,
      content: `提案办${verdict}贵单位关于提案《${p.title}》的${what}申请。${input.opinion ? `意见：${input.opinion}` : ''}`,
      proposal: p,
      sms: input.sms,
      sender: senderOf(s),
    });
  });
}
