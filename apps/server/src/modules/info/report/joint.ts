import {
  type InfoJointCheckRow,
  type InfoJointDetail,
  type InfoJointRow,
  InfoState,
  type infoJointConfirmBody,
  type infoJointPageQuery,
  type infoPageQuery,
  JointAnswer,
  type PageResult,
  ReporterRole,
} from '@cppcc/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { forbidden, illegalState } from '../../../platform/errors';
import { loadVisible } from '../core/access';
import { infoFlow as machine } from '../core/machine';
import { filtersOf, pageItems } from '../core/rows';
import { type InfoStepContext, runInfoStep } from '../core/step';
import { infoItem, infoReporter } from '../tables';

/** The caller is a co-reporter of the item (with this answer, when given). */
const jointOfCaller = (p: Principal, answer?: number) =>
  sql`exists (select 1 from ${infoReporter} r where r.item_id = ${infoItem.id} and r.user_id = ${p.userId}
    and r.role = ${ReporterRole.joint}${answer === undefined ? sql`` : sql` and r.joint = ${answer}`})`;

/** POST web/info/joint/page: submitted items the caller is asked to co-report, with the caller's answer. */
export async function pageJoint(q: Queryable, p: Principal, query: z.output<typeof infoJointPageQuery>): Promise<PageResult<InfoJointRow>> {
  const page = await pageItems(q, p, query, [
    ne(infoItem.state, InfoState.draft),
    jointOfCaller(p, query.joint),
    ...filtersOf({ title: query.title }),
  ]);
  const ids = page.list.map((r) => r.id);
  const mine = ids.length
    ? await q
        .select({ itemId: infoReporter.itemId, joint: infoReporter.joint })
        .from(infoReporter)
        .where(and(inArray(infoReporter.itemId, ids), eq(infoReporter.userId, p.userId)))
    : [];
  const answer = new Map(mine.map((m) => [m.itemId, m.joint ?? JointAnswer.pending]));
  return { ...page, list: page.list.map((r) => ({ ...r, myJoint: answer.get(r.id) ?? JointAnswer.pending })) };
}

/**
 * POST web/info/joint/confirm: a co-reporter agrees (1) or declines (0), once. Only those who
 * agree keep the credit; the review goes on without waiting for the answers.
 */
export async function confirmJoint(sc: InfoStepContext, input: z.output<typeof infoJointConfirmBody>): Promise<void> {
  await runInfoStep(sc, async (s) => {
    const p = s.caller.principal;
    const row = await loadVisible(s.tx, p, input.id, true);
    const [mine] = await s.tx
      .select()
      .from(infoReporter)
      .where(and(eq(infoReporter.itemId, row.id), eq(infoReporter.userId, p.userId), eq(infoReporter.role, ReporterRole.joint)))
      .limit(1);
    if (!mine || row.state === InfoState.draft) throw forbidden('您不是该信息的联名人');
    if (mine.joint !== JointAnswer.pending) throw illegalState('您已确认过该联名信息');
    await s.tx
      .update(infoReporter)
      .set({ joint: input.joint, answeredAt: new Date() })
      .where(and(eq(infoReporter.itemId, row.id), eq(infoReporter.userId, p.userId)));
    const agree = input.joint === JointAnswer.agree;
    await machine.record(s, row, {
      action: agree ? 'jointAgree' : 'jointDisagree',
      fromState: row.state,
      toState: row.state,
      opinion: input.opinion ?? null,
    });
    await s.fx.notify({
      userIds: [row.reporterId],
      title: '联名确认结果',
      content: `${p.username}${agree ? '同意' : '不同意'}联名您报送的信息《${row.title}》。${input.opinion ? `意见：${input.opinion}` : ''}`,
      item: { id: row.id, title: row.title },
    });
  });
}

/** GET infoJoint/detail/{id}: every co-reporter's answer. */
export async function jointDetail(q: Queryable, p: Principal, id: string): Promise<InfoJointDetail> {
  const row = await loadVisible(q, p, id);
  const joints = await q
    .select()
    .from(infoReporter)
    .where(and(eq(infoReporter.itemId, id), eq(infoReporter.role, ReporterRole.joint)))
    .orderBy(asc(infoReporter.sort));
  return {
    id: row.id,
    title: row.title,
    reporterName: row.reporterName,
    joints: joints.map((j) => ({
      userId: j.userId,
      name: j.name,
      unitName: j.unitName,
      joint: j.joint ?? JointAnswer.pending,
      answeredAt: j.answeredAt?.toISOString() ?? null,
    })),
  };
}

/** POST infoJoint/check/page: the caller's own reported items that name co-reporters, with how they answered. */
export async function pageJointCheck(
  q: Queryable,
  p: Principal,
  query: z.output<typeof infoPageQuery>,
): Promise<PageResult<InfoJointCheckRow>> {
  const hasJoint = sql`exists (select 1 from ${infoReporter} r where r.item_id = ${infoItem.id} and r.role = ${ReporterRole.joint})`;
  const page = await pageItems(q, p, query, [eq(infoItem.reporterId, p.userId), hasJoint, ...filtersOf(query)]);
  const ids = page.list.map((r) => r.id);
  const counts = ids.length
    ? await q
        .select({
          itemId: infoReporter.itemId,
          total: sql<number>`count(*)::int`,
          agreed: sql<number>`count(*) filter (where ${infoReporter.joint} = ${JointAnswer.agree})::int`,
          pending: sql<number>`count(*) filter (where ${infoReporter.joint} = ${JointAnswer.pending})::int`,
        })
        .from(infoReporter)
        .where(and(inArray(infoReporter.itemId, ids), eq(infoReporter.role, ReporterRole.joint)))
        .groupBy(infoReporter.itemId)
    : [];
  const by = new Map(counts.map((c) => [c.itemId, c]));
  return {
    ...page,
    list: page.list.map((r) => ({
      ...r,
      jointTotal: by.get(r.id)?.total ?? 0,
      jointAgreed: by.get(r.id)?.agreed ?? 0,
      jointPending: by.get(r.id)?.pending ?? 0,
    })),
  };
}
