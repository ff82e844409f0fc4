import type { KeywordItem, KeywordOption, keywordAddBody, keywordPageQuery, keywordUpdateBody, PageResult } from '@cppcc/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, audit } from '../../../platform/audit/audit';
import type { Db, Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { inTx } from '../../../platform/db/tx';
import { conflict, fieldError, notFound } from '../../../platform/errors';
import { likePattern, offsetOf, orderOf } from '../../../platform/http/paging';
import { proposalTypeNames } from '../setup';
import { proposalType } from '../setup/tables';
import { proposalKeyword } from './tables';

type Row = typeof proposalKeyword.$inferSelect;
type AddInput = z.output<typeof keywordAddBody>;

const keyOf = (name: string) => name.trim().toLowerCase();

async function present(q: Queryable, rows: Row[]): Promise<KeywordItem[]> {
  const types = await proposalTypeNames(
    q,
    rows.flatMap((r) => (r.typeId ? [r.typeId] : [])),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    typeId: r.typeId,
    typeName: r.typeId ? (types.get(r.typeId) ?? null) : null,
    sort: r.sort,
    enabled: r.enabled,
    remark: r.remark,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt?.toISOString() ?? null,
  }));
}

export async function pageKeywords(q: Queryable, f: z.output<typeof keywordPageQuery>): Promise<PageResult<KeywordItem>> {
  const conds: SQL[] = [];
  if (f.keyword) conds.push(ilike(proposalKeyword.name, likePattern(f.keyword)));
  if (f.typeId) conds.push(eq(proposalKeyword.typeId, f.typeId));
  if (f.enabled !== undefined) conds.push(eq(proposalKeyword.enabled, f.enabled));
  const where = conds.length ? and(...conds) : undefined;
  const [{ total }] = await q.select({ total: count() }).from(proposalKeyword).where(where);
  const rows = await q
    .select()
    .from(proposalKeyword)
    .where(where)
    .orderBy(
      ...orderOf({ name: proposalKeyword.name, sort: proposalKeyword.sort, createdAt: proposalKeyword.createdAt }, f.sort, f.order, [
        asc(proposalKeyword.sort),
        desc(proposalKeyword.createdAt),
        asc(proposalKeyword.id),
      ]),
    )
    .limit(f.pageSize)
    .offset(offsetOf(f));
  return { list: await present(q, rows), total };
}

/** Enabled keywords for search boxes and tagging, in dictionary order. */
export async function keywordOptions(q: Queryable): Promise<KeywordOption[]> {
  return q
    .select({ id: proposalKeyword.id, name: proposalKeyword.name, typeId: proposalKeyword.typeId })
    .from(proposalKeyword)
    .where(eq(proposalKeyword.enabled, true))
    .orderBy(asc(proposalKeyword.sort), asc(proposalKeyword.name));
}

/**
 * The enabled keywords a text contains (case-insensitive), for tagging a proposal
 * from its title and plain text; longer keywords first so a caller can prefer them.
 */
export async function proposalKeywordsIn(q: Queryable, text: string): Promise<string[]> {
  const hay = text.toLowerCase();
  if (!hay.trim()) return [];
  const all = await keywordOptions(q);
  return all
    .filter((k) => hay.includes(k.name.toLowerCase()))
    .map((k) => k.name)
    .sort((a, b) => b.length - a.length);
}

async function assertFree(q: Queryable, name: string, exceptId?: string) {
  const [same] = await q
    .select({ id: proposalKeyword.id, name: proposalKeyword.name })
    .from(proposalKeyword)
    .where(and(eq(proposalKeyword.nameKey, keyOf(name)), exceptId ? ne(proposalKeyword.id, exceptId) : undefined))
    .limit(1);
  if (same) throw conflict(`关键词「${same.name}」已存在`);
}

async function assertType(q: Queryable, typeId: string | null | undefined) {
  if (!typeId) return;
  const [t] = await q
    .select({ id: proposalType.id })
    .from(proposalType)
    .where(and(eq(proposalType.id, typeId), isNull(proposalType.deletedAt)))
    .limit(1);
  if (!t) throw fieldError('typeId', '提案类别不存在');
}

async function find(q: Queryable, id: string): Promise<Row> {
  const [r] = await q.select().from(proposalKeyword).where(eq(proposalKeyword.id, id)).limit(1);
  if (!r) throw notFound('关键词');
  return r;
}

export async function addKeyword(db: Db, actor: Actor, input: AddInput): Promise<{ id: string }> {
  return inTx(db, async (tx) => {
    await assertFree(tx, input.name);
    await assertType(tx, input.typeId);
    const id = newId();
    await tx.insert(proposalKeyword).values({
      id,
      name: input.name,
      nameKey: keyOf(input.name),
      typeId: input.typeId ?? null,
      sort: input.sort,
      enabled: input.enabled,
      remark: input.remark ?? null,
    });
    await audit(tx, actor, { objectType: 'proposalKeyword', objectId: id, action: 'create', detail: { name: input.name } });
    return { id };
  });
}

export async function updateKeyword(db: Db, actor: Actor, input: z.output<typeof keywordUpdateBody>): Promise<void> {
  await inTx(db, async (tx) => {
    const before = await find(tx, input.id);
    await assertFree(tx, input.name, input.id);
    if (input.typeId !== before.typeId) await assertType(tx, input.typeId);
    await tx
      .update(proposalKeyword)
      .set({
        name: input.name,
        nameKey: keyOf(input.name),
        typeId: input.typeId ?? null,
        sort: input.sort,
        enabled: input.enabled,
        remark: input.remark ?? null,
        updatedAt: new Date(),
      })
      .where(eq(proposalKeyword.id, input.id));
    await audit(tx, actor, {
      objectType: 'proposalKeyword',
      objectId: input.id,
      action: 'update',
      detail: {
        before: { name: before.name, enabled: before.enabled, typeId: before.typeId },
        after: { name: input.name, enabled: input.enabled, typeId: input.typeId ?? null },
      },
    });
  });
}

export async function deleteKeywords(db: Db, actor: Actor, ids: string[]): Promise<void> {
  await inTx(db, async (tx) => {
    const rows = await tx
      .select({ id: proposalKeyword.id, name: proposalKeyword.name })
      .from(proposalKeyword)
      .where(inArray(proposalKeyword.id, ids));
    if (!rows.length) throw notFound('关键词');
    await tx.delete(proposalKeyword).where(
      inArray(
        proposalKeyword.id,
        rows.map((r) => r.id),
      ),
    );
    for (const r of rows)
      await audit(tx, actor, { objectType: 'proposalKeyword', objectId: r.id, action: 'delete', detail: { name: r.name } });
  });
}
