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
export async function addRole(t: TestApp, code: string, permissions: string[]): Promise<void> {
  const id = newId();
  await t.ctx.db.insert(role).values({ id, code, name: code });
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
