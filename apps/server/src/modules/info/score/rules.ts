import {
  type PageResult,
  ScoreEvent,
  type ScoreRule,
  type ScoreRuleCheck,
  scoreEventLabel,
  type scoreRuleBody,
  type scoreRulePageQuery,
  submissionObjectLabel,
} from '@cppcc/contracts';
import { and, asc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, audit } from '../../../platform/audit/audit';
import type { Db, Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { inTx } from '../../../platform/db/tx';
import { badRequest, notFound } from '../../../platform/errors';
import { likePattern, offsetOf } from '../../../platform/http/paging';
import { clearScoreCache } from '../core/score-cache';
import { infoScoreExclude, infoScoreRule, infoType, publicationType } from '../tables';

/**
 * Score rules of a year (积分规则): one event, its points, whom it credits and
 * the conditions narrowing it. Two enabled rules of one year may not fire on
 * the same event under the same conditions (an item would score twice by
 * accident); that is what the exclude rules (互斥规则) are for.
 */
type RuleRow = typeof infoScoreRule.$inferSelect;
export type RuleInput = z.output<typeof scoreRuleBody>;

const live = isNull(infoScoreRule.deletedAt);
export const textArray = (ids: string[]): SQL =>
  sql`array[${sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;
const excludeLive = isNull(infoScoreExclude.deletedAt);

/** What makes two rules the same: the event and every condition. */
const conditionKey = (r: Pick<RuleRow, 'event' | 'typeId' | 'submissionObject' | 'instructionLevel' | 'publicationTypeId'>) =>
  [r.event, r.typeId ?? '', r.submissionObject ?? '', r.instructionLevel ?? '', r.publicationTypeId ?? ''].join('|');

function conditionText(r: Pick<RuleRow, 'event' | 'submissionObject' | 'instructionLevel'>, typeName: string | null): string {
  const parts = [scoreEventLabel[r.event as keyof typeof scoreEventLabel] ?? r.event];
  if (typeName) parts.push(`类别「${typeName}」`);
  if (r.submissionObject !== null) parts.push(`报送对象「${submissionObjectLabel[r.submissionObject] ?? r.submissionObject}」`);
  if (r.instructionLevel !== null) parts.push(`批示级别${r.instructionLevel}`);
  return parts.join('、');
}

async function typeNames(q: Queryable, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => Boolean(x)))];
  if (!wanted.length) return new Map();
  const rows = await q.select({ id: infoType.id, name: infoType.name }).from(infoType).where(inArray(infoType.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function present(q: Queryable, rows: RuleRow[]): Promise<ScoreRule[]> {
  if (!rows.length) return [];
  const years = [...new Set(rows.map((r) => r.year))];
  const [types, excludes] = await Promise.all([
    typeNames(
      q,
      rows.map((r) => r.typeId),
    ),
    q
      .select({ name: infoScoreExclude.name, ruleIds: infoScoreExclude.ruleIds })
      .from(infoScoreExclude)
      .where(and(excludeLive, inArray(infoScoreExclude.year, years))),
  ]);
  return rows.map((r) => ({
    id: r.id,
    year: r.year,
    name: r.name,
    event: r.event,
    eventLabel: scoreEventLabel[r.event as keyof typeof scoreEventLabel] ?? r.event,
    points: r.points,
    target: r.target,
    typeId: r.typeId,
    typeName: r.typeId ? (types.get(r.typeId) ?? null) : null,
    submissionObject: r.submissionObject,
    instructionLevel: r.instructionLevel,
    publicationTypeId: r.publicationTypeId,
    enabled: r.enabled,
    sort: r.sort,
    remark: r.remark,
    excludeNames: excludes.filter((e) => e.ruleIds.includes(r.id)).map((e) => e.name),
  }));
}

export async function findRule(q: Queryable, id: string): Promise<RuleRow> {
  const [r] = await q
    .select()
    .from(infoScoreRule)
    .where(and(eq(infoScoreRule.id, id), live))
    .limit(1);
  if (!r) throw notFound('积分规则');
  return r;
}

export async function ruleDetail(q: Queryable, id: string): Promise<ScoreRule> {
  return (await present(q, [await findRule(q, id)]))[0];
}

const ruleOrder = [asc(infoScoreRule.sort), asc(infoScoreRule.event), asc(infoScoreRule.id)];

export async function rulesOfYear(q: Queryable, year: number): Promise<ScoreRule[]> {
  const rows = await q
    .select()
    .from(infoScoreRule)
    .where(and(live, eq(infoScoreRule.year, year)))
    .orderBy(...ruleOrder);
  return present(q, rows);
}

export async function pageRules(q: Queryable, f: z.output<typeof scoreRulePageQuery>): Promise<PageResult<ScoreRule>> {
  const where = and(
    live,
    f.year !== undefined ? eq(infoScoreRule.year, f.year) : undefined,
    f.event ? eq(infoScoreRule.event, f.event) : undefined,
    f.name ? ilike(infoScoreRule.name, likePattern(f.name)) : undefined,
  ) as SQL;
  const [rows, [n]] = await Promise.all([
    q
      .select()
      .from(infoScoreRule)
      .where(where)
      .orderBy(sql`${infoScoreRule.year} desc`, ...ruleOrder)
      .limit(f.pageSize)
      .offset(offsetOf(f)),
    q.select({ n: sql<number>`count(*)::int` }).from(infoScoreRule).where(where),
  ]);
  return { list: await present(q, rows), total: n?.n ?? 0 };
}

/** Conditions only where they mean something, and only pointing at what exists. */
async function validate(q: Queryable, r: RuleInput): Promise<void> {
  if (r.submissionObject != null && r.event !== ScoreEvent.upperAdopt)
    throw badRequest('submissionObject 报送对象只适用于「上级采用」规则');
  if (r.instructionLevel != null && r.event !== ScoreEvent.instruction)
    throw badRequest('instructionLevel 批示级别只适用于「领导批示」规则');
  if (r.publicationTypeId != null && r.event !== ScoreEvent.publish && r.event !== ScoreEvent.instruction)
    throw badRequest('publicationTypeId 刊物类型只适用于「刊发」「领导批示」规则');
  if (r.typeId) {
    const [t] = await q
      .select({ id: infoType.id })
      .from(infoType)
      .where(and(eq(infoType.id, r.typeId), isNull(infoType.deletedAt)))
      .limit(1);
    if (!t) throw badRequest('typeId 信息类别不存在');
  }
  if (r.publicationTypeId) {
    const [t] = await q
      .select({ id: publicationType.id })
      .from(publicationType)
      .where(and(eq(publicationType.id, r.publicationTypeId), isNull(publicationType.deletedAt)))
      .limit(1);
    if (!t) throw badRequest('publicationTypeId 刊物类型不存在');
  }
}

const columnsOf = (r: RuleInput) => ({
  year: r.year,
  name: r.name,
  event: r.event,
  points: Math.round(r.points * 10) / 10,
  target: r.target,
  typeId: r.typeId ?? null,
  submissionObject: r.submissionObject ?? null,
  instructionLevel: r.instructionLevel ?? null,
  publicationTypeId: r.publicationTypeId ?? null,
  enabled: r.enabled,
  sort: r.sort,
  remark: r.remark ?? null,
});

/** The problems of a year's rules, with `candidate` in place of the rule it updates (or added). */
export async function problemsOf(q: Queryable, year: number, candidate?: RuleInput & { id?: string }): Promise<string[]> {
  const [rules, excludes] = await Promise.all([
    q
      .select()
      .from(infoScoreRule)
      .where(and(live, eq(infoScoreRule.year, year)))
      .orderBy(...ruleOrder),
    q
      .select()
      .from(infoScoreExclude)
      .where(and(excludeLive, eq(infoScoreExclude.year, year))),
  ]);
  const set: Pick<
    RuleRow,
    'id' | 'name' | 'event' | 'typeId' | 'submissionObject' | 'instructionLevel' | 'publicationTypeId' | 'enabled'
  >[] = rules.filter((r) => r.id !== candidate?.id);
  if (candidate) set.push({ id: candidate.id ?? '', ...columnsOf(candidate) });
  const names = await typeNames(
    q,
    set.map((r) => r.typeId),
  );
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const r of set) {
    if (!r.enabled) continue;
    const key = conditionKey(r);
    const first = seen.get(key);
    if (first !== undefined)
      problems.push(
        `积分规则「${first}」与「${r.name}」的计分事件和条件相同（${conditionText(r, r.typeId ? (names.get(r.typeId) ?? null) : null)}）`,
      );
    else seen.set(key, r.name);
  }
  const ids = new Set(rules.map((r) => r.id));
  for (const e of excludes) {
    const inYear = e.ruleIds.filter((id) => ids.has(id));
    if (inYear.length < 2) problems.push(`互斥规则「${e.name}」应包含至少2条${year}年度的积分规则`);
  }
  if (!set.length) problems.push(`${year}年度还没有积分规则`);
  return problems;
}

export async function checkRules(q: Queryable, year: number, candidate?: RuleInput & { id?: string }): Promise<ScoreRuleCheck> {
  const problems = await problemsOf(q, year, candidate);
  return { valid: problems.length === 0, problems };
}

/** A duplicate of an enabled rule is refused when saved, not only reported by check. */
async function refuseDuplicate(q: Queryable, r: RuleInput, id?: string): Promise<void> {
  if (!r.enabled) return;
  const same = (
    await q
      .select()
      .from(infoScoreRule)
      .where(and(live, eq(infoScoreRule.year, r.year), eq(infoScoreRule.event, r.event), eq(infoScoreRule.enabled, true)))
  ).find((x) => x.id !== id && conditionKey(x) === conditionKey({ ...columnsOf(r) }));
  if (same) throw badRequest(`event 与积分规则「${same.name}」的计分事件和条件相同，请修改条件或使用互斥规则`);
}

export async function addRule(db: Db, actor: Actor, r: RuleInput): Promise<{ id: string }> {
  await validate(db, r);
  const id = newId();
  await inTx(db, async (tx) => {
    await refuseDuplicate(tx, r);
    await tx.insert(infoScoreRule).values({ id, ...columnsOf(r) });
    await audit(tx, actor, { objectType: 'info.scoreRule', objectId: id, action: 'add', detail: { year: r.year, name: r.name } });
  });
  clearScoreCache(db);
  return { id };
}

export async function updateRule(db: Db, actor: Actor, r: RuleInput & { id: string }): Promise<void> {
  await validate(db, r);
  await inTx(db, async (tx) => {
    const old = await findRule(tx, r.id);
    if (old.year !== r.year) {
      const [named] = await tx
        .select({ name: infoScoreExclude.name })
        .from(infoScoreExclude)
        .where(and(excludeLive, sql`${r.id} = any(${infoScoreExclude.ruleIds})`))
        .limit(1);
      if (named) throw badRequest(`year 积分规则在互斥规则「${named.name}」中，不能改到其他年度`);
    }
    await refuseDuplicate(tx, r, r.id);
    await tx
      .update(infoScoreRule)
      .set({ ...columnsOf(r), updatedAt: new Date() })
      .where(eq(infoScoreRule.id, r.id));
    await audit(tx, actor, { objectType: 'info.scoreRule', objectId: r.id, action: 'update', detail: { year: r.year, name: r.name } });
  });
  clearScoreCache(db);
}

export async function deleteRules(db: Db, actor: Actor, ids: string[]): Promise<void> {
  await inTx(db, async (tx) => {
    const rows = await tx
      .select()
      .from(infoScoreRule)
      .where(and(live, inArray(infoScoreRule.id, ids)));
    if (rows.length !== new Set(ids).size) throw notFound('积分规则');
    const [named] = await tx
      .select({ name: infoScoreExclude.name, ruleIds: infoScoreExclude.ruleIds })
      .from(infoScoreExclude)
      .where(and(excludeLive, sql`${infoScoreExclude.ruleIds} && ${textArray(ids)}`))
      .limit(1);
    if (named) {
      const rule = rows.find((r) => named.ruleIds.includes(r.id));
      throw badRequest(`积分规则「${rule?.name ?? ''}」在互斥规则「${named.name}」中，请先修改互斥规则`);
    }
    await tx.update(infoScoreRule).set({ deletedAt: new Date() }).where(inArray(infoScoreRule.id, ids));
    for (const r of rows)
      await audit(tx, actor, { objectType: 'info.scoreRule', objectId: r.id, action: 'delete', detail: { name: r.name } });
  });
  clearScoreCache(db);
}

/** One action: every rule and exclude rule of `from` into `to` (the exclude rules pointing at the copies). */
export async function copyRules(
  db: Db,
  actor: Actor,
  c: { fromYear: number; toYear: number; replace: boolean },
): Promise<{ rules: number; excludes: number }> {
  if (c.fromYear === c.toYear) throw badRequest('toYear 目标年度不能与来源年度相同');
  const out = await inTx(db, async (tx) => {
    const rules = await tx
      .select()
      .from(infoScoreRule)
      .where(and(live, eq(infoScoreRule.year, c.fromYear)))
      .orderBy(...ruleOrder);
    if (!rules.length) throw badRequest(`fromYear ${c.fromYear}年度没有积分规则可复制`);
    const [existing] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(infoScoreRule)
      .where(and(live, eq(infoScoreRule.year, c.toYear)));
    if ((existing?.n ?? 0) > 0) {
      if (!c.replace) throw badRequest(`toYear ${c.toYear}年度已有${existing.n}条积分规则，如需覆盖请选择覆盖`);
      const now = new Date();
      await tx
        .update(infoScoreRule)
        .set({ deletedAt: now })
        .where(and(live, eq(infoScoreRule.year, c.toYear)));
      await tx
        .update(infoScoreExclude)
        .set({ deletedAt: now })
        .where(and(excludeLive, eq(infoScoreExclude.year, c.toYear)));
    }
    const idMap = new Map(rules.map((r) => [r.id, newId()]));
    await tx.insert(infoScoreRule).values(
      rules.map((r) => ({
        ...r,
        id: idMap.get(r.id) as string,
        year: c.toYear,
        createdAt: new Date(),
        updatedAt: null,
      })),
    );
    const excludes = await tx
      .select()
      .from(infoScoreExclude)
      .where(and(excludeLive, eq(infoScoreExclude.year, c.fromYear)));
    const copied = excludes
      .map((e) => ({ ...e, ruleIds: e.ruleIds.map((id) => idMap.get(id)).filter((x): x is string => Boolean(x)) }))
      .filter((e) => e.ruleIds.length >= 2);
    if (copied.length)
      await tx
        .insert(infoScoreExclude)
        .values(copied.map((e) => ({ ...e, id: newId(), year: c.toYear, createdAt: new Date(), updatedAt: null })));
    await audit(tx, actor, {
      objectType: 'info.scoreRule',
      objectId: null,
      action: 'copy',
      detail: { fromYear: c.fromYear, toYear: c.toYear, replace: c.replace, rules: rules.length, excludes: copied.length },
    });
    return { rules: rules.length, excludes: copied.length };
  });
  clearScoreCache(db);
  return out;
}
