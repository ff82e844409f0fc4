import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { menu, org, role, roleMenu, user, userRole } from './tables';

/**
 * What other modules read of accounts, organisations and grants. The system module keeps its
 * tables to itself (docs/modules.md, the fences); callers take these readers from its index.ts
 * and join in memory, so each reader is one query whatever the number of ids.
 */

export interface AccountName {
  id: string;
  username: string;
  loginName: string;
  userType: number;
  sort: number;
}

/** Chunks keep a statement's parameter count far below PostgreSQL's limit (65535) for long id lists. */
const CHUNK = 2000;
function chunks(ids: readonly string[]): string[][] {
  const unique = [...new Set(ids)];
  const out: string[][] = [];
  for (let i = 0; i < unique.length; i += CHUNK) out.push(unique.slice(i, i + CHUNK));
  return out;
}

/** Accounts by id (deleted ones too: a list keeps showing who acted); missing ids are absent from the map. */
export async function accountsByIds(q: Queryable, ids: readonly string[]): Promise<Map<string, AccountName>> {
  const found = new Map<string, AccountName>();
  for (const part of chunks(ids)) {
    const rows = await q
      .select({ id: user.id, username: user.username, loginName: user.loginName, userType: user.userType, sort: user.sort })
      .from(user)
      .where(inArray(user.id, part));
    for (const r of rows) found.set(r.id, r);
  }
  return found;
}

/** Which of the ids are live accounts (not deleted) of the given user types. */
export async function liveAccountIds(q: Queryable, ids: readonly string[], userTypes: readonly number[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks(ids)) {
    const rows = await q
      .select({ id: user.id })
      .from(user)
      .where(and(inArray(user.id, part), isNull(user.deletedAt), inArray(user.userType, [...userTypes])));
    for (const r of rows) found.add(r.id);
  }
  return found;
}

/** Account ids by login name (of the given user types only, when named), for seeds that address the demo accounts by name. */
export async function accountIdsByLoginNames(
  q: Queryable,
  loginNames: readonly string[],
  userTypes?: readonly number[],
): Promise<Map<string, string>> {
  if (!loginNames.length) return new Map();
  const rows = await q
    .select({ id: user.id, loginName: user.loginName })
    .from(user)
    .where(and(inArray(user.loginName, [...loginNames]), userTypes ? inArray(user.userType, [...userTypes]) : undefined));
  return new Map(rows.map((r) => [r.loginName, r.id]));
}

/** One's own account with the name of its organisation and its roles (the personal centre's profile). */
export async function accountProfile(q: Queryable, userId: string) {
  const [row] = await q
    .select({
      username: user.username,
      loginName: user.loginName,
      userType: user.userType,
      collectiveType: user.collectiveType,
      sex: user.sex,
      mobile: user.mobile,
      duty: user.duty,
      avatar: user.avatar,
      orgId: user.orgId,
      orgName: org.name,
      lastLoginAt: user.lastLoginAt,
      lastLoginIp: user.lastLoginIp,
    })
    .from(user)
    .leftJoin(org, eq(org.id, user.orgId))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return null;
  const roles = await q
    .select({ name: role.name })
    .from(userRole)
    .innerJoin(role, eq(role.id, userRole.roleId))
    .where(eq(userRole.userId, userId));
  return { ...row, roleNames: roles.map((r) => r.name) };
}

/** The stored avatar reference of an account (a file id), or null. */
export async function accountAvatar(q: Queryable, userId: string): Promise<string | null> {
  const [u] = await q.select({ avatar: user.avatar }).from(user).where(eq(user.id, userId)).limit(1);
  return u?.avatar ?? null;
}

/** The first visible menus with a route that the account's enabled roles grant, in menu order. */
export async function grantedMenus(q: Queryable, userId: string, limit: number) {
  return q
    .selectDistinct({ id: menu.id, name: menu.name, url: menu.url, icon: menu.icon, sort: menu.sort })
    .from(userRole)
    .innerJoin(role, and(eq(role.id, userRole.roleId), eq(role.enabled, true)))
    .innerJoin(roleMenu, eq(roleMenu.roleId, role.id))
    .innerJoin(menu, eq(menu.id, roleMenu.menuId))
    .where(and(eq(userRole.userId, userId), eq(menu.menuType, 'menu'), eq(menu.visible, true), isNotNull(menu.url)))
    .orderBy(asc(menu.sort), asc(menu.id))
    .limit(limit);
}

/** A live, enabled account of the given type with its organisation (the address-book card), or null. */
export async function liveAccountCard(q: Queryable, userId: string, userType: number) {
  const [row] = await q
    .select({
      account: {
        id: user.id,
        userType: user.userType,
        username: user.username,
        sex: user.sex,
        mobile: user.mobile,
        email: user.email,
        avatar: user.avatar,
        duty: user.duty,
        collectiveType: user.collectiveType,
        orgId: user.orgId,
      },
      org: { id: org.id, name: org.name, address: org.address, phone: org.phone },
    })
    .from(user)
    .leftJoin(org, eq(org.id, user.orgId))
    .where(and(eq(user.id, userId), eq(user.userType, userType), isNull(user.deletedAt), eq(user.enabled, true)))
    .limit(1);
  return row ? { ...row.account, org: row.org } : null;
}

/** Live, enabled accounts of the given user types. */
export async function liveAccountsOfTypes(q: Queryable, userTypes: readonly number[]) {
  return q
    .select({ id: user.id, username: user.username, userType: user.userType, duty: user.duty })
    .from(user)
    .where(and(inArray(user.userType, [...userTypes]), isNull(user.deletedAt), eq(user.enabled, true)));
}

/** Live, enabled units of a collective type (7 承办单位 …), id and name. */
export async function liveUnitsOfType(q: Queryable, collectiveType: number) {
  return q
    .select({ id: org.id, name: org.name })
    .from(org)
    .where(and(eq(org.kind, 'unit'), eq(org.collectiveType, collectiveType), eq(org.enabled, true), isNull(org.deletedAt)));
}

/**
 * A scalar SQL expression that changes whenever a live account of the given types is added,
 * removed or edited: for caches that read several such marks in one round trip.
 */
export const accountsChangeMark = (userTypes: readonly number[]): SQL<string> =>
  sql<string>`(select count(*)::text || ':' || coalesce((extract(epoch from max(${user.updatedAt})) * 1000)::bigint, 0)::text
     from ${user} where ${user.userType} in (${sql.join(
       userTypes.map((t) => sql`${t}`),
       sql`, `,
     )}) and ${user.deletedAt} is null)`;
