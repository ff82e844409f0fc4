type Tree<T> = T & { children: Tree<T>[] };

/** antd tables show an expand arrow for any `children` array: leaves must have none. */
export function pruneEmptyChildren<T extends { children: T[] }>(nodes: T[]): T[] {
  return nodes.map((n) => {
    const { children, ...rest } = n;
    return (children.length ? { ...rest, children: pruneEmptyChildren(children) } : rest) as T;
  });
}

export function collectIds<T extends { id: string; children?: T[] }>(nodes: T[], out: string[] = []): string[] {
  for (const n of nodes) {
    out.push(n.id);
    if (n.children?.length) collectIds(n.children, out);
  }
  return out;
}

export type { Tree };
