import type {
  PageResult,
  SensitiveType,
  SensitiveWordItem,
  sensitiveAddBody,
  sensitiveEnableBody,
  sensitiveFilter,
  sensitivePageQuery,
  sensitiveUpdateBody,
} from '@cppcc/contracts';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, audit } from '../../../platform/audit/audit';
import { changeDetail } from '../../../platform/audit/changes';
import type { Db, Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { inTx } from '../../../platform/db/tx';
import { conflict, notFound } from '../../../platform/errors';
import { likePattern, offsetOf } from '../../../platform/http/paging';
import { sensitiveVersion, sensitiveWord } from './tables';

type Row = typeof sensitiveWord.$inferSelect;

/** One entry of the dictionary as the matcher needs it. */
export interface SensitiveEntry {
  word: string;
  type: SensitiveType;
  explain: string | null;
}

/** The enabled words, for the sensitive-word check (POST /sensitiveWord/wordTypeMap and the editor's proofreading). */
export async function loadSensitiveWords(db: Queryable): Promise<SensitiveEntry[]> {
  const rows = await db
    .select({ word: sensitiveWord.word, type: sensitiveWord.type, explain: sensitiveWord.explain })
    .from(sensitiveWord)
    .where(eq(sensitiveWord.enabled, true))
    .orderBy(asc(sensitiveWord.word));
  return rows as SensitiveEntry[];
}

/**
 * A number that grows with every change to the dictionary (in the change's own
 * transaction). A matcher keeps its compiled words while it stays the same;
 * read it before the words, so a change in between only causes one more reload.
 */
export async function sensitiveWordsVersion(db: Queryable): Promise<number> {
  const [r] = await db.select({ version: sensitiveVersion.version }).from(sensitiveVersion).where(eq(sensitiveVersion.id, 1));
  return r?.version ?? 0;
}

export async function bumpSensitiveVersion(tx: Queryable): Promise<void> {
  await tx
    .insert(sensitiveVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: sensitiveVersion.id, set: { version: sql`${sensitiveVersion.version} + 1`, updatedAt: new Date() } });
}

const present = (r: Row): SensitiveWordItem => ({
  id: r.id,
  word: r.word,
  type: r.type as SensitiveType,
  explain: r.explain,
  enabled: r.enabled,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export function sensitiveWhere(f: z.output<typeof sensitiveFilter>): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.keyword) {
    const p = likePattern(f.keyword);
    conds.push(or(ilike(sensitiveWord.word, p), ilike(sensitiveWord.explain, p)));
  }
  if (f.type) conds.push(eq(sensitiveWord.type, f.type));
  if (f.enabled !== undefined) conds.push(eq(sensitiveWord.enabled, f.enabled));
  return and(...conds);
}

export async function pageSensitiveWords(q: Queryable, f: z.output<typeof sensitivePageQuery>): Promise<PageResult<SensitiveWordItem>> {
  const where = sensitiveWhere(f);
  const [{ total }] = await q.select({ total: count() }).from(sensitiveWord).where(where);
  const sortable = { word: sensitiveWord.word, type: sensitiveWord.type, updatedAt: sensitiveWord.updatedAt };
  const column = f.sort ? sortable[f.sort as keyof typeof sortable] : undefined;
  const rows = await q
    .select()
    .from(sensitiveWord)
    .where(where)
    .orderBy(...(column ? [f.order ? asc(column) : desc(column)] : []), desc(sensitiveWord.updatedAt), asc(sensitiveWord.id))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  return { list: rows.map(present), total };
}

/** Rows of an export, in a stable order for paging. */
export function sensitiveExportBatch(q: Queryable, where: SQL | undefined) {
  return (offset: number, limit: number) =>
    q.select().from(sensitiveWord).where(where).orderBy(asc(sensitiveWord.type), asc(sensitiveWord.word)).limit(limit).offset(offset);
}

async function findWord(q: Queryable, id: string): Promise<Row> {
  const [r] = await q.select().from(sensitiveWord).where(eq(sensitiveWord.id, id)).limit(1);
  if (!r) throw notFound('敏感词');
  return r;
}

export const sensitiveWordDetail = async (q: Queryable, id: string) => present(await findWord(q, id));

async function assertWordFree(q: Queryable, word: string, exceptId?: string): Promise<void> {
  const [same] = await q
    .select({ id: sensitiveWord.id })
    .from(sensitiveWord)
    .where(and(eq(sensitiveWord.word, word), exceptId ? ne(sensitiveWord.id, exceptId) : undefined))
    .limit(1);
  if (same) throw conflict(`敏感词「${word}」已存在`);
}

export async function addSensitiveWord(db: Db, actor: Actor, input: z.output<typeof sensitiveAddBody>): Promise<{ id: string }> {
  return inTx(db, async (tx) => {
    await assertWordFree(tx, input.word);
    const id = newId();
    await tx.insert(sensitiveWord).values({
      id,
      word: input.word,
      type: input.type,
      explain: input.explain || null,
      enabled: input.enabled ?? true,
      createdBy: actor.userId,
    });
    await bumpSensitiveVersion(tx);
    await audit(tx, actor, { objectType: 'sensitiveWord', objectId: id, action: 'create', detail: { word: input.word, type: input.type } });
    return { id };
  });
}

export async function updateSensitiveWord(db: Db, actor: Actor, input: z.output<typeof sensitiveUpdateBody>): Promise<void> {
  await inTx(db, async (tx) => {
    const before = await findWord(tx, input.id);
    await assertWordFree(tx, input.word, before.id);
    const next = { word: input.word, type: input.type, explain: input.explain || null, enabled: input.enabled ?? before.enabled };
    await tx
      .update(sensitiveWord)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(sensitiveWord.id, before.id));
    await bumpSensitiveVersion(tx);
    await audit(tx, actor, { objectType: 'sensitiveWord', objectId: before.id, action: 'update', detail: changeDetail(before, next) });
  });
}

export async function deleteSensitiveWords(db: Db, actor: Actor, ids: string[]): Promise<void> {
  await inTx(db, async (tx) => {
    const unique = [...new Set(ids)];
    const rows = await tx.select().from(sensitiveWord).where(inArray(sensitiveWord.id, unique));
    if (rows.length !== unique.length) throw notFound('敏感词');
    await tx.delete(sensitiveWord).where(inArray(sensitiveWord.id, unique));
    await bumpSensitiveVersion(tx);
    for (const r of rows) {
      await audit(tx, actor, { objectType: 'sensitiveWord', objectId: r.id, action: 'delete', detail: { word: r.word, type: r.type } });
    }
  });
}

export async function enableSensitiveWord(db: Db, actor: Actor, input: z.output<typeof sensitiveEnableBody>): Promise<void> {
  await inTx(db, async (tx) => {
    const r = await findWord(tx, input.id);
    await tx.update(sensitiveWord).set({ enabled: input.enabled, updatedAt: new Date() }).where(eq(sensitiveWord.id, r.id));
    await bumpSensitiveVersion(tx);
    await audit(tx, actor, {
      objectType: 'sensitiveWord',
      objectId: r.id,
      action: input.enabled ? 'enable' : 'disable',
      detail: { word: r.word, from: r.enabled, to: input.enabled },
    });
  });
}
