import { PlusOutlined } from '@ant-design/icons';
import { collectiveTypeLabel, OrgKind, type OrgNode, type OrgTreeQuery, orgKindLabel, SystemPerm } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Button, Card, Form, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Authority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { TableEmpty } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { systemApi, systemKeys, useSystemMutation } from '../api';
import { OrgFormModal, type OrgFormModalProps } from '../components/OrgFormModal';
import { pruneEmptyChildren } from '../tree';

export default function OrgPage() {
  const [filters, setFilters] = useState<OrgTreeQuery>({});
  const [editing, setEditing] = useState<OrgFormModalProps['state']>(null);
  const { data, isFetching } = useQuery({ queryKey: [...systemKeys.orgs, 'tree', filters], queryFn: () => systemApi.orgTree(filters) });
  const lists = [systemKeys.orgs, systemKeys.users];
  const add = useSystemMutation(systemApi.orgAdd, lists);
  const update = useSystemMutation(systemApi.orgUpdate, lists);
  const remove = useSystemMutation(systemApi.orgDelete, lists);

  const columns: TableColumnsType<OrgNode> = [
    { title: '机构名称', dataIndex: 'name', key: 'name', render: (v: string) => <Ellipsis text={v} maxWidth={320} /> },
    { title: '简称', dataIndex: 'easyName', key: 'easyName', width: 140, render: (v: string | null) => <Ellipsis text={v} /> },
    {
      title: '机构类别',
      dataIndex: 'kind',
      key: 'kind',
      width: 110,
      render: (v: OrgNode['kind']) => <Tag color={v === OrgKind.unit ? 'blue' : 'geekblue'}>{orgKindLabel[v]}</Tag>,
    },
    {
      title: '集体用户类型',
      dataIndex: 'collectiveType',
      key: 'collectiveType',
      width: 140,
      render: (v: number | null) => (v ? (collectiveTypeLabel[v] ?? v) : '--'),
    },
    { title: '电话', dataIndex: 'phone', key: 'phone', width: 140, render: (v: string | null) => v || '--' },
    { title: '用户数', dataIndex: 'userCount', key: 'userCount', width: 80, align: 'right' },
    { title: '排序', dataIndex: 'sort', key: 'sort', width: 70, align: 'right' },
    {
      title: '状态',
      dataIndex: 'enabled',
      key: 'enabled',
      width: 80,
      render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? '启用' : '停用'}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 220,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'child',
              perm: SystemPerm.orgAdd,
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ parentId: r.id })}>
                  新增下级
                </Button>
              ),
            },
            {
              key: 'edit',
              perm: SystemPerm.orgEdit,
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ org: r })}>
                  编辑
                </Button>
              ),
            },
            { key: 'delete', perm: SystemPerm.orgDelete, node: <ConfirmDelete onConfirm={() => remove.mutateAsync(r.id)} /> },
          ]}
        />
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="机构名称"
        onSearch={(v) => setFilters({ keyword: v.keyword, kind: v.kind as OrgTreeQuery['kind'] })}
        filters={
          <Form.Item name="kind">
            <Select
              allowClear
              placeholder="机构类别"
              aria-label="机构类别"
              style={{ width: 120 }}
              options={Object.entries(orgKindLabel).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
        }
      />
      <Space style={{ marginBottom: 12 }}>
        <Authority perm={SystemPerm.orgAdd}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: null })}>
            新增
          </Button>
        </Authority>
      </Space>
      <Table<OrgNode>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={pruneEmptyChildren(data ?? [])}
        loading={isFetching}
        pagination={false}
        locale={{ emptyText: <TableEmpty loading={isFetching} /> }}
        expandable={{ defaultExpandAllRows: true }}
        key={data ? 'loaded' : 'loading'}
      />
      <OrgFormModal
        state={editing}
        onClose={() => setEditing(null)}
        onSubmit={(v) => (editing?.org ? update.mutateAsync({ ...v, id: editing.org.id }) : add.mutateAsync(v))}
      />
    </Card>
  );
}
