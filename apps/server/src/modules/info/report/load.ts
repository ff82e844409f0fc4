import { InfoState } from '@cppcc/contracts';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable, Tx } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors';
import { type InfoItemRow, loadVisible } from '../core/access';

/**
 * An item the caller may see, as loadVisible reads it, except that a draft stays private
 * to its author: a co-reporter named on someone's draft meets a 404 as everyone else.
 */
export async function loadItem(q: Queryable | Tx, p: Principal, id: string, lock = false): Promise<InfoItemRow> {
  const row = await loadVisible(q, p, id, lock);
  if (row.state === InfoState.draft && row.reporterId !== p.userId && row.createdBy !== p.userId) throw notFound('信息');
  return row;
}
