import { eq } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import type { AffairPolicy } from '../../../platform/policies';
import { loadVisible } from '../core/access';
import { infoItem } from '../tables';

/** Is the affair an item at all (a file bound elsewhere is not this area's to judge)? */
async function isItem(q: Queryable, affairId: string): Promise<boolean> {
  const [r] = await q.select({ id: infoItem.id }).from(infoItem).where(eq(infoItem.id, affairId)).limit(1);
  return Boolean(r);
}

async function seen(q: Queryable, p: Principal, id: string) {
  try {
    return await loadVisible(q, p, id);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return null;
    throw err;
  }
}

/**
 * The files of an item are read by whoever may read the item (its data scope: drafts by their
 * author only), and attached over HTTP only by its author while it can still be edited.
 */
export const infoAffairPolicy: AffairPolicy = {
  async canRead(q, p, affairId) {
    if (!(await isItem(q, affairId))) return undefined;
    return (await seen(q, p, affairId)) !== null;
  },
  async canBind(q, p, affairId) {
    if (!(await isItem(q, affairId))) return undefined;
    const row = await seen(q, p, affairId);
    return !!row && (row.reporterId === p.userId || row.createdBy === p.userId);
  },
};

/** May p read the item's full text (the duplicate check's detail of another item asks this)? */
export async function canReadInfo(q: Queryable, p: Principal, id: string): Promise<boolean> {
  return (await seen(q, p, id)) !== null;
}
