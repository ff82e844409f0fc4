import { CaseState, type recordBody, type recordUpdateBody, ProposalState as S } from '@cppcc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../../platform/db/ids';
import { conflict, fieldError, illegalState } from '../../../platform/errors';
import { chinaTime } from '../../../platform/time/china';
import { syncFiles } from '../../oss';
import { requireOffice } from '../core/access';
import { cleanHtml, plainText } from '../core/content';
import { record } from '../core/machines';
import { bindImages, filesBy, lockProposal, runStep, type Step, type StepContext } from '../core/steps';
import { getProposalSession, proposalTypeName } from '../setup';
import { proposal } from '../tables';
import { lockNumbers } from './review';

/** Historical proposals entered by staff with their known outcome (recordProposalForm): concluded, or not filed. */
async function recordValues(s: Step, input: z.output<typeof recordBody>) {
  const session = await getProposalSession(s.tx, input.sessionId);
  if (!session) throw fieldError('sessionId', '提案届次不存在');
  if (input.typeId && !(await proposalTypeName(s.tx, input.typeId))) throw fieldError('typeId', '提案类别不存在');
  const content = cleanHtml(input.content);
  const submittedAt = input.submittedAt ? chinaTime(input.submittedAt, '09:00:00') : null;
  const filed = input.state === S.concluded;
  return {
    sessionId: input.sessionId,
    year: session.year,
    number: filed ? (input.number ?? null) : null,
    title: input.title,
    content,
    contentText: plainText(content),
    typeId: input.typeId ?? null,
    proposerType: input.proposerType,
    proposerId: input.proposerId ?? null,
    proposerName: input.proposerName,
    state: input.state,
    caseState: filed ? CaseState.filed : CaseState.notFiled,
    notFiledTo: filed ? null : input.state,
    unitNames: input.unitNames ?? null,
    fileIds: input.fileIds,
    submittedAt,
    filedAt: filed ? submittedAt : null,
    concludedAt: filed ? submittedAt : null,
  };
}

async function numberFree(s: Step, sessionId: string, number: number | null, exceptId?: string): Promise<void> {
  if (number === null) return;
  // the lock filing takes: two saves of the same number (or a save and a filing) meet here, not in the unique index (a 500)
  await lockNumbers(s, sessionId);
  const [hit] = await s.tx
    .select({ id: proposal.id })
    .from(proposal)
    .where(and(eq(proposal.sessionId, sessionId), eq(proposal.number, number)))
    .limit(1);
  if (hit && hit.id !== exceptId) throw conflict(`本届次已有第${number}号提案`);
}

/** POST /proposal/record/add: a historical proposal entered by staff with its known outcome (recordProposalForm). */
export async function addRecord(sc: StepContext, input: z.output<typeof recordBody>): Promise<{ id: string }> {
  const id = newId();
  await runStep(sc, async (s) => {
    requireOffice(s.scope);
    const values = await recordValues(s, input);
    await numberFree(s, values.sessionId, values.number);
    await s.tx.insert(proposal).values({ id, ...values, isRecord: true, createdBy: s.caller.principal.userId });
    await syncFiles(s.tx, id, input.fileIds ?? [], filesBy(s));
    await bindImages(s, id, values.content);
    await record(s, id, { action: 'record', fromState: null, toState: values.state });
  });
  return { id };
}

/** POST /proposal/record/update. */
export async function updateRecord(sc: StepContext, input: z.output<typeof recordUpdateBody>): Promise<void> {
  await runStep(sc, async (s) => {
    requireOffice(s.scope);
    const p = await lockProposal(s, input.id);
    if (!p.isRecord) throw illegalState('只能修改录入的历史提案');
    const values = await recordValues(s, input);
    await numberFree(s, values.sessionId, values.number, p.id);
    await s.tx
      .update(proposal)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(proposal.id, p.id), isNull(proposal.deletedAt)));
    await syncFiles(s.tx, p.id, input.fileIds ?? [], filesBy(s));
    await bindImages(s, p.id, values.content);
    await record(s, p.id, { action: 'record', fromState: p.state, toState: values.state, detail: { update: true } });
  });
}
