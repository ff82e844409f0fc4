import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { grouping, memberProfile } from './tables';

/**
 * What other modules read of member standings and groupings (docs/modules.md, the fences:
 * the member module keeps its tables to itself). One query per reader.
 */

type GroupingKind = (typeof grouping.$inferSelect)['kind'];

/** Standings (every term) with their posts and groupings; of the given accounts only, when named. */
export async function memberStandings(q: Queryable, userIds?: readonly string[]) {
  if (userIds && !userIds.length) return [];
  return q
    .select({
      userId: memberProfile.userId,
      memberDuty: memberProfile.memberDuty,
      workUnit: memberProfile.workUnit,
      workDuty: memberProfile.workDuty,
      isStanding: memberProfile.isStanding,
      sectorId: memberProfile.sectorId,
      partyId: memberProfile.partyId,
      committeeId: memberProfile.committeeId,
    })
    .from(memberProfile)
    .where(userIds ? inArray(memberProfile.userId, [...userIds]) : undefined);
}

/** Groupings' ids and names: of the given kinds only and enabled only, when asked. */
export async function groupingNames(q: Queryable, opts: { kinds?: readonly GroupingKind[]; enabledOnly?: boolean } = {}) {
  return q
    .select({ id: grouping.id, name: grouping.name })
    .from(grouping)
    .where(
      and(opts.kinds ? inArray(grouping.kind, [...opts.kinds]) : undefined, opts.enabledOnly ? eq(grouping.enabled, true) : undefined),
    );
}

/**
 * A scalar SQL expression that changes whenever standings are added or removed: for caches
 * that read several such marks in one round trip (standings have no change time).
 */
export const standingsChangeMark = (): SQL<string> =>
  sql<string>`(select count(*)::text || ':' || coalesce((extract(epoch from max(${memberProfile.createdAt})) * 1000)::bigint, 0)::text from ${memberProfile})`;

/**
 * A scalar SQL expression that changes whenever a grouping of the given kinds is added, removed or
 * renamed: the table has no change time, so the names are hashed (a hundred rows or so).
 */
export const groupingNamesMark = (kinds: readonly GroupingKind[]): SQL<string> =>
  sql<string>`(select count(*)::text || ':' || coalesce(sum(hashtext(${grouping.kind} || '|' || ${grouping.name})), 0)::text from ${grouping} where ${grouping.kind} in (${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )}))`;

/** Enabled groupings' ids and kinds in their display order (spreading generated members over them). */
export async function enabledGroupingKinds(q: Queryable): Promise<{ id: string; kind: GroupingKind }[]> {
  return q.select({ id: grouping.id, kind: grouping.kind }).from(grouping).where(eq(grouping.enabled, true)).orderBy(asc(grouping.sort));
}

/** A new standing (a member's profile in a term), as seeds of other modules create it. */
export type NewStanding = typeof memberProfile.$inferInsert;

/** Adds standings; the accounts they name must exist. */
export async function addStandings(tx: Queryable, rows: readonly NewStanding[]): Promise<void> {
  if (rows.length) await tx.insert(memberProfile).values([...rows]);
}
