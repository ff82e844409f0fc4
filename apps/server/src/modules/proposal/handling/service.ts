import {
  AssignFeedback,
  ProposalPage,
  ProposalState,
  proposalStateLabel,
  RequestStatus,
  type replyBody,
  UnitRequestKind,
} from '@cppcc/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../../platform/db/ids';
import { fieldError, forbidden, illegalState } from '../../../platform/errors';
import { syncFiles } from '../../oss';
import { type ProposalRow, requireUnit } from '../core/access';
import { cleanHtml } from '../core/content';
import { preFeedbackFlow, unitFlow } from '../core/machines';
import { officeUserIds } from '../core/notify';
import { participantIds } from '../core/people';
import { asUnit, bindImages, filesBy, lockProposal, runStep, type Step, type StepContext, senderOf } from '../core/steps';
import { unitsOwingReply } from '../core/units';
import { proposalUnit, proposalUnitRequest } from '../tables';

/** The steps a handling unit takes on its assignment (the unit machine of core/machines.ts). */

type UnitRow = typeof proposalUnit.$inferSelect;

/** The caller's own active assignment on a proposal in handling; units act only for their own organisation. */
export async function myAssignment(s: Step, p: ProposalRow, verb: string): Promise<UnitRow> {
  requireUnit(s.scope);
  const orgId = s.caller.principal.orgId;
  if (p.state !== ProposalState.handling && p.state !== ProposalState.rehandling) {
    throw illegalState(`提案当前状态为「${proposalStateLabel[p.state] ?? p.state}」，不能${verb}`);
  }
  const [row] = orgId
    ? await s.tx
        .select()
        .from(proposalUnit)
        .where(
          and(
            eq(proposalUnit.proposalId, p.id),
            eq(proposalUnit.unitId, orgId),
            eq(proposalUnit.phase, 'formal'),
            eq(proposalUnit.active, true),
          ),
        )
        .for('update')
        .limit(1)
    : [];
  if (!row) throw forbidden('该提案未交由本单位办理');
  return row;
}

export async function hasPendingRequest(s: Step, unitRowId: string): Promise<boolean> {
  const [{ n }] = await s.tx
    .select({ n: count() })
    .from(proposalUnitRequest)
    .where(and(eq(proposalUnitRequest.unitRowId, unitRowId), eq(proposalUnitRequest.status, RequestStatus.pending)));
  return n > 0;
}

/** POST /proposal/preSign/feedback: a unit answers a pre-assignment (assign feedback 0 → 1 agree / 2 disagree). */
export async function preFeedback(sc: StepContext, input: { id: string; agree: boolean; opinion?: string | null }): Promise<void> {
  await runStep(sc, async (s) => {
    requireUnit(s.scope);
    const p = await lockProposal(s, input.id);
    // the pre-assignment is answered while the proposal awaits assignment: without that there is no row to answer
    if (p.state !== ProposalState.awaitingAssign) {
      throw illegalState(`提案当前状态为「${proposalStateLabel[p.state] ?? p.state}」，不能预交办反馈`);
    }
    const [row] = await s.tx
      .select()
      .from(proposalUnit)
      .where(
        and(
          eq(proposalUnit.proposalId, p.id),
          eq(proposalUnit.unitId, s.caller.principal.orgId ?? ''),
          eq(proposalUnit.phase, 'pre'),
          eq(proposalUnit.preFeedback, AssignFeedback.pending),
        ),
      )
      .limit(1);
    if (!row) throw illegalState('本单位没有待反馈的预交办');
    if (!input.agree && !input.opinion) throw fieldError('opinion', '不同意承办时请填写理由');
    await preFeedbackFlow.move(s, { unit: row, proposal: p }, 'preFeedback', {
      who: asUnit(s),
      input: { agree: input.agree },
      set: { preOpinion: input.opinion ?? null, preAnsweredAt: new Date() },
      entry: { opinion: `${input.agree ? '同意承办' : '不同意承办'}${input.opinion ? `：${input.opinion}` : ''}` },
    });
    await s.fx.notify({
      userIds: await officeUserIds(s.tx),
      title: '预交办反馈',
      content: `${row.unitName}${input.agree ? '同意' : '不同意'}承办提案《${p.title}》。`,
      proposal: p,
      url: ProposalPage.preAssignRecord,
      sender: senderOf(s),
    });
  });
}

/** POST /proposal/sign: the unit signs for its assignment (0 → 1). */
export async function signProposal(sc: StepContext, input: { id: string; opinion?: string | null }): Promise<void> {
  await runStep(sc, async (s) => {
    const p = await lockProposal(s, input.id);
    const row = await myAssignment(s, p, '签收');
    await unitFlow.move(s, { unit: row, proposal: p }, 'sign', {
      who: asUnit(s),
      set: { signedAt: new Date(), signerId: s.caller.principal.userId },
      entry: { opinion: input.opinion },
    });
    await s.fx.notify({
      userIds: [p.proposerId ?? ''],
      title: '提案已签收',
      content: `${row.unitName}已签收您的提案《${p.title}》。`,
      proposal: p,
      sender: senderOf(s),
    });
  });
}

/** POST /proposal/back/apply: the unit asks to hand the assignment back (-2); the office decides. */
export async function applyBack(sc: StepContext, input: { id: string; reason: string }): Promise<void> {
  await runStep(sc, async (s) => {
    const p = await lockProposal(s, input.id);
    const row = await myAssignment(s, p, '申请退回');
    const apply = unitFlow.start(s, { unit: row, proposal: p }, 'backApply', asUnit(s));
    if (await hasPendingRequest(s, row.id)) throw illegalState('本单位已有待审核的申请');
    await s.tx.insert(proposalUnitRequest).values({
      id: newId(),
      kind: UnitRequestKind.back,
      proposalId: p.id,
      unitRowId: row.id,
      unitId: row.unitId,
      unitName: row.unitName,
      reason: input.reason,
      oldDeadline: row.deadline,
      applicantId: s.caller.principal.userId,
      applicantName: s.caller.principal.username,
    });
    await apply.commit({ entry: { opinion: input.reason } });
    await s.fx.notify({
      userIds: await officeUserIds(s.tx),
      title: '承办单位申请退回',
      content: `${row.unitName}申请退回提案《${p.title}》：${input.reason}`,
      proposal: p,
      url: ProposalPage.backRecord,
      sender: senderOf(s),
    });
  });
}

/** POST /proposal/delay/apply: the unit asks for a later deadline (-1); the office decides. */
export async function applyDelay(sc: StepContext, input: { id: string; reason: string; delayDate: string }): Promise<void> {
  await runStep(sc, async (s) => {
    const p = await lockProposal(s, input.id);
    const row = await myAssignment(s, p, '申请延期');
    const apply = unitFlow.start(s, { unit: row, proposal: p }, 'delayApply', asUnit(s));
    if (await hasPendingRequest(s, row.id)) throw illegalState('本单位已有待审核的申请');
    if (row.deadline && input.delayDate <= row.deadline) throw fieldError('delayDate', `申请延期至的日期应晚于当前答复期限${row.deadline}`);
    await s.tx.insert(proposalUnitRequest).values({
      id: newId(),
      kind: UnitRequestKind.delay,
      proposalId: p.id,
      unitRowId: row.id,
      unitId: row.unitId,
      unitName: row.unitName,
      reason: input.reason,
      delayDate: input.delayDate,
      oldDeadline: row.deadline,
      applicantId: s.caller.principal.userId,
      applicantName: s.caller.principal.username,
    });
    await apply.commit({ entry: { opinion: `申请延期至${input.delayDate}：${input.reason}` } });
    await s.fx.notify({
      userIds: await officeUserIds(s.tx),
      title: '承办单位申请延期',
      content: `${row.unitName}申请将提案《${p.title}》的答复期限延至${input.delayDate}：${input.reason}`,
      proposal: p,
      url: ProposalPage.delayRecord,
      sender: senderOf(s),
    });
  });
}

/** POST /proposal/reply: the unit's formal answer (答复函, handle level A/B/C); sign state → 2. */
export async function replyProposal(sc: StepContext, input: z.output<typeof replyBody>): Promise<void> {
  await runStep(sc, async (s) => {
    const p = await lockProposal(s, input.id);
    const row = await myAssignment(s, p, '答复');
    const replyContent = cleanHtml(input.content);
    await unitFlow.move(s, { unit: row, proposal: p }, 'reply', {
      who: asUnit(s),
      set: {
        replyContent,
        replyFileIds: input.fileIds,
        handleLevel: input.handleLevel,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        repliedAt: new Date(),
      },
      entry: { opinion: `办理结果${input.handleLevel}类`, detail: { round: row.round } },
    });
    // the answer letter's files and pictures belong to this unit's assignment, not to the proposal
    await syncFiles(s.tx, row.id, input.fileIds ?? [], filesBy(s));
    await bindImages(s, row.id, replyContent);
    const open = await unitsOwingReply(s.tx, p.id);
    await s.fx.notify({
      userIds: await participantIds(s.tx, p),
      title: '提案已答复',
      content: `${row.unitName}已答复提案《${p.title}》${open === 0 ? '，请对办理情况进行满意度测评' : ''}。`,
      proposal: p,
      sender: senderOf(s),
    });
  });
}
