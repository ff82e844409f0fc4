import {
  BackType,
  CheckStatus,
  InfoEditState,
  InfoFlowType,
  InfoPage,
  InfoVersionStage,
  type infoEditCheckBody,
  infoLevelLabel,
} from '@cppcc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../platform/db/client';
import { fieldError, illegalState } from '../../../platform/errors';
import { htmlToText, sanitizeRichHtml } from '../../../platform/html/sanitize';
import { type InfoItemRow, underEditing, whoOn } from '../core/access';
import { editingEntry, levelsOf } from '../core/levels';
import { infoFlow as machine } from '../core/machine';
import type { InfoStep } from '../core/step';
import { keepVersion } from '../core/versions';
import { infoFlow, infoFlowLevel, infoItem } from '../tables';

/**
 * The editing flow (info flow type 2, docs/info.md): an adopted item of a type with an editing
 * flow waits at its levels in turn (edit_state 1) before the office may collect it for a
 * publication; the last level's pass makes it 编辑完成 (2). The item's state stays 已采用 all along,
 * so the flow is read beside the state: edit_flow_id (the version it entered), edit_level_seq.
 */

type EditCheckInput = Pick<z.output<typeof infoEditCheckBody>, 'id' | 'status' | 'backType' | 'opinion'> & {
  title?: string;
  content?: string;
};

/** An adopted item enters its type's current editing flow at the first level (nothing when the type has none). */
export async function enterEditing(s: InfoStep, row: InfoItemRow): Promise<void> {
  const entry = await editingEntry(s.tx, row.typeId);
  if (!entry) return;
  await s.tx
    .update(infoItem)
    .set({ editFlowId: entry.flowId, editLevelSeq: entry.first.seq, editState: InfoEditState.editing })
    .where(eq(infoItem.id, row.id));
  Object.assign(row, { editFlowId: entry.flowId, editLevelSeq: entry.first.seq, editState: InfoEditState.editing });
  // no level on the trail row: the adopter took no editing step, so the item stays off their 已审 list
  await machine.record(s, row, {
    action: 'editStart',
    fromState: row.state,
    toState: row.state,
    detail: { editFlowId: entry.flowId, version: entry.version, toLevel: entry.first.level },
  });
  await s.fx.notify({
    userIds: entry.first.reviewerIds,
    title: '收到待编辑审核信息',
    content: `已采用信息《${row.title}》已到编辑流程「${infoLevelLabel[entry.first.level]}」环节，请及时编辑审核。`,
    item: { id: row.id, title: row.title },
    url: InfoPage.checkList(entry.flowId),
  });
}

/** Does the account hold a level of any editing flow (current or kept by items under way)? */
export async function holdsEditingLevel(q: Queryable, userId: string): Promise<boolean> {
  const [r] = await q
    .select({ one: sql<number>`1` })
    .from(infoFlowLevel)
    .innerJoin(infoFlow, eq(infoFlow.id, infoFlowLevel.flowId))
    .where(and(eq(infoFlow.flowType, InfoFlowType.editing), sql`${userId} = any(${infoFlowLevel.reviewerIds})`))
    .limit(1);
  return Boolean(r);
}

/** Which editing step a check is: pass, or back to the previous level with a reason. */
function editPlan(input: EditCheckInput): 'editPass' | 'editBack' {
  if (input.status === CheckStatus.pass) return 'editPass';
  if (input.status === CheckStatus.discard) throw fieldError('status', '编辑审核只能通过或退回上一级，不能弃用');
  if ((input.backType ?? BackType.toPrevious) !== BackType.toPrevious) throw fieldError('backType', '编辑审核只能退回上一级');
  return 'editBack';
}

/**
 * One editing step on a locked item: the editor's text first (a version of stage 编辑加工, the
 * reporter's original stays), then the pass to the next level (编辑完成 after the last) or the
 * return to the previous one.
 */
export async function editStep(s: InfoStep, row: InfoItemRow, input: EditCheckInput): Promise<void> {
  if (!underEditing(row)) throw illegalState(`信息《${row.title}》不在编辑审核中`);
  const p = s.caller.principal;
  const action = editPlan(input);
  const who = await whoOn(s.tx, p, row);
  machine.check(action, row, who);
  const levels = await levelsOf(s.tx, row.editFlowId!);
  const seq = row.editLevelSeq ?? 0;
  const here = levels.find((l) => l.seq === seq);
  if (action === 'editBack') {
    if (!input.opinion) throw fieldError('opinion', '退回上一级时请填写退回理由');
    if (seq === levels[0]?.seq) throw fieldError('backType', '当前已是编辑流程第一级，不能退回上一级');
  }
  if (input.title !== undefined && input.content !== undefined) await keepEdit(s, row, input.title, input.content, here?.level ?? null);
  const to = action === 'editPass' ? levels.find((l) => l.seq > seq) : levels.filter((l) => l.seq < seq).at(-1);
  const editState = to ? InfoEditState.editing : InfoEditState.edited;
  await machine.move(s, row, action, {
    who,
    set: { editLevelSeq: to?.seq ?? null, editState },
    entry: {
      level: here?.level ?? null,
      opinion: input.opinion ?? null,
      detail: { editState, ...(to ? { toLevel: to.level } : {}) },
    },
  });
  const item = { id: row.id, title: row.title };
  if (to) {
    await s.fx.notify({
      userIds: to.reviewerIds,
      title: action === 'editBack' ? '信息退回本级编辑审核' : '收到待编辑审核信息',
      content: `已采用信息《${row.title}》已到编辑流程「${infoLevelLabel[to.level]}」环节，请及时编辑审核。${action === 'editBack' ? `退回理由：${input.opinion}` : ''}`,
      item,
      url: InfoPage.checkList(row.editFlowId ?? 'all'),
    });
  }
}

/** The editor's change of title and text, kept as a version; an unchanged text adds nothing. */
async function keepEdit(s: InfoStep, row: InfoItemRow, title: string, html: string, level: number | null): Promise<void> {
  const p = s.caller.principal;
  const content = sanitizeRichHtml(html);
  const contentText = htmlToText(content).trim();
  if (!contentText) throw fieldError('content', '信息内容不能为空');
  const no = await keepVersion(s.tx, row.id, {
    stage: InfoVersionStage.editing,
    title,
    content,
    editorId: p.userId,
    editorName: p.username,
  });
  if (no === null) return;
  await s.tx.update(infoItem).set({ title, content, contentText, updatedAt: new Date() }).where(eq(infoItem.id, row.id));
  await machine.record(s, row, { action: 'edit', fromState: row.state, toState: row.state, level, detail: { version: no } });
  Object.assign(row, { title, content, contentText });
}
