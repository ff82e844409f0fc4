import { CollectiveType } from '@cppcc/contracts';
import { and, asc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { likePattern } from '../../platform/http/paging';
import { govUnits, handlingSystems, otherUnits } from './seed-data';
import { org, role } from './tables';

/**
 * What other modules read of organisations and roles (docs/modules.md, the fences): the
 * system module keeps its tables to itself; each reader is one query.
 */

const live = isNull(org.deletedAt);
const handling = inArray(org.collectiveType, [CollectiveType.handlingUnit, CollectiveType.handlingSystem]);

/** Organisation names by id (deleted ones too: a record may still name one). */
export async function orgNames(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await q.select({ id: org.id, name: org.name }).from(org).where(inArray(org.id, unique));
  return new Map(rows.map((o) => [o.id, o.name]));
}

/** Live organisations by id (missing and deleted ones are absent). */
export async function liveOrgsByIds(q: Queryable, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  return q
    .select({ id: org.id, name: org.name, kind: org.kind, collectiveType: org.collectiveType, enabled: org.enabled })
    .from(org)
    .where(and(inArray(org.id, unique), live));
}

/** Live organisations in display order, enabled ones only when asked: id, parent, name and kind (trees and pickers). */
export async function liveOrgTree(q: Queryable, opts: { enabledOnly?: boolean } = {}) {
  return q
    .select({ id: org.id, parentId: org.parentId, name: org.name, kind: org.kind })
    .from(org)
    .where(and(live, opts.enabledOnly ? eq(org.enabled, true) : undefined))
    .orderBy(asc(org.sort), asc(org.name));
}

/** Live organisations' names and short names, every kind (the proofreading check's own terms). */
export async function liveOrgNames(q: Queryable): Promise<{ name: string; easyName: string | null }[]> {
  return q.select({ name: org.name, easyName: org.easyName }).from(org).where(live);
}

/**
 * A scalar SQL expression that changes whenever a live organisation is added, removed or renamed:
 * the table has no change time, so the names are hashed (hundreds of rows, well under a millisecond).
 */
export const orgNamesMark = (): SQL<string> =>
  sql<string>`(select count(*)::text || ':' || coalesce(sum(hashtext(${org.name} || '|' || coalesce(${org.easyName}, ''))), 0)::text from ${org} where ${org.deletedAt} is null)`;

/** Live handling units and systems (承办单位 7, 承办系统 8) whose name contains the keyword, in display order. */
export async function handlingUnitOptions(q: Queryable, opts: { keyword?: string; ids?: readonly string[]; limit?: number } = {}) {
  const query = q
    .select({ id: org.id, name: org.name })
    .from(org)
    .where(
      and(
        live,
        eq(org.kind, 'unit'),
        handling,
        opts.ids ? inArray(org.id, [...opts.ids]) : undefined,
        opts.keyword ? ilike(org.name, likePattern(opts.keyword)) : undefined,
      ),
    )
    .orderBy(asc(org.sort), asc(org.name))
    .$dynamic();
  return opts.limit ? query.limit(opts.limit) : query;
}

/** Organisation ids by name (the demo seeds name the units the system seed created). */
export async function orgIdsByNames(q: Queryable, names: readonly string[]): Promise<Map<string, string>> {
  if (!names.length) return new Map();
  const rows = await q
    .select({ id: org.id, name: org.name })
    .from(org)
    .where(inArray(org.name, [...new Set(names)]));
  return new Map(rows.map((o) => [o.name, o.id]));
}

/** The demo units the system seed creates, by the short code other seeds refer to them with. */
export const demoUnitNames = (): Map<string, string> =>
  new Map([...govUnits, ...otherUnits, ...handlingSystems].map(([name, code]) => [code, name]));

/** Enabled roles that are not administrator roles (三员), in display order: what a business step may be given to. */
export async function businessRoles(q: Queryable): Promise<{ code: string; name: string }[]> {
  return q
    .select({ code: role.code, name: role.name })
    .from(role)
    .where(and(eq(role.enabled, true), isNull(role.adminKind)))
    .orderBy(asc(role.sort), asc(role.name));
}

/** Which of the codes name roles that are not administrator roles, enabled or not. */
export async function nonAdminRoleCodes(q: Queryable, codes: readonly string[]): Promise<Set<string>> {
  if (!codes.length) return new Set();
  const rows = await q
    .select({ code: role.code })
    .from(role)
    .where(and(inArray(role.code, [...codes]), isNull(role.adminKind)));
  return new Set(rows.map((r) => r.code));
}
