import { and, eq, isNull, max, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../../platform/db/client';
import { fieldError, notFound } from '../../../../platform/errors';
import { publicationType } from '../../tables';
import { publication } from '../tables';

/**
 * Issue numbers: 第N期 counts a type's issues within a year, 总第M期 counts them
 * across years from the type's 总期数起点. The next number is one past the largest
 * in use, read under a transaction-scoped advisory lock per type: a second request
 * for the same type waits until the first commits and then sees its issue (every
 * statement reads afresh under READ COMMITTED). The unique indexes on publication
 * are the last guard. Deleting the newest draft gives its numbers back; a gap in the
 * middle is closed by typing the numbers on update.
 */

async function startTotal(q: Queryable | Tx, typeId: string): Promise<number> {
  const [t] = await q
    .select({ startTotal: publicationType.startTotal })
    .from(publicationType)
    .where(and(eq(publicationType.id, typeId), isNull(publicationType.deletedAt)))
    .limit(1);
  if (!t) throw notFound('刊物类型');
  return t.startTotal;
}

/** What the next issue of a type gets in a year. */
async function next(q: Queryable | Tx, typeId: string, year: number): Promise<{ num: number; totalNum: number }> {
  const start = await startTotal(q, typeId);
  const [[n], [t]] = await Promise.all([
    q
      .select({ v: max(publication.num) })
      .from(publication)
      .where(and(eq(publication.typeId, typeId), eq(publication.year, year), isNull(publication.deletedAt))),
    q
      .select({ v: max(publication.totalNum) })
      .from(publication)
      .where(and(eq(publication.typeId, typeId), isNull(publication.deletedAt))),
  ]);
  return { num: Number(n?.v ?? 0) + 1, totalNum: Math.max(Number(t?.v ?? 0), start) + 1 };
}

/** Hands out the next 第N期 and 总第M期 of a type, in the caller's transaction (the issue is inserted in it). */
export async function allocateNumbers(tx: Tx, typeId: string, year: number): Promise<{ num: number; totalNum: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`publication:${typeId}`}))`);
  return next(tx, typeId, year);
}

/** What the next issue would get (getNum, getTotalNum): a preview, nothing is taken. */
export const nextNumbers = (q: Queryable, typeId: string, year: number) => next(q, typeId, year);

/**
 * Numbers typed by hand on update: refused with the field named when another live issue of the
 * type holds them (the unique indexes would refuse too, but with no message a user can act on).
 */
export async function assertNumbersFree(
  q: Queryable | Tx,
  p: { id: string; typeId: string; year: number; num: number; totalNum: number },
): Promise<void> {
  const [n] = await q
    .select({ id: publication.id })
    .from(publication)
    .where(
      and(
        eq(publication.typeId, p.typeId),
        eq(publication.year, p.year),
        eq(publication.num, p.num),
        isNull(publication.deletedAt),
        sql`${publication.id} <> ${p.id}`,
      ),
    )
    .limit(1);
  if (n) throw fieldError('num', `${p.year}年第${p.num}期已被另一期刊物使用`);
  const [t] = await q
    .select({ id: publication.id })
    .from(publication)
    .where(
      and(
        eq(publication.typeId, p.typeId),
        eq(publication.totalNum, p.totalNum),
        isNull(publication.deletedAt),
        sql`${publication.id} <> ${p.id}`,
      ),
    )
    .limit(1);
  if (t) throw fieldError('totalNum', `总第${p.totalNum}期已被另一期刊物使用`);
}
