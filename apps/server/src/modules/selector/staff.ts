import { SELECT_ALL_CODE, type SelectPerson, type SelectTreeNode, UserType } from '@cppcc/contracts';
import type { Queryable } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { internalOrgs, type StaffFilter, staffCount, staffCountsByOrg, staffRows } from '../system';
import { phoneFor, type Viewer } from './access';
import { allNode, branchIds, nestedNodes, treeNode } from './tree';

/** The office's organisation tree with the staff in each branch. */
export async function staffTree(db: Queryable): Promise<SelectTreeNode[]> {
  const counts = await staffCountsByOrg(db);
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

async function staffFilter(db: Queryable, q: StaffQuery): Promise<StaffFilter> {
  if (q.code === SELECT_ALL_CODE) return { keyword: q.keyword };
  const orgs = await internalOrgs(db);
  if (!orgs.some((o) => o.id === q.code)) throw notFound('组织机构');
  return { orgIds: branchIds(orgs, q.code), keyword: q.keyword };
}

const present =
  (viewer: Viewer) =>
  (r: Awaited<ReturnType<typeof staffRows>>[number]): SelectPerson => ({
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
  return (await staffRows(db, await staffFilter(db, q))).map(present(viewer));
}

export async function staffPage(db: Queryable, viewer: Viewer, q: StaffQuery & { pageNum: number; pageSize: number }) {
  const filter = await staffFilter(db, q);
  const total = await staffCount(db, filter);
  const rows = await staffRows(db, filter, { limit: q.pageSize, offset: (q.pageNum - 1) * q.pageSize });
  return { list: rows.map(present(viewer)), total };
}
