import {
  collectiveTypeLabel,
  HANDLING_COLLECTIVE_TYPES,
  SELECT_ALL_CODE,
  type SelectPerson,
  type SelectTreeNode,
  type SelectUnit,
  UserType,
} from '@cppcc/contracts';
import type { Queryable } from '../../platform/db/client';
import { fieldError } from '../../platform/errors';
import { type CollectiveTypeRange, collectiveAccounts, collectiveCountsByType, liveUnits, unitCountsByType } from '../system';
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

function typeRange(f: TypeFilter, baseExcluded: readonly number[]): CollectiveTypeRange {
  return { include: f.collectiveTypes, exclude: [...baseExcluded, ...(f.excludeCollectiveTypes ?? [])] };
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

export async function collectiveTree(db: Queryable, f: TypeFilter, baseExcluded: readonly number[] = []): Promise<SelectTreeNode[]> {
  const counts = await collectiveCountsByType(db, typeRange(f, baseExcluded));
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
  const rows = await collectiveAccounts(db, { ...typeRange(q, baseExcluded), type, keyword: q.keyword });
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

/** Handling units by type (承办单位 7, 承办系统 8 by default): the unit picker's left tree. */
export async function unitTypeTree(db: Queryable, types: readonly number[] = HANDLING_COLLECTIVE_TYPES): Promise<SelectTreeNode[]> {
  const counts = await unitCountsByType(db, types);
  return typeNodes(counts, { collectiveTypes: [...types] }, {});
}

/** The units themselves (an assignment names units, not accounts), with their parent system. */
export async function unitList(db: Queryable, q: { types: number[]; keyword?: string }): Promise<SelectUnit[]> {
  const rows = await liveUnits(db, q);
  return rows.map((r) => ({ ...r, collectiveType: r.collectiveType ?? 0 }));
}
