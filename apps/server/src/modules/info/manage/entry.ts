import type { infoSysAddBody, infoSysUpdateBody } from '@cppcc/contracts';
import { InfoSource, InfoState, type InfoSysAddBody, type InfoSysUpdateBody, InfoVersionStage, ReporterRole } from '@cppcc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Tx } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { illegalState } from '../../../platform/errors';
import { chinaYear } from '../../../platform/time/china';
import { bindEditorImages, syncFiles } from '../../oss';
import { type InfoItemRow, loadVisible, whoOn } from '../core/access';
import { infoFlow } from '../core/machine';
import { type InfoStepContext, runInfoStep } from '../core/step';
import { keepVersion } from '../core/versions';
import { syncInfoSimilar } from '../report';
import { infoItem, infoReporter } from '../tables';
import { liveTypeOf, reporterIdentity, startPosition, storedText } from './people';

type AddInput = z.output<typeof infoSysAddBody>;
type UpdateInput = z.output<typeof infoSysUpdateBody>;

export type { InfoSysAddBody, InfoSysUpdateBody };

/**
 * POST info/sys/add: the office enters an item for a reporter (代录, source 2). The
 * reporter is credited as if they had reported it; it is submitted into the review
 * flow, or straight to 待采用 when it was reviewed elsewhere (补录), or kept a draft.
 */
export async function sysAdd(sc: InfoStepContext, input: AddInput): Promise<{ id: string }> {
  return runInfoStep(sc, async (s) => {
    const { principal } = sc.caller;
    await liveTypeOf(s.tx, input.typeId);
    const who = await reporterIdentity(s.tx, input.reporterId);
    const text = storedText(input.content);
    const id = newId();
    const now = new Date();
    const row = {
      id,
      year: chinaYear(now),
      typeId: input.typeId,
      title: input.title,
      ...text,
      writerNames: input.writerNames ?? null,
      contactPhone: input.contactPhone ?? null,
      reporterId: who.userId,
      reporterName: who.name,
      unitId: who.unitId,
      unitName: who.unitName,
      source: InfoSource.office,
      state: InfoState.draft,
      createdBy: principal.userId,
      createdAt: now,
    };
    const [created] = await s.tx.insert(infoItem).values(row).returning();
    await s.tx.insert(infoReporter).values({
      itemId: id,
      userId: who.userId,
      name: who.name,
      unitId: who.unitId,
      unitName: who.unitName,
      role: ReporterRole.lead,
      sort: 0,
    });
    await keepVersion(s.tx, id, {
      stage: InfoVersionStage.report,
      title: row.title,
      content: row.content,
      editorId: principal.userId,
      editorName: principal.username,
    });
    await bindEditorImages(s.tx, principal, id, row.content, sc.caller.actor);
    await syncFiles(s.tx, id, input.fileIds, { actor: sc.caller.actor, uploaderId: principal.userId });
    if (input.submit) {
      const at = await startPosition(s.tx, input.typeId, input.skipReview);
      await infoFlow.move(s, created, 'submit', {
        who: await whoOn(s.tx, principal, created),
        input: { to: at.state },
        set: { flowId: at.flowId, levelSeq: at.levelSeq, currentLevel: at.currentLevel, reportTime: now },
        entry: { detail: { source: InfoSource.office, skipReview: input.skipReview } },
      });
      await syncInfoSimilar(s.tx, id);
    }
    return { id };
  });
}

/**
 * POST info/sys/update: the office edits an item's text (修改). Drafts and returned items are
 * saved as the workflow's 修改; at every later stage the edit is 编辑加工 on the trail. Each
 * change keeps a version, so the reporter's original (version 1) is never lost.
 */
export async function sysUpdate(sc: InfoStepContext, input: UpdateInput): Promise<void> {
  await runInfoStep(sc, async (s) => {
    const { principal } = sc.caller;
    const item = await loadEntered(s.tx, principal, input.id);
    if (item.state === InfoState.merged) throw illegalState('信息已合并，请修改合并后的信息');
    await liveTypeOf(s.tx, input.typeId);
    const text = storedText(input.content);
    const patch = {
      typeId: input.typeId,
      title: input.title,
      ...text,
      writerNames: input.writerNames ?? null,
      contactPhone: input.contactPhone ?? null,
    };
    const stage = item.state === InfoState.draft || item.state === InfoState.returned ? InfoVersionStage.report : InfoVersionStage.editing;
    const no = await keepVersion(s.tx, item.id, {
      stage,
      title: patch.title,
      content: patch.content,
      editorId: principal.userId,
      editorName: principal.username,
    });
    if (item.state === InfoState.draft || item.state === InfoState.returned) {
      await infoFlow.move(s, item, 'save', { who: await whoOn(s.tx, principal, item), set: patch, entry: { detail: { version: no } } });
    } else {
      await s.tx
        .update(infoItem)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(infoItem.id, item.id));
      await infoFlow.record(s, item, { action: 'edit', fromState: item.state, toState: item.state, detail: { version: no } });
    }
    await bindEditorImages(s.tx, principal, item.id, patch.content, sc.caller.actor);
    await syncFiles(s.tx, item.id, input.fileIds, { actor: sc.caller.actor, uploaderId: principal.userId });
    await syncInfoSimilar(s.tx, item.id);
  });
}

/** An item the caller may see, or a draft the caller entered for its reporter (drafts are otherwise private). */
async function loadEntered(tx: Tx, p: Principal, id: string): Promise<InfoItemRow> {
  const [draft] = await tx
    .select()
    .from(infoItem)
    .where(and(eq(infoItem.id, id), eq(infoItem.createdBy, p.userId), eq(infoItem.state, InfoState.draft), isNull(infoItem.deletedAt)))
    .for('update', { of: infoItem })
    .limit(1);
  return draft ?? loadVisible(tx, p, id, true);
}

/** POST info/delete/{id}: the office removes an item (soft: its trail, versions and scores' history stay). */
export async function deleteItem(sc: InfoStepContext, id: string): Promise<void> {
  await runInfoStep(sc, async (s) => {
    const item = await loadEntered(s.tx, sc.caller.principal, id);
    if (item.state === InfoState.adopted && item.collected) throw illegalState('信息已收入编辑，请先移出编辑再删除');
    await s.tx.update(infoItem).set({ deletedAt: new Date() }).where(eq(infoItem.id, item.id));
    await infoFlow.record(s, item, { action: 'delete', fromState: item.state, toState: item.state });
    await syncInfoSimilar(s.tx, item.id);
  });
}
