import { ResultCode } from '@cppcc/contracts';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type Actor, actorOf } from '../../platform/audit/audit';
import { principalOf } from '../../platform/auth/plugin';
import type { Principal } from '../../platform/auth/principal';
import { AppError } from '../../platform/errors';

/** Who calls a service: the signed-in principal (for rules and data scope) and the audit actor. */
export interface Caller {
  principal: Principal;
  actor: Actor;
}

export function callerOf(req: FastifyRequest): Caller {
  return { principal: principalOf(req), actor: actorOf(req) };
}

/** A 400 naming the field, worded like the schema failures of platform/http/error-handler.ts. */
export function fieldError(field: string, detail: string): AppError {
  return new AppError(ResultCode.badRequest, 400, `请求体字段 ${field} 不正确：${detail}`);
}

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

/** `%keyword%` for ILIKE with the wildcard characters of the keyword itself escaped. */
export const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const offsetOf = (q: { pageNum: number; pageSize: number }): number => (q.pageNum - 1) * q.pageSize;

/** ORDER BY from the client's sort key, restricted to a whitelist (the key never reaches SQL as text). */
export function orderOf(
  sortable: Record<string, AnyColumn>,
  sort: string | undefined,
  ascending: boolean | undefined,
  fallback: SQL[],
): SQL[] {
  const column = sort ? sortable[sort] : undefined;
  if (!column) return fallback;
  return [ascending ? asc(column) : desc(column), ...fallback];
}

/** Builds parent/children trees from flat rows; orphans (parent deleted or filtered out) become roots. */
export function buildTree<T, N extends { id: string; parentId: string | null; sort: number; children: N[] }>(
  rows: T[],
  toNode: (row: T) => N,
): N[] {
  const nodes = new Map(rows.map((r) => toNode(r)).map((n) => [n.id, n]));
  const roots: N[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  const sortAll = (list: N[]) => {
    list.sort((a, b) => a.sort - b.sort);
    for (const n of list) sortAll(n.children);
  };
  sortAll(roots);
  return roots;
}

/** Ids of a node and everything below it in a parent-pointer table. */
export function descendantsOf(rows: { id: string; parentId: string | null }[], rootIds: string[]): Set<string> {
  const ids = new Set(rootIds);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (r.parentId && ids.has(r.parentId) && !ids.has(r.id)) {
        ids.add(r.id);
        grew = true;
      }
    }
  }
  return ids;
}
