import {
  BackType,
  CheckStatus,
  type InfoCheckAllResult,
  InfoFlowType,
  InfoPage,
  type InfoRow,
  InfoState,
  InfoVersionStage,
  type infoCheckBody,
  type infoCheckPageQuery,
  type infoEditCheckBody,
  infoLevelLabel,
  type infoPageQuery,
  type PageResult,
} from '@cppcc/contracts';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { AppError, fieldError } from '../../../platform/errors';
import { htmlToText, sanitizeRichHtml } from '../../../platform/html/sanitize';
import { type InfoItemRow, loadVisible, reviewedByCaller, waitsForCaller, whoOn } from '../core/access';
import { type FlowLevel, levelsOf, nextPosition, type Position, positionAt, previousPosition, waitsForEditor } from '../core/levels';
import { type InfoAction, infoFlow as machine } from '../core/machine';
import { filtersOf, pageItems } from '../core/rows';
import { type InfoStep, type InfoStepContext, runInfoStep } from '../core/step';
import { keepVersion } from '../core/versions';
import { infoFlow, infoItem } from '../tables';
import { editStep, holdsEditingLevel } from './editing';
import { syncInfoSimilar } from './enter';

import { reporterIdsOf } from './people';

type CheckInput = z.output<typeof infoCheckBody>;
type EditCheckInput = z.output<typeof infoEditCheckBody>;

/** Which queue a flow id names: every flow ('all'), every editing flow ('editing'), or one flow of either type. */
async function queueOf(q: Queryable, p: Principal, flowId: string): Promise<SQL> {
  const review = waitsForCaller(p);
  const editing = waitsForEditor(p.userId);
  // a caller holding no editing level keeps the review queue's plain condition (and its plan)
  if (flowId === 'all') return (await holdsEditingLevel(q, p.userId)) ? (or(review, editing) as SQL) : review;
  if (flowId === 'editing') return editing;
  const [f] = await q.select({ flowType: infoFlow.flowType }).from(infoFlow).where(eq(infoFlow.id, flowId)).limit(1);
  return f?.flowType === InfoFlowType.editing
    ? (and(editing, eq(infoItem.editFlowId, flowId)) as SQL)
    : (and(review, eq(infoItem.flowId, flowId)) as SQL);
}

/** POST info/check/page: items waiting at a level the caller holds, review levels and editing levels alike. */
export async function pageCheckQueue(q: Queryable, p: Principal, query: z.output<typeof infoCheckPageQuery>): Promise<PageResult<InfoRow>> {
  return pageItems(q, p, query, [await queueOf(q, p, query.flowId), ...filtersOf({ ...query, state: undefined })]);
}

/** POST info/check/finish/page: items the caller took a review or editing step on, wherever they are now. */
export async function pageCheckFinished(q: Queryable, p: Principal, query: z.output<typeof infoPageQuery>): Promise<PageResult<InfoRow>> {
  return pageItems(q, p, query, [reviewedByCaller(p), ...filtersOf(query)]);
}

/** Which step a check is, and where it leads in the item's flow. */
function planOf(input: CheckInput, levels: readonly FlowLevel[], seq: number): { action: InfoAction; to: Position | null } {
  if (input.status === CheckStatus.pass) return { action: 'pass', to: nextPosition(levels, seq) };
  if (input.status === CheckStatus.discard) {
    if (!input.opinion) throw fieldError('opinion', '弃用时请填写弃用理由');
    return { action: 'discard', to: null };
  }
  const backType = input.backType ?? BackType.toReporter;
  if (backType === BackType.toReporter) {
    if (!input.opinion) throw fieldError('opinion', '退回上报人时请填写退回理由');
    return { action: 'back', to: null };
  }
  if (seq === levels[0]?.seq) throw fieldError('backType', '当前已是第一级审核，只能退回上报人');
  return { action: 'back', to: backType === BackType.toPrevious ? previousPosition(levels, seq) : positionAt(levels, levels[0]!.seq) };
}

/** One review step on a locked item (the caller must hold its current level: the workflow checks it). */
async function checkRow(s: InfoStep, row: InfoItemRow, input: CheckInput): Promise<void> {
  const who = await whoOn(s.tx, s.caller.principal, row);
  const levels = row.flowId ? await levelsOf(s.tx, row.flowId) : [];
  const seq = row.levelSeq ?? 0;
  const level = row.currentLevel;
  const levelName = level ? infoLevelLabel[level] : '';
  // refuse a wrong state or a caller who does not hold the level before reading the rest of the input
  machine.check(input.status === CheckStatus.discard ? 'discard' : input.status === CheckStatus.pass ? 'pass' : 'back', row, who, {
    to: InfoState.reviewing,
  });
  const plan = planOf(input, levels, seq);
  const item = { id: row.id, title: row.title };
  const entry = { level, opinion: input.opinion ?? null };
  if (plan.action === 'discard') {
    await machine.move(s, row, 'discard', { who, set: { discardReason: input.opinion, levelSeq: null }, entry });
    await s.fx.notify({
      userIds: [row.reporterId],
      title: '信息未通过审核',
      content: `您报送的信息《${row.title}》在「${levelName}」审核环节被弃用。理由：${input.opinion}`,
      item,
    });
  } else if (plan.action === 'back' && !plan.to) {
    await machine.move(s, row, 'back', {
      who,
      input: { to: InfoState.returned },
      set: { backType: BackType.toReporter, backReason: input.opinion, levelSeq: null, currentLevel: null },
      entry: { ...entry, detail: { backType: BackType.toReporter } },
    });
    await s.fx.notify({
      userIds: await reporterIdsOf(s.tx, row.id),
      title: '信息已退回',
      content: `您报送的信息《${row.title}》被「${levelName}」退回修改。退回理由：${input.opinion}`,
      item,
      url: `${InfoPage.reportForm}?id=${row.id}`,
    });
  } else if (plan.to) {
    const to = plan.to;
    await machine.move(s, row, plan.action, {
      who,
      input: { to: to.state },
      set: {
        levelSeq: to.levelSeq,
        currentLevel: to.currentLevel,
        ...(plan.action === 'back' ? { backType: input.backType ?? null } : {}),
      },
      entry: { ...entry, ...(plan.action === 'back' ? { detail: { backType: input.backType } } : {}) },
    });
    const next = levels.find((l) => l.seq === to.levelSeq);
    if (next) {
      await s.fx.notify({
        userIds: next.reviewerIds,
        title: plan.action === 'back' ? '信息退回本级重审' : '收到待审信息',
        content: `信息《${row.title}》已到「${infoLevelLabel[next.level]}」审核环节，请及时审核。`,
        item,
        url: InfoPage.checkList(row.flowId ?? 'all'),
      });
    }
  }
  await syncInfoSimilar(s.tx, row.id);
}

/** POST info/check/check: a review step, or an editing step on an adopted item under editing review. */
export async function checkInfo(sc: InfoStepContext, input: CheckInput): Promise<void> {
  await runInfoStep(sc, async (s) => {
    const row = await loadVisible(s.tx, s.caller.principal, input.id, true);
    if (row.state === InfoState.adopted) await editStep(s, row, input);
    else await checkRow(s, row, input);
  });
}

/** POST info/check/edit/check: the reviewer's edit is kept as a version (the reporter's original stays), then the check. */
export async function editCheckInfo(sc: InfoStepContext, input: EditCheckInput): Promise<void> {
  await runInfoStep(sc, async (s) => {
    const p = s.caller.principal;
    const row = await loadVisible(s.tx, p, input.id, true);
    // after adoption the edit belongs to the editing flow: a version of stage 编辑加工
    if (row.state === InfoState.adopted) return editStep(s, row, input);
    machine.check('pass', row, await whoOn(s.tx, p, row), { to: InfoState.reviewing });
    const content = sanitizeRichHtml(input.content);
    const contentText = htmlToText(content).trim();
    if (!contentText) throw fieldError('content', '信息内容不能为空');
    const no = await keepVersion(s.tx, row.id, {
      stage: InfoVersionStage.review,
      title: input.title,
      content,
      editorId: p.userId,
      editorName: p.username,
    });
    if (no !== null) {
      await s.tx.update(infoItem).set({ title: input.title, content, contentText, updatedAt: new Date() }).where(eq(infoItem.id, row.id));
      await machine.record(s, row, {
        action: 'editCheck',
        fromState: row.state,
        toState: row.state,
        level: row.currentLevel,
        detail: { version: no },
      });
      Object.assign(row, { title: input.title, content, contentText });
    }
    await checkRow(s, row, input);
  });
}

/** POST info/check/checkAll: each item passed in its own step; a refusal stops only that item. */
export async function checkAllInfo(sc: InfoStepContext, ids: string[], opinion: string | null | undefined): Promise<InfoCheckAllResult> {
  const out: InfoCheckAllResult = { passed: 0, refused: [] };
  for (const id of [...new Set(ids)]) {
    try {
      await checkInfo(sc, { id, status: CheckStatus.pass, opinion });
      out.passed += 1;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      const [r] = await sc.ctx.db.select({ title: infoItem.title }).from(infoItem).where(eq(infoItem.id, id)).limit(1);
      // a title only for items the caller could see: a 404 says nothing about the id
      out.refused.push({ id, title: e.status === 404 ? '' : (r?.title ?? ''), reason: e.message });
    }
  }
  return out;
}
