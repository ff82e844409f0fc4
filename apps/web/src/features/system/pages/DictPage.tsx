import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type DictItem, type DictTypeItem, SystemPerm } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { App, Button, Card, Col, Empty, Input, List, Pagination, Row, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Authority, useAuthority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable, TableEmpty } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { systemApi, systemKeys, useSystemMutation } from '../api';
import { DictItemFormModal, DictTypeFormModal } from '../components/DictFormModals';

const TYPE_PAGE_SIZE = 20;

export default function DictPage() {
  const { message } = App.useApp();
  const can = useAuthority();
  const [typeKeyword, setTypeKeyword] = useState('');
  const [typePage, setTypePage] = useState(1);
  const [current, setCurrent] = useState<DictTypeItem | null>(null);
  const [itemFilters, setItemFilters] = useState<{ keyword?: string }>({});
  const [typeEditing, setTypeEditing] = useState<{ type?: DictTypeItem } | null>(null);
  const [itemEditing, setItemEditing] = useState<{ item?: DictItem } | null>(null);

  const types = useQuery({
    queryKey: [...systemKeys.dictTypes, typeKeyword, typePage],
    queryFn: () => systemApi.dictTypePage({ pageNum: typePage, pageSize: TYPE_PAGE_SIZE, keyword: typeKeyword || undefined }),
  });
  const selected = current ?? types.data?.list[0] ?? null;

  const typeLists = [systemKeys.dictTypes];
  const itemLists = [systemKeys.dictItems, systemKeys.dictTypes];
  const addType = useSystemMutation(systemApi.dictTypeAdd, typeLists);
  const updateType = useSystemMutation(systemApi.dictTypeUpdate, typeLists);
  const removeType = useSystemMutation(systemApi.dictTypeDelete, typeLists);
  const addItem = useSystemMutation(systemApi.dictItemAdd, itemLists);
  const updateItem = useSystemMutation(systemApi.dictItemUpdate, itemLists);
  const removeItem = useSystemMutation(systemApi.dictItemDelete, itemLists);
  const enableItem = useSystemMutation((a: { id: string; enabled: boolean }) => systemApi.dictItemEnable(a.id, a.enabled), itemLists);

  const columns: TableColumnsType<DictItem> = [
    { title: '字典编码', dataIndex: 'paramCode', key: 'paramCode', width: 120 },
    { title: '字典名称', dataIndex: 'paramName', key: 'paramName', render: (v: string) => <Ellipsis text={v} /> },
    { title: '简称', dataIndex: 'easyName', key: 'easyName', width: 120, render: (v: string | null) => <Ellipsis text={v} /> },
    { title: '排序', dataIndex: 'sort', key: 'sort', width: 70, align: 'right', sorter: true },
    {
      title: '状态',
      dataIndex: 'enabled',
      key: 'enabled',
      width: 100,
      render: (v: boolean, r) =>
        can(SystemPerm.dictEdit) ? (
          <Switch
            checked={v}
            checkedChildren="启用"
            unCheckedChildren="停用"
            onChange={(enabled) =>
              enableItem.mutateAsync({ id: r.id, enabled }).then(
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
              perm: SystemPerm.dictEdit,
              node: (
                <Button type="link" size="small" onClick={() => setItemEditing({ item: r })}>
                  编辑
                </Button>
              ),
            },
            { key: 'delete', perm: SystemPerm.dictDelete, node: <ConfirmDelete onConfirm={() => removeItem.mutateAsync([r.id])} /> },
          ]}
        />
      ),
    },
  ];

  return (
    <Row gutter={16} wrap={false}>
      <Col flex="320px">
        <Card
          variant="borderless"
          title="字典类型"
          extra={
            <Authority perm={SystemPerm.dictAdd}>
              <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setTypeEditing({})}>
                新增
              </Button>
            </Authority>
          }
          styles={{ body: { padding: 12 } }}
        >
          <Input.Search
            allowClear
            maxLength={50}
            placeholder="类型 / 名称"
            onSearch={(v) => {
              setTypeKeyword(v.trim());
              setTypePage(1);
            }}
            style={{ marginBottom: 8 }}
          />
          <List<DictTypeItem>
            loading={types.isFetching}
            dataSource={types.data?.list ?? []}
            locale={{ emptyText: <TableEmpty /> }}
            renderItem={(t) => (
              <List.Item
                onClick={() => setCurrent(t)}
                style={{
                  cursor: 'pointer',
                  paddingInline: 8,
                  borderRadius: 6,
                  background: selected?.typeName === t.typeName ? '#e6f4ff' : undefined,
                }}
                actions={[
                  <Authority key="edit" perm={SystemPerm.dictEdit}>
                    <Button
                      type="text"
                      size="small"
                      aria-label="编辑字典类型"
                      icon={<EditOutlined />}
                      onClick={(e) => {
                        e.stopPropagation();
                        setTypeEditing({ type: t });
                      }}
                    />
                  </Authority>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Space size={4}>
                      {t.title}
                      {t.builtIn ? <Tag>内置</Tag> : null}
                    </Space>
                  }
                  description={
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t.typeName} · {t.itemCount}项
                    </Typography.Text>
                  }
                />
              </List.Item>
            )}
          />
          {(types.data?.total ?? 0) > TYPE_PAGE_SIZE && (
            <Pagination
              simple
              size="small"
              current={typePage}
              pageSize={TYPE_PAGE_SIZE}
              total={types.data?.total}
              onChange={setTypePage}
              style={{ marginTop: 8, textAlign: 'center' }}
            />
          )}
        </Card>
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Card
          variant="borderless"
          title={selected ? `${selected.title}（${selected.typeName}）` : '字典项'}
          extra={
            selected && !selected.builtIn ? (
              <Authority perm={SystemPerm.dictDelete}>
                <ConfirmDelete
                  title="删除字典类型将同时删除其全部字典项，确定删除吗？"
                  onConfirm={() =>
                    removeType.mutateAsync(selected.typeName).then(() => {
                      setCurrent(null);
                    })
                  }
                >
                  <Button danger size="small">
                    删除类型
                  </Button>
                </ConfirmDelete>
              </Authority>
            ) : null
          }
        >
          {selected ? (
            <>
              <SearchBar placeholder="编码 / 名称" onSearch={(v) => setItemFilters({ keyword: v.keyword })} />
              <DataTable<DictItem, { typeName: string; keyword?: string }>
                queryKey={systemKeys.dictItems}
                fetch={systemApi.dictItemPage}
                filters={{ typeName: selected.typeName, ...itemFilters }}
                rowKey="id"
                columns={columns}
                toolbar={
                  <Authority perm={SystemPerm.dictAdd}>
                    <Button type="primary" icon={<PlusOutlined />} onClick={() => setItemEditing({})}>
                      新增
                    </Button>
                  </Authority>
                }
              />
            </>
          ) : (
            <Empty description="请选择左侧的字典类型" />
          )}
        </Card>
      </Col>
      <DictTypeFormModal
        state={typeEditing}
        onClose={() => setTypeEditing(null)}
        onSubmit={(v) =>
          typeEditing?.type ? updateType.mutateAsync({ ...v, typeName: typeEditing.type.typeName }) : addType.mutateAsync(v)
        }
      />
      <DictItemFormModal
        state={itemEditing}
        onClose={() => setItemEditing(null)}
        onSubmit={(v) =>
          itemEditing?.item
            ? updateItem.mutateAsync({ ...v, id: itemEditing.item.id })
            : addItem.mutateAsync({ ...v, typeName: selected?.typeName ?? '' })
        }
      />
    </Row>
  );
}
