import {
  Adopt,
  BackType,
  type InfoAdoptDetail,
  InfoEditState,
  type InfoPopupDetail,
  type InfoRow,
  InfoSource,
  InfoState,
  type infoAdoptBody,
  infoEditTitle,
  type PageQuery,
  type PageResult,
} from '@cppcc/contracts';
import { and, asc, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { fieldError, illegalState } from '../../../platform/errors';
import { loadVisible, whoOn } from '../core/access';
import { type InfoAction, infoFlow } from '../core/machine';
import { filtersOf, pageItems, toRows } from '../core/rows';
import { type InfoStepContext, runInfoStep } from '../core/step';
import { enterEditing, syncInfoSimilar } from '../report';
import { infoHistory, infoItem, infoVersion } from '../tables';
import { creditedIds } from './people';

type AdoptInput = z.output<typeof infoAdoptBody>;

/** The adoption stage: 待采用, 已采用, 未采用, and what was discarded there (adopt -1). */
const atAdoption = or(
  inArray(infoItem.state, [InfoState.toAdopt, InfoState.adopted, InfoState.notAdopted]),
  and(eq(infoItem.state, InfoState.discarded), eq(infoItem.adopt, Adopt.discarded)),
);

export function adoptPage(q: Queryable, p: Principal, input: PageQuery & Record<string, unknown>): Promise<PageResult<InfoRow>> {
  return pageItems(q, p, input, [atAdoption, ...filtersOf(input)]);
}

const decision: Record<number, { action: InfoAction; title: string; says: string }> = {
  [Adopt.adopted]: { action: 'adopt', title: '信息已采用', says: '已被采用' },
  [Adopt.notAdopted]: { action: 'notAdopt', title: '信息未采用', says: '未被采用' },
  [Adopt.discarded]: { action: 'abandon', title: '信息已弃用', says: '已弃用' },
};

/** POST info/adopt: 采用 / 不采用 / 弃用 (with its reason) on one or many; every credited reporter is told. */
export async function adoptItems(sc: InfoStepContext, input: AdoptInput): Promise<void> {
  const d = decision[input.adopt];
  await runInfoStep(sc, async (s) => {
    const { principal } = sc.caller;
    const ids = [...new Set(input.ids)].sort();
    const people = await creditedIds(s.tx, ids);
    for (const id of ids) {
      const item = await loadVisible(s.tx, principal, id, true);
      const now = new Date();
      await infoFlow.move(s, item, d.action, {
        who: await whoOn(s.tx, principal, item),
        set: {
          adopt: input.adopt,
          adoptedAt: input.adopt === Adopt.adopted ? now : null,
          discardReason: input.adopt === Adopt.discarded ? (input.opinion ?? null) : item.discardReason,
        },
        entry: { opinion: input.opinion ?? null, detail: { adopt: input.adopt } },
      });
      if (d.action === 'adopt') await enterEditing(s, item);
      await s.fx.notify({
        userIds: people.get(id) ?? [item.reporterId],
        title: d.title,
        content: `您报送的信息《${item.title}》${d.says}${input.opinion ? `。意见：${input.opinion}` : '。'}`,
        item,
      });
    }
  });
}

/** GET info/adopt/detail/{id}: the last adoption decision on the item. */
export async function adoptDetail(q: Queryable, p: Principal, id: string): Promise<InfoAdoptDetail> {
  const item = await loadVisible(q, p, id);
  const [h] = await q
    .select()
    .from(infoHistory)
    .where(and(eq(infoHistory.itemId, id), inArray(infoHistory.action, ['adopt', 'notAdopt', 'abandon'])))
    .orderBy(desc(infoHistory.at))
    .limit(1);
  return {
    id: item.id,
    title: item.title,
    state: item.state,
    adopt: item.adopt,
    serialNumber: item.serialNumber,
    adoptedAt: item.adoptedAt?.toISOString() ?? null,
    actorName: h?.actorName ?? null,
    opinion: h?.opinion ?? null,
    at: h?.at.toISOString() ?? null,
  };
}

/** POST info/back: back to the reporter with the reason (it shows in their message centre). */
export async function sendBack(sc: InfoStepContext, input: { id: string; reason: string }): Promise<void> {
  await runInfoStep(sc, async (s) => {
    const { principal } = sc.caller;
    const item = await loadVisible(s.tx, principal, input.id, true);
    await infoFlow.move(s, item, 'sendBack', {
      who: await whoOn(s.tx, principal, item),
      set: { backType: BackType.toReporter, backReason: input.reason, adopt: null },
      entry: { opinion: input.reason, detail: { backType: BackType.toReporter } },
    });
    await syncInfoSimilar(s.tx, item.id);
    const people = await creditedIds(s.tx, [item.id]);
    await s.fx.notify({
      userIds: people.get(item.id) ?? [item.reporterId],
      title: '信息已退回',
      content: `您报送的信息《${item.title}》已退回修改。退回理由：${input.reason}`,
      item,
    });
  });
}

/** POST info/updateSerialNumber: 编号 of an adopted item, unique within its year. */
export async function updateSerialNumber(sc: InfoStepContext, input: { id: string; serialNumber: string }): Promise<void> {
  await runInfoStep(sc, async (s) => {
    const item = await loadVisible(s.tx, sc.caller.principal, input.id, true);
    if (item.state !== InfoState.adopted) throw illegalState('只有已采用的信息可以编号');
    const [taken] = await s.tx
      .select({ id: infoItem.id, title: infoItem.title })
      .from(infoItem)
      .where(
        and(
          eq(infoItem.year, item.year),
          eq(infoItem.serialNumber, input.serialNumber),
          ne(infoItem.id, item.id),
          isNull(infoItem.deletedAt),
        ),
      )
      .limit(1);
    if (taken) throw fieldError('serialNumber', `编号「${input.serialNumber}」已被${item.year}年的信息《${taken.title}》使用`);
    await s.tx.update(infoItem).set({ serialNumber: input.serialNumber, updatedAt: new Date() }).where(eq(infoItem.id, item.id));
    await infoFlow.record(s, item, {
      action: 'serialNumber',
      fromState: item.state,
      toState: item.state,
      detail: { from: item.serialNumber, to: input.serialNumber },
    });
  });
}

/** POST info/editingPopup/page (and info/publicationList with collected): adopted items for editing. */
export function editingPage(
  q: Queryable,
  p: Principal,
  input: PageQuery & Record<string, unknown> & { collected?: boolean },
): Promise<PageResult<InfoRow>> {
  return pageItems(q, p, input, [
    eq(infoItem.state, InfoState.adopted),
    input.collected === undefined ? undefined : eq(infoItem.collected, input.collected),
    ...filtersOf(input),
  ]);
}

/** POST info/useInfo: collect adopted items into editing, or take them out (the hand-off to publications). */
export async function useInfo(sc: InfoStepContext, input: { ids: string[]; use: boolean }): Promise<number> {
  return runInfoStep(sc, async (s) => {
    let changed = 0;
    for (const id of [...new Set(input.ids)].sort()) {
      const item = await loadVisible(s.tx, sc.caller.principal, id, true);
      if (item.state !== InfoState.adopted) throw illegalState(`信息《${item.title}》尚未采用，不能收入编辑`);
      if (input.use && item.editState === InfoEditState.editing) {
        throw illegalState(`信息《${item.title}》正在编辑审核中，审核完成后方可收入编辑`);
      }
      if (item.collected === input.use) continue;
      await s.tx.update(infoItem).set({ collected: input.use, updatedAt: new Date() }).where(eq(infoItem.id, item.id));
      await infoFlow.record(s, item, { action: input.use ? 'collect' : 'uncollect', fromState: item.state, toState: item.state });
      changed++;
    }
    return changed;
  });
}

/** POST info/popupDetail: the item as the editing popup shows it, with every version and its edit-stage title. */
export async function popupDetail(q: Queryable, p: Principal, id: string): Promise<InfoPopupDetail> {
  const item = await loadVisible(q, p, id);
  const [[row], versions] = await Promise.all([
    toRows(q, p, [item]),
    q.select().from(infoVersion).where(eq(infoVersion.itemId, id)).orderBy(asc(infoVersion.no)),
  ]);
  const { actions: _, ...rest } = row;
  return {
    ...rest,
    content: item.content,
    collected: item.collected,
    editTitle: item.source === InfoSource.office && versions.length <= 1 ? infoEditTitle.supplement : infoEditTitle.modify,
    versions: versions.map((v) => ({
      id: v.id,
      no: v.no,
      stage: v.stage,
      title: v.title,
      content: v.content,
      editorName: v.editorName,
      at: v.createdAt.toISOString(),
    })),
  };
}
