import { PublicationPerm, PublicationReaderKind, PublicationState } from '@cppcc/contracts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../../../platform/auth/principal-type';
import type { Queryable, Tx } from '../../../../platform/db/client';
import { forbidden, notFound } from '../../../../platform/errors';
import { publication, publicationReader } from '../tables';
import type { PublicationActor, PublicationWho } from './machine';

/**
 * Who may read an issue (docs/publications.md): the editors and the office's
 * viewers read every issue; the signer named on it reads it from submission on;
 * anyone else only once it is distributed, and only if the distribution list names
 * them or their organisation (a 403 says so: the issue exists, it is not theirs).
 */
export type PublicationRow = typeof publication.$inferSelect;

export const isEditor = (p: Principal): boolean => p.permissions.has(PublicationPerm.edit);
export const seesAll = (p: Principal): boolean => isEditor(p) || p.permissions.has(PublicationPerm.view);

/** The distributed issues whose list names the caller or the caller's organisation. */
export function readerOf(p: Principal): SQL {
  const org = p.orgId ? sql` or (r.kind = ${PublicationReaderKind.org} and r.target_id = ${p.orgId})` : sql``;
  return sql`(${publication.state} = ${PublicationState.distributed} and ${publication.id} in (
    select r.publication_id from ${publicationReader} r
    where (r.kind = ${PublicationReaderKind.user} and r.target_id = ${p.userId})${org}))`;
}

/** The issues the caller may open (to AND with a list's own conditions). */
export function readableBy(p: Principal): SQL {
  if (seesAll(p)) return isNull(publication.deletedAt);
  return and(isNull(publication.deletedAt), sql`(${readerOf(p)} or ${publication.signerId} = ${p.userId})`) as SQL;
}

/** Reads an issue the caller may open: 404 when there is none, 403 when it is not on the caller's list. */
export async function loadReadable(q: Queryable | Tx, p: Principal, id: string, lock = false): Promise<PublicationRow> {
  const query = q
    .select()
    .from(publication)
    .where(and(eq(publication.id, id), isNull(publication.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: publication }) : await query;
  if (!row) throw notFound('刊物');
  if (seesAll(p) || row.signerId === p.userId) return row;
  const [r] = await q
    .select({ one: sql<number>`1` })
    .from(publication)
    .where(and(eq(publication.id, id), readerOf(p)))
    .limit(1);
  if (!r) throw forbidden('您不在该期刊物的阅读范围内');
  return row;
}

/** The caller's parts on an issue, for the machine's checks and the action lists. */
export function whoOnPublication(p: Principal, row: Pick<PublicationRow, 'signerId'>): PublicationWho {
  const kinds: PublicationActor[] = [];
  if (isEditor(p)) kinds.push('editor');
  if (row.signerId && row.signerId === p.userId) kinds.push('signer');
  return { kinds, permissions: p.permissions };
}
