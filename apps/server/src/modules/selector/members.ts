import { groupingKindLabel, SELECT_ALL_CODE, type SelectPerson, type SelectTreeNode, UserType } from '@cppcc/contracts';
import type { Queryable } from '../../platform/db/client';
import { fieldError, notFound } from '../../platform/errors';
import {
  MEMBER_KINDS,
  type PickableMember,
  type PickerFilter,
  pickableCounts,
  pickableMemberPage,
  pickableMembers,
  pickerGroupings,
  pickerStanding,
  pickerTerm,
} from '../member';
import { phoneFor, type Viewer } from './access';
import { allNode, branchIds, nestedNodes, treeNode } from './tree';

/**
 * spec 000 §2 left tree: 全部 and one heading per grouping kind, each grouping
 * with the number of members in it (the member area counts them in one scan).
 */
export async function memberTree(db: Queryable, sessionId?: string): Promise<SelectTreeNode[]> {
  const term = await pickerTerm(db, sessionId);
  const member = { userType: UserType.member };
  if (!term) return [allNode(0, member)];
  const { total, counts, without } = await pickableCounts(db, term.id);
  const groups = await pickerGroupings(db);
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
async function nodeFilter(db: Queryable, code: string): Promise<Pick<PickerFilter, 'kind' | 'groupIds'>> {
  if (code === SELECT_ALL_CODE) return {};
  const [kindText, id] = code.split(':', 2);
  const kind = MEMBER_KINDS.find((k) => k === kindText);
  if (!kind) throw fieldError('code', '未知的分组');
  if (!id) return { kind };
  const rows = (await pickerGroupings(db)).filter((g) => g.kind === kind);
  if (!rows.some((g) => g.id === id)) throw notFound('分组');
  return { kind, groupIds: branchIds(rows, id) };
}

export interface MemberQuery {
  sessionId?: string;
  code: string;
  keyword?: string;
}

async function memberFilter(db: Queryable, q: MemberQuery): Promise<PickerFilter | null> {
  const term = await pickerTerm(db, q.sessionId);
  if (!term) return null;
  return { termId: term.id, ...(await nodeFilter(db, q.code)), keyword: q.keyword };
}

/** Grouping ids become names in memory: a hundred groupings beat five joins per row. */
async function presenter(db: Queryable, viewer: Viewer) {
  const names = new Map((await pickerGroupings(db)).map((g) => [g.id, g.name]));
  const name = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  return (r: PickableMember): SelectPerson => ({
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

/** Every matching member (the dialog's table is virtual, spec 000 §2). */
export async function memberPeople(db: Queryable, viewer: Viewer, q: MemberQuery): Promise<SelectPerson[]> {
  const filter = await memberFilter(db, q);
  if (!filter) return [];
  const present = await presenter(db, viewer);
  return (await pickableMembers(db, filter)).map(present);
}

/** The address book's member list, one page at a time. */
export async function memberPage(
  db: Queryable,
  viewer: Viewer,
  q: MemberQuery & { pageNum: number; pageSize: number },
): Promise<{ list: SelectPerson[]; total: number }> {
  const filter = await memberFilter(db, q);
  if (!filter) return { list: [], total: 0 };
  const { rows, total } = await pickableMemberPage(db, filter, q);
  const present = await presenter(db, viewer);
  return { list: rows.map(present), total };
}

/** A member's standing in the current term, for the address-book card. */
export const memberStanding = pickerStanding;
