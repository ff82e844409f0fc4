import { UserType, type UserTypeValue } from '@cppcc/contracts';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { user } from '../system/tables';

export type UserRow = typeof user.$inferSelect;

const live = isNull(user.deletedAt);

export async function findUserByLoginName(q: Queryable, loginName: string): Promise<UserRow | null> {
  const [u] = await q
    .select()
    .from(user)
    .where(and(eq(user.loginName, loginName), live))
    .limit(1);
  return u ?? null;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  const [u] = await q
    .select()
    .from(user)
    .where(and(eq(user.id, id), live))
    .limit(1);
  return u ?? null;
}

/**
 * The identity an SMS code signs in: a person's identities usually share one
 * mobile; the first enabled one by sort wins and the user may switch after.
 */
export async function findUserByMobile(q: Queryable, mobile: string): Promise<UserRow | null> {
  const [u] = await q
    .select()
    .from(user)
    .where(and(eq(user.mobile, mobile), live))
    .orderBy(desc(user.enabled), asc(user.sort), asc(user.createdAt))
    .limit(1);
  return u ?? null;
}

const userTypes = new Set<number>(Object.values(UserType));

export function toUserType(value: number): UserTypeValue {
  if (!userTypes.has(value)) throw new Error(`unknown user type ${value}`);
  return value as UserTypeValue;
}
