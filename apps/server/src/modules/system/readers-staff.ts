import { UserType } from '@cppcc/contracts';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { likePattern } from '../../platform/http/paging';
import { org, user } from './tables';

/**
 * The office's staff and internal organisations as the pickers of other modules read them
 * (live, enabled ones only). The system module keeps its tables; these are its readers.
 */

const staffOnly = and(eq(user.userType, UserType.staff), isNull(user.deletedAt), eq(user.enabled, true));

/** Live, enabled internal organisations, in tree order (sort, then name). */
export async function internalOrgs(q: Queryable): Promise<{ id: string; parentId: string | null; name: string }[]> {
  return q
    .select({ id: org.id, parentId: org.parentId, name: org.name })
    .from(org)
    .where(and(eq(org.kind, 'internal'), isNull(org.deletedAt), eq(org.enabled, true)))
    .orderBy(asc(org.sort), asc(org.name));
}

/** How many live staff accounts each organisation holds (orgId null: staff without one). */
export async function staffCountsByOrg(q: Queryable): Promise<{ orgId: string | null; n: number }[]> {
  return q.select({ orgId: user.orgId, n: sql<number>`count(*)::int` }).from(user).where(staffOnly).groupBy(user.orgId);
}

/** Which staff: of these organisations only (when given), matching a keyword in name or duty (when given). */
export interface StaffFilter {
  orgIds?: string[];
  keyword?: string;
}

function staffWhere(f: StaffFilter): SQL {
  const kw = f.keyword ? likePattern(f.keyword) : null;
  return and(
    staffOnly,
    f.orgIds ? inArray(user.orgId, f.orgIds) : undefined,
    kw ? or(ilike(user.username, kw), ilike(user.duty, kw)) : undefined,
  )!;
}

/** Live staff with their organisation's name, in organisation then account order; one page when asked. */
export async function staffRows(q: Queryable, f: StaffFilter, page?: { limit: number; offset: number }) {
  const rows = q
    .select({ id: user.id, username: user.username, sex: user.sex, mobile: user.mobile, duty: user.duty, orgName: org.name })
    .from(user)
    .leftJoin(org, eq(org.id, user.orgId))
    .where(staffWhere(f))
    .orderBy(asc(org.sort), asc(user.sort), asc(user.id))
    .$dynamic();
  return page ? rows.limit(page.limit).offset(page.offset) : rows;
}

/** How many live staff the filter matches. */
export async function staffCount(q: Queryable, f: StaffFilter): Promise<number> {
  const [{ total }] = await q.select({ total: sql<number>`count(*)::int` }).from(user).where(staffWhere(f));
  return total;
}
