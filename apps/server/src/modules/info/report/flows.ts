import {
  type InfoFlowExistCheck,
  type InfoFlowExistData,
  InfoFlowType,
  type InfoFlowView,
  InfoState,
  type infoFlowAddBody,
  infoFlowTypeLabel,
  infoLevelLabel,
  UserType,
} from '@cppcc/contracts';
import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, audit } from '../../../platform/audit/audit';
import type { Db, Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { inTx } from '../../../platform/db/tx';
import { fieldError } from '../../../platform/errors';
import { liveAccountsAmong } from '../../system';
import { currentFlow } from '../core/levels';
import { infoFlow, infoFlowLevel, infoItem, infoType } from '../tables';

type AddInput = z.output<typeof infoFlowAddBody>;

/** A live, enabled info type, or a 400 naming the field. */
export async function liveType(q: Queryable, typeId: string): Promise<{ id: string; name: string }> {
  const [t] = await q
    .select({ id: infoType.id, name: infoType.name })
    .from(infoType)
    .where(and(eq(infoType.id, typeId), isNull(infoType.deletedAt), eq(infoType.enabled, true)))
    .limit(1);
  if (!t) throw fieldError('typeId', '信息类别不存在或已停用');
  return t;
}

/** Each level once; every reviewer a live, enabled staff account (a level nobody can hold is refused). */
async function checkLevels(q: Queryable, levels: AddInput['levels']): Promise<void> {
  const seen = new Set<number>();
  for (const [i, l] of levels.entries()) {
    if (seen.has(l.level)) throw fieldError(`levels[${i}].level`, `审核级别「${infoLevelLabel[l.level]}」重复`);
    seen.add(l.level);
    const ids = [...new Set(l.reviewerIds)];
    const live = await liveAccountsAmong(q, ids, { userTypes: [UserType.staff], enabledOnly: true });
    if (live.length !== ids.length) {
      throw fieldError(`levels[${i}].reviewerIds`, `「${infoLevelLabel[l.level]}」的审核人须为在用的机关工作人员账号`);
    }
  }
}

/** POST infoFlow/add: a new version of the type's flow; the old one is retired, items under way keep it. */
export async function saveInfoFlow(db: Db, actor: Actor, input: AddInput): Promise<{ id: string }> {
  return inTx(db, async (tx) => {
    const type = await liveType(tx, input.typeId);
    await checkLevels(tx, input.levels);
    // one saver at a time per type: the version numbers stay unique
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`info_flow:${input.typeId}:${input.flowType}`}))`);
    const [last] = await tx
      .select({ v: max(infoFlow.version) })
      .from(infoFlow)
      .where(and(eq(infoFlow.typeId, input.typeId), eq(infoFlow.flowType, input.flowType)));
    await tx
      .update(infoFlow)
      .set({ current: false })
      .where(and(eq(infoFlow.typeId, input.typeId), eq(infoFlow.flowType, input.flowType), eq(infoFlow.current, true)));
    const id = newId();
    const version = (last?.v ?? 0) + 1;
    const name = input.name ?? `${type.name}${infoFlowTypeLabel[input.flowType]}`;
    await tx
      .insert(infoFlow)
      .values({ id, typeId: type.id, flowType: input.flowType, name, version, current: true, createdBy: actor.userId });
    await tx
      .insert(infoFlowLevel)
      .values(
        input.levels.map((l, i) => ({ id: newId(), flowId: id, seq: i + 1, level: l.level, reviewerIds: [...new Set(l.reviewerIds)] })),
      );
    await audit(tx, actor, {
      objectType: 'info.flow',
      objectId: id,
      action: 'save',
      detail: { typeId: type.id, typeName: type.name, flowType: input.flowType, version, levels: input.levels.map((l) => l.level) },
    });
    return { id };
  });
}

/** GET infoFlow/view: the current flows (of one type when named), levels in order with their reviewers' names. */
export async function viewInfoFlows(q: Queryable, typeId?: string): Promise<InfoFlowView[]> {
  const flows = await q
    .select({
      id: infoFlow.id,
      typeId: infoFlow.typeId,
      typeName: infoType.name,
      flowType: infoFlow.flowType,
      name: infoFlow.name,
      version: infoFlow.version,
      createdAt: infoFlow.createdAt,
    })
    .from(infoFlow)
    .leftJoin(infoType, eq(infoType.id, infoFlow.typeId))
    .where(and(eq(infoFlow.current, true), typeId ? eq(infoFlow.typeId, typeId) : undefined))
    .orderBy(asc(infoType.sort), asc(infoFlow.typeId), asc(infoFlow.flowType));
  if (!flows.length) return [];
  const levels = await q
    .select()
    .from(infoFlowLevel)
    .where(
      inArray(
        infoFlowLevel.flowId,
        flows.map((f) => f.id),
      ),
    )
    .orderBy(asc(infoFlowLevel.flowId), asc(infoFlowLevel.seq));
  const people = await liveAccountsAmong(q, [...new Set(levels.flatMap((l) => l.reviewerIds))]);
  const nameOf = new Map(people.map((p) => [p.id, p.username]));
  return flows.map((f) => ({
    ...f,
    createdAt: f.createdAt.toISOString(),
    levels: levels
      .filter((l) => l.flowId === f.id)
      .map((l) => ({
        seq: l.seq,
        level: l.level,
        levelName: infoLevelLabel[l.level] ?? String(l.level),
        reviewers: l.reviewerIds.map((id) => ({ id, name: nameOf.get(id) ?? '（账号已停用）' })),
      })),
  }));
}

/** POST infoFlow/exist/infoData: how many items are under way on the type's current flow of this kind. */
export async function infoFlowExistData(q: Queryable, typeId: string, flowType: number): Promise<InfoFlowExistData> {
  const flow = await currentFlow(q, typeId, flowType);
  if (!flow) return { exists: false, count: 0 };
  const column = flowType === InfoFlowType.editing ? infoItem.editFlowId : infoItem.flowId;
  const underWay = flowType === InfoFlowType.editing ? eq(infoItem.editState, 1) : eq(infoItem.state, InfoState.reviewing);
  const [r] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(infoItem)
    .where(and(eq(column, flow.id), underWay, isNull(infoItem.deletedAt)));
  const count = r?.n ?? 0;
  return { exists: count > 0, count };
}

/** GET infoFlow/exist/check/{typeId}: whether the type has a review flow. */
export async function infoFlowExistCheck(q: Queryable, typeId: string): Promise<InfoFlowExistCheck> {
  const flow = await currentFlow(q, typeId, InfoFlowType.review);
  return { exists: Boolean(flow), flowId: flow?.id ?? null };
}
