import type {
  feedbackAddBody,
  instructionAddBody,
  instructionPageQuery,
  instructionUpdateBody,
  PageResult,
  yearSummaryBody,
  yearSummaryItem,
  yearSummaryPageQuery,
  yearSummaryUpdateBody,
} from '@cppcc/contracts';
import { and, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../platform/audit/audit';
import type { Principal } from '../../platform/auth/principal';
import type { Queryable } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import { conflict, forbidden, illegalState, notFound } from '../../platform/errors';
import { removeAffairFiles, syncFiles } from '../oss';
import { iso, likePattern, offsetOf, orderOf } from '../system/common';
import { requireOffice, requireUnit, scopeOf } from './access';
import { cleanHtml } from './content';
import { officeUserIds, unitUserIds } from './notify';
import { filesBy } from './service-marks';
import { participantIds } from './service-office';
import { lockProposal, record, runStep, type StepContext, senderOf } from './steps';
import { proposal, proposalFeedback, proposalInstruction, proposalUnit, proposalYearSummary } from './tables';

// ---------- leader instructions (批示) ----------

/** Instructions attach to proposals that have been filed. */
const instructable = new Set([3, 10, 11, 12]);

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
      proposalId: p.id,
      sms: input.sms,
      sender: senderOf(s),
    });
  });
  return { id };
}

async function findInstruction(q: Queryable, id: string) {
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

// ---------- feedback (feedBackForm) ----------

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
    const unitName = s.scope.kind === 'unit' ? principal.username : null;
    await s.tx.insert(proposalFeedback).values({
      id,
      proposalId: p.id,
      instructionId: input.instructionId ?? null,
      authorId: principal.userId,
      authorName: principal.username,
      unitId: s.scope.kind === 'unit' ? principal.orgId : null,
      unitName,
      content: cleanHtml(input.content),
      fileIds: input.fileIds,
    });
    await syncFiles(s.tx, id, input.fileIds ?? [], filesBy(s));
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
      proposalId: p.id,
      sender: senderOf(s),
    });
  });
  return { id };
}

// ---------- yearly summaries by units (yearSummary) ----------

type SummaryRow = typeof proposalYearSummary.$inferSelect;
const presentSummary = (r: SummaryRow): z.infer<typeof yearSummaryItem> => ({
  id: r.id,
  unitId: r.unitId,
  unitName: r.unitName,
  year: r.year,
  title: r.title,
  content: r.content,
  fileIds: r.fileIds,
  state: r.state,
  submittedAt: iso(r.submittedAt),
  updatedAt: r.updatedAt.toISOString(),
});

export async function addYearSummary(sc: StepContext, input: z.output<typeof yearSummaryBody>): Promise<{ id: string }> {
  const id = newId();
  await runStep(sc, async (s) => {
    requireUnit(s.scope);
    const unitId = s.caller.principal.orgId!;
    const [dup] = await s.tx
      .select({ id: proposalYearSummary.id })
      .from(proposalYearSummary)
      .where(and(eq(proposalYearSummary.unitId, unitId), eq(proposalYearSummary.year, input.year)))
      .limit(1);
    if (dup) throw conflict(`本单位${input.year}年度的办理工作总结已存在`);
    const now = new Date();
    // a second save racing this one meets the unique index: told as the same 409, not a 500
    const inserted = await s.tx
      .insert(proposalYearSummary)
      .values({
        id,
        unitId,
        unitName: s.caller.principal.username,
        year: input.year,
        title: input.title,
        content: cleanHtml(input.content),
        fileIds: input.fileIds,
        state: input.submit ? 1 : 0,
        submittedAt: input.submit ? now : null,
        createdBy: s.caller.principal.userId,
      })
      .onConflictDoNothing()
      .returning({ id: proposalYearSummary.id });
    if (!inserted.length) throw conflict(`本单位${input.year}年度的办理工作总结已存在`);
    await syncFiles(s.tx, id, input.fileIds ?? [], filesBy(s));
    await audit(s.tx, s.caller.actor, {
      objectType: 'proposalYearSummary',
      objectId: id,
      action: input.submit ? 'submit' : 'create',
      detail: { year: input.year },
    });
    if (input.submit) await tellOffice(s, input.year);
  });
  return { id };
}

async function tellOffice(s: Parameters<Parameters<typeof runStep>[1]>[0], year: number) {
  await s.fx.notify({
    userIds: await officeUserIds(s.tx),
    title: '承办单位提交年度办理总结',
    content: `${s.caller.principal.username}提交了${year}年度提案办理工作总结。`,
    url: '/proposal/yearSummary',
    sender: senderOf(s),
  });
}

export async function updateYearSummary(sc: StepContext, input: z.output<typeof yearSummaryUpdateBody>): Promise<void> {
  await runStep(sc, async (s) => {
    requireUnit(s.scope);
    const [row] = await s.tx.select().from(proposalYearSummary).where(eq(proposalYearSummary.id, input.id)).for('update').limit(1);
    if (!row || row.unitId !== s.caller.principal.orgId) throw notFound('年度总结');
    if (row.state === 1) throw illegalState('年度总结已提交，不能修改');
    if (row.year !== input.year) {
      const [dup] = await s.tx
        .select({ id: proposalYearSummary.id })
        .from(proposalYearSummary)
        .where(and(eq(proposalYearSummary.unitId, row.unitId), eq(proposalYearSummary.year, input.year)))
        .limit(1);
      if (dup) throw conflict(`本单位${input.year}年度的办理工作总结已存在`);
    }
    const now = new Date();
    await s.tx
      .update(proposalYearSummary)
      .set({
        year: input.year,
        title: input.title,
        content: cleanHtml(input.content),
        fileIds: input.fileIds,
        state: input.submit ? 1 : 0,
        submittedAt: input.submit ? now : null,
        updatedAt: now,
      })
      .where(eq(proposalYearSummary.id, row.id));
    await syncFiles(s.tx, row.id, input.fileIds ?? [], filesBy(s));
    await audit(s.tx, s.caller.actor, {
      objectType: 'proposalYearSummary',
      objectId: row.id,
      action: input.submit ? 'submit' : 'update',
      detail: { year: input.year },
    });
    if (input.submit) await tellOffice(s, input.year);
  });
}

export async function deleteYearSummaries(sc: StepContext, ids: string[]): Promise<void> {
  await runStep(sc, async (s) => {
    requireUnit(s.scope);
    for (const id of ids) {
      const [row] = await s.tx.select().from(proposalYearSummary).where(eq(proposalYearSummary.id, id)).limit(1);
      if (!row || row.unitId !== s.caller.principal.orgId) throw notFound('年度总结');
      if (row.state === 1) throw illegalState('年度总结已提交，不能删除');
      await s.tx.delete(proposalYearSummary).where(eq(proposalYearSummary.id, id));
      await removeAffairFiles(s.tx, id, s.caller.actor);
      await audit(s.tx, s.caller.actor, { objectType: 'proposalYearSummary', objectId: id, action: 'delete', detail: { year: row.year } });
    }
  });
}

/** Office: submitted summaries of every unit; a unit: its own, drafts included. */
export async function pageYearSummaries(
  q: Queryable,
  principal: Principal,
  f: z.output<typeof yearSummaryPageQuery>,
): Promise<PageResult<z.infer<typeof yearSummaryItem>>> {
  const s = await scopeOf(q, principal);
  if (s.kind === 'proposer') throw forbidden();
  const where = and(
    s.kind === 'office' ? eq(proposalYearSummary.state, 1) : inArray(proposalYearSummary.unitId, s.unitIds),
    f.year !== undefined ? eq(proposalYearSummary.year, f.year) : undefined,
    f.unitId ? eq(proposalYearSummary.unitId, f.unitId) : undefined,
    f.state !== undefined ? eq(proposalYearSummary.state, f.state) : undefined,
    f.keyword
      ? or(ilike(proposalYearSummary.title, likePattern(f.keyword)), ilike(proposalYearSummary.unitName, likePattern(f.keyword)))
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    q
      .select()
      .from(proposalYearSummary)
      .where(where)
      .orderBy(
        ...orderOf({ year: proposalYearSummary.year, updatedAt: proposalYearSummary.updatedAt }, f.sort, f.order, [
          desc(proposalYearSummary.year),
          desc(proposalYearSummary.updatedAt),
        ]),
      )
      .limit(f.pageSize)
      .offset(offsetOf(f)),
    q.select({ total: count() }).from(proposalYearSummary).where(where),
  ]);
  return { total, list: rows.map(presentSummary) };
}

export async function yearSummaryDetail(q: Queryable, principal: Principal, id: string) {
  const s = await scopeOf(q, principal);
  const [row] = await q.select().from(proposalYearSummary).where(eq(proposalYearSummary.id, id)).limit(1);
  const visible = row && (s.kind === 'office' ? row.state === 1 : s.kind === 'unit' && s.unitIds.includes(row.unitId));
  if (!visible) throw notFound('年度总结');
  return presentSummary(row);
}
