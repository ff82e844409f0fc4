import {
  type InfoRow,
  InfoSource,
  InfoState,
  InfoVersionStage,
  type infoPageQuery,
  type infoReportBody,
  type infoReportUpdateBody,
  type PageResult,
} from '@cppcc/contracts';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { fieldError, notFound } from '../../../platform/errors';
import { htmlToText, sanitizeRichHtml } from '../../../platform/html/sanitize';
import { offsetOf } from '../../../platform/http/paging';
import { chinaYear } from '../../../platform/time/china';
import { bindEditorImages, syncFiles } from '../../oss';
import { loadVisible, whoOn } from '../core/access';
import { infoFlow as machine } from '../core/machine';
import { filtersOf, pageItems, toRows } from '../core/rows';
import { type InfoStep, type InfoStepContext, runInfoStep } from '../core/step';
import { keepVersion } from '../core/versions';
import { infoItem } from '../tables';
import { enterFlow } from './enter';
import { liveType } from './flows';

import { coReportersOf, reporterOf, syncReporters } from './people';

type AddInput = z.output<typeof infoReportBody>;
type UpdateInput = z.output<typeof infoReportUpdateBody>;
type PageInput = z.output<typeof infoPageQuery>;

/** Sanitised rich text and its plain text; a text with nothing in it is refused. */
function contentOf(html: string): { content: string; contentText: string } {
  const content = sanitizeRichHtml(html);
  const contentText = htmlToText(content).trim();
  if (!contentText) throw fieldError('content', '信息内容不能为空');
  return { content, contentText };
}

const filesBy = (s: InfoStep) => ({ actor: s.caller.actor, uploaderId: s.caller.principal.userId });

async function attach(s: InfoStep, id: string, input: { fileIds: string[] }, html: string): Promise<void> {
  await syncFiles(s.tx, id, input.fileIds, filesBy(s));
  await bindEditorImages(s.tx, s.caller.principal, id, html, s.caller.actor);
}

/** POST web/info/add: a draft in the caller's name, submitted at once when asked. */
export async function addInfo(sc: InfoStepContext, input: AddInput): Promise<{ id: string }> {
  const id = newId();
  await runInfoStep(sc, async (s) => {
    const p = s.caller.principal;
    const lead = await reporterOf(s.tx, p.userId);
    await liveType(s.tx, input.typeId);
    const joints = await coReportersOf(s.tx, lead.id, input.jointUserIds);
    const body = contentOf(input.content);
    await s.tx.insert(infoItem).values({
      id,
      year: chinaYear(),
      typeId: input.typeId,
      title: input.title,
      ...body,
      writerNames: input.writerNames ?? null,
      contactPhone: input.contactPhone ?? null,
      reporterId: lead.id,
      reporterName: lead.name,
      unitId: lead.unitId,
      unitName: lead.unitName,
      source: InfoSource.web,
      state: InfoState.draft,
      createdBy: p.userId,
    });
    await syncReporters(s.tx, id, lead, joints);
    await attach(s, id, input, body.content);
    const row = await loadVisible(s.tx, p, id, true);
    await machine.record(s, row, { action: 'create', fromState: null, toState: InfoState.draft });
    if (input.submit) await enterFlow(s, row);
  });
  return { id };
}

/**
 * POST web/info/update: the author edits a draft or a returned item (whose text change is
 * kept as a version); submit=true sends it (a returned one back to the first level).
 */
export async function updateInfo(sc: InfoStepContext, input: UpdateInput): Promise<void> {
  await runInfoStep(sc, async (s) => {
    const p = s.caller.principal;
    const row = await loadVisible(s.tx, p, input.id, true);
    const save = machine.start(s, row, 'save', await whoOn(s.tx, p, row));
    await liveType(s.tx, input.typeId);
    const lead = await reporterOf(s.tx, row.reporterId);
    const joints = await coReportersOf(s.tx, lead.id, input.jointUserIds);
    const body = contentOf(input.content);
    const set = {
      typeId: input.typeId,
      title: input.title,
      ...body,
      writerNames: input.writerNames ?? null,
      contactPhone: input.contactPhone ?? null,
    };
    await save.commit({ set });
    Object.assign(row, set);
    await syncReporters(s.tx, row.id, lead, joints);
    await attach(s, row.id, input, body.content);
    if (row.state === InfoState.returned) {
      await keepVersion(s.tx, row.id, {
        stage: InfoVersionStage.resubmit,
        title: row.title,
        content: row.content,
        editorId: p.userId,
        editorName: p.username,
      });
    }
    if (input.submit) await enterFlow(s, row);
  });
}

/** POST info/resubmit/{id}: a returned item goes back to the first level of its type's flow. */
export async function resubmitInfo(sc: InfoStepContext, id: string): Promise<void> {
  await runInfoStep(sc, async (s) => {
    await enterFlow(s, await loadVisible(s.tx, s.caller.principal, id, true));
  });
}

/** POST web/info/delete: the author's own drafts only, soft. */
export async function deleteInfo(sc: InfoStepContext, ids: string[]): Promise<void> {
  await runInfoStep(sc, async (s) => {
    const p = s.caller.principal;
    for (const id of ids) {
      const row = await loadVisible(s.tx, p, id, true);
      if (row.reporterId !== p.userId && row.createdBy !== p.userId) throw notFound('信息');
      if (row.state !== InfoState.draft) throw fieldError('ids', `《${row.title}》已报送，只能删除草稿`);
      await s.tx.update(infoItem).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(infoItem.id, id));
      await machine.record(s, row, { action: 'delete', fromState: row.state, toState: null, detail: { title: row.title } });
    }
  });
}

/** POST web/info/page: the items the caller reported (drafts, under way, returned, decided). */
export function pageMyInfo(q: Queryable, p: Principal, query: PageInput): Promise<PageResult<InfoRow>> {
  return pageItems(q, p, query, [eq(infoItem.reporterId, p.userId), ...filtersOf(query)]);
}

/**
 * POST web/info/open/page: adopted items, open to every reporter (the 公开 list): read
 * outside the caller's own scope on purpose, rows as every list presents them.
 */
export async function pageOpenInfo(q: Queryable, p: Principal, query: PageInput): Promise<PageResult<InfoRow>> {
  const cond = and(eq(infoItem.state, InfoState.adopted), isNull(infoItem.deletedAt), ...filtersOf({ ...query, state: undefined })) as SQL;
  const [rows, [count]] = await Promise.all([
    q
      .select()
      .from(infoItem)
      .where(cond)
      .orderBy(desc(infoItem.adoptedAt), desc(infoItem.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    q.select({ n: sql<number>`count(*)::int` }).from(infoItem).where(cond),
  ]);
  const list = await toRows(q, p, rows);
  // reading is all an open list offers
  return { list: list.map((r) => ({ ...r, actions: [] })), total: count?.n ?? 0 };
}
