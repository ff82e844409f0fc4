import type { LoginResult } from '@cppcc/contracts';
import { hash } from '@node-rs/argon2';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { newId } from '../../platform/db/ids';
import { menu, role, roleMenu, user, userRole } from '../system/tables';

let passwordHash: Promise<string> | null = null;

export interface NewUser {
  loginName: string;
  userType?: number;
  collectiveType?: number | null;
  personId?: string;
  mobile?: string | null;
  enabled?: boolean;
  mustChangePassword?: boolean;
  passwordChangedAt?: Date;
  roleCodes?: string[];
}

/** Inserts an account with the demo password; tests own their accounts so that their state is known. */
export async function addUser(t: TestApp, u: NewUser): Promise<string> {
  passwordHash ??= hash(DEMO_PASSWORD);
  const id = newId();
  await t.ctx.db.insert(user).values({
    id,
    personId: u.personId ?? id,
    loginName: u.loginName,
    username: `测试${u.loginName}`,
    userType: u.userType ?? 1,
    collectiveType: u.collectiveType ?? null,
    mobile: u.mobile ?? null,
    passwordHash: await passwordHash,
    passwordChangedAt: u.passwordChangedAt ?? new Date(),
    mustChangePassword: u.mustChangePassword ?? false,
    enabled: u.enabled ?? true,
  });
  for (const code of u.roleCodes ?? []) {
    const [r] = await t.ctx.db.select({ id: role.id }).from(role).where(eq(role.code, code));
    if (r) await t.ctx.db.insert(userRole).values({ userId: id, roleId: r.id });
  }
  return id;
}

/** A role holding the buttons of the given permission names (menus synced from the manifests). */
/** A role with these permissions; an administrator permission counts only on a role of that administrator's kind (三员分立). */
export async function addRole(
  t: TestApp,
  code: string,
  permissions: string[],
  adminKind: 'system' | 'security' | 'audit' | null = null,
): Promise<void> {
  const id = newId();
  await t.ctx.db.insert(role).values({ id, code, name: code, adminKind });
  const menus = await t.ctx.db.select({ id: menu.id }).from(menu).where(inArray(menu.permission, permissions));
  if (menus.length) await t.ctx.db.insert(roleMenu).values(menus.map((m) => ({ roleId: id, menuId: m.id })));
}

export function signIn(t: TestApp, username: string, password = DEMO_PASSWORD): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/sso/login', payload: { username, password: t.encrypt(password) } });
}

/** The data of a successful answer; fails the test with the server message otherwise. */
export function dataOf<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  const body = res.json();
  if (body.code !== '00000') throw new Error(`expected success, got ${res.statusCode} ${body.code} ${body.msg}`);
  return body.data as T;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The refresh token of an answer: it travels only in the HttpOnly cookie (refresh-cookie.ts). */
export function refreshCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'cppcc_rt');
  if (!cookie?.value) throw new Error(`no refresh cookie in ${res.statusCode} ${res.body.slice(0, 200)}`);
  return cookie.value;
}

/** A successful sign-in or refresh answer with the refresh token taken from its cookie, as an API client would. */
export function withRefresh(res: LightMyRequestResponse): LoginResult {
  return { ...dataOf<LoginResult>(res), refreshToken: refreshCookieOf(res) };
}
