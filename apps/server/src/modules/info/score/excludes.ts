import type { ScoreExclude, scoreExcludeBody } from '@cppcc/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, audit } from '../../../platform/audit/audit';
import type { Db, Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { inTx } from '../../../platform/db/tx';
import { badRequest, notFound } from '../../../platform/errors';
import { clearScoreCache } from '../core/score-cache';
import { infoScoreExclude, infoScoreRule } from '../tables';

/**
 * 互斥规则: of the rules an exclude rule names, only the one worth most counts
 * for an item and a person (or unit); the others show in the explanation with 0.
 * Every named rule must be a live rule of the exclude rule's own year.
 */
type ExcludeRow = typeof infoScoreExclude.$inferSelect;
type ExcludeInput = z.output<typeof scoreExcludeBody>;
const live = isNull(infoScoreExclude.deletedAt);

async function present(q: Queryable, rows: ExcludeRow[]): Promise<ScoreExclude[]> {
  const ids = [...new Set(rows.flatMap((r) => r.ruleIds))];
  const rules = ids.length
    ? await q.select({ id: infoScoreRule.id, name: infoScoreRule.name }).from(infoScoreRule).where(inArray(infoScoreRule.id, ids))
    : [];
  const name = new Map(rules.map((r) => [r.id, r.name]));
  return rows.map((r) => ({
    id: r.id,
    year: r.year,
    name: r.name,
    ruleIds: r.ruleIds,
    ruleNames: r.ruleIds.map((id) => name.get(id) ?? '（已删除）'),
    remark: r.remark,
  }));
}

async function findExclude(q: Queryable, id: string): Promise<ExcludeRow> {
  const [r] = await q
    .select()
    .from(infoScoreExclude)
    .where(and(eq(infoScoreExclude.id, id), live))
    .limit(1);
  if (!r) throw notFound('互斥规则');
  return r;
}

export async function excludeDetail(q: Queryable, id: string): Promise<ScoreExclude> {
  return (await present(q, [await findExclude(q, id)]))[0];
}

export async function excludesOfYear(q: Queryable, year: number): Promise<ScoreExclude[]> {
  const rows = await q
    .select()
    .from(infoScoreExclude)
    .where(and(live, eq(infoScoreExclude.year, year)))
    .orderBy(asc(infoScoreExclude.createdAt), asc(infoScoreExclude.id));
  return present(q, rows);
}

async function validate(q: Queryable, e: ExcludeInput): Promise<string[]> {
  const ids = [...new Set(e.ruleIds)];
  if (ids.length !== e.ruleIds.length) throw badRequest('ruleIds 积分规则不能重复');
  const rules = await q
    .select({ id: infoScoreRule.id, year: infoScoreRule.year })
    .from(infoScoreRule)
    .where(and(inArray(infoScoreRule.id, ids), isNull(infoScoreRule.deletedAt)));
  if (rules.length !== ids.length) throw badRequest('ruleIds 包含不存在的积分规则');
  if (rules.some((r) => r.year !== e.year)) throw badRequest(`ruleIds 互斥规则只能包含${e.year}年度的积分规则`);
  return ids;
}

const columnsOf = (e: ExcludeInput, ruleIds: string[]) => ({ year: e.year, name: e.name, ruleIds, remark: e.remark ?? null });

export async function addExclude(db: Db, actor: Actor, e: ExcludeInput): Promise<{ id: string }> {
  const id = newId();
  await inTx(db, async (tx) => {
    const ruleIds = await validate(tx, e);
    await tx.insert(infoScoreExclude).values({ id, ...columnsOf(e, ruleIds) });
    await audit(tx, actor, {
      objectType: 'info.scoreExclude',
      objectId: id,
      action: 'add',
      detail: { year: e.year, name: e.name, ruleIds },
    });
  });
  clearScoreCache(db);
  return { id };
}

export async function updateExclude(db: Db, actor: Actor, e: ExcludeInput & { id: string }): Promise<void> {
  await inTx(db, async (tx) => {
    await findExclude(tx, e.id);
    const ruleIds = await validate(tx, e);
    await tx
      .update(infoScoreExclude)
      .set({ ...columnsOf(e, ruleIds), updatedAt: new Date() })
      .where(eq(infoScoreExclude.id, e.id));
    await audit(tx, actor, { objectType: 'info.scoreExclude', objectId: e.id, action: 'update', detail: { name: e.name, ruleIds } });
  });
  clearScoreCache(db);
}

export async function removeExclude(db: Db, actor: Actor, id: string): Promise<void> {
  await inTx(db, async (tx) => {
    const row = await findExclude(tx, id);
    await tx.update(infoScoreExclude).set({ deletedAt: new Date() }).where(eq(infoScoreExclude.id, id));
    await audit(tx, actor, { objectType: 'info.scoreExclude', objectId: id, action: 'delete', detail: { name: row.name } });
  });
  clearScoreCache(db);
}
