import {
  collectiveTypeLabel,
  HANDLING_COLLECTIVE_TYPES,
  SELECT_ALL_CODE,
  type SelectPerson,
  type SelectTreeNode,
  type SelectUnit,
  UserType,
} from '@cppcc/contracts';
import { and, asc, eq, ilike, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client';
import { fieldError, likePattern } from '../system/common';
import { org, user } from '../system/tables';
import { phoneFor, type Viewer } from './access';
import { allNode, treeNode } from './tree';

/** Which collective types a list covers: the caller's include and exclude lists within the list's own range. */
export interface TypeFilter {
  collectiveTypes?: number[];
  excludeCollectiveTypes?: number[];
}

/**
 * The information picker lists the bodies that report information (parties,
 * people's organisations, direct-report points …): handling units and systems answer proposals, not report.
 */
export const INFO_EXCLUDED_TYPES = HANDLING_COLLECTIVE_TYPES;

function typeCondition(column: typeof user.collectiveType | typeof org.collectiveType, f: TypeFilter, baseExcluded: readonly number[]) {
  const excluded = [...baseExcluded, ...(f.excludeCollectiveTypes ?? [])];
  return and(
    f.collectiveTypes?.length ? inArray(column, f.collectiveTypes) : undefined,
    excluded.length ? notInArray(column, excluded) : undefined,
  );
}

const typeLabel = (t: number) => collectiveTypeLabel[t] ?? `类型${t}`;

/** A type node's code is the collective type itself ('7'). */
function typeOfCode(code: string): number | null {
  if (code === SELECT_ALL_CODE) return null;
  if (!/^\d{1,2}$/.test(code)) throw fieldError('code', '应为“all”或单位类型');
  return Number(code);
}

/** Types with people, in code order, plus the types the caller asked for by name even when empty. */
function typeNodes(counts: { type: number | null; n: number }[], f: TypeFilter, fields: { userType?: number }): SelectTreeNode[] {
  const byType = new Map<number, number>();
  for (const c of counts) if (c.type !== null) byType.set(c.type, c.n);
  for (const t of f.collectiveTypes ?? []) if (!byType.has(t)) byType.set(t, 0);
  const total = counts.reduce((s, c) => s + c.n, 0);
  const nodes = [...byType.entries()]
    .sort(([a], [b]) => a - b)
    .map(([t, n]) => treeNode(String(t), typeLabel(t), n, { ...fields, collectiveType: t, groupFieldName: 'collectiveType' }));
  return [allNode(total, fields), ...nodes];
}

const collectiveOnly = and(eq(user.userType, UserType.collective), isNull(user.deletedAt), eq(user.enabled, true));

export async function collectiveTree(db: Queryable, f: TypeFilter, baseExcluded: readonly number[] = []): Promise<SelectTreeNode[]> {
  const counts = await db
    .select({ type: user.collectiveType, n: sql<number>`count(*)::int` })
    .from(user)
    .where(and(collectiveOnly, typeCondition(user.collectiveType, f, baseExcluded)))
    .groupBy(user.collectiveType);
  const excluded = [...baseExcluded, ...(f.excludeCollectiveTypes ?? [])];
  const asked = f.collectiveTypes?.filter((t) => !excluded.includes(t));
  return typeNodes(counts, { collectiveTypes: asked }, { userType: UserType.collective });
}

export async function collectivePeople(
  db: Queryable,
  viewer: Viewer,
  q: TypeFilter & { code: string; keyword?: string },
  baseExcluded: readonly number[] = [],
): Promise<SelectPerson[]> {
  const type = typeOfCode(q.code);
  const kw = q.keyword ? likePattern(q.keyword) : null;
  const rows = await db
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
        typeCondition(user.collectiveType, q, baseExcluded),
        type === null ? undefined : eq(user.collectiveType, type),
        kw ? or(ilike(user.username, kw), ilike(org.name, kw)) : undefined,
      ),
    )
    .orderBy(asc(user.collectiveType), asc(org.sort), asc(user.sort), asc(user.id));
  return rows.map((r) => ({
    userId: r.id,
    userType: UserType.collective,
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
    internalOrganization: null,
    collectiveType: r.collectiveType,
    unitId: r.unitId,
    unitName: r.unitName,
  }));
}

const liveUnit = and(eq(org.kind, 'unit'), isNull(org.deletedAt), eq(org.enabled, true));

/** Handling units by type (承办单位 7, 承办系统 8 by default): the unit picker's left tree. */
export async function unitTypeTree(db: Queryable, types: readonly number[] = HANDLING_COLLECTIVE_TYPES): Promise<SelectTreeNode[]> {
  const counts = await db
    .select({ type: org.collectiveType, n: sql<number>`count(*)::int` })
    .from(org)
    .where(and(liveUnit, inArray(org.collectiveType, [...types])))
    .groupBy(org.collectiveType);
  return typeNodes(counts, { collectiveTypes: [...types] }, {});
}

/** The units themselves (an assignment names units, not accounts), with their parent system. */
export async function unitList(db: Queryable, q: { types: number[]; keyword?: string }): Promise<SelectUnit[]> {
  const parent = alias(org, 'parent_org');
  const kw = q.keyword ? likePattern(q.keyword) : null;
  const where: SQL | undefined = and(
    liveUnit,
    inArray(org.collectiveType, q.types),
    kw ? or(ilike(org.name, kw), ilike(org.easyName, kw)) : undefined,
  );
  const rows = await db
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
  return rows.map((r) => ({ ...r, collectiveType: r.collectiveType ?? 0 }));
}
