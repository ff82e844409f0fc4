import { and, asc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { likePattern } from '../../platform/http/paging';
import { liveAccountView as account } from '../system';
import { currentTerm } from './service';
import { cppccSession, grouping, memberProfile } from './tables';

/**
 * The member picker's queries (the selector area presents them, spec 000 §2): members of a term
 * who can be picked, by grouping and keyword. The member area runs them on its own tables,
 * joined with the system area's read-only view of live accounts (docs/modules.md, the fences).
 */

/** The tree's order of the member groupings (全会分组 last: the web shows it only for user type 1, spec 000 §2). */
export const MEMBER_KINDS = ['sector', 'party', 'committee', 'group', 'plenaryGroup'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

const kindColumn = {
  sector: memberProfile.sectorId,
  party: memberProfile.partyId,
  committee: memberProfile.committeeId,
  group: memberProfile.groupId,
  plenaryGroup: memberProfile.plenaryGroupId,
} as const;

export interface PickerGroup {
  id: string;
  kind: MemberKind;
  name: string;
  parentId: string | null;
}

/** A term (届) by its id or the id of one of its yearly sessions; the current term when absent. */
export async function pickerTerm(db: Queryable, sessionId?: string): Promise<{ id: string; cname: string } | null> {
  if (!sessionId) return currentTerm(db);
  const [s] = await db
    .select({ id: cppccSession.id, parentId: cppccSession.parentId, cname: cppccSession.cname })
    .from(cppccSession)
    .where(eq(cppccSession.id, sessionId))
    .limit(1);
  if (!s) throw notFound('届次');
  if (!s.parentId) return s;
  const [term] = await db
    .select({ id: cppccSession.id, cname: cppccSession.cname })
    .from(cppccSession)
    .where(eq(cppccSession.id, s.parentId));
  return term ?? null;
}

/** Enabled groupings of every kind, in tree order. */
export async function pickerGroupings(db: Queryable): Promise<PickerGroup[]> {
  return db
    .select({ id: grouping.id, kind: grouping.kind, name: grouping.name, parentId: grouping.parentId })
    .from(grouping)
    .where(eq(grouping.enabled, true))
    .orderBy(asc(grouping.kind), asc(grouping.sort), asc(grouping.code));
}

/** Members who can be picked: live, enabled accounts with a standing in the term. */
const pickable = (termId: string) => and(eq(memberProfile.sessionId, termId), eq(account.enabled, true));

/**
 * How many pickable members the term has in all, in each grouping (`<kind>:<id>`) and in no
 * grouping of a kind. One scan with GROUPING SETS gives every count.
 */
export async function pickableCounts(db: Queryable, termId: string) {
  const cols = MEMBER_KINDS.map((k) => kindColumn[k]);
  const rows = await db
    .select({
      sectorId: memberProfile.sectorId,
      partyId: memberProfile.partyId,
      committeeId: memberProfile.committeeId,
      groupId: memberProfile.groupId,
      plenaryGroupId: memberProfile.plenaryGroupId,
      // bit 4 (sector) … bit 0 (plenary group) set = the column is not in this row's grouping set
      grouped: sql<number>`grouping(${sql.join(cols, sql`, `)})::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(memberProfile)
    .innerJoin(account, eq(account.id, memberProfile.userId))
    .where(pickable(termId))
    .groupBy(
      sql`grouping sets ((), ${sql.join(
        cols.map((c) => sql`(${c})`),
        sql`, `,
      )})`,
    );
  let total = 0;
  const counts = new Map<string, number>();
  const without = new Map<MemberKind, number>();
  for (const r of rows) {
    const kindIndex = MEMBER_KINDS.findIndex((_, i) => (r.grouped & (1 << (MEMBER_KINDS.length - 1 - i))) === 0);
    if (kindIndex < 0) {
      total = r.n;
      continue;
    }
    const kind = MEMBER_KINDS[kindIndex];
    const id = [r.sectorId, r.partyId, r.committeeId, r.groupId, r.plenaryGroupId][kindIndex];
    if (id) counts.set(`${kind}:${id}`, r.n);
    else without.set(kind, r.n);
  }
  return { total, counts, without };
}

/** Which pickable members: of a term, in a grouping of a kind (any, or one of `groupIds`), whose name, duty or work unit has the keyword. */
export interface PickerFilter {
  termId: string;
  kind?: MemberKind;
  groupIds?: string[];
  keyword?: string;
}

function pickerWhere(f: PickerFilter): SQL {
  const column = f.kind ? kindColumn[f.kind] : null;
  const kw = f.keyword ? likePattern(f.keyword) : null;
  return and(
    pickable(f.termId),
    column ? (f.groupIds ? inArray(column, f.groupIds) : isNotNull(column)) : undefined,
    kw ? or(ilike(account.username, kw), ilike(account.duty, kw), ilike(memberProfile.workUnit, kw)) : undefined,
  ) as SQL;
}

const memberColumns = {
  userId: account.id,
  username: account.username,
  sex: account.sex,
  mobile: account.mobile,
  duty: account.duty,
  memberDuty: memberProfile.memberDuty,
  sectorId: memberProfile.sectorId,
  partyId: memberProfile.partyId,
  committeeId: memberProfile.committeeId,
  groupId: memberProfile.groupId,
  plenaryGroupId: memberProfile.plenaryGroupId,
  workUnit: memberProfile.workUnit,
  isRecommended: memberProfile.isRecommended,
};

const selectMembers = (db: Queryable, where: SQL) =>
  db
    .select(memberColumns)
    .from(memberProfile)
    .innerJoin(account, eq(account.id, memberProfile.userId))
    .where(where)
    .orderBy(asc(account.sort), asc(account.id))
    .$dynamic();
export type PickableMember = Awaited<ReturnType<typeof selectMembers>>[number];

/**
 * Every matching member in account order. The rows travel as one JSON array: thousands of rows
 * decoded field by field cost several times more than one json_agg value (bench/selector.ts).
 */
export async function pickableMembers(db: Queryable, f: PickerFilter): Promise<PickableMember[]> {
  const keys = Object.keys(memberColumns) as (keyof typeof memberColumns)[];
  const tuple = sql.join(
    keys.map((k) => sql`${memberColumns[k]}`),
    sql`, `,
  );
  const [{ rows }] = await db
    .select({ rows: sql<unknown[][]>`coalesce(json_agg(json_build_array(${tuple}) order by ${account.sort}, ${account.id}), '[]'::json)` })
    .from(memberProfile)
    .innerJoin(account, eq(account.id, memberProfile.userId))
    .where(pickerWhere(f));
  const list = typeof rows === 'string' ? (JSON.parse(rows) as unknown[][]) : rows;
  return list.map((values) => Object.fromEntries(keys.map((k, i) => [k, values[i]])) as PickableMember);
}

/** One page of the matching members in account order, and how many match. */
export async function pickableMemberPage(
  db: Queryable,
  f: PickerFilter,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: PickableMember[]; total: number }> {
  const where = pickerWhere(f);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(memberProfile)
    .innerJoin(account, eq(account.id, memberProfile.userId))
    .where(where);
  const rows = await selectMembers(db, where)
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  return { rows, total };
}

/** A member's standing in the current term, for the address-book card (grouping names: enabled groupings only). */
export async function pickerStanding(db: Queryable, userId: string) {
  const term = await currentTerm(db);
  if (!term) return null;
  const [p] = await db
    .select()
    .from(memberProfile)
    .where(and(eq(memberProfile.userId, userId), eq(memberProfile.sessionId, term.id)))
    .limit(1);
  if (!p) return null;
  const names = new Map((await pickerGroupings(db)).map((g) => [g.id, g.name]));
  const name = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return {
    sessionName: term.cname,
    memberDuty: p.memberDuty,
    sector: name(p.sectorId),
    party: name(p.partyId),
    committee: name(p.committeeId),
    group: name(p.groupId),
    plenaryGroup: name(p.plenaryGroupId),
    workUnit: p.workUnit,
    workDuty: p.workDuty,
    nation: p.nation,
    education: p.education,
    isRecommended: p.isRecommended,
  };
}
