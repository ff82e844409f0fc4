import { InfoTypeApi, ProposalSetupApi } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TreeSelectProps } from 'antd';
import { TreeSelect } from 'antd';
import { api } from '@/app/api/client';
import { markChoiceInput } from './FormItem';

/** spec 000 §9: tree dropdown max height 400. */
export const TREE_LIST_HEIGHT = 400;

/** A node of GET /proposalType/options or GET /infoType/options (spec 000 §2). */
export interface CategoryOption {
  id: string | number;
  parentId: string | number | null;
  name: string;
  proposalLevel?: number | null;
  infoLevel?: number | null;
  /** a nested answer is read as well as a flat one */
  children?: CategoryOption[] | null;
}

export type CategoryKind = 'proposal' | 'info';

export const CATEGORY_SOURCES: Record<CategoryKind, { url: string; level: 'proposalLevel' | 'infoLevel'; placeholder: string }> = {
  proposal: { url: ProposalSetupApi.typeOptions, level: 'proposalLevel', placeholder: '请选择提案类别' },
  info: { url: InfoTypeApi.options, level: 'infoLevel', placeholder: '请选择信息类别' },
};

export interface CategoryTreeNode {
  value: string | number;
  title: string;
  level: number | null;
  parentId: string | number | null;
  selectable?: boolean;
  children: CategoryTreeNode[];
}

function flatten(rows: CategoryOption[], parentId: string | number | null = null): CategoryOption[] {
  return rows.flatMap((r) => [{ ...r, parentId: r.parentId ?? parentId, children: null }, ...flatten(r.children ?? [], r.id)]);
}

/**
 * Builds the tree from the parentId links. A node whose parent is not in the list (root markers null, '', '0', 0, or a
 * parent the user may not see) is a root, so no node is ever lost.
 */
export function buildCategoryTree(rows: CategoryOption[], kind: CategoryKind): CategoryTreeNode[] {
  const level = CATEGORY_SOURCES[kind].level;
  const flat = flatten(rows);
  const nodes = new Map<string, CategoryTreeNode>();
  for (const r of flat) {
    nodes.set(String(r.id), { value: r.id, title: r.name, level: r[level] ?? null, parentId: r.parentId, children: [] });
  }
  const roots: CategoryTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(String(node.parentId));
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The tree without one node's branch (a category cannot move under itself) and without nodes at or past `maxLevel`. */
function withoutBranch(
  nodes: CategoryTreeNode[],
  excludeId: string | number | undefined,
  maxLevel: number | undefined,
): CategoryTreeNode[] {
  return nodes
    .filter(
      (n) => (excludeId === undefined || String(n.value) !== String(excludeId)) && (maxLevel === undefined || (n.level ?? 0) < maxLevel),
    )
    .map((n) => ({ ...n, children: withoutBranch(n.children, excludeId, maxLevel) }));
}

function onlyLeaves(nodes: CategoryTreeNode[]): CategoryTreeNode[] {
  return nodes.map((n) => ({ ...n, selectable: n.children.length === 0, children: onlyLeaves(n.children) }));
}

export function useCategoryOptions(kind: CategoryKind) {
  return useQuery({
    queryKey: ['categoryOptions', kind],
    queryFn: () => api.get<CategoryOption[]>(CATEGORY_SOURCES[kind].url, undefined, { detached: true }),
    staleTime: 5 * 60_000,
  });
}

export type CategoryTreeSelectProps = Omit<TreeSelectProps, 'treeData' | 'fieldNames'> & {
  kind: CategoryKind;
  /** only the categories without sub-categories can be chosen */
  leafOnly?: boolean;
  /** leave out this category and its sub-categories (choosing a parent for it) */
  excludeBranch?: string | number;
  /** leave out categories at this level or deeper (a parent must leave room for a child) */
  maxLevel?: number;
};

/** spec 000 §2: the proposal-category and information-category tree selectors. */
export function CategoryTreeSelect({ kind, leafOnly, excludeBranch, maxLevel, ...props }: CategoryTreeSelectProps) {
  const { data, isLoading } = useCategoryOptions(kind);
  const full = buildCategoryTree(data ?? [], kind);
  const tree = excludeBranch === undefined && maxLevel === undefined ? full : withoutBranch(full, excludeBranch, maxLevel);
  return (
    <TreeSelect
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      listHeight={TREE_LIST_HEIGHT}
      placeholder={CATEGORY_SOURCES[kind].placeholder}
      loading={isLoading}
      notFoundContent="暂无数据"
      treeData={(leafOnly ? onlyLeaves(tree) : tree) as unknown as TreeSelectProps['treeData']}
      {...props}
    />
  );
}
markChoiceInput(CategoryTreeSelect);

export function ProposalTypeTreeSelect(props: Omit<CategoryTreeSelectProps, 'kind'>) {
  return <CategoryTreeSelect kind="proposal" {...props} />;
}
markChoiceInput(ProposalTypeTreeSelect);

export function InfoTypeTreeSelect(props: Omit<CategoryTreeSelectProps, 'kind'>) {
  return <CategoryTreeSelect kind="info" {...props} />;
}
markChoiceInput(InfoTypeTreeSelect);
