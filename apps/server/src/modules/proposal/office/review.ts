import { CaseState, JointState, type notFileBody, ProposalPage, proposalStateLabel, type receiveBody } from '@cppcc/contracts';
import { and, count, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fieldError, illegalState } from '../../../platform/errors';
import { type ProposalRow, requireOffice } from '../core/access';
import { proposalFlow } from '../core/machines';
import { handlingUnits, participantIds } from '../core/people';
import { asOffice, lockProposal, runStep, type Step, type StepContext, senderOf } from '../core/steps';
import { proposalTypeName } from '../setup';
import { proposal, proposalJoint } from '../tables';

export async function checkType(s: Step, typeId: string | null | undefined): Promise<void> {
  if (typeId && !(await proposalTypeName(s.tx, typeId))) throw fieldError('typeId', '提案类别不存在');
}

export function officeStep(sc: StepContext, id: string, work: (s: Step, p: ProposalRow) => Promise<void>): Promise<void> {
  return runStep(sc, async (s) => {
    requireOffice(s.scope);
    const p = await lockProposal(s, id);
    if (p.mergedIntoId) throw illegalState('该提案已并入其他提案，随主提案办理');
    await work(s, p);
  });
}

/** POST /proposal/receive: initial sort (初分) 1 → 2, once co-signers have answered or the office stops waiting. */
export async function receiveProposal(sc: StepContext, input: z.output<typeof receiveBody>): Promise<void> {
  await officeStep(sc, input.id, async (s, p) => {
    const receive = proposalFlow.start(s, p, 'receive', asOffice(s));
    await checkType(s, input.typeId);
    await handlingUnits(s.tx, input.suggestUnitIds, 'suggestUnitIds');
    const [{ pending }] = await s.tx
      .select({ pending: count() })
      .from(proposalJoint)
      .where(and(eq(proposalJoint.proposalId, p.id), eq(proposalJoint.state, JointState.pending)));
    if (pending > 0 && !input.overrideJoint) throw illegalState(`尚有${pending}位联名人未确认，请等待确认或选择不再等待`);
    await receive.commit({
      set: {
        caseState: CaseState.underReview,
        typeId: input.typeId ?? p.typeId,
        suggestUnitIds: input.suggestUnitIds.length ? input.suggestUnitIds : p.suggestUnitIds,
        jointOverride: pending > 0,
        receivedAt: new Date(),
      },
      entry: { opinion: input.opinion, detail: pending > 0 ? { jointPending: pending } : undefined },
    });
    await s.fx.notify({
      userIds: [p.proposerId ?? ''],
      title: '提案已受理',
      content: `您的提案《${p.title}》已受理，进入审查。`,
      proposal: p,
      sms: input.sms,
      sender: senderOf(s),
    });
  });
}

/** POST /proposal/sendBack: back to the proposer for revision (-1). */
export async function sendBackProposal(sc: StepContext, input: { id: string; opinion: string; sms: boolean }): Promise<void> {
  await officeStep(sc, input.id, async (s, p) => {
    await proposalFlow.move(s, p, 'sendBack', {
      who: asOffice(s),
      set: { caseState: CaseState.sentBack },
      entry: { opinion: input.opinion },
    });
    await s.fx.notify({
      userIds: [p.proposerId ?? ''],
      title: '提案退回修改',
      content: `您的提案《${p.title}》被退回修改：${input.opinion}`,
      proposal: p,
      url: ProposalPage.sendBackList,
      sms: input.sms,
      sender: senderOf(s),
    });
  });
}

/** The next number (案号) of a session; the advisory lock serialises concurrent filings of that session. */
export async function lockNumbers(s: Step, sessionId: string): Promise<void> {
  await s.tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`proposal-number:${sessionId}`}))`);
}

async function nextNumber(s: Step, sessionId: string): Promise<number> {
  await lockNumbers(s, sessionId);
  const [{ n }] = await s.tx
    .select({ n: max(proposal.number) })
    .from(proposal)
    .where(eq(proposal.sessionId, sessionId));
  return (n ?? 0) + 1;
}

/** POST /proposal/file: filed (立案, case state 3), numbered per session; 2 → 3. */
export async function fileProposal(sc: StepContext, input: { id: string; typeId?: string | null; opinion?: string | null; sms: boolean }) {
  let number = 0;
  await officeStep(sc, input.id, async (s, p) => {
    const file = proposalFlow.start(s, p, 'file', asOffice(s));
    await checkType(s, input.typeId);
    const typeId = input.typeId ?? p.typeId;
    if (!typeId) throw fieldError('typeId', '立案前请选择提案类别');
    number = await nextNumber(s, p.sessionId);
    const now = new Date();
    await file.commit({ set: { caseState: CaseState.filed, number, typeId, filedAt: now }, entry: { opinion: input.opinion } });
    await s.fx.notify({
      userIds: await participantIds(s.tx, p),
      title: '提案已立案',
      content: `提案《${p.title}》已立案，案号第${number}号。`,
      proposal: { ...p, number },
      sms: input.sms,
      sender: senderOf(s),
    });
  });
  return { number };
}

/** POST /proposal/notFile: not filed (case state 4), turned into 15/16 or handled another way (14). */
export async function notFileProposal(sc: StepContext, input: z.output<typeof notFileBody>): Promise<void> {
  await officeStep(sc, input.id, async (s, p) => {
    await proposalFlow.move(s, p, 'notFile', {
      who: asOffice(s),
      input: { destination: input.destination },
      set: { caseState: CaseState.notFiled, notFiledReason: input.reason, notFiledTo: input.destination },
      entry: { opinion: input.reason },
    });
    await s.fx.notify({
      userIds: await participantIds(s.tx, p),
      title: '提案未予立案',
      content: `提案《${p.title}》未予立案（${proposalStateLabel[input.destination]}）：${input.reason}`,
      proposal: p,
      sms: input.sms,
      sender: senderOf(s),
    });
  });
}
