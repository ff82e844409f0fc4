import { UserType } from '@cppcc/contracts';
import { and, asc, eq, ilike, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client';
import { likePattern } from '../../platform/http/paging';
import { org, user } from './tables';

/**
 * Collective accounts (units' accounts) and handling units as the pickers of other modules read
 * them (live, enabled ones only). The system module keeps its tables; these are its readers.
 */

/** A range of collective types: only `include` (when non-empty), never `exclude`. */
export interface CollectiveTypeRange {
  include?: readonly number[];
  exclude?: readonly number[];
}

function inRange(column: typeof user.collectiveType | typeof org.collectiveType, r: CollectiveTypeRange) {
  return and(
    r.include?.length ? inArray(column, [...r.include]) : undefined,
    r.exclude?.length ? notInArray(column, [...r.exclude]) : undefined,
  );
}

const collectiveOnly = and(eq(user.userType, UserType.collective), isNull(user.deletedAt), eq(user.enabled, true));

/** How many live collective accounts there are of each collective type in the range. */
export async function collectiveCountsByType(q: Queryable, r: CollectiveTypeRange): Promise<{ type: number | null; n: number }[]> {
  return q
    .select({ type: user.collectiveType, n: sql<number>`count(*)::int` })
    .from(user)
    .where(and(collectiveOnly, inRange(user.collectiveType, r)))
    .groupBy(user.collectiveType);
}

/** Live collective accounts in the range (of one type, when given) with their unit; a keyword matches the account's or the unit's name. */
export async function collectiveAccounts(q: Queryable, r: CollectiveTypeRange & { type?: number | null; keyword?: string }) {
  const kw = r.keyword ? likePattern(r.keyword) : null;
  return q
    .select({
      id: user.id,
      username: user.username,
      sex: user.sex,
      mobile: user.mobile,
      duty: user.duty,
      collectiveType: user.collectiveType,
      unitId: org.id,
      unitName: org.name,
    })
    .from(user)
    .leftJoin(org, eq(org.id, user.orgId))
    .where(
      and(
        collectiveOnly,
        inRange(user.collectiveType, r),
        r.type === null || r.type === undefined ? undefined : eq(user.collectiveType, r.type),
        kw ? or(ilike(user.username, kw), ilike(org.name, kw)) : undefined,
      ),
    )
    .orderBy(asc(user.collectiveType), asc(org.sort), asc(user.sort), asc(user.id));
}

const liveUnit = and(eq(org.kind, 'unit'), isNull(org.deletedAt), eq(org.enabled, true));

/** How many live units there are of each of the given collective types. */
export async function unitCountsByType(q: Queryable, types: readonly number[]): Promise<{ type: number | null; n: number }[]> {
  return q
    .select({ type: org.collectiveType, n: sql<number>`count(*)::int` })
    .from(org)
    .where(and(liveUnit, inArray(org.collectiveType, [...types])))
    .groupBy(org.collectiveType);
}

/** Live units of the given types with their parent and number of live accounts; a keyword matches the name or short name. */
export async function liveUnits(q: Queryable, f: { types: readonly number[]; keyword?: string }) {
  const parent = alias(org, 'parent_org');
  const kw = f.keyword ? likePattern(f.keyword) : null;
  const where: SQL | undefined = and(
    liveUnit,
    inArray(org.collectiveType, [...f.types]),
    kw ? or(ilike(org.name, kw), ilike(org.easyName, kw)) : undefined,
  );
  return q
    .select({
      unitId: org.id,
      name: org.name,
      easyName: org.easyName,
      collectiveType: org.collectiveType,
      parentId: parent.id,
      parentName: parent.name,
      accountCount: sql<number>`(select count(*)::int from ${user} where ${user.orgId} = ${org.id} and ${user.deletedAt} is null and ${user.enabled})`,
    })
    .from(org)
    .leftJoin(parent, eq(parent.id, org.parentId))
    .where(where)
    .orderBy(asc(org.collectiveType), asc(org.sort), asc(org.name));
}
