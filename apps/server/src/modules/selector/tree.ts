import { SELECT_ALL_CODE, SELECT_ALL_NAME, type SelectTreeNode } from '@cppcc/contracts';

type NodeFields = Partial<Omit<SelectTreeNode, 'code' | 'name' | 'userCount' | 'children'>>;

export function treeNode(code: string, name: string, userCount: number, fields: NodeFields = {}, children: SelectTreeNode[] = []) {
  return {
    code,
    name,
    userCount,
    noquery: fields.noquery ?? false,
    groupFieldName: fields.groupFieldName ?? null,
    userType: fields.userType ?? null,
    collectiveType: fields.collectiveType ?? null,
    unitId: fields.unitId ?? null,
    children,
  } satisfies SelectTreeNode;
}

export const allNode = (userCount: number, fields: NodeFields = {}) => treeNode(SELECT_ALL_CODE, SELECT_ALL_NAME, userCount, fields);

export interface Parented {
  id: string;
  parentId: string | null;
}

/**
 * Nested nodes from flat rows (kept in the rows' order); a node counts its own
 * people and everyone below it, since picking a parent means its whole branch.
 */
export function nestedNodes<R extends Parented>(
  rows: R[],
  ownCount: (row: R) => number,
  toNode: (row: R, total: number, children: SelectTreeNode[]) => SelectTreeNode,
): SelectTreeNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const kids = new Map<string | null, R[]>();
  for (const r of rows) {
    const parent = r.parentId && ids.has(r.parentId) ? r.parentId : null;
    kids.set(parent, [...(kids.get(parent) ?? []), r]);
  }
  const build = (parent: string | null, seen: Set<string>): SelectTreeNode[] =>
    (kids.get(parent) ?? [])
      .filter((r) => !seen.has(r.id))
      .map((r) => {
        const children = build(r.id, new Set([...seen, r.id]));
        const total = ownCount(r) + children.reduce((s, c) => s + c.userCount, 0);
        return toNode(r, total, children);
      });
  return build(null, new Set());
}

/** The row and everything under it (cycles in bad data stop the walk). */
export function branchIds(rows: Parented[], rootId: string): string[] {
  const out = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (r.parentId && out.has(r.parentId) && !out.has(r.id)) {
        out.add(r.id);
        grew = true;
      }
    }
  }
  return [...out];
}
