import { PlusOutlined } from '@ant-design/icons';
import type { CodeAddBody, CodeItem, CodePageQuery, PageResult } from '@cppcc/contracts';
import type { QueryKey } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { App, Button, Card, Form, Input, InputNumber, Select, Switch, Tag } from 'antd';
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

export interface CodeListPageProps {
  /** 下载类型, 新闻栏目 */
  label: string;
  /** server prefix of the admin family: '/news/column', '/office/download/type' */
  prefix: string;
  queryKey: QueryKey;
  /** other caches to refresh after a change (the options other pages read) */
  alsoInvalidate?: QueryKey[];
  perms: { list: string; add: string; edit: string; remove: string };
}

type Filters = Pick<CodePageQuery, 'keyword' | 'enabled'>;

/** A coded list page (download types, news columns): list, add, edit, enable, delete. */
export function CodeListPage({ label, prefix, queryKey, alsoInvalidate = [], perms }: CodeListPageProps) {
  const { message } = App.useApp();
  const can = useAuthority();
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<{ item?: CodeItem } | null>(null);
  const keys = [queryKey, ...alsoInvalidate];
  const add = useRefMutation((b: CodeAddBody) => api.post<{ id: string }>(`${prefix}/add`, b), keys);
  const update = useRefMutation((b: CodeAddBody & { id: string }) => api.post(`${prefix}/update`, b), keys);
  const remove = useRefMutation((ids: string[]) => api.post(`${prefix}/delete`, { ids }, quiet), keys);
  const enable = useRefMutation((b: { id: string; enabled: boolean }) => api.post(`${prefix}/enable`, b), keys);

  const columns: TableColumnsType<CodeItem> = [
    { title: '编码', dataIndex: 'code', key: 'code', width: 120, sorter: true },
    { title: '名称', dataIndex: 'name', key: 'name', sorter: true, render: (v: string) => <Ellipsis text={v} maxWidth={280} /> },
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
      width: 130,
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
        placeholder="编码 / 名称"
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
      <DataTable<CodeItem, Filters>
        queryKey={queryKey}
        fetch={(q) => api.post<PageResult<CodeItem>>(`${prefix}/page`, q)}
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
      <FormModal<CodeAddBody>
        open={!!editing}
        title={item ? `编辑${label}` : `新增${label}`}
        initialValues={item ? { ...item } : { sort: 0, enabled: true }}
        onClose={() => setEditing(null)}
        onSubmit={(v) => (item ? update.mutateAsync({ ...v, id: item.id }) : add.mutateAsync(v))}
      >
        <FormItem
          label="编码"
          name="code"
          required
          rules={[{ pattern: /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/, message: '编码只能包含字母、数字、_ 和 -' }]}
        >
          <Input maxLength={32} placeholder="请输入编码" />
        </FormItem>
        <FormItem label="名称" name="name" required rules={[{ max: 50, message: '名称不能超过50个字' }]}>
          <Input maxLength={50} placeholder={`请输入${label}名称`} />
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
    </Card>
  );
}
