import {
  AssignFeedback,
  ProposalState,
  proposalStateLabel,
  RequestStatus,
  type replyBody,
  type requestDecideBody,
  SignState,
  satisfactionLabel,
} from '@cppcc/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../platform/db/ids';
import { forbidden, illegalState, notFound } from '../../platform/errors';
import { syncFiles } from '../oss';
import { fieldError } from '../system/common';
import { isOwner, type ProposalRow, requireOffice, requireUnit } from './access';
import { cleanHtml } from './content';
import { officeUserIds, unitUserIds } from './notify';
import { addDays, participantIds, refreshUnitNames } from './service-office';
import { assertProposalStep, assertUnitStep, preFeedbackStep } from './state-machine';
import { lockProposal, move, record, runStep, type Step, type StepContext, senderOf } from './steps';
import { proposal, proposalEvaluation, proposalUnit, proposalUnitRequest } from './tables';

type UnitRow = typeof proposalUnit.$inferSelect;

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
/** Days a unit has to answer again after a "not satisfied" rating. */
const REHANDLE_DAYS = 30;

/** The caller's own active assignment on a proposal in handling; units act only for their own organisation. */
async function myAssignment(s: Step, p: ProposalRow, verb: string): Promise<UnitRow> {
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

const unitOf = (r: UnitRow) => ({ id: r.unitId, name: r.unitName });

async function setUnit(s: Step, r: UnitRow, set: Partial<typeof proposalUnit.$inferInsert>): Promise<void> {
  await s.tx
    .update(proposalUnit)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(proposalUnit.id, r.id));
  await s.tx.update(proposal).set({ updatedAt: new Date() }).where(eq(proposal.id, r.proposalId));
}

async function hasPendingRequest(s: Step, unitRowId: string): Promise<boolean> {
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
    if (!preFeedbackStep.proposalStates.includes(p.state)) {
      throw illegalState(`提案当前状态为「${proposalStateLabel[p.state] ?? p.state}」，不能${preFeedbackStep.label}`);
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
    const feedback = input.agree ? AssignFeedback.agree : AssignFeedback.disagree;
    await setUnit(s, row, { preFeedback: feedback, preOpinion: input.opinion ?? null, preAnsweredAt: new Date() });
    await record(s, p.id, {
      action: 'preFeedback',
      fromState: p.state,
      toState: p.state,
      unit: unitOf(row),
      opinion: `${input.agree ? '同意承办' : '不同意承办'}${input.opinion ? `：${input.opinion}` : ''}`,
    });
    await s.fx.notify({
      userIds: await officeUserIds(s.tx),
      title: '预交办反馈',
      content: `${row.unitName}${input.agree ? '同意' : '不同意'}承办提案《${p.title}》。`,
      proposalId: p.id,
      url: '/proposal/preAssignRecord',
      sender: senderOf(s),
    });
  });
}

/** POST /proposal/sign: the unit signs for its assignment (0 → 1). */
export async function signProposal(sc: StepContext, input: { id: string; opinion?: string | null }): Promise<void> {
  await runStep(sc, async (s) => {
    const p = await lockProposal(s, input.id);
    const row = await myAssignment(s, p, '签收');
    assertUnitStep('sign', row.signState);
    await setUnit(s, row, { signState: SignState.handling, signedAt: new Date(), signerId: s.caller.principal.userId });
    await record(s, p.id, { action: 'sign', fromState: p.state, toState: p.state, unit: unitOf(row), opinion: input.opinion });
    await s.fx.notify({
      userIds: [p.proposerId ?? ''],
      title: '提案已签收',
      content: `${row.unitName}已签收您的提案《${p.title}》。`,
      proposalId: p.id,
      sender: senderOf(s),
    });
  });
}

/** POST /proposal/back/apply: the unit asks to hand the assignment back (-2); the office decides. */
export async function applyBack(sc: StepContext, input: { id: string; reason: string }): Promise<void> {
  await runStep(sc, async (s) => {
    const p = await lockProposal(s, input.id);
    const row = await myAssignment(s, p, '申请退回');
    assertUnitStep('backApply', row.signState);
    if (await hasPendingRequest(s, row.id)) throw illegalState('本单位已有待审核的申请');
    await s.tx.insert(proposalUnitRequest).values({
      id: newId(),
      kind: 'back',
      proposalId: p.id,
      unitRowId: row.id,
      unitId: row.unitId,
      unitName: row.unitName,
      reason: input.reason,
      oldDeadline: row.deadline,
      applicantId: s.caller.principal.userId,
      applicantName: s.caller.principal.username,
    });
    await setUnit(s, row, { signState: SignState.returned });
    await record(s, p.id, { action: 'backApply', fromState: p.state, toState: p.state, unit: unitOf(row), opinion: input.reason });
    await s.fx.notify({
      userIds: await officeUserIds(s.tx),
      title: '承办单位申请退回',
      content: `${row.unitName}申请退回提案《${p.title}》：${input.reason}`,
      proposalId: p.id,
      url: '/proposal/backRecord',
      sender: senderOf(s),
    });
  });
}

/** POST /proposal/delay/apply: the unit asks for a later deadline (-1); the office decides. */
export async function applyDelay(sc: StepContext, input: { id: string; reason: string; delayDate: string }): Promise<void> {
  await runStep(sc, async (s) => {
    const p = await lockProposal(s, input.id);
    const row = await myAssignment(s, p, '申请延期');
    assertUnitStep('delayApply', row.signState);
    if (await hasPendingRequest(s, row.id)) throw illegalState('本单位已有待审核的申请');
    if (row.deadline && input.delayDate <= row.deadline) throw fieldError('delayDate', `申请延期至的日期应晚于当前答复期限${row.deadline}`);
    await s.tx.insert(proposalUnitRequest).values({
      id: newId(),
      kind: 'delay',
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
    await setUnit(s, row, { signState: SignState.delayed });
    await record(s, p.id, {
      action: 'delayApply',
      fromState: p.state,
      toState: p.state,
      unit: unitOf(row),
      opinion: `申请延期至${input.delayDate}：${input.reason}`,
    });
    await s.fx.notify({
      userIds: await officeUserIds(s.tx),
      title: '承办单位申请延期',
      content: `${row.unitName}申请将提案《${p.title}》的答复期限延至${input.delayDate}：${input.reason}`,
      proposalId: p.id,
      url: '/proposal/delayRecord',
      sender: senderOf(s),
    });
  });
}

/** POST /proposal/back/decide and /proposal/delay/decide: the office approves or rejects a unit's request. */
export async function decideRequest(sc: StepContext, kind: 'back' | 'delay', input: z.output<typeof requestDecideBody>): Promise<void> {
  await runStep(sc, async (s) => {
    requireOffice(s.scope);
    const [req] = await s.tx
      .select()
      .from(proposalUnitRequest)
      .where(and(eq(proposalUnitRequest.id, input.requestId), eq(proposalUnitRequest.kind, kind)))
      .for('update')
      .limit(1);
    if (!req) throw notFound(kind === 'back' ? '退回申请' : '延期申请');
    if (req.status !== RequestStatus.pending) throw illegalState('该申请已审核');
    const p = await lockProposal(s, req.proposalId);
    const [row] = await s.tx.select().from(proposalUnit).where(eq(proposalUnit.id, req.unitRowId)).for('update').limit(1);
    if (!row) throw notFound('交办记录');
    const action = kind === 'back' ? (input.approve ? 'backApprove' : 'backReject') : input.approve ? 'delayApprove' : 'delayReject';
    assertUnitStep(action, row.signState);
    const now = new Date();
    let deadline = row.deadline;
    if (kind === 'back') {
      if (input.approve) await setUnit(s, row, { active: false });
      else await setUnit(s, row, { signState: SignState.returnRejected });
    } else if (input.approve) {
      deadline = input.deadline ?? req.delayDate;
      if (deadline && deadline <= today()) throw fieldError('deadline', '新的答复期限应晚于今天');
      await setUnit(s, row, { deadline });
    } else {
      await setUnit(s, row, { signState: SignState.delayRejected });
    }
    await s.tx
      .update(proposalUnitRequest)
      .set({
        status: input.approve ? RequestStatus.approved : RequestStatus.rejected,
        opinion: input.opinion ?? null,
        deciderId: s.caller.principal.userId,
        deciderName: s.caller.principal.username,
        decidedAt: now,
        ...(kind === 'delay' && input.approve ? { delayDate: deadline } : {}),
      })
      .where(eq(proposalUnitRequest.id, req.id));
    await record(s, p.id, { action, fromState: p.state, toState: p.state, unit: unitOf(row), opinion: input.opinion });
    if (kind === 'back' && input.approve) {
      await refreshUnitNames(s.tx, p.id);
      const [{ left }] = await s.tx
        .select({ left: count() })
        .from(proposalUnit)
        .where(and(eq(proposalUnit.proposalId, p.id), eq(proposalUnit.phase, 'formal'), eq(proposalUnit.active, true)));
      if (left === 0) {
        // nobody handles it any more: it waits for a new assignment
        await s.tx.update(proposal).set({ state: ProposalState.awaitingAssign, updatedAt: now }).where(eq(proposal.id, p.id));
        await s.tx.update(proposal).set({ state: ProposalState.awaitingAssign, updatedAt: now }).where(eq(proposal.mergedIntoId, p.id));
        await record(s, p.id, {
          action: 'reassign',
          fromState: p.state,
          toState: ProposalState.awaitingAssign,
          opinion: '承办单位全部退回，待重新交办',
        });
      }
    }
    const verdict = input.approve ? '同意' : '不同意';
    const what = kind === 'back' ? '退回' : `延期${input.approve && deadline ? `，答复期限改为${deadline}` : ''}`;
    await s.fx.notify({
      userIds: await unitUserIds(s.tx, [row.unitId]),
      title: kind === 'back' ? '退回申请审核结果' : '延期申请审核结果',
      content: `提案办${verdict}贵单位关于提案《${p.title}》的${what}申请。${input.opinion ? `意见：${input.opinion}` : ''}`,
      proposalId: p.id,
      sms: input.sms,
      sender: senderOf(s),
    });
  });
}

/** POST /proposal/reply: the unit's formal answer (答复函, handle level A/B/C); sign state → 2. */
export async function replyProposal(sc: StepContext, input: z.output<typeof replyBody>): Promise<void> {
  await runStep(sc, async (s) => {
    const p = await lockProposal(s, input.id);
    const row = await myAssignment(s, p, '答复');
    assertUnitStep('reply', row.signState);
    await setUnit(s, row, {
      signState: SignState.concluded,
      replyContent: cleanHtml(input.content),
      replyFileIds: input.fileIds,
      handleLevel: input.handleLevel,
      contactName: input.contactName,
      contactPhone: input.contactPhone,
      repliedAt: new Date(),
    });
    // the answer letter's files belong to this unit's assignment, not to the proposal
    await syncFiles(s.tx, row.id, input.fileIds ?? [], { actor: s.caller.actor, uploaderId: s.caller.principal.userId });
    await record(s, p.id, {
      action: 'reply',
      fromState: p.state,
      toState: p.state,
      unit: unitOf(row),
      opinion: `办理结果${input.handleLevel}类`,
      detail: { round: row.round },
    });
    const [{ open }] = await s.tx
      .select({ open: count() })
      .from(proposalUnit)
      .where(
        and(
          eq(proposalUnit.proposalId, p.id),
          eq(proposalUnit.phase, 'formal'),
          eq(proposalUnit.active, true),
          sql`${proposalUnit.signState} <> 2`,
        ),
      );
    await s.fx.notify({
      userIds: await participantIds(s.tx, p),
      title: '提案已答复',
      content: `${row.unitName}已答复提案《${p.title}》${open === 0 ? '，请对办理情况进行满意度测评' : ''}。`,
      proposalId: p.id,
      sender: senderOf(s),
    });
  });
}

/**
 * POST /proposal/evaluate: the proposer rates one unit's reply (1 satisfied,
 * 2 basically, 0 not). The first "not satisfied" sends that unit back to work
 * (re-handling 11); once every unit's latest reply is rated, the proposal is concluded (12).
 */
export async function evaluateProposal(
  sc: StepContext,
  input: { id: string; unitId: string; satisfaction: number; comment?: string | null },
): Promise<{ state: number }> {
  return runStep(sc, async (s) => {
    const p = await lockProposal(s, input.id);
    if (!isOwner(s.scope, p)) throw forbidden('只有提案人可以进行满意度测评');
    assertProposalStep('evaluate', p.state);
    const [row] = await s.tx
      .select()
      .from(proposalUnit)
      .where(
        and(
          eq(proposalUnit.proposalId, p.id),
          eq(proposalUnit.unitId, input.unitId),
          eq(proposalUnit.phase, 'formal'),
          eq(proposalUnit.active, true),
        ),
      )
      .for('update')
      .limit(1);
    if (!row) throw fieldError('unitId', '该单位不是本提案的承办单位');
    if (row.signState !== SignState.concluded) throw illegalState(`${row.unitName}尚未答复，不能测评`);
    const [done] = await s.tx
      .select({ id: proposalEvaluation.id })
      .from(proposalEvaluation)
      .where(and(eq(proposalEvaluation.unitRowId, row.id), eq(proposalEvaluation.round, row.round)))
      .limit(1);
    if (done) throw illegalState(`已对${row.unitName}的本次答复进行过测评`);
    if (input.satisfaction === 0 && !input.comment) throw fieldError('comment', '不满意时请填写意见建议');
    const now = new Date();
    await s.tx.insert(proposalEvaluation).values({
      id: newId(),
      proposalId: p.id,
      unitRowId: row.id,
      unitId: row.unitId,
      round: row.round,
      satisfaction: input.satisfaction,
      comment: input.comment ?? null,
      evaluatorId: s.caller.principal.userId,
    });
    // the 测评不满意 list: any 不满意, also in the second round
    if (input.satisfaction === 0 && !p.displeased) await s.tx.update(proposal).set({ displeased: true }).where(eq(proposal.id, p.id));
    const rehandle = input.satisfaction === 0 && row.round === 1;
    await setUnit(s, row, {
      satisfaction: input.satisfaction,
      satisfactionComment: input.comment ?? null,
      evaluatedAt: now,
      ...(rehandle
        ? { signState: SignState.handling, round: row.round + 1, repliedAt: null, deadline: addDays(today(), REHANDLE_DAYS) }
        : {}),
    });
    const opinion = `${row.unitName}：${satisfactionLabel[input.satisfaction]}${input.comment ? `，${input.comment}` : ''}`;
    const sender = senderOf(s);
    if (rehandle) {
      const to = ProposalState.rehandling;
      if (p.state !== to) await move(s, p, 'evaluate', to, {}, { opinion, unit: unitOf(row) });
      else await record(s, p.id, { action: 'evaluate', fromState: p.state, toState: p.state, opinion, unit: unitOf(row) });
      await record(s, p.id, { action: 'rehandle', fromState: to, toState: to, unit: unitOf(row), opinion: '测评不满意，重新办理' });
      await s.fx.notify({
        userIds: [...(await unitUserIds(s.tx, [row.unitId])), ...(await officeUserIds(s.tx))],
        title: '提案测评不满意',
        content: `提案人对${row.unitName}关于提案《${p.title}》的答复不满意，请重新办理：${input.comment}`,
        proposalId: p.id,
        sender,
      });
      return { state: p.state };
    }
    const rows = await s.tx
      .select({ id: proposalUnit.id, round: proposalUnit.round, signState: proposalUnit.signState })
      .from(proposalUnit)
      .where(and(eq(proposalUnit.proposalId, p.id), eq(proposalUnit.phase, 'formal'), eq(proposalUnit.active, true)));
    const rated = await s.tx
      .select({ unitRowId: proposalEvaluation.unitRowId, round: proposalEvaluation.round })
      .from(proposalEvaluation)
      .where(eq(proposalEvaluation.proposalId, p.id));
    const ratedKeys = new Set(rated.map((r) => `${r.unitRowId}:${r.round}`));
    const allRated = rows.every((r) => r.signState === SignState.concluded && ratedKeys.has(`${r.id}:${r.round}`));
    if (allRated) {
      await move(s, p, 'evaluate', ProposalState.concluded, { concludedAt: now }, { opinion, unit: unitOf(row) });
    } else {
      await record(s, p.id, { action: 'evaluate', fromState: p.state, toState: p.state, opinion, unit: unitOf(row) });
    }
    await s.fx.notify({
      userIds: await unitUserIds(s.tx, [row.unitId]),
      title: '提案满意度测评',
      content: `提案人对贵单位关于提案《${p.title}》的答复评价为「${satisfactionLabel[input.satisfaction]}」。`,
      proposalId: p.id,
      sender,
    });
    return { state: p.state };
  });
}
