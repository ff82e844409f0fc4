import type { ImportResult, PageResult, QuotationItem, quotationAddBody, quotationPageQuery, quotationUpdateBody } from '@cppcc/contracts';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, audit } from '../../../platform/audit/audit';
import type { Db, Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { inTx } from '../../../platform/db/tx';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { likePattern, offsetOf } from '../../../platform/http/paging';
import type { QuotationRow } from './import';
import { quotation } from './tables';

type Row = typeof quotation.$inferSelect;

const present = (r: Row): QuotationItem => ({
  id: r.id,
  text: r.text,
  author: r.author,
  title: r.title,
  dynasty: r.dynasty,
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * The lines for the proofreading check, one array per database while the table is unchanged
 * (textkit caches its quotation index per array instance). The signature is the row count and
 * the latest change: an add or edit moves the time, a delete the count.
 */
const cache = new WeakMap<Queryable, { signature: string; lines: string[] }>();

export const quotationSignature = sql<string>`(select count(*)::text || ':' || coalesce((extract(epoch from max(${quotation.updatedAt})) * 1000)::bigint, 0)::text from ${quotation})`;

/** `signature` when the caller read it already (with others, in one round trip). */
export async function loadQuotations(db: Queryable, signature?: string): Promise<string[]> {
  const sig = signature ?? (await firstValue(db, quotationSignature));
  const hit = cache.get(db);
  if (hit?.signature === sig) return hit.lines;
  const rows = await db.select({ text: quotation.text }).from(quotation).orderBy(asc(quotation.id));
  const lines = rows.map((r) => r.text);
  cache.set(db, { signature: sig, lines });
  return lines;
}

/** One scalar SQL expression evaluated on its own. */
export async function firstValue(db: Queryable, expr: SQL): Promise<string> {
  const r = (await db.execute(sql`select ${expr} as v`)) as unknown as { rows: { v: unknown }[] };
  return String(r.rows[0]?.v ?? '');
}

export async function pageQuotations(db: Queryable, q: z.output<typeof quotationPageQuery>): Promise<PageResult<QuotationItem>> {
  const where = q.keyword
    ? or(
        ilike(quotation.text, likePattern(q.keyword)),
        ilike(quotation.author, likePattern(q.keyword)),
        ilike(quotation.title, likePattern(q.keyword)),
      )
    : undefined;
  const [{ total }] = await db.select({ total: count() }).from(quotation).where(where);
  const rows = await db
    .select()
    .from(quotation)
    .where(where)
    .orderBy(desc(quotation.updatedAt), asc(quotation.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return { list: rows.map(present), total };
}

async function assertFree(q: Queryable, text: string, exceptId?: string) {
  const [same] = await q
    .select({ id: quotation.id })
    .from(quotation)
    .where(and(eq(quotation.text, text), exceptId ? ne(quotation.id, exceptId) : undefined))
    .limit(1);
  if (same) throw conflict(`名句「${text}」已存在`);
}

export async function addQuotation(db: Db, actor: Actor, input: z.output<typeof quotationAddBody>): Promise<{ id: string }> {
  return inTx(db, async (tx) => {
    await assertFree(tx, input.text);
    const id = newId();
    await tx.insert(quotation).values({ id, ...input, createdBy: actor.userId });
    await audit(tx, actor, { objectType: 'intellect_quotation', objectId: id, action: 'create', detail: { text: input.text } });
    return { id };
  });
}

export async function updateQuotation(db: Db, actor: Actor, input: z.output<typeof quotationUpdateBody>): Promise<void> {
  await inTx(db, async (tx) => {
    const [before] = await tx.select().from(quotation).where(eq(quotation.id, input.id)).limit(1);
    if (!before) throw notFound('名句');
    await assertFree(tx, input.text, input.id);
    const { id, ...next } = input;
    await tx
      .update(quotation)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(quotation.id, id));
    await audit(tx, actor, {
      objectType: 'intellect_quotation',
      objectId: id,
      action: 'update',
      detail: { from: { text: before.text, author: before.author, title: before.title, dynasty: before.dynasty }, to: next },
    });
  });
}

export async function deleteQuotations(db: Db, actor: Actor, ids: string[]): Promise<void> {
  await inTx(db, async (tx) => {
    const unique = [...new Set(ids)];
    const rows = await tx.select({ id: quotation.id, text: quotation.text }).from(quotation).where(inArray(quotation.id, unique));
    if (rows.length !== unique.length) throw notFound('名句');
    await tx.delete(quotation).where(inArray(quotation.id, unique));
    for (const r of rows)
      await audit(tx, actor, { objectType: 'intellect_quotation', objectId: r.id, action: 'delete', detail: { text: r.text } });
  });
}

const MAX_TEXT = 200;

/** Imports lines in one transaction; lines already in the library and malformed ones are skipped and listed. */
export async function importQuotations(db: Db, actor: Actor, fileName: string, rows: QuotationRow[]): Promise<ImportResult> {
  const errors: string[] = [];
  const seen = new Set<string>();
  const fresh: QuotationRow[] = [];
  rows.forEach((r, i) => {
    const text = r.text.trim();
    if ([...text].length < 4) errors.push(`第${i + 1}条“${text}”过短（至少4个字）`);
    else if ([...text].length > MAX_TEXT) errors.push(`第${i + 1}条超过${MAX_TEXT}字`);
    else if (seen.has(text)) errors.push(`第${i + 1}条“${text}”在文件中重复`);
    else {
      seen.add(text);
      fresh.push({
        ...r,
        text,
        author: r.author?.slice(0, 50) ?? null,
        title: r.title?.slice(0, 100) ?? null,
        dynasty: r.dynasty?.slice(0, 20) ?? null,
      });
    }
  });
  return inTx(db, async (tx) => {
    const existing = new Set<string>();
    const texts = fresh.map((r) => r.text);
    for (let i = 0; i < texts.length; i += 500) {
      const found = await tx
        .select({ text: quotation.text })
        .from(quotation)
        .where(inArray(quotation.text, texts.slice(i, i + 500)));
      for (const f of found) existing.add(f.text);
    }
    const toInsert = fresh.filter((r) => {
      if (!existing.has(r.text)) return true;
      errors.push(`“${r.text}”已在名句库中`);
      return false;
    });
    if (toInsert.length === 0) throw badRequest(errors[0] ?? '文件中没有可导入的名句');
    for (let i = 0; i < toInsert.length; i += 500) {
      await tx.insert(quotation).values(toInsert.slice(i, i + 500).map((r) => ({ id: newId(), ...r, createdBy: actor.userId })));
    }
    await audit(tx, actor, {
      objectType: 'intellect_quotation',
      action: 'import',
      detail: { fileName, imported: toInsert.length, skipped: errors.length },
    });
    return { imported: toInsert.length, skipped: errors.length, errors: errors.slice(0, 50) };
  });
}
