import { CaseState, type officeUpdateBody, openStatusLabel, type recordBody, type recordUpdateBody } from '@cppcc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../platform/db/ids';
import { conflict, illegalState } from '../../platform/errors';
import { syncFiles } from '../oss';
import { fieldError } from '../system/common';
import { requireOffice } from './access';
import { cleanHtml, plainText } from './content';
import { lockNumbers, participantIds } from './service-office';
import { getProposalSession, proposalTypeName } from './setup';
import { lockProposal, record, runStep, type Step, type StepContext, senderOf } from './steps';

/** The form's attachments, bound in the save's transaction: only the saver's own uploads may be added. */
export const filesBy = (s: Step) => ({ actor: s.caller.actor, uploaderId: s.caller.principal.userId });

import { proposal } from './tables';

const markColumn = { 0: 'isKey', 1: 'isExcellent', 2: 'isGood' } as const;
const markLabel = { 0: '重点提案', 1: '优秀提案', 2: '良好提案' } as const;

/** States a mark fits: key proposals are chosen once filed; excellent and good ones too (commonly after handling). */
const markable = new Set([3, 10, 11, 12]);

/** POST /proposal/mark: key (0), excellent (1) or good (2) proposals, set or cleared. */
export async function markProposals(sc: StepContext, input: { ids: string[]; kind: 0 | 1 | 2; value: boolean }): Promise<void> {
  await runStep(sc, async (s) => {
    requireOffice(s.scope);
    const column = markColumn[input.kind];
    for (const id of input.ids) {
      const p = await lockProposal(s, id);
      if (input.value && !markable.has(p.state)) throw illegalState(`提案《${p.title}》尚未立案，不能设为${markLabel[input.kind]}`);
      if (p[column] === input.value) continue;
      await s.tx
        .update(proposal)
        .set({ [column]: input.value, updatedAt: new Date() })
        .where(eq(proposal.id, id));
      await record(s, id, {
        action: 'mark',
        fromState: p.state,
        toState: p.state,
        opinion: `${input.value ? '设为' : '取消'}${markLabel[input.kind]}`,
      });
      if (input.value) {
        await s.fx.notify({
          userIds: await participantIds(s.tx, p),
          title: `提案被评为${markLabel[input.kind]}`,
          content: `您的提案《${p.title}》被评为${markLabel[input.kind]}。`,
          proposalId: id,
          sender: senderOf(s),
        });
      }
    }
  });
}

/** POST /proposal/open: public (0), number hidden (1), proposer hidden (2), or not public (null); filed proposals only. */
export async function setOpenStatus(sc: StepContext, input: { ids: string[]; openStatus: 0 | 1 | 2 | null }): Promise<void> {
  await runStep(sc, async (s) => {
    requireOffice(s.scope);
    for (const id of input.ids) {
      const p = await lockProposal(s, id);
      if (input.openStatus !== null && p.caseState !== CaseState.filed) throw illegalState(`提案《${p.title}》未立案，不能公开`);
      if (p.openStatus === input.openStatus) continue;
      await s.tx.update(proposal).set({ openStatus: input.openStatus, updatedAt: new Date() }).where(eq(proposal.id, id));
      await record(s, id, {
        action: 'open',
        fromState: p.state,
        toState: p.state,
        opinion: input.openStatus === null ? '取消公开' : openStatusLabel[input.openStatus],
      });
    }
  });
}

/** POST /proposal/all/update: the office corrects title, content, category or attachments; states change only through steps. */
export async function officeUpdate(sc: StepContext, input: z.output<typeof officeUpdateBody>): Promise<void> {
  await runStep(sc, async (s) => {
    requireOffice(s.scope);
    const p = await lockProposal(s, input.id);
    if (p.state === 0) throw illegalState('暂存的提案由提案人修改');
    if (input.typeId && !(await proposalTypeName(s.tx, input.typeId))) throw fieldError('typeId', '提案类别不存在');
    const content = cleanHtml(input.content);
    await s.tx
      .update(proposal)
      .set({
        title: input.title,
        content,
        contentText: plainText(content),
        typeId: input.typeId ?? p.typeId,
        fileIds: input.fileIds,
        updatedAt: new Date(),
      })
      .where(eq(proposal.id, p.id));
    await syncFiles(s.tx, p.id, input.fileIds ?? [], filesBy(s));
    await record(s, p.id, {
      action: 'officeEdit',
      fromState: p.state,
      toState: p.state,
      detail: {
        titleFrom: p.title !== input.title ? p.title : undefined,
        typeFrom: input.typeId && input.typeId !== p.typeId ? p.typeId : undefined,
      },
    });
  });
}

async function recordValues(s: Step, input: z.output<typeof recordBody>) {
  const session = await getProposalSession(s.tx, input.sessionId);
  if (!session) throw fieldError('sessionId', '提案届次不存在');
  if (input.typeId && !(await proposalTypeName(s.tx, input.typeId))) throw fieldError('typeId', '提案类别不存在');
  const content = cleanHtml(input.content);
  const submittedAt = input.submittedAt ? new Date(`${input.submittedAt}T09:00:00+08:00`) : null;
  const filed = input.state === 12;
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
    await record(s, p.id, { action: 'record', fromState: p.state, toState: values.state, detail: { update: true } });
  });
}
