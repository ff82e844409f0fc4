import { type instructionAddBody, type instructionPageQuery, type instructionUpdateBody, ProposalState as S } from '@cppcc/contracts';
import { and, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../../platform/audit/audit';
import type { Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { illegalState, notFound } from '../../../platform/errors';
import { likePattern, offsetOf, orderOf } from '../../../platform/http/paging';
import { removeAffairFiles, syncFiles } from '../../oss';
import { requireOffice } from '../core/access';
import { record } from '../core/machines';
import { unitUserIds } from '../core/notify';
import { participantIds } from '../core/people';
import { bindImages, filesBy, lockProposal, runStep, type StepContext, senderOf } from '../core/steps';
import { proposal, proposalFeedback, proposalInstruction, proposalUnit } from '../tables';

/** Leader instructions (批示) on filed proposals. */

/** Instructions attach to proposals that have been filed. */
export const instructable = new Set<number>([S.awaitingAssign, S.handling, S.rehandling, S.concluded]);

export async function addInstruction(sc: StepContext, input: z.output<typeof instructionAddBody>): Promise<{ id: string }> {
  const id = newId();
  await runStep(sc, async (s) => {
    requireOffice(s.scope);
    const p = await lockProposal(s, input.proposalId);
    if (!instructable.has(p.state)) throw illegalState('只能为已立案的提案录入领导批示');
    await s.tx.insert(proposalInstruction).values({
      id,
      proposalId: p.id,
      leaderName: input.leaderName,
      content: input.content,
      instructedAt: input.instructedAt,
      fileIds: input.fileIds,
      createdBy: s.caller.principal.userId,
    });
    await syncFiles(s.tx, id, input.fileIds ?? [], filesBy(s));
    await bindImages(s, id, input.content);
    await record(s, p.id, {
      action: 'instruction',
      fromState: p.state,
      toState: p.state,
      opinion: `${input.leaderName}：${input.content}`,
    });
    const units = await s.tx
      .select({ unitId: proposalUnit.unitId })
      .from(proposalUnit)
      .where(and(eq(proposalUnit.proposalId, p.id), eq(proposalUnit.phase, 'formal'), eq(proposalUnit.active, true)));
    await s.fx.notify({
      userIds: [
        ...(await participantIds(s.tx, p)),
        ...(await unitUserIds(
          s.tx,
          units.map((u) => u.unitId),
        )),
      ],
      title: '提案领导批示',
      content: `${input.leaderName}对提案《${p.title}》作出批示：${input.content}`,
      proposal: p,
      sms: input.sms,
      sender: senderOf(s),
    });
  });
  return { id };
}

export async function findInstruction(q: Queryable, id: string) {
  const [row] = await q
    .select()
    .from(proposalInstruction)
    .where(and(eq(proposalInstruction.id, id), isNull(proposalInstruction.deletedAt)))
    .limit(1);
  if (!row) throw notFound('批示');
  return row;
}

export async function updateInstruction(sc: StepContext, input: z.output<typeof instructionUpdateBody>): Promise<void> {
  await runStep(sc, async (s) => {
    requireOffice(s.scope);
    const before = await findInstruction(s.tx, input.id);
    await s.tx
      .update(proposalInstruction)
      .set({ leaderName: input.leaderName, content: input.content, instructedAt: input.instructedAt, fileIds: input.fileIds })
      .where(eq(proposalInstruction.id, input.id));
    await syncFiles(s.tx, input.id, input.fileIds ?? [], filesBy(s));
    await bindImages(s, input.id, input.content);
    await audit(s.tx, s.caller.actor, {
      objectType: 'proposalInstruction',
      objectId: input.id,
      action: 'update',
      detail: {
        from: { leaderName: before.leaderName, content: before.content },
        to: { leaderName: input.leaderName, content: input.content },
      },
    });
  });
}

export async function deleteInstructions(sc: StepContext, ids: string[]): Promise<void> {
  await runStep(sc, async (s) => {
    requireOffice(s.scope);
    for (const id of ids) {
      const row = await findInstruction(s.tx, id);
      await s.tx.update(proposalInstruction).set({ deletedAt: new Date() }).where(eq(proposalInstruction.id, id));
      await removeAffairFiles(s.tx, id, s.caller.actor);
      await audit(s.tx, s.caller.actor, {
        objectType: 'proposalInstruction',
        objectId: id,
        action: 'delete',
        detail: { proposalId: row.proposalId },
      });
    }
  });
}

/** instructionList: every instruction with its proposal and how many feedbacks followed. */
export async function pageInstructions(q: Queryable, f: z.output<typeof instructionPageQuery>) {
  const where = and(
    isNull(proposalInstruction.deletedAt),
    f.keyword
      ? or(
          ilike(proposal.title, likePattern(f.keyword)),
          ilike(proposalInstruction.leaderName, likePattern(f.keyword)),
          ilike(proposalInstruction.content, likePattern(f.keyword)),
        )
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    q
      .select()
      .from(proposalInstruction)
      .innerJoin(proposal, eq(proposal.id, proposalInstruction.proposalId))
      .where(where)
      .orderBy(
        ...orderOf({ instructedAt: proposalInstruction.instructedAt }, f.sort, f.order, [
          desc(proposalInstruction.createdAt),
          desc(proposalInstruction.id),
        ]),
      )
      .limit(f.pageSize)
      .offset(offsetOf(f)),
    q
      .select({ total: count() })
      .from(proposalInstruction)
      .innerJoin(proposal, eq(proposal.id, proposalInstruction.proposalId))
      .where(where),
  ]);
  const ids = rows.map((r) => r.proposal_instruction.id);
  const counts = new Map(
    ids.length
      ? (
          await q
            .select({ id: proposalFeedback.instructionId, n: count() })
            .from(proposalFeedback)
            .where(inArray(proposalFeedback.instructionId, ids))
            .groupBy(proposalFeedback.instructionId)
        ).map((r) => [r.id, r.n])
      : [],
  );
  return {
    total,
    list: rows.map(({ proposal_instruction: i, proposal: p }) => ({
      id: i.id,
      proposalId: p.id,
      number: p.number,
      title: p.title,
      leaderName: i.leaderName,
      content: i.content,
      instructedAt: i.instructedAt,
      fileIds: i.fileIds,
      feedbackCount: counts.get(i.id) ?? 0,
      createdAt: i.createdAt.toISOString(),
    })),
  };
}
