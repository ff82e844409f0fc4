import { groupingKindLabel, SELECT_ALL_CODE, type SelectPerson, type SelectTreeNode, UserType } from '@cppcc/contracts';
import { and, asc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { fieldError, notFound } from '../../platform/errors';
import { likePattern } from '../../platform/http/paging';
import { currentTerm } from '../member';
import { cppccSession, grouping, memberProfile } from '../member/tables';
import { user } from '../system/tables';
import { phoneFor, type Viewer } from './access';
import { allNode, branchIds, nestedNodes, treeNode } from './tree';

/** The tree's order of the member groupings (全会分组 last: the web shows it only for user type 1, spec 000 §2). */
export const MEMBER_KINDS = ['sector', 'party', 'committee', 'group', 'plenaryGroup'] as const;
type Kind = (typeof MEMBER_KINDS)[number];

const kindColumn = {
  sector: memberProfile.sectorId,
  party: memberProfile.partyId,
  committee: memberProfile.committeeId,
  group: memberProfile.groupId,
  plenaryGroup: memberProfile.plenaryGroupId,
} as const;

interface GroupRow {
  id: string;
  kind: Kind;
  name: string;
  parentId: string | null;
}

/** A term (届) by its id or the id of one of its yearly sessions; the current term when absent. */
export async function resolveTerm(db: Queryable, sessionId?: string): Promise<{ id: string; cname: string } | null> {
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

async function groupsOf(db: Queryable): Promise<GroupRow[]> {
  return db
    .select({ id: grouping.id, kind: grouping.kind, name: grouping.name, parentId: grouping.parentId })
    .from(grouping)
    .where(eq(grouping.enabled, true))
    .orderBy(asc(grouping.kind), asc(grouping.sort), asc(grouping.code));
}

/** Members who can be picked: live, enabled accounts with a standing in the term. */
const pickable = (termId: string) => and(eq(memberProfile.sessionId, termId), isNull(user.deletedAt), eq(user.enabled, true));

/**
 * spec 000 §2 left tree: 全部 and one heading per grouping kind, each grouping
 * with the number of members in it. One scan with GROUPING SETS gives every count.
 */
export async function memberTree(db: Queryable, sessionId?: string): Promise<SelectTreeNode[]> {
  const term = await resolveTerm(db, sessionId);
  const member = { userType: UserType.member };
  if (!term) return [allNode(0, member)];
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
    .innerJoin(user, eq(user.id, memberProfile.userId))
    .where(pickable(term.id))
    .groupBy(
      sql`grouping sets ((), ${sql.join(
        cols.map((c) => sql`(${c})`),
        sql`, `,
      )})`,
    );
  let total = 0;
  const counts = new Map<string, number>();
  const without = new Map<Kind, number>();
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
  const groups = await groupsOf(db);
  const headings = MEMBER_KINDS.map((kind) =>
    treeNode(
      kind,
      groupingKindLabel[kind],
      total - (without.get(kind) ?? 0),
      { ...member, noquery: true, groupFieldName: kind },
      nestedNodes(
        groups.filter((g) => g.kind === kind),
        (g) => counts.get(`${kind}:${g.id}`) ?? 0,
        (g, n, children) => treeNode(`${kind}:${g.id}`, g.name, n, { ...member, groupFieldName: kind }, children),
      ),
    ),
  );
  return [allNode(total, member), ...headings];
}

/** The member filter of a node code: 'all', a kind heading (anyone in such a grouping) or '<kind>:<id>' (its branch). */
async function nodeFilter(db: Queryable, code: string): Promise<SQL | undefined> {
  if (code === SELECT_ALL_CODE) return undefined;
  const [kindText, id] = code.split(':', 2);
  const kind = MEMBER_KINDS.find((k) => k === kindText);
  if (!kind) throw fieldError('code', '未知的分组');
  const column = kindColumn[kind];
  if (!id) return isNotNull(column);
  const rows = (await groupsOf(db)).filter((g) => g.kind === kind);
  if (!rows.some((g) => g.id === id)) throw notFound('分组');
  return inArray(column, branchIds(rows, id));
}

export interface MemberQuery {
  sessionId?: string;
  code: string;
  keyword?: string;
}

async function memberWhere(db: Queryable, q: MemberQuery): Promise<SQL | null> {
  const term = await resolveTerm(db, q.sessionId);
  if (!term) return null;
  const kw = q.keyword ? likePattern(q.keyword) : null;
  return and(
    pickable(term.id),
    await nodeFilter(db, q.code),
    kw ? or(ilike(user.username, kw), ilike(user.duty, kw), ilike(memberProfile.workUnit, kw)) : undefined,
  )!;
}

const memberColumns = {
  userId: user.id,
  username: user.username,
  sex: user.sex,
  mobile: user.mobile,
  duty: user.duty,
  memberDuty: memberProfile.memberDuty,
  sectorId: memberProfile.sectorId,
  partyId: memberProfile.partyId,
  committeeId: memberProfile.committeeId,
  groupId: memberProfile.groupId,
  plenaryGroupId: memberProfile.plenaryGroupId,
  workUnit: memberProfile.workUnit,
  isRecommended: memberProfile.isRecommended,
};

const memberOrder = [asc(user.sort), asc(user.id)];

const selectMembers = (db: Queryable, where: SQL) =>
  db
    .select(memberColumns)
    .from(memberProfile)
    .innerJoin(user, eq(user.id, memberProfile.userId))
    .where(where)
    .orderBy(...memberOrder)
    .$dynamic();
type MemberRow = Awaited<ReturnType<typeof selectMembers>>[number];

/** Grouping ids become names in memory: a hundred groupings beat five joins per row. */
async function presenter(db: Queryable, viewer: Viewer) {
  const names = new Map((await groupsOf(db)).map((g) => [g.id, g.name]));
  const name = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return (r: MemberRow): SelectPerson => ({
    userId: r.userId,
    userType: UserType.member,
    username: r.username,
    sex: r.sex,
    mobile: phoneFor(viewer, r.userId, r.mobile),
    duty: r.duty,
    memberDuty: r.memberDuty,
    sector: name(r.sectorId),
    party: name(r.partyId),
    committee: name(r.committeeId),
    group: name(r.groupId),
    plenaryGroup: name(r.plenaryGroupId),
    workUnit: r.workUnit,
    isRecommended: r.isRecommended,
    internalOrganization: null,
    collectiveType: null,
    unitId: null,
    unitName: null,
  });
}

/**
 * Every matching member (the dialog's table is virtual, spec 000 §2). The rows
 * travel as one JSON array: thousands of rows decoded field by field cost
 * several times more than one json_agg value (bench/selector.ts).
 */
export async function memberPeople(db: Queryable, viewer: Viewer, q: MemberQuery): Promise<SelectPerson[]> {
  const where = await memberWhere(db, q);
  if (!where) return [];
  const present = await presenter(db, viewer);
  const keys = Object.keys(memberColumns) as (keyof typeof memberColumns)[];
  const tuple = sql.join(
    keys.map((k) => sql`${memberColumns[k]}`),
    sql`, `,
  );
  const [{ rows }] = await db
    .select({ rows: sql<unknown[][]>`coalesce(json_agg(json_build_array(${tuple}) order by ${user.sort}, ${user.id}), '[]'::json)` })
    .from(memberProfile)
    .innerJoin(user, eq(user.id, memberProfile.userId))
    .where(where);
  const list = typeof rows === 'string' ? (JSON.parse(rows) as unknown[][]) : rows;
  return list.map((values) => present(Object.fromEntries(keys.map((k, i) => [k, values[i]])) as MemberRow));
}

/** The address book's member list, one page at a time. */
export async function memberPage(
  db: Queryable,
  viewer: Viewer,
  q: MemberQuery & { pageNum: number; pageSize: number },
): Promise<{ list: SelectPerson[]; total: number }> {
  const where = await memberWhere(db, q);
  if (!where) return { list: [], total: 0 };
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(memberProfile)
    .innerJoin(user, eq(user.id, memberProfile.userId))
    .where(where);
  const rows = await selectMembers(db, where)
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const present = await presenter(db, viewer);
  return { list: rows.map(present), total };
}

/** A member's standing in the current term, for the address-book card. */
export async function memberStanding(db: Queryable, userId: string) {
  const term = await currentTerm(db);
  if (!term) return null;
  const [p] = await db
    .select()
    .from(memberProfile)
    .where(and(eq(memberProfile.userId, userId), eq(memberProfile.sessionId, term.id)))
    .limit(1);
  if (!p) return null;
  const names = new Map((await groupsOf(db)).map((g) => [g.id, g.name]));
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
