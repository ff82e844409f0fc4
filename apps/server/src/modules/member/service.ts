import type { AnnualPlanTargets, CppccSessionOption, GroupingItem } from '@cppcc/contracts';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { annualPlan, cppccSession, grouping, memberProfile } from './tables';

type SessionRow = typeof cppccSession.$inferSelect;
const toOption = (s: SessionRow): CppccSessionOption => ({
  id: s.id,
  parentId: s.parentId,
  cname: s.cname,
  easyName: s.easyName,
  shortCode: s.shortCode,
  state: s.state,
  startDate: s.startDate,
  endDate: s.endDate,
  year: s.year,
});

/** Terms newest first, each followed by its yearly sessions in order. */
export async function listCppccSessions(db: Queryable, level?: 'term' | 'year'): Promise<CppccSessionOption[]> {
  const where = level === 'term' ? isNull(cppccSession.parentId) : level === 'year' ? isNotNull(cppccSession.parentId) : undefined;
  const rows = await db.select().from(cppccSession).where(where).orderBy(desc(cppccSession.year), asc(cppccSession.sort));
  if (level) return rows.map(toOption);
  const terms = rows.filter((r) => !r.parentId);
  return terms.flatMap((t) => [t, ...rows.filter((r) => r.parentId === t.id).sort((a, b) => a.sort - b.sort)]).map(toOption);
}

/** The yearly session of a year (default this year): what session selectors start on. */
export async function cppccSessionOfYear(db: Queryable, year = new Date().getFullYear()): Promise<CppccSessionOption | null> {
  const [row] = await db
    .select()
    .from(cppccSession)
    .where(and(isNotNull(cppccSession.parentId), eq(cppccSession.year, year)))
    .limit(1);
  return row ? toOption(row) : null;
}

/** The current term (state 0, no parent). */
export async function currentTerm(db: Queryable): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(cppccSession)
    .where(and(isNull(cppccSession.parentId), eq(cppccSession.state, 0)))
    .limit(1);
  return row ?? null;
}

export async function listGroupings(db: Queryable, kind: GroupingItem['kind']): Promise<GroupingItem[]> {
  return db
    .select({
      id: grouping.id,
      kind: grouping.kind,
      code: grouping.code,
      name: grouping.name,
      parentId: grouping.parentId,
      sort: grouping.sort,
    })
    .from(grouping)
    .where(and(eq(grouping.kind, kind), eq(grouping.enabled, true)))
    .orderBy(asc(grouping.sort));
}

export async function annualPlanOf(db: Queryable, year = new Date().getFullYear()): Promise<AnnualPlanTargets | null> {
  const [row] = await db.select().from(annualPlan).where(eq(annualPlan.year, year)).limit(1);
  return row
    ? {
        year: row.year,
        proposalCount: row.proposalCount,
        infoCount: row.infoCount,
        attendMeetCount: row.attendMeetCount,
        attendActivityCount: row.attendActivityCount,
      }
    : null;
}

/** A member's standing in the current term with grouping names resolved (personal centre, pickers). */
export async function memberStandingOf(db: Queryable, userId: string) {
  const term = await currentTerm(db);
  if (!term) return null;
  const [p] = await db
    .select()
    .from(memberProfile)
    .where(and(eq(memberProfile.userId, userId), eq(memberProfile.sessionId, term.id)))
    .limit(1);
  if (!p) return null;
  const ids = [p.sectorId, p.partyId, p.committeeId, p.groupId, p.plenaryGroupId].filter((x): x is string => !!x);
  const names = new Map<string, string>();
  for (const g of ids.length ? await db.select({ id: grouping.id, name: grouping.name }).from(grouping) : []) names.set(g.id, g.name);
  const name = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return {
    sessionId: term.id,
    sessionName: term.cname,
    sector: name(p.sectorId),
    party: name(p.partyId),
    committee: name(p.committeeId),
    group: name(p.groupId),
    plenaryGroup: name(p.plenaryGroupId),
    memberDuty: p.memberDuty,
    workUnit: p.workUnit,
    workDuty: p.workDuty,
  };
}
