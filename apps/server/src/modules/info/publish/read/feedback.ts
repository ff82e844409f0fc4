import {
  type PageResult,
  type PublicationFeedbackRow,
  PublicationPerm,
  type publicationFeedbackBody,
  type publicationFeedbackPageQuery,
} from '@cppcc/contracts';
import { and, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../../../platform/audit/audit';
import type { Principal } from '../../../../platform/auth/principal-type';
import type { Queryable } from '../../../../platform/db/client';
import { containsText } from '../../../../platform/db/contains-text';
import { newId } from '../../../../platform/db/ids';
import { forbidden, illegalState, notFound } from '../../../../platform/errors';
import { offsetOf } from '../../../../platform/http/paging';
import type { CallContext } from '../../../../platform/http/route-kit';
import { dayStart } from '../../../../platform/time/china';
import { orgNames } from '../../../system';
import { runInfoStep } from '../../core/step';
import { publicationFeedback } from '../tables';
import { assertItemOf, creditedItems, distributedIssue, issueContexts, issueLabels, onList, trail } from './shared';

/**
 * 刊物反馈 (docs/publications-reading.md): a reader on the distribution list answers a distributed
 * issue (or one item of it) with what their unit did; the credited reporters are told, the feedback
 * scores (单位反馈), and the office marks it seen. The author may take it back until the office has
 * seen it.
 */

const f = publicationFeedback;
type FeedbackRecord = typeof f.$inferSelect;

const isFeedbackOffice = (p: Principal) => p.permissions.has(PublicationPerm.feedback);

async function present(q: Queryable, p: Principal, rows: FeedbackRecord[]): Promise<PublicationFeedbackRow[]> {
  const about = await issueContexts(q, rows);
  return rows.map((r) => {
    return {
      id: r.id,
      ...about(r),
      unitName: r.unitName,
      content: r.content,
      checked: r.checked,
      checkedAt: r.checkedAt?.toISOString() ?? null,
      createdByName: r.createdByName,
      createdAt: r.createdAt.toISOString(),
      canDelete: isFeedbackOffice(p) || (r.createdBy === p.userId && r.checked === 0),
    };
  });
}

/** POST publicationFeedback/page (the office) and mine/page (the caller's own). */
export async function feedbackPage(
  q: Queryable,
  p: Principal,
  query: z.output<typeof publicationFeedbackPageQuery>,
  mine: boolean,
): Promise<PageResult<PublicationFeedbackRow>> {
  const where = and(
    isNull(f.deletedAt),
    mine ? eq(f.createdBy, p.userId) : undefined,
    query.publicationId ? eq(f.publicationId, query.publicationId) : undefined,
    query.unitName ? containsText(f.unitName, query.unitName) : undefined,
    query.checked !== undefined ? eq(f.checked, query.checked) : undefined,
    query.year !== undefined
      ? and(gte(f.createdAt, dayStart(`${query.year}-01-01`)), lt(f.createdAt, dayStart(`${query.year + 1}-01-01`)))
      : undefined,
  ) as SQL;
  const [rows, [n]] = await Promise.all([
    q.select().from(f).where(where).orderBy(desc(f.createdAt), desc(f.id)).limit(query.pageSize).offset(offsetOf(query)),
    q.select({ n: sql<number>`count(*)::int` }).from(f).where(where),
  ]);
  return { list: await present(q, p, rows), total: Number(n?.n ?? 0) };
}

async function load(q: Queryable, id: string, lock = false): Promise<FeedbackRecord> {
  const query = q
    .select()
    .from(f)
    .where(and(eq(f.id, id), isNull(f.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('刊物反馈');
  return row;
}

/** GET publicationFeedback/detail/{id}: the office, or the author. */
export async function feedbackDetail(q: Queryable, p: Principal, id: string): Promise<PublicationFeedbackRow> {
  const row = await load(q, id);
  if (!isFeedbackOffice(p) && row.createdBy !== p.userId) throw forbidden('您无权查看该反馈');
  return (await present(q, p, [row]))[0];
}

/** The name a feedback goes under: the caller's organisation (a unit's account, a staff member's office), else their own. */
async function unitNameOf(q: Queryable, p: Principal): Promise<string> {
  if (!p.orgId) return p.username;
  return (await orgNames(q, [p.orgId])).get(p.orgId) ?? p.username;
}

/** POST publicationFeedback/add: a reader on the list of a distributed issue. */
export async function addFeedback(sc: CallContext, b: z.output<typeof publicationFeedbackBody>): Promise<{ id: string }> {
  const who = sc.caller.principal;
  return runInfoStep(sc, async (s) => {
    const issue = await distributedIssue(s.tx, b.publicationId);
    if (!(await onList(s.tx, who, issue.id))) throw forbidden('您不在该期刊物的阅读范围内，不能反馈');
    await assertItemOf(s.tx, issue.id, b.infoId, 'infoId');
    const id = newId();
    const unitName = await unitNameOf(s.tx, who);
    await s.tx.insert(f).values({
      id,
      publicationId: issue.id,
      infoId: b.infoId ?? null,
      unitName,
      content: b.content,
      createdBy: who.userId,
      createdByName: who.username,
    });
    await trail(s, issue.id, 'feedback', `${unitName}反馈`, { infoId: b.infoId ?? null });
    const l = (await issueLabels(s.tx, [issue.id])).get(issue.id);
    for (const item of await creditedItems(s.tx, issue.id, b.infoId ?? null))
      await s.fx.notify({
        userIds: item.userIds,
        title: '您的信息收到单位反馈',
        content: `您刊发于${l ? `《${l.typeName}》${l.numLabel}` : '刊物'}的信息收到${unitName}的反馈：${b.content}`,
        item: { id: item.infoId, title: item.title },
      });
    await audit(s.tx, sc.caller.actor, {
      objectType: 'publication.feedback',
      objectId: id,
      action: 'add',
      detail: { publicationId: issue.id, infoId: b.infoId ?? null, unitName },
    });
    return { id };
  });
}

/** POST publicationFeedback/delete: the office, or the author before the office has seen it. */
export async function deleteFeedback(sc: CallContext, id: string): Promise<void> {
  const who = sc.caller.principal;
  await runInfoStep(sc, async (s) => {
    const row = await load(s.tx, id, true);
    if (!isFeedbackOffice(who)) {
      if (row.createdBy !== who.userId) throw forbidden('只能删除自己的反馈');
      if (row.checked === 1) throw illegalState('信息处已查看该反馈，不能删除');
    }
    await s.tx.update(f).set({ deletedAt: new Date() }).where(eq(f.id, row.id));
    await audit(s.tx, sc.caller.actor, {
      objectType: 'publication.feedback',
      objectId: row.id,
      action: 'delete',
      detail: { publicationId: row.publicationId, infoId: row.infoId, unitName: row.unitName },
    });
  });
}

/**
 * GET publicationFeedback/check/{id} (the spec's verb): the office marks it seen. It changes state
 * (checked, and the author can no longer take it back), so it is a step with an audit row although
 * it answers a GET; a second call changes nothing and writes nothing.
 */
export async function checkFeedback(sc: CallContext, id: string): Promise<PublicationFeedbackRow> {
  const who = sc.caller.principal;
  return runInfoStep(sc, async (s) => {
    const row = await load(s.tx, id, true);
    if (row.checked === 0) {
      const checkedAt = new Date();
      await s.tx.update(f).set({ checked: 1, checkedAt }).where(eq(f.id, row.id));
      Object.assign(row, { checked: 1, checkedAt });
      await audit(s.tx, sc.caller.actor, {
        objectType: 'publication.feedback',
        objectId: row.id,
        action: 'read',
        detail: { publicationId: row.publicationId, unitName: row.unitName },
      });
    }
    return (await present(s.tx, who, [row]))[0];
  });
}
