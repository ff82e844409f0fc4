import type { feedbackAddBody } from '@cppcc/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../../platform/db/ids';
import { forbidden, illegalState, notFound } from '../../../platform/errors';
import { syncFiles } from '../../oss';
import { cleanHtml } from '../core/content';
import { record } from '../core/machines';
import { officeUserIds } from '../core/notify';
import { participantIds } from '../core/people';
import { bindImages, filesBy, lockProposal, runStep, type StepContext, senderOf } from '../core/steps';
import { proposalFeedback, proposalUnit } from '../tables';
import { findInstruction, instructable } from './instructions';

/** POST /proposal/feedback/add: the office or a handling unit reports how the proposal (or an instruction) was carried out. */
export async function addFeedback(sc: StepContext, input: z.output<typeof feedbackAddBody>): Promise<{ id: string }> {
  const id = newId();
  await runStep(sc, async (s) => {
    if (s.scope.kind === 'proposer') throw forbidden('只有提案办或承办单位可以反馈');
    const p = await lockProposal(s, input.proposalId);
    if (!instructable.has(p.state)) throw illegalState('只能反馈已立案的提案');
    // a unit sees public proposals too, but reports only on those assigned to it
    if (s.scope.kind === 'unit') {
      const [mine] = await s.tx
        .select({ id: proposalUnit.id })
        .from(proposalUnit)
        .where(and(eq(proposalUnit.proposalId, p.id), eq(proposalUnit.phase, 'formal'), inArray(proposalUnit.unitId, s.scope.unitIds)))
        .limit(1);
      if (!mine) throw forbidden('该提案未交由本单位办理');
    }
    if (input.instructionId) {
      const i = await findInstruction(s.tx, input.instructionId);
      if (i.proposalId !== p.id) throw notFound('批示');
    }
    const principal = s.caller.principal;
    const content = cleanHtml(input.content);
    const unitName = s.scope.kind === 'unit' ? principal.username : null;
    await s.tx.insert(proposalFeedback).values({
      id,
      proposalId: p.id,
      instructionId: input.instructionId ?? null,
      authorId: principal.userId,
      authorName: principal.username,
      unitId: s.scope.kind === 'unit' ? principal.orgId : null,
      unitName,
      content,
      fileIds: input.fileIds,
    });
    await syncFiles(s.tx, id, input.fileIds ?? [], filesBy(s));
    await bindImages(s, id, content);
    await record(s, p.id, {
      action: 'feedback',
      fromState: p.state,
      toState: p.state,
      opinion: input.content,
      unit: unitName && principal.orgId ? { id: principal.orgId, name: unitName } : null,
    });
    await s.fx.notify({
      userIds: [...(await participantIds(s.tx, p)), ...(s.scope.kind === 'unit' ? await officeUserIds(s.tx) : [])],
      title: '提案办理反馈',
      content: `${unitName ?? '提案委员会办公室'}反馈了提案《${p.title}》的办理落实情况。`,
      proposal: p,
      sender: senderOf(s),
    });
  });
  return { id };
}
