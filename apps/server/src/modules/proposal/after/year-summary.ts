import type { yearSummaryBody, yearSummaryItem, yearSummaryUpdateBody } from '@cppcc/contracts';
import { ProposalPage } from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../../platform/audit/audit';
import { newId } from '../../../platform/db/ids';
import { conflict, notFound } from '../../../platform/errors';
import { iso } from '../../../platform/time/iso';
import { defineMachine, stateColumnStore } from '../../../platform/workflow';
import { removeAffairFiles, syncFiles } from '../../oss';
import { requireUnit } from '../core/access';
import { cleanHtml } from '../core/content';
import { officeUserIds } from '../core/notify';
import { bindImages, filesBy, runStep, type Step, type StepContext, senderOf } from '../core/steps';
import { proposalYearSummary } from '../tables';

type SummaryRow = typeof proposalYearSummary.$inferSelect;

/** A unit's yearly summary: a draft (0) the unit edits or deletes until it submits it (1) to the office. */
export const summaryFlow = defineMachine<SummaryRow, 'unit', 'save' | 'submit' | 'remove'>({
  subject: '年度总结',
  states: { 0: '暂存', 1: '已提交' },
  actors: { unit: '承办单位' },
  transitions: {
    save: { label: '修改', by: ['unit'], from: [0], to: null, refusal: '年度总结已提交，不能修改' },
    submit: { label: '提交', by: ['unit'], from: [0], to: 1, refusal: '年度总结已提交，不能修改' },
    remove: { label: '删除', by: ['unit'], from: [0], to: null, refusal: '年度总结已提交，不能删除' },
  },
  ...stateColumnStore(proposalYearSummary),
  audit: { objectType: 'proposalYearSummary', objectId: (r) => r.id },
});

export const presentSummary = (r: SummaryRow): z.infer<typeof yearSummaryItem> => ({
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
    const content = cleanHtml(input.content);
    // a second save racing this one meets the unique index: told as the same 409, not a 500
    const inserted = await s.tx
      .insert(proposalYearSummary)
      .values({
        id,
        unitId,
        unitName: s.caller.principal.username,
        year: input.year,
        title: input.title,
        content,
        fileIds: input.fileIds,
        state: input.submit ? 1 : 0,
        submittedAt: input.submit ? now : null,
        createdBy: s.caller.principal.userId,
      })
      .onConflictDoNothing()
      .returning({ id: proposalYearSummary.id });
    if (!inserted.length) throw conflict(`本单位${input.year}年度的办理工作总结已存在`);
    await syncFiles(s.tx, id, input.fileIds ?? [], filesBy(s));
    await bindImages(s, id, content);
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

async function tellOffice(s: Step, year: number) {
  await s.fx.notify({
    userIds: await officeUserIds(s.tx),
    title: '承办单位提交年度办理总结',
    content: `${s.caller.principal.username}提交了${year}年度提案办理工作总结。`,
    url: ProposalPage.yearSummary,
    sender: senderOf(s),
  });
}

export async function updateYearSummary(sc: StepContext, input: z.output<typeof yearSummaryUpdateBody>): Promise<void> {
  await runStep(sc, async (s) => {
    requireUnit(s.scope);
    const [row] = await s.tx.select().from(proposalYearSummary).where(eq(proposalYearSummary.id, input.id)).for('update').limit(1);
    if (!row || row.unitId !== s.caller.principal.orgId) throw notFound('年度总结');
    summaryFlow.check(input.submit ? 'submit' : 'save', row);
    if (row.year !== input.year) {
      const [dup] = await s.tx
        .select({ id: proposalYearSummary.id })
        .from(proposalYearSummary)
        .where(and(eq(proposalYearSummary.unitId, row.unitId), eq(proposalYearSummary.year, input.year)))
        .limit(1);
      if (dup) throw conflict(`本单位${input.year}年度的办理工作总结已存在`);
    }
    const now = new Date();
    const content = cleanHtml(input.content);
    await s.tx
      .update(proposalYearSummary)
      .set({
        year: input.year,
        title: input.title,
        content,
        fileIds: input.fileIds,
        state: input.submit ? 1 : 0,
        submittedAt: input.submit ? now : null,
        updatedAt: now,
      })
      .where(eq(proposalYearSummary.id, row.id));
    await syncFiles(s.tx, row.id, input.fileIds ?? [], filesBy(s));
    await bindImages(s, row.id, content);
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
      summaryFlow.check('remove', row);
      await s.tx.delete(proposalYearSummary).where(eq(proposalYearSummary.id, id));
      await removeAffairFiles(s.tx, id, s.caller.actor);
      await audit(s.tx, s.caller.actor, { objectType: 'proposalYearSummary', objectId: id, action: 'delete', detail: { year: row.year } });
    }
  });
}
