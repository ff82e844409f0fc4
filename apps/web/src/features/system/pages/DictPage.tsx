import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type DictItem, type DictTypeItem, SystemPerm } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Input, List, Pagination, Row, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Authority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { type CrudConfig, CrudPage, remarkField, sortField, switchField, textField } from '@/components/crud';
import { TableEmpty } from '@/components/DataTable';
import { systemApi, systemKeys, useSystemMutation } from '../api';
import { DictTypeFormModal } from '../components/DictFormModals';

const TYPE_PAGE_SIZE = 20;

type ItemFilters = { typeName?: string; keyword?: string };
interface DictItemFormValues {
  paramCode: string;
  paramName: string;
  easyName?: string | null;
  sort?: number;
  enabled?: boolean;
  remark?: string | null;
}

/** The items of one dictionary type: the right half of the page. */
export function dictItemConfig(typeName: string): CrudConfig<DictItem, ItemFilters, DictItemFormValues> {
  return {
    label: '字典项',
    queryKey: systemKeys.dictItems,
    // an item more or less changes the count shown beside its type
    alsoInvalidate: [systemKeys.dictTypes],
    source: { kind: 'page', fetch: (q) => systemApi.dictItemPage({ ...q, typeName: q.typeName ?? typeName }) },
    api: {
      add: (v) => systemApi.dictItemAdd({ ...v, typeName }),
      update: systemApi.dictItemUpdate,
      remove: systemApi.dictItemDelete,
    },
    perms: { add: SystemPerm.dictAdd, edit: SystemPerm.dictEdit, remove: SystemPerm.dictDelete },
    search: { placeholder: '编码 / 名称' },
    columns: [
      { key: 'paramCode', title: '字典编码', kind: 'code', width: 100 },
      { key: 'paramName', title: '字典名称', kind: 'name' },
      { key: 'easyName', title: '简称', kind: 'short', width: 80 },
      { key: 'sort', title: '排序', kind: 'sort', sorter: true },
      {
        key: 'enabled',
        title: '状态',
        kind: 'status',
        status: {
          perm: SystemPerm.dictEdit,
          toggle: (r, on) => systemApi.dictItemEnable(r.id, on),
          label: (r) => `${r.paramName}启用状态`,
        },
      },
      { key: 'remark', title: '备注', kind: 'text' },
    ],
    form: {
      width: 560,
      fields: [
        textField('paramCode', '字典编码', 32, { required: true, unit: '字符', placeholder: '请输入字典编码' }),
        textField('paramName', '字典名称', 100, { required: true, placeholder: '请输入字典名称' }),
        textField('easyName', '简称', 50, { placeholder: '请输入简称' }),
        sortField(999999),
        switchField(),
        remarkField({ rows: 2, placeholder: '请输入备注' }),
      ],
      defaults: { sort: 0, enabled: true },
    },
  };
}

export default function DictPage() {
  const [typeKeyword, setTypeKeyword] = useState('');
  const [typePage, setTypePage] = useState(1);
  const [current, setCurrent] = useState<DictTypeItem | null>(null);
  const [typeEditing, setTypeEditing] = useState<{ type?: DictTypeItem } | null>(null);

  const types = useQuery({
    queryKey: [...systemKeys.dictTypes, typeKeyword, typePage],
    queryFn: () => systemApi.dictTypePage({ pageNum: typePage, pageSize: TYPE_PAGE_SIZE, keyword: typeKeyword || undefined }),
  });
  const selected = current ?? types.data?.list[0] ?? null;

  const typeLists = [systemKeys.dictTypes];
  const addType = useSystemMutation(systemApi.dictTypeAdd, typeLists);
  const updateType = useSystemMutation(systemApi.dictTypeUpdate, typeLists);
  const removeType = useSystemMutation(systemApi.dictTypeDelete, typeLists);
  const typeName = selected?.typeName ?? '';
  const items = useMemo(() => dictItemConfig(typeName), [typeName]);

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
            locale={{ emptyText: <TableEmpty loading={types.isFetching} /> }}
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
            <CrudPage config={items} fixedFilters={{ typeName: selected.typeName }} bare />
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
    </Row>
  );
}
