import { PlusOutlined } from '@ant-design/icons';
import type { KindTypeAddBody, KindTypeAuthBody, KindTypeAuthOptions, KindTypeItem, KindTypePageQuery, PageResult } from '@cppcc/contracts';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Switch, Tag, TreeSelect } from 'antd';
import { useState } from 'react';
import { api } from '@/app/api/client';
import { Authority, useAuthority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { quiet, useRefMutation } from './api';

export interface KindTypePerms {
  list: string;
  add: string;
  edit: string;
  remove: string;
  auth: string;
}

export interface KindTypePageProps {
  /** 活动类型, 会议类型, 学习栏目 */
  label: string;
  /** server prefix: '/meet/type', '/scienceLearning/column' */
  prefix: string;
  queryKey: QueryKey;
  perms: KindTypePerms;
}

type Filters = Pick<KindTypePageQuery, 'keyword' | 'enabled'>;
type OrgOption = KindTypeAuthOptions['orgs'][number];
interface OrgTreeNode {
  value: string;
  title: string;
  children: OrgTreeNode[];
}

function orgTree(orgs: OrgOption[]): OrgTreeNode[] {
  const nodes = new Map(orgs.map((o) => [o.id, { value: o.id, title: o.name, children: [] as OrgTreeNode[] }]));
  const roots: OrgTreeNode[] = [];
  for (const o of orgs) {
    const parent = o.parentId ? nodes.get(o.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(o.id)!);
  }
  return roots;
}

/** Who a type is granted to, in words. */
export function grantText(t: Pick<KindTypeItem, 'grantRoleNames' | 'grantOrgNames'>): string {
  const parts = [...t.grantRoleNames, ...t.grantOrgNames];
  return parts.length ? parts.join('、') : '不限';
}

/** A granted type list page (activity types, meet types, study columns): list, add, edit, enable, grant, delete. */
export function KindTypePage({ label, prefix, queryKey, perms }: KindTypePageProps) {
  const { message } = App.useApp();
  const can = useAuthority();
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<{ item?: KindTypeItem } | null>(null);
  const [granting, setGranting] = useState<KindTypeItem | null>(null);
  const keys = [queryKey];
  const add = useRefMutation((b: KindTypeAddBody) => api.post<{ id: string }>(`${prefix}/add`, b), keys);
  const update = useRefMutation((b: KindTypeAddBody & { id: string }) => api.post(`${prefix}/update`, b), keys);
  const remove = useRefMutation((ids: string[]) => api.post(`${prefix}/delete`, { ids }, quiet), keys);
  const enable = useRefMutation((b: { id: string; enabled: boolean }) => api.post(`${prefix}/enable`, b), keys);
  const grant = useRefMutation((b: KindTypeAuthBody) => api.post(`${prefix}/auth`, b), keys);
  const grantable = useQuery({
    queryKey: [...queryKey, 'authOptions'],
    queryFn: () => api.get<KindTypeAuthOptions>(`${prefix}/auth/options`),
    enabled: !!granting,
    staleTime: 60_000,
  });

  const columns: TableColumnsType<KindTypeItem> = [
    { title: '名称', dataIndex: 'name', key: 'name', sorter: true, render: (v: string) => <Ellipsis text={v} maxWidth={240} /> },
    { title: '类型编码', dataIndex: 'typeCode', key: 'typeCode', width: 120, sorter: true },
    {
      title: '可使用范围',
      key: 'grants',
      render: (_: unknown, r) =>
        r.grantRoleNames.length || r.grantOrgNames.length ? <Ellipsis text={grantText(r)} maxWidth={320} /> : <Tag>不限</Tag>,
    },
    { title: '排序', dataIndex: 'sort', key: 'sort', width: 70, align: 'right', sorter: true },
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
      width: 180,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              perm: perms.edit,
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ item: r })}>
                  编辑
                </Button>
              ),
            },
            {
              key: 'auth',
              perm: perms.auth,
              node: (
                <Button type="link" size="small" onClick={() => setGranting(r)}>
                  授权
                </Button>
              ),
            },
            { key: 'delete', perm: perms.remove, node: <ConfirmDelete onConfirm={() => remove.mutateAsync([r.id])} /> },
          ]}
        />
      ),
    },
  ];

  const item = editing?.item;
  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="名称 / 类型编码"
        onSearch={(v) => setFilters({ keyword: v.keyword, enabled: v.enabled as boolean | undefined })}
        filters={
          <Form.Item name="enabled">
            <Select
              allowClear
              placeholder="状态"
              aria-label="状态"
              style={{ width: 110 }}
              options={[
                { value: true, label: '启用' },
                { value: false, label: '停用' },
              ]}
            />
          </Form.Item>
        }
      />
      <DataTable<KindTypeItem, Filters>
        queryKey={queryKey}
        fetch={(q) => api.post<PageResult<KindTypeItem>>(`${prefix}/page`, q)}
        filters={filters}
        rowKey="id"
        columns={columns}
        selectionPerms={[perms.remove]}
        batchDelete={{ perm: perms.remove, onDelete: (ids) => remove.mutateAsync(ids.map(String)) }}
        toolbar={
          <Authority perm={perms.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增
            </Button>
          </Authority>
        }
      />
      <FormModal<KindTypeAddBody>
        open={!!editing}
        title={item ? `编辑${label}` : `新增${label}`}
        initialValues={item ? { ...item } : { sort: 0, enabled: true }}
        onClose={() => setEditing(null)}
        onSubmit={(v) => (item ? update.mutateAsync({ ...v, id: item.id }) : add.mutateAsync(v))}
      >
        <FormItem label="名称" name="name" required rules={[{ max: 50, message: '名称不能超过50个字' }]}>
          <Input maxLength={50} placeholder={`请输入${label}名称`} />
        </FormItem>
        <FormItem
          label="类型编码"
          name="typeCode"
          required
          tooltip="页面地址中使用的编码，如 qthy"
          rules={[{ pattern: /^[A-Za-z][A-Za-z0-9_-]{0,31}$/, message: '类型编码只能包含字母、数字、_ 和 -，且以字母开头' }]}
        >
          <Input maxLength={32} placeholder="如：qthy" />
        </FormItem>
        <FormItem label="排序" name="sort">
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
        </FormItem>
        <FormItem label="启用" name="enabled" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </FormItem>
        <FormItem label="备注" name="remark" rules={[{ max: 200, message: '备注不能超过200个字' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </FormItem>
      </FormModal>
      <FormModal<{ roleCodes: string[]; orgIds: string[] }>
        open={!!granting}
        title={`${label}授权：${granting?.name ?? ''}`}
        initialValues={{ roleCodes: granting?.grantRoleCodes ?? [], orgIds: granting?.grantOrgIds ?? [] }}
        successText="授权成功"
        onClose={() => setGranting(null)}
        onSubmit={(v) => grant.mutateAsync({ id: granting?.id ?? '', roleCodes: v.roleCodes ?? [], orgIds: v.orgIds ?? [] })}
      >
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="持有所选角色、或属于所选机构（含下级机构）的用户可以使用该类型；都不选则所有用户都可以使用。"
        />
        <FormItem label="授权角色" name="roleCodes" choice>
          <Select
            mode="multiple"
            allowClear
            loading={grantable.isFetching}
            placeholder="请选择角色"
            optionFilterProp="label"
            options={(grantable.data?.roles ?? []).map((r) => ({ value: r.code, label: r.name }))}
          />
        </FormItem>
        <FormItem label="授权机构" name="orgIds" choice>
          <TreeSelect
            multiple
            allowClear
            treeCheckable
            showCheckedStrategy={TreeSelect.SHOW_PARENT}
            treeCheckStrictly={false}
            placeholder="请选择机构"
            listHeight={400}
            treeNodeFilterProp="title"
            treeData={orgTree(grantable.data?.orgs ?? [])}
          />
        </FormItem>
      </FormModal>
    </Card>
  );
}
