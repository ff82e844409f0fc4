import { TREE_TYPE_MAX_LEVEL, type TreeTypeAddBody, type TreeTypeNode } from '@cppcc/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { TreeSelect, type TreeSelectProps } from 'antd';
import type { ReactElement } from 'react';
import { type CrudConfig, CrudPage, type CrudSource, remarkField, sortField, switchField, textField, useCrudRows } from '@/components/crud';

export interface TreeTypeApi {
  tree: (name?: string) => Promise<TreeTypeNode[]>;
  add: (body: TreeTypeAddBody) => Promise<unknown>;
  update: (body: TreeTypeAddBody & { id: string }) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  enable: (id: string, enabled: boolean) => Promise<unknown>;
}

export interface TreeTypePageProps {
  /** what one node is called: 提案类别, 信息类别 */
  label: string;
  queryKey: QueryKey;
  /** other caches to refresh after a change (the pickers' options) */
  alsoInvalidate?: QueryKey[];
  perms: { add: string; edit: string; remove: string };
  api: TreeTypeApi;
  /**
   * The 上级 chooser, when the kind has a shared category picker (it gets the edited node's id to
   * leave out its branch); by default a tree of this page's own list.
   */
  parentSelect?: (excludeId: string | undefined) => ReactElement;
}

type Filters = { name?: string };
type TreeSource = Extract<CrudSource<TreeTypeNode, Filters>, { kind: 'tree' }>;

/** Parent choices: the tree without the edited node's own branch, and without nodes already at the deepest level. */
interface ParentOption {
  value: string;
  title: string;
  children: ParentOption[];
}
function parentOptions(nodes: TreeTypeNode[], excludeId?: string): ParentOption[] {
  return nodes
    .filter((n) => n.id !== excludeId && n.level < TREE_TYPE_MAX_LEVEL)
    .map((n) => ({ value: n.id, title: n.name, children: parentOptions(n.children ?? [], excludeId) }));
}

/** The default 上级 chooser: the whole tree of the page (the page's unfiltered rows, loaded while the dialog is open). */
function OwnParentSelect(props: TreeSelectProps & { queryKey: QueryKey; source: TreeSource; excludeId?: string; open: boolean }) {
  const { queryKey, source, excludeId, open, ...control } = props;
  const all = useCrudRows(queryKey, source, {}, open);
  return (
    <TreeSelect
      {...control}
      allowClear
      treeDefaultExpandAll
      placeholder="不选则为顶级"
      listHeight={400}
      treeData={parentOptions(all.data ?? [], excludeId)}
    />
  );
}

/** A category tree admin page (spec 000 §7 reference data): tree table, search, add child, edit, enable, delete. */
export function treeTypeConfig({ label, queryKey, alsoInvalidate, perms, api, parentSelect }: TreeTypePageProps) {
  const source: TreeSource = { kind: 'tree', fetch: (f) => api.tree(f.name), expandAll: true };
  const config: CrudConfig<TreeTypeNode, Filters, TreeTypeAddBody> = {
    label,
    queryKey,
    alsoInvalidate,
    source,
    perms,
    api: {
      add: (v) => api.add({ ...v, parentId: v.parentId ?? null }),
      update: (v) => api.update({ ...v, parentId: v.parentId ?? null }),
      remove: ([id]) => api.remove(id),
    },
    search: { placeholder: `${label}名称`, keyword: 'name' },
    columns: [
      { key: 'name', title: `${label}名称`, kind: 'name' },
      { key: 'level', title: '层级', kind: 'tag', width: 80, render: (r) => `${r.level}级` },
      { key: 'sort', title: '排序', kind: 'sort' },
      {
        key: 'enabled',
        title: '状态',
        kind: 'status',
        status: { perm: perms.edit, toggle: (r, on) => api.enable(r.id, on), label: (r) => `${r.name}启用状态` },
      },
      { key: 'remark', title: '备注', kind: 'text' },
    ],
    actions: ['addChild', 'edit', 'delete'],
    childAllowed: (r) => r.level < TREE_TYPE_MAX_LEVEL,
    deleteTitle: (r) => (r.children?.length ? `「${r.name}」下还有下级${label}，需先删除下级${label}` : undefined),
    form: {
      fields: [
        {
          name: 'parentId',
          label: `上级${label}`,
          choice: true,
          input: ({ item, open }) =>
            parentSelect ? (
              parentSelect(item?.id)
            ) : (
              <OwnParentSelect queryKey={queryKey} source={source} excludeId={item?.id} open={open} />
            ),
        },
        textField('name', `${label}名称`, 50, { required: true, placeholder: `请输入${label}名称` }),
        sortField(),
        switchField(),
        remarkField({ rows: 3, showCount: true, placeholder: '请输入备注' }),
      ],
      defaults: (parentId) => ({ parentId: parentId ?? undefined, sort: 0, enabled: true }),
      toForm: (n) => ({ parentId: n.parentId ?? undefined, name: n.name, sort: n.sort, enabled: n.enabled, remark: n.remark }),
    },
  };
  return config;
}

export function TreeTypePage(props: TreeTypePageProps) {
  return <CrudPage config={treeTypeConfig(props)} />;
}
