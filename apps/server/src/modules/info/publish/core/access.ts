import { PublicationPerm, PublicationReaderKind, PublicationState } from '@cppcc/contracts';
import { and, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../../../platform/auth/principal-type';
import type { Queryable, Tx } from '../../../../platform/db/client';
import { forbidden, notFound } from '../../../../platform/errors';
import { liveAccountsAmong, orgNames, staffRows, unitAccountIds } from '../../../system';
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
  // whether the list names the caller comes with the row, so a reader's opening is one statement
  const listed = seesAll(p) ? sql<boolean>`true` : sql<boolean>`${readerOf(p)}`;
  const query = q
    .select({ ...getTableColumns(publication), listed })
    .from(publication)
    .where(and(eq(publication.id, id), isNull(publication.deletedAt)))
    .limit(1);
  const [found] = lock ? await query.for('update', { of: publication }) : await query;
  if (!found) throw notFound('刊物');
  const { listed: onList, ...row } = found;
  if (onList || row.signerId === p.userId) return row;
  throw forbidden('您不在该期刊物的阅读范围内');
}

/** An account an issue's distribution list reaches, and how: 本人 when named, else the organisation's name. */
export interface ListedAccount {
  id: string;
  username: string;
  via: string;
}

/**
 * Everyone an issue's distribution list names, the one reading of it for the distribution notice and
 * the 阅读情况 list: the people named, and the live, enabled staff and unit (collective) accounts of the
 * organisations named. Live accounts only, in account order (sort, id). `entries` is the length of the
 * list itself: an organisation without accounts is still a reader the editor chose.
 */
export async function listedAccounts(q: Queryable | Tx, publicationId: string): Promise<{ entries: number; accounts: ListedAccount[] }> {
  const list = await q
    .select({ kind: publicationReader.kind, targetId: publicationReader.targetId })
    .from(publicationReader)
    .where(eq(publicationReader.publicationId, publicationId));
  const orgIds = list.filter((r) => r.kind === PublicationReaderKind.org).map((r) => r.targetId);
  const via = new Map<string, string>();
  if (orgIds.length) {
    // the system's readers answer ids, not organisations, so each organisation's accounts are asked apart
    const [names, ...perOrg] = await Promise.all([
      orgNames(q, orgIds),
      ...orgIds.map(async (orgId) => {
        const [units, staff] = await Promise.all([unitAccountIds(q, [orgId]), staffRows(q, { orgIds: [orgId] })]);
        return { orgId, ids: [...units, ...staff.map((x) => x.id)] };
      }),
    ]);
    for (const { orgId, ids } of perOrg) for (const id of ids) if (!via.has(id)) via.set(id, names.get(orgId) ?? '所在单位');
  }
  for (const r of list) if (r.kind === PublicationReaderKind.user) via.set(r.targetId, '本人');
  const accounts = await liveAccountsAmong(q, [...via.keys()]);
  return { entries: list.length, accounts: accounts.map((a) => ({ id: a.id, username: a.username, via: via.get(a.id) ?? '本人' })) };
}

/** The caller's parts on an issue, for the machine's checks and the action lists. */
export function whoOnPublication(p: Principal, row: Pick<PublicationRow, 'signerId'>): PublicationWho {
  const kinds: PublicationActor[] = [];
  if (isEditor(p)) kinds.push('editor');
  if (row.signerId && row.signerId === p.userId) kinds.push('signer');
  return { kinds, permissions: p.permissions };
}
