import { and, asc, desc, eq, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { cppccSession, grouping, memberProfile } from './tables';

/**
 * What other modules read of terms (届), yearly sessions and standings (docs/modules.md, the
 * fences): one query per reader; `termMemberIds` is a subquery, for a caller to join with the
 * accounts it reads elsewhere in one statement.
 */

type GroupingKind = (typeof grouping.$inferSelect)['kind'];

/** A conference session (a term, or a yearly session of one). */
export type CppccSession = typeof cppccSession.$inferSelect;
/** A member's standing in a term. */
export type Standing = typeof memberProfile.$inferSelect;

export async function cppccSessionById(q: Queryable, id: string): Promise<CppccSession | null> {
  const [c] = await q.select().from(cppccSession).where(eq(cppccSession.id, id)).limit(1);
  return c ?? null;
}

/** Names (cname) of conference sessions by id. */
export async function cppccSessionNames(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await q
    .select({ id: cppccSession.id, cname: cppccSession.cname })
    .from(cppccSession)
    .where(inArray(cppccSession.id, unique));
  return new Map(rows.map((c) => [c.id, c.cname]));
}

/** Every conference session's parent (its term), null for a term. */
export async function cppccSessionParents(q: Queryable): Promise<Map<string, string | null>> {
  const rows = await q.select({ id: cppccSession.id, parentId: cppccSession.parentId }).from(cppccSession);
  return new Map(rows.map((c) => [c.id, c.parentId]));
}

/** The term of a conference session (itself when it is a term), or null when there is no such session. */
export async function termIdOf(q: Queryable, cppccSessionId: string): Promise<string | null> {
  const c = await cppccSessionById(q, cppccSessionId);
  return c ? (c.parentId ?? c.id) : null;
}

/** Yearly sessions up to a year, oldest first. */
export async function yearlySessionsUpTo(q: Queryable, year: number): Promise<CppccSession[]> {
  return q
    .select()
    .from(cppccSession)
    .where(and(isNotNull(cppccSession.parentId), lte(cppccSession.year, year)))
    .orderBy(asc(cppccSession.year));
}

/** The accounts with a standing in a term, as a subquery of ids. */
export const termMemberIds = (q: Queryable, termId: string) =>
  q.select({ id: memberProfile.userId }).from(memberProfile).where(eq(memberProfile.sessionId, termId));

/** A member's groupings in their latest standing, or null without one. */
export async function latestStanding(q: Queryable, userId: string) {
  const [m] = await q
    .select({
      sectorId: memberProfile.sectorId,
      partyId: memberProfile.partyId,
      committeeId: memberProfile.committeeId,
      groupId: memberProfile.groupId,
    })
    .from(memberProfile)
    .where(eq(memberProfile.userId, userId))
    .orderBy(desc(memberProfile.createdAt))
    .limit(1);
  return m ?? null;
}

/** Every standing, oldest first (the demo seeds read them whole). */
export async function allStandings(q: Queryable): Promise<Standing[]> {
  return q.select().from(memberProfile).orderBy(asc(memberProfile.createdAt));
}

/** Enabled groupings of a kind in display order (sort, code). */
export async function groupingsOfKind(q: Queryable, kind: GroupingKind): Promise<{ id: string; name: string }[]> {
  return q
    .select({ id: grouping.id, name: grouping.name })
    .from(grouping)
    .where(and(eq(grouping.kind, kind), eq(grouping.enabled, true)))
    .orderBy(asc(grouping.sort), asc(grouping.code));
}

const groupingColumn = {
  sector: memberProfile.sectorId,
  party: memberProfile.partyId,
  committee: memberProfile.committeeId,
  group: memberProfile.groupId,
  plenaryGroup: memberProfile.plenaryGroupId,
} as const;

/**
 * Members of a term in each grouping of a kind (key null: in none), and in all, counted once each.
 * One scan with GROUPING SETS gives both.
 */
export async function membersPerGrouping(
  q: Queryable,
  termId: string,
  kind: GroupingKind,
): Promise<{ groups: { key: string | null; members: number }[]; total: number }> {
  const key = groupingColumn[kind];
  const rows = await q
    .select({
      key: sql<string | null>`${key}`,
      total: sql<number>`grouping(${key})::int`,
      members: sql<number>`count(distinct ${memberProfile.userId} collate "C")::int`,
    })
    .from(memberProfile)
    .where(eq(memberProfile.sessionId, termId) as SQL)
    .groupBy(sql`grouping sets ((${key}), ())`);
  return {
    groups: rows.filter((r) => r.total === 0).map((r) => ({ key: r.key, members: Number(r.members) })),
    total: Number(rows.find((r) => r.total === 1)?.members ?? 0),
  };
}
