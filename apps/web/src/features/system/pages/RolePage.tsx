import { PlusOutlined } from '@ant-design/icons';
import { adminKindLabel, type DataScopeValue, dataScopeLabel, type RoleItem, type RolePageQuery, SystemPerm } from '@cppcc/contracts';
import type { TableColumnsType } from 'antd';
import { Button, Card, Form, Select, Tag } from 'antd';
import { useState } from 'react';
import { Authority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { systemApi, systemKeys, useSystemMutation } from '../api';
import { RoleFormModal, type RoleFormModalProps } from '../components/RoleFormModal';
import { RoleGrantModal } from '../components/RoleGrantModal';

type RoleFilters = Pick<RolePageQuery, 'keyword' | 'enabled'>;

export default function RolePage() {
  const [filters, setFilters] = useState<RoleFilters>({});
  const [editing, setEditing] = useState<RoleFormModalProps['state']>(null);
  const [granting, setGranting] = useState<RoleItem | null>(null);
  const lists = [systemKeys.roles, systemKeys.roleOptions];
  const add = useSystemMutation(systemApi.roleAdd, lists);
  const update = useSystemMutation(systemApi.roleUpdate, lists);
  const remove = useSystemMutation(systemApi.roleDelete, lists);
  const grant = useSystemMutation(systemApi.roleGrant, lists);

  const columns: TableColumnsType<RoleItem> = [
    { title: '角色名称', dataIndex: 'name', key: 'name', sorter: true, width: 180, render: (v: string) => <Ellipsis text={v} /> },
    { title: '角色编码', dataIndex: 'code', key: 'code', sorter: true, width: 170 },
    {
      title: '管理员类型',
      dataIndex: 'adminKind',
      key: 'adminKind',
      width: 120,
      render: (v: RoleItem['adminKind']) => (v ? <Tag color="orange">{adminKindLabel[v]}</Tag> : '--'),
    },
    {
      title: '数据范围',
      dataIndex: 'dataScope',
      key: 'dataScope',
      width: 150,
      render: (v: number) => dataScopeLabel[v as DataScopeValue] ?? v,
    },
    { title: '用户数', dataIndex: 'userCount', key: 'userCount', width: 80, align: 'right' },
    {
      title: '状态',
      dataIndex: 'enabled',
      key: 'enabled',
      width: 80,
      render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? '启用' : '停用'}</Tag>,
    },
    { title: '备注', dataIndex: 'remark', key: 'remark', render: (v: string | null) => <Ellipsis text={v} /> },
    { title: '创建时间', dataIndex: 'createdAt', key: 'createdAt', sorter: true, width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              perm: SystemPerm.roleEdit,
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ role: r })}>
                  编辑
                </Button>
              ),
            },
            {
              key: 'grant',
              perm: SystemPerm.roleGrant,
              node: (
                <Button type="link" size="small" onClick={() => setGranting(r)}>
                  授权
                </Button>
              ),
            },
            {
              key: 'delete',
              perm: SystemPerm.roleDelete,
              visible: !r.builtIn,
              node: <ConfirmDelete onConfirm={() => remove.mutateAsync(r.id)} />,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="角色名称 / 编码"
        onSearch={(v) => setFilters({ keyword: v.keyword, enabled: v.enabled as boolean | undefined })}
        filters={
          <Form.Item name="enabled">
            <Select
              allowClear
              placeholder="状态"
              aria-label="状态"
              style={{ width: 100 }}
              options={[
                { value: true, label: '启用' },
                { value: false, label: '停用' },
              ]}
            />
          </Form.Item>
        }
      />
      <DataTable<RoleItem, RoleFilters>
        queryKey={systemKeys.roles}
        fetch={systemApi.rolePage}
        filters={filters}
        rowKey="id"
        columns={columns}
        scrollX={1200}
        toolbar={
          <Authority perm={SystemPerm.roleAdd}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增
            </Button>
          </Authority>
        }
      />
      <RoleFormModal
        state={editing}
        onClose={() => setEditing(null)}
        onSubmit={(v) => {
          const role = editing?.role;
          return role
            ? update.mutateAsync({ id: role.id, name: v.name, remark: v.remark, sort: v.sort, enabled: v.enabled })
            : add.mutateAsync(v);
        }}
      />
      <RoleGrantModal role={granting} onClose={() => setGranting(null)} onSubmit={(body) => grant.mutateAsync(body)} />
    </Card>
  );
}
