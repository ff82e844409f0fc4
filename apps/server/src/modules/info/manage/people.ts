import { InfoFlowType, InfoLevel, InfoState, UserType } from '@cppcc/contracts';
import { stripHtml } from '@cppcc/textkit';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { fieldError } from '../../../platform/errors';
import { sanitizeRichHtml } from '../../../platform/html/sanitize';
import { accountProfile } from '../../system';
import { currentFlow, firstPosition, levelsOf, type Position } from '../core/levels';
import { infoReporter, infoType } from '../tables';

/** What the office's steps need to know of a reporter and a type, and the text as it is stored. */

export interface ReporterIdentity {
  userId: string;
  name: string;
  unitId: string | null;
  unitName: string | null;
}

/** A member, collective user or direct-report point the office may enter an item for. */
export async function reporterIdentity(q: Queryable, userId: string): Promise<ReporterIdentity> {
  const a = await accountProfile(q, userId);
  if (!a || (a.userType !== UserType.member && a.userType !== UserType.collective)) {
    throw fieldError('reporterId', '上报人须为委员或集体用户（含信息直报点）');
  }
  return { userId, name: a.username, unitId: a.orgId ?? null, unitName: a.orgName ?? null };
}

/** A live, enabled info type, or a 400 naming the field. */
export async function liveTypeOf(q: Queryable, typeId: string): Promise<{ id: string; name: string }> {
  const [t] = await q
    .select({ id: infoType.id, name: infoType.name })
    .from(infoType)
    .where(and(eq(infoType.id, typeId), isNull(infoType.deletedAt), eq(infoType.enabled, true)))
    .limit(1);
  if (!t) throw fieldError('typeId', '信息类别不存在或已停用');
  return t;
}

/** Sanitised rich text and its plain text; a text with nothing left after sanitising is refused. */
export function storedText(html: string): { content: string; contentText: string } {
  const content = sanitizeRichHtml(html);
  const contentText = stripHtml(content).trim();
  if (!contentText) throw fieldError('content', '信息内容不能为空');
  return { content, contentText };
}

/** Where a submitted item starts: the first level of its type's review flow, or 待采用 when it skips review. */
export async function startPosition(q: Queryable, typeId: string, skipReview: boolean): Promise<Position & { flowId: string | null }> {
  if (skipReview) return { state: InfoState.toAdopt, levelSeq: null, currentLevel: InfoLevel.complete, flowId: null };
  const flow = await currentFlow(q, typeId, InfoFlowType.review);
  if (!flow) throw fieldError('typeId', '该信息类别尚未设置审核流程，请先在「审核流程」中设置');
  const levels = await levelsOf(q, flow.id);
  return { ...firstPosition(levels), flowId: flow.id };
}

/** Everyone credited with the items (their messages go to all of them). */
export async function creditedIds(q: Queryable, itemIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!itemIds.length) return out;
  const rows = await q
    .select({ itemId: infoReporter.itemId, userId: infoReporter.userId, joint: infoReporter.joint })
    .from(infoReporter)
    .where(inArray(infoReporter.itemId, [...itemIds]));
  for (const r of rows) {
    if (r.joint === 0) continue;
    out.set(r.itemId, [...(out.get(r.itemId) ?? []), r.userId]);
  }
  return out;
}
