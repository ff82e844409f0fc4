import { PlusOutlined } from '@ant-design/icons';
import { TREE_TYPE_MAX_LEVEL, type TreeTypeAddBody, type TreeTypeNode } from '@cppcc/contracts';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { App, Button, Card, Input, InputNumber, Space, Switch, Table, Tag, TreeSelect } from 'antd';
import { type ReactElement, useState } from 'react';
import { Authority, useAuthority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { TableEmpty } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { useRefMutation } from './api';

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

type Row = Omit<TreeTypeNode, 'children'> & { children?: Row[] };
const prune = (nodes: TreeTypeNode[]): Row[] =>
  nodes.map(({ children, ...n }) => (children.length ? { ...n, children: prune(children) } : n));

interface Editing {
  node?: TreeTypeNode;
  parentId?: string | null;
}

/** Parent choices: the tree without the edited node's own branch, and without nodes already at the deepest level. */
interface ParentOption {
  value: string;
  title: string;
  children: ParentOption[];
}
function parentOptions(nodes: TreeTypeNode[], excludeId?: string): ParentOption[] {
  return nodes
    .filter((n) => n.id !== excludeId && n.level < TREE_TYPE_MAX_LEVEL)
    .map((n) => ({ value: n.id, title: n.name, children: parentOptions(n.children, excludeId) }));
}

/** A category tree admin page (spec 000 §7 reference data): tree table, search, add child, edit, enable, delete. */
export function TreeTypePage({ label, queryKey, alsoInvalidate = [], perms, api, parentSelect }: TreeTypePageProps) {
  const { message } = App.useApp();
  const can = useAuthority();
  const [name, setName] = useState<string | undefined>();
  const [editing, setEditing] = useState<Editing | null>(null);
  const { data, isFetching } = useQuery({ queryKey: [...queryKey, 'tree', name ?? ''], queryFn: () => api.tree(name) });
  const all = useQuery({ queryKey: [...queryKey, 'tree', ''], queryFn: () => api.tree(), enabled: !!editing });
  const keys = [queryKey, ...alsoInvalidate];
  const add = useRefMutation(api.add, keys);
  const update = useRefMutation(api.update, keys);
  const remove = useRefMutation(api.remove, keys);
  const enable = useRefMutation((a: { id: string; enabled: boolean }) => api.enable(a.id, a.enabled), keys);

  const columns: TableColumnsType<Row> = [
    { title: `${label}名称`, dataIndex: 'name', key: 'name', render: (v: string) => <Ellipsis text={v} maxWidth={320} /> },
    { title: '层级', dataIndex: 'level', key: 'level', width: 80, render: (v: number) => `${v}级` },
    { title: '排序', dataIndex: 'sort', key: 'sort', width: 70, align: 'right' },
    {
      title: '状态',
      dataIndex: 'enabled',
      key: 'enabled',
      width: 100,
      render: (v: boolean, r) =>
        can(perms.edit) ? (
          <Switch
            checked={v}
            checkedChildren="启用"
            unCheckedChildren="停用"
            aria-label={`${r.name}启用状态`}
            onChange={(enabled) =>
              enable.mutateAsync({ id: r.id, enabled }).then(
                () => message.success(enabled ? '启用成功' : '停用成功'),
                () => undefined,
              )
            }
          />
        ) : (
          <Tag color={v ? 'green' : 'default'}>{v ? '启用' : '停用'}</Tag>
        ),
    },
    { title: '备注', dataIndex: 'remark', key: 'remark', render: (v: string | null) => <Ellipsis text={v} /> },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'child',
              perm: perms.add,
              visible: r.level < TREE_TYPE_MAX_LEVEL,
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ parentId: r.id })}>
                  新增下级
                </Button>
              ),
            },
            {
              key: 'edit',
              perm: perms.edit,
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ node: { ...r, children: [] } })}>
                  编辑
                </Button>
              ),
            },
            {
              key: 'delete',
              perm: perms.remove,
              node: (
                <ConfirmDelete
                  title={r.children?.length ? `「${r.name}」下还有下级${label}，需先删除下级${label}` : undefined}
                  onConfirm={() => remove.mutateAsync(r.id)}
                />
              ),
            },
          ]}
        />
      ),
    },
  ];

  const node = editing?.node;
  return (
    <Card variant="borderless">
      <SearchBar placeholder={`${label}名称`} onSearch={(v) => setName(v.keyword || undefined)} />
      <Space style={{ marginBottom: 12 }}>
        <Authority perm={perms.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: null })}>
            新增
          </Button>
        </Authority>
      </Space>
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={prune(data ?? [])}
        loading={isFetching}
        pagination={false}
        locale={{ emptyText: <TableEmpty /> }}
        expandable={{ defaultExpandAllRows: true }}
        key={data ? `loaded-${name ?? ''}` : 'loading'}
      />
      <FormModal<TreeTypeAddBody>
        open={!!editing}
        title={node ? `编辑${label}` : `新增${label}`}
        initialValues={
          node
            ? { parentId: node.parentId ?? undefined, name: node.name, sort: node.sort, enabled: node.enabled, remark: node.remark }
            : { parentId: editing?.parentId ?? undefined, sort: 0, enabled: true }
        }
        onClose={() => setEditing(null)}
        onSubmit={(v) => {
          const body = { ...v, parentId: v.parentId ?? null };
          return node ? update.mutateAsync({ ...body, id: node.id }) : add.mutateAsync(body);
        }}
      >
        <FormItem label={`上级${label}`} name="parentId" choice>
          {parentSelect ? (
            parentSelect(node?.id)
          ) : (
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              placeholder="不选则为顶级"
              listHeight={400}
              treeData={parentOptions(all.data ?? [], node?.id)}
            />
          )}
        </FormItem>
        <FormItem label={`${label}名称`} name="name" required rules={[{ max: 50, message: `${label}名称不能超过50个字` }]}>
          <Input maxLength={50} placeholder={`请输入${label}名称`} />
        </FormItem>
        <FormItem label="排序" name="sort">
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
        </FormItem>
        <FormItem label="启用" name="enabled" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </FormItem>
        <FormItem label="备注" name="remark" rules={[{ max: 200, message: '备注不能超过200个字' }]}>
          <Input.TextArea maxLength={200} rows={3} showCount placeholder="请输入备注" />
        </FormItem>
      </FormModal>
    </Card>
  );
}
