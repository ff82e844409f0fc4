import { PlusOutlined } from '@ant-design/icons';
import { type MenuAdminNode, SystemPerm } from '@cppcc/contracts';
import type { TableColumnsType } from 'antd';
import { Button, Card, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { Authority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { TableEmpty } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { RowActions } from '@/components/RowActions';
import { systemApi, systemKeys, useMenuTree, useSystemMutation } from '../api';
import { MenuFormModal, type MenuFormModalProps, menuTypeLabel } from '../components/MenuFormModal';
import { pruneEmptyChildren } from '../tree';

const typeColor: Record<MenuAdminNode['menuType'], string> = { directory: 'purple', menu: 'blue', button: 'default' };

export default function MenuPage() {
  const { data, isFetching } = useMenuTree();
  const [editing, setEditing] = useState<MenuFormModalProps['state']>(null);
  const lists = [systemKeys.menus];
  const add = useSystemMutation(systemApi.menuAdd, lists);
  const update = useSystemMutation(systemApi.menuUpdate, lists);
  const remove = useSystemMutation(systemApi.menuDelete, lists);

  const columns: TableColumnsType<MenuAdminNode> = [
    { title: '菜单名称', dataIndex: 'name', key: 'name', width: 260 },
    {
      title: '类型',
      dataIndex: 'menuType',
      key: 'menuType',
      width: 80,
      render: (v: MenuAdminNode['menuType']) => <Tag color={typeColor[v]}>{menuTypeLabel[v]}</Tag>,
    },
    { title: '路由地址', dataIndex: 'url', key: 'url', render: (v: string | null) => <Ellipsis text={v} /> },
    { title: '权限标识', dataIndex: 'permission', key: 'permission', render: (v: string | null) => <Ellipsis text={v} /> },
    { title: '排序', dataIndex: 'sort', key: 'sort', width: 70, align: 'right' },
    {
      title: '显示',
      dataIndex: 'visible',
      key: 'visible',
      width: 80,
      render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? '显示' : '隐藏'}</Tag>,
    },
    {
      title: '来源',
      dataIndex: 'key',
      key: 'source',
      width: 90,
      render: (v: string | null) =>
        v ? (
          <Tooltip title={`模块声明：${v}`}>
            <Tag>内置</Tag>
          </Tooltip>
        ) : (
          <Tag color="cyan">自定义</Tag>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 200,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'child',
              perm: SystemPerm.menuAdd,
              visible: r.menuType !== 'button',
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ parentId: r.id })}>
                  新增下级
                </Button>
              ),
            },
            {
              key: 'edit',
              perm: SystemPerm.menuEdit,
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ menu: r })}>
                  编辑
                </Button>
              ),
            },
            // menus declared by a module manifest come back at start: they cannot be deleted
            {
              key: 'delete',
              perm: SystemPerm.menuDelete,
              visible: !r.key,
              node: <ConfirmDelete onConfirm={() => remove.mutateAsync(r.id)} />,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <Space style={{ marginBottom: 12 }}>
        <Authority perm={SystemPerm.menuAdd}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: null })}>
            新增
          </Button>
        </Authority>
      </Space>
      <Table<MenuAdminNode>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={pruneEmptyChildren(data ?? [])}
        loading={isFetching}
        pagination={false}
        locale={{ emptyText: <TableEmpty /> }}
        scroll={{ x: 1100 }}
      />
      <MenuFormModal
        state={editing}
        onClose={() => setEditing(null)}
        onSubmit={(v) => (editing?.menu ? update.mutateAsync({ ...v, id: editing.menu.id }) : add.mutateAsync(v))}
      />
    </Card>
  );
}
