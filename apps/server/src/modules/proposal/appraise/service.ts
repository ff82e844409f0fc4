import {
  type AppraiseKind,
  type appraiseRemindBody,
  appraiseTargetLabel,
  type appraiseUpdateBody,
  ProposalAppraisePage,
} from '@cppcc/contracts';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../../../platform/audit/audit';
import type { AppContext } from '../../../platform/context';
import type { Queryable, Tx } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { badRequest } from '../../../platform/errors';
import type { Caller } from '../../../platform/http/caller';
import { CHINA_TZ } from '../../../platform/time/china';
import { currentTerm, termMemberIds } from '../../member';
import { handlingUnitOptions, liveAccountsAmong } from '../../system';
import { withEffects } from '../core/notify';
import { getProposalSession } from '../setup';
import { proposal } from '../tables';
import { A, checkStep, type Fields, M, OBJECT, T, what } from './machine';
import { load, unfinished } from './queries';

// ---------- the office's steps ----------

/** Targets as chosen: filed proposals (appraise) or handling units and systems (appraiseUnit); their names are kept. */
async function resolveTargets(q: Queryable, kind: AppraiseKind, ids: string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found =
    kind === 'proposal'
      ? (
          await q
            .select({ id: proposal.id, name: proposal.title, number: proposal.number, proposerName: proposal.proposerName })
            .from(proposal)
            .where(and(inArray(proposal.id, unique), isNull(proposal.deletedAt), eq(proposal.caseState, 3), isNull(proposal.mergedIntoId)))
        ).map((r) => ({ id: r.id, name: r.name, extra: `${r.number ? `第${r.number}号　` : ''}${r.proposerName}` }))
      : (await handlingUnitOptions(q, { ids: unique })).map((r) => ({ ...r, extra: null as string | null }));
  const byId = new Map(found.map((r) => [r.id, r]));
  const missing = unique.filter((id) => !byId.has(id));
  if (missing.length) {
    throw badRequest(kind === 'proposal' ? '评议对象只能是已立案的提案，所选提案不存在或未立案' : '评议对象只能是承办单位，所选单位不存在');
  }
  return unique.map((id, i) => ({ ...byId.get(id)!, sort: i }));
}

/** Members of the current term who can sign in. */
async function termMembers(q: Queryable, ids?: string[]): Promise<{ id: string; username: string }[]> {
  const term = await currentTerm(q);
  if (!term) return [];
  const inTerm = termMemberIds(q, term.id);
  const members = await liveAccountsAmong(q, ids ?? inTerm, { within: ids ? inTerm : undefined, userTypes: [1], enabledOnly: true });
  return members.map((m) => ({ id: m.id, username: m.username }));
}

async function resolveParticipants(q: Queryable, ids: string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await termMembers(q, unique);
  if (found.length !== unique.length) throw badRequest('参评委员只能是本届在任委员，所选人员中有不存在或不是委员的');
  const order = new Map(unique.map((id, i) => [id, i]));
  return found.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

async function checkSession(q: Queryable, sessionId: string | undefined) {
  if (sessionId && !(await getProposalSession(q, sessionId))) throw badRequest('提案届次不存在');
}

async function writeChildren(
  tx: Tx,
  id: string,
  targets: Awaited<ReturnType<typeof resolveTargets>>,
  people: { id: string; username: string }[],
) {
  await tx.delete(T).where(eq(T.appraiseId, id));
  await tx.delete(M).where(eq(M.appraiseId, id));
  if (targets.length) {
    await tx
      .insert(T)
      .values(targets.map((t) => ({ id: newId(), appraiseId: id, targetId: t.id, name: t.name, extra: t.extra, sort: t.sort })));
  }
  if (people.length) await tx.insert(M).values(people.map((u) => ({ id: newId(), appraiseId: id, userId: u.id, username: u.username })));
}

const valuesOf = (b: Fields) => ({
  title: b.title,
  year: b.year,
  sessionId: b.sessionId ?? null,
  startTime: new Date(b.startTime),
  endTime: new Date(b.endTime),
  description: b.description ?? null,
  allMembers: b.participantIds.length === 0,
});

export async function addAppraise(ctx: AppContext, c: Caller, kind: AppraiseKind, b: Fields): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    await checkSession(tx, b.sessionId);
    const [targets, people] = await Promise.all([resolveTargets(tx, kind, b.targetIds), resolveParticipants(tx, b.participantIds)]);
    const id = newId();
    await tx.insert(A).values({ id, kind, ...valuesOf(b), state: 0, createdBy: c.actor.userId });
    await writeChildren(tx, id, targets, people);
    await audit(tx, c.actor, {
      objectType: OBJECT,
      objectId: id,
      action: 'create',
      detail: { kind, title: b.title, targets: targets.length },
    });
    return { id };
  });
}

export async function updateAppraise(
  ctx: AppContext,
  c: Caller,
  kind: AppraiseKind,
  b: z.output<typeof appraiseUpdateBody>,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await load(tx, kind, b.id, true);
    checkStep('update', row);
    await checkSession(tx, b.sessionId);
    const [targets, people] = await Promise.all([resolveTargets(tx, kind, b.targetIds), resolveParticipants(tx, b.participantIds)]);
    await tx
      .update(A)
      .set({ ...valuesOf(b), updatedAt: new Date() })
      .where(eq(A.id, row.id));
    await writeChildren(tx, row.id, targets, people);
    await audit(tx, c.actor, {
      objectType: OBJECT,
      objectId: row.id,
      action: 'update',
      detail: { kind, title: b.title, targets: targets.length },
    });
  });
}

export async function deleteAppraise(ctx: AppContext, c: Caller, kind: AppraiseKind, ids: string[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    for (const id of ids) {
      const row = await load(tx, kind, id, true);
      checkStep('remove', row);
      await tx.update(A).set({ deletedAt: new Date() }).where(eq(A.id, id));
      await audit(tx, c.actor, { objectType: OBJECT, objectId: id, action: 'delete', detail: { kind, title: row.title } });
    }
  });
}

/** 0 → 1: fixes the participants (every member of the term when none were chosen) and tells them. */
export async function publishAppraise(ctx: AppContext, c: Caller, kind: AppraiseKind, id: string): Promise<void> {
  await withEffects(ctx, async (tx, fx) => {
    const row = await load(tx, kind, id, true);
    checkStep('publish', row);
    const [{ n: targets }] = await tx.select({ n: count() }).from(T).where(eq(T.appraiseId, id));
    if (!targets) throw badRequest(`请先选择${appraiseTargetLabel[kind]}`);
    if (row.allMembers) {
      const people = await termMembers(tx);
      await tx.delete(M).where(eq(M.appraiseId, id));
      if (people.length)
        await tx.insert(M).values(people.map((u) => ({ id: newId(), appraiseId: id, userId: u.id, username: u.username })));
    }
    const participants = await tx.select({ userId: M.userId }).from(M).where(eq(M.appraiseId, id));
    if (!participants.length) throw badRequest('没有参评委员，不能发布');
    if (row.endTime <= new Date()) throw badRequest('结束时间已过，请修改结束时间后再发布');
    await tx.update(A).set({ state: 1, publishedAt: new Date(), updatedAt: new Date() }).where(eq(A.id, id));
    await audit(tx, c.actor, {
      objectType: OBJECT,
      objectId: id,
      action: 'publish',
      detail: { kind, participants: participants.length, targets },
    });
    await fx.notify({
      userIds: participants.map((p) => p.userId),
      title: `${what(kind)}：${row.title}`,
      content: `请于${row.endTime.toLocaleString('zh-CN', { timeZone: CHINA_TZ })}前完成「${row.title}」。`,
      url: `${ProposalAppraisePage[kind]['member/target']}?id=${id}`,
      sender: { userId: c.actor.userId, username: c.actor.username },
    });
  });
}

export async function endAppraise(ctx: AppContext, c: Caller, kind: AppraiseKind, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await load(tx, kind, id, true);
    checkStep('end', row);
    await tx.update(A).set({ state: 2, endedAt: new Date(), updatedAt: new Date() }).where(eq(A.id, id));
    await audit(tx, c.actor, { objectType: OBJECT, objectId: id, action: 'end', detail: { kind } });
  });
}

/** Tells the participants who have not finished (all of them, or those chosen). */
export async function remindAppraise(
  ctx: AppContext,
  c: Caller,
  kind: AppraiseKind,
  b: z.output<typeof appraiseRemindBody>,
): Promise<{ count: number }> {
  return withEffects(ctx, async (tx, fx) => {
    const row = await load(tx, kind, b.appraiseId, true);
    checkStep('remind', row);
    const owing = (await unfinished(tx, row.id, undefined)).filter((p) => !b.userIds.length || b.userIds.includes(p.userId));
    if (!owing.length) throw badRequest('没有需要提醒的委员');
    const ids = owing.map((p) => p.userId);
    await tx
      .update(M)
      .set({ remindedAt: new Date() })
      .where(and(eq(M.appraiseId, row.id), inArray(M.userId, ids)));
    await audit(tx, c.actor, { objectType: OBJECT, objectId: row.id, action: 'remind', detail: { kind, count: ids.length } });
    await fx.notify({
      userIds: ids,
      title: `${what(kind)}提醒：${row.title}`,
      content: `您还有未完成的${what(kind)}「${row.title}」，请于${row.endTime.toLocaleString('zh-CN', { timeZone: CHINA_TZ })}前完成。`,
      url: `${ProposalAppraisePage[kind]['member/target']}?id=${row.id}`,
      sender: { userId: c.actor.userId, username: c.actor.username },
    });
    return { count: ids.length };
  });
}
