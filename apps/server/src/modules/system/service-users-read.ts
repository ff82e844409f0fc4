import type { PageResult, RoleRef, UserDetail, UserListItem, userPageQuery } from '@cppcc/contracts';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type Principal, visibleOrgIds } from '../../platform/auth/principal';
import type { Queryable } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { likePattern, offsetOf, orderOf } from '../../platform/http/paging';
import { iso } from '../../platform/time/iso';
import { descendantsOf } from '../../platform/tree';
import { avatarFile } from './avatar';
import { org, role, user, userRole } from './tables';

type UserRow = typeof user.$inferSelect;
type PageInput = z.output<typeof userPageQuery>;

/**
 * The caller's data scope over accounts (spec 001 §6, role data scope):
 * accounts of the visible organisations, and always the caller's own account.
 * Undefined means everything.
 */
export async function userScope(q: Queryable, p: Principal): Promise<SQL | undefined> {
  const orgs = await visibleOrgIds(q, p);
  if (orgs === 'all') return undefined;
  const self = eq(user.id, p.userId);
  return orgs.length ? or(inArray(user.orgId, orgs), self) : self;
}

/** A live account inside the caller's scope, or 404: records outside the scope do not exist for the caller. */
export async function visibleUser(q: Queryable, p: Principal, id: string): Promise<UserRow> {
  const [u] = await q
    .select()
    .from(user)
    .where(and(eq(user.id, id), isNull(user.deletedAt), await userScope(q, p)))
    .limit(1);
  if (!u) throw notFound('用户');
  return u;
}

const sortable = {
  loginName: user.loginName,
  username: user.username,
  createdAt: user.createdAt,
  lastLoginAt: user.lastLoginAt,
  sort: user.sort,
  userType: user.userType,
};

export async function pageUsers(q: Queryable, p: Principal, f: PageInput): Promise<PageResult<UserListItem>> {
  const conds: (SQL | undefined)[] = [isNull(user.deletedAt), await userScope(q, p)];
  if (f.keyword) {
    const like = likePattern(f.keyword);
    conds.push(or(ilike(user.username, like), ilike(user.loginName, like), ilike(user.mobile, like)));
  }
  if (f.userType !== undefined) conds.push(eq(user.userType, f.userType));
  if (f.enabled !== undefined) conds.push(eq(user.enabled, f.enabled));
  if (f.orgId) {
    // choosing an organisation in the tree shows the accounts below it too
    const orgs = await q.select({ id: org.id, parentId: org.parentId }).from(org);
    conds.push(inArray(user.orgId, [...descendantsOf(orgs, [f.orgId])]));
  }
  const where = and(...conds);
  const [{ total }] = await q.select({ total: count() }).from(user).where(where);
  const rows = await q
    .select({ u: user, orgName: org.name })
    .from(user)
    .leftJoin(org, eq(org.id, user.orgId))
    .where(where)
    .orderBy(...orderOf(sortable, f.sort, f.order, [desc(user.userType), asc(user.sort), asc(user.loginName)]))
    .limit(f.pageSize)
    .offset(offsetOf(f));
  const roles = await rolesOf(
    q,
    rows.map((r) => r.u.id),
  );
  return { list: rows.map((r) => present(r.u, r.orgName, roles.get(r.u.id) ?? [])), total };
}

export async function getUser(q: Queryable, p: Principal, id: string): Promise<UserDetail> {
  const u = await visibleUser(q, p, id);
  const orgName = u.orgId ? ((await q.select({ name: org.name }).from(org).where(eq(org.id, u.orgId)))[0]?.name ?? null) : null;
  const roles = (await rolesOf(q, [u.id])).get(u.id) ?? [];
  const others = await q
    .select({ id: user.id, loginName: user.loginName, userType: user.userType, orgName: org.name })
    .from(user)
    .leftJoin(org, eq(org.id, user.orgId))
    .where(and(eq(user.personId, u.personId), ne(user.id, u.id), isNull(user.deletedAt)))
    .orderBy(asc(user.sort), asc(user.createdAt));
  return {
    ...present(u, orgName, roles),
    sort: u.sort,
    mustChangePassword: u.mustChangePassword,
    passwordChangedAt: iso(u.passwordChangedAt),
    lastLoginIp: u.lastLoginIp,
    avatar: await avatarFile(q, u.id, u.avatar),
    identities: others,
  };
}

export async function rolesOf(q: Queryable, userIds: string[]): Promise<Map<string, RoleRef[]>> {
  const map = new Map<string, RoleRef[]>();
  if (!userIds.length) return map;
  const rows = await q
    .select({ userId: userRole.userId, id: role.id, code: role.code, name: role.name })
    .from(userRole)
    .innerJoin(role, eq(role.id, userRole.roleId))
    .where(inArray(userRole.userId, userIds))
    .orderBy(asc(role.sort), asc(role.code));
  for (const r of rows) {
    const list = map.get(r.userId) ?? [];
    list.push({ id: r.id, code: r.code, name: r.name });
    map.set(r.userId, list);
  }
  return map;
}

/** Rows never reach a client as they are: no password hash, no failure counters. */
function present(u: UserRow, orgName: string | null, roles: RoleRef[]): UserListItem {
  const now = Date.now();
  return {
    id: u.id,
    personId: u.personId,
    loginName: u.loginName,
    username: u.username,
    userType: u.userType,
    collectiveType: u.collectiveType,
    orgId: u.orgId,
    orgName,
    mobile: u.mobile,
    email: u.email,
    sex: u.sex,
    duty: u.duty,
    enabled: u.enabled,
    locked: !!u.lockedUntil && u.lockedUntil.getTime() > now,
    lockedUntil: iso(u.lockedUntil),
    lastLoginAt: iso(u.lastLoginAt),
    createdAt: iso(u.createdAt) ?? '',
    roles,
  };
}
