import { UserType } from '@cppcc/contracts';
import { and, asc, eq, ilike, inArray, isNotNull, isNull, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client';
import { likePattern } from '../../platform/http/paging';
import { role, user, userRole } from './tables';

/**
 * More of what other modules read of accounts (readers.ts has the first ones): each reader is
 * one query. Where a caller's list is a subquery of its own (the members of a term, say), the
 * reader takes it as `among` and the database joins the two in one statement.
 */

const live = isNull(user.deletedAt);

/**
 * Live accounts as a read-only relation of what a list of people shows and sorts by, for an area
 * whose own rows list people and must filter, sort and aggregate by the account in one statement
 * (the member picker: thousands of rows in one json_agg). It is a subquery PostgreSQL flattens
 * into the join, so it costs what joining the table did, and nothing can be written through it.
 */
export const liveAccountView = new QueryBuilder()
  .select({
    id: user.id,
    username: user.username,
    sex: user.sex,
    mobile: user.mobile,
    duty: user.duty,
    userType: user.userType,
    enabled: user.enabled,
    sort: user.sort,
  })
  .from(user)
  .where(live)
  .as('account');

/** Ids to read: a list, or a subquery of one column from the caller's own tables. */
export type AccountIds = readonly string[] | SQLWrapper;
const isList = (ids: AccountIds): ids is readonly string[] => Array.isArray(ids);
const idIn = (ids: AccountIds) => (isList(ids) ? inArray(user.id, [...ids]) : inArray(user.id, ids));

/** A live account with what decides whether it may propose: type, organisation, collective type. */
export async function liveAccount(q: Queryable, id: string) {
  const [u] = await q
    .select({ id: user.id, username: user.username, userType: user.userType, orgId: user.orgId, collectiveType: user.collectiveType })
    .from(user)
    .where(and(eq(user.id, id), live))
    .limit(1);
  return u ?? null;
}

/**
 * Live accounts among the ids (and `within` another list, when given), of the given types,
 * enabled ones only when asked, whose name contains the keyword; in account order (sort, id),
 * at most `limit` of them.
 */
export async function liveAccountsAmong(
  q: Queryable,
  ids: AccountIds,
  opts: { within?: AccountIds; userTypes?: readonly number[]; enabledOnly?: boolean; keyword?: string; limit?: number } = {},
): Promise<{ id: string; username: string; sort: number }[]> {
  if (isList(ids) && !ids.length) return [];
  const query = q
    .select({ id: user.id, username: user.username, sort: user.sort })
    .from(user)
    .where(
      and(
        idIn(ids),
        opts.within ? idIn(opts.within) : undefined,
        live,
        opts.userTypes ? inArray(user.userType, [...opts.userTypes]) : undefined,
        opts.enabledOnly ? eq(user.enabled, true) : undefined,
        opts.keyword ? ilike(user.username, likePattern(opts.keyword)) : undefined,
      ),
    )
    .orderBy(asc(user.sort), asc(user.id))
    .$dynamic();
  return opts.limit ? query.limit(opts.limit) : query;
}

/** Mobile numbers of the accounts that have one (live accounts only, unless `deleted` too). */
export async function accountMobiles(q: Queryable, ids: readonly string[], opts: { deleted?: boolean } = {}): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await q
    .select({ id: user.id, mobile: user.mobile })
    .from(user)
    .where(and(inArray(user.id, unique), isNotNull(user.mobile), opts.deleted ? undefined : live));
  return new Map(rows.flatMap((r) => (r.mobile ? [[r.id, r.mobile] as const] : [])));
}

/** Live, enabled accounts holding a role (by code). */
export async function liveAccountIdsWithRole(q: Queryable, roleCode: string): Promise<string[]> {
  const rows = await q
    .select({ id: user.id })
    .from(user)
    .innerJoin(userRole, eq(userRole.userId, user.id))
    .innerJoin(role, eq(role.id, userRole.roleId))
    .where(and(eq(role.code, roleCode), eq(user.enabled, true), live));
  return rows.map((r) => r.id);
}

/** Live, enabled collective accounts that act for these organisations (a unit's own accounts). */
export async function unitAccountIds(q: Queryable, orgIds: readonly string[]): Promise<string[]> {
  if (!orgIds.length) return [];
  const rows = await q
    .select({ id: user.id })
    .from(user)
    .where(and(inArray(user.orgId, [...orgIds]), eq(user.userType, UserType.collective), eq(user.enabled, true), live));
  return rows.map((r) => r.id);
}

/** Every account of the given types, deleted and disabled ones too (the demo seeds address them by login name). */
export async function accountsOfTypes(q: Queryable, userTypes: readonly number[]) {
  return q
    .select({ id: user.id, loginName: user.loginName, username: user.username, orgId: user.orgId, userType: user.userType })
    .from(user)
    .where(inArray(user.userType, [...userTypes]));
}

/** Accounts holding a role (by code), whatever their state: id, login name and name. */
export async function accountsWithRole(q: Queryable, roleCode: string) {
  return q
    .select({ id: user.id, loginName: user.loginName, username: user.username })
    .from(user)
    .innerJoin(userRole, eq(userRole.userId, user.id))
    .innerJoin(role, eq(role.id, userRole.roleId))
    .where(eq(role.code, roleCode));
}
