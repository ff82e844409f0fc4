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
