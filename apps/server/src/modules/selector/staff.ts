import { SELECT_ALL_CODE, type SelectPerson, type SelectTreeNode, UserType } from '@cppcc/contracts';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { likePattern } from '../system/common';
import { org, user } from '../system/tables';
import { phoneFor, type Viewer } from './access';
import { allNode, branchIds, nestedNodes, treeNode } from './tree';

const staffOnly = and(eq(user.userType, UserType.staff), isNull(user.deletedAt), eq(user.enabled, true));

async function internalOrgs(db: Queryable) {
  return db
    .select({ id: org.id, parentId: org.parentId, name: org.name })
    .from(org)
    .where(and(eq(org.kind, 'internal'), isNull(org.deletedAt), eq(org.enabled, true)))
    .orderBy(asc(org.sort), asc(org.name));
}

/** The office's organisation tree with the staff in each branch. */
export async function staffTree(db: Queryable): Promise<SelectTreeNode[]> {
  const counts = await db.select({ orgId: user.orgId, n: sql<number>`count(*)::int` }).from(user).where(staffOnly).groupBy(user.orgId);
  const own = new Map(counts.map((c) => [c.orgId, c.n]));
  const total = counts.reduce((s, c) => s + c.n, 0);
  const staff = { userType: UserType.staff };
  const tree = nestedNodes(
    await internalOrgs(db),
    (o) => own.get(o.id) ?? 0,
    (o, n, children) => treeNode(o.id, o.name, n, { ...staff, unitId: o.id, groupFieldName: 'org' }, children),
  );
  return [allNode(total, staff), ...tree];
}

export interface StaffQuery {
  code: string;
  keyword?: string;
}

async function staffWhere(db: Queryable, q: StaffQuery): Promise<SQL> {
  let branch: SQL | undefined;
  if (q.code !== SELECT_ALL_CODE) {
    const orgs = await internalOrgs(db);
    if (!orgs.some((o) => o.id === q.code)) throw notFound('组织机构');
    branch = inArray(user.orgId, branchIds(orgs, q.code));
  }
  const kw = q.keyword ? likePattern(q.keyword) : null;
  return and(staffOnly, branch, kw ? or(ilike(user.username, kw), ilike(user.duty, kw)) : undefined)!;
}

const selectStaff = (db: Queryable, where: SQL) =>
  db
    .select({ id: user.id, username: user.username, sex: user.sex, mobile: user.mobile, duty: user.duty, orgName: org.name })
    .from(user)
    .leftJoin(org, eq(org.id, user.orgId))
    .where(where)
    .orderBy(asc(org.sort), asc(user.sort), asc(user.id))
    .$dynamic();

const present =
  (viewer: Viewer) =>
  (r: Awaited<ReturnType<typeof selectStaff>>[number]): SelectPerson => ({
    userId: r.id,
    userType: UserType.staff,
    username: r.username,
    sex: r.sex,
    mobile: phoneFor(viewer, r.id, r.mobile),
    duty: r.duty,
    memberDuty: null,
    sector: null,
    party: null,
    committee: null,
    group: null,
    plenaryGroup: null,
    workUnit: null,
    isRecommended: false,
    internalOrganization: r.orgName,
    collectiveType: null,
    unitId: null,
    unitName: null,
  });

export async function staffPeople(db: Queryable, viewer: Viewer, q: StaffQuery): Promise<SelectPerson[]> {
  return (await selectStaff(db, await staffWhere(db, q))).map(present(viewer));
}

export async function staffPage(db: Queryable, viewer: Viewer, q: StaffQuery & { pageNum: number; pageSize: number }) {
  const where = await staffWhere(db, q);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(user).where(where);
  const rows = await selectStaff(db, where)
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return { list: rows.map(present(viewer)), total };
}
