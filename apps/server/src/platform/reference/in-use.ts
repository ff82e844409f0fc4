import type { Queryable } from '../db/client';
import { illegalState } from '../errors';
import { deleteGuardsOf } from '../services';

/**
 * Asks every module guarding this kind of reference data (manifest `deleteGuards`)
 * whether the row is still in use; the first reason refuses the deletion.
 */
export async function refuseIfInUse(q: Queryable, key: string | undefined, id: string, name: string): Promise<void> {
  if (!key) return;
  for (const guard of deleteGuardsOf(key)) {
    const reason = await guard(q, id);
    if (reason) throw illegalState(`「${name}」${reason}，不能删除`);
  }
}
