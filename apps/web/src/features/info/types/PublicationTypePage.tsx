import { PlusOutlined } from '@ant-design/icons';
import {
  PublicationTypePerm as P,
  type PublicationTypeAddBody,
  type PublicationTypeItem,
  type PublicationTypeListQuery,
  PublicationTypeState,
  publicationTypeStateLabel,
} from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { App, Button, Card, Form, Input, InputNumber, Radio, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { Authority, useAuthority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { TableEmpty } from '@/components/DataTable';
import { EditInput } from '@/components/EditInput';
import { Ellipsis } from '@/components/Ellipsis';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { useRefMutation } from '@/features/reference/api';
import { infoTypeKeys, publicationTypeApi } from './api';

const stateOptions = Object.entries(publicationTypeStateLabel).map(([value, label]) => ({ value: Number(value), label }));
const optionsKey = ['publicationTypeOptions'];
/** the form's limit of 排序 (refSort) */
const SORT_MAX = 9999;

/** /info/publicationType: publication types (刊物类型), their publishing unit and state (spec 002 §7). */
export default function PublicationTypePage() {
  const { message } = App.useApp();
  const can = useAuthority();
  const [filters, setFilters] = useState<PublicationTypeListQuery>({});
  const [editing, setEditing] = useState<{ item?: PublicationTypeItem } | null>(null);
  const { data, isFetching } = useQuery({
    queryKey: [...infoTypeKeys.publicationTypes, filters],
    queryFn: () => publicationTypeApi.list(filters),
  });
  const keys = [infoTypeKeys.publicationTypes, optionsKey];
  const add = useRefMutation(publicationTypeApi.add, keys);
  const update = useRefMutation(publicationTypeApi.update, keys);
  const remove = useRefMutation(publicationTypeApi.remove, keys);
  const changeState = useRefMutation((a: { id: string; state: number }) => publicationTypeApi.stateChange(a.id, a.state), keys);

  const columns: TableColumnsType<PublicationTypeItem> = [
    { title: '刊物名称', dataIndex: 'name', key: 'name', render: (v: string) => <Ellipsis text={`《${v}》`} maxWidth={240} /> },
    { title: '编发单位', dataIndex: 'publishingUnit', key: 'publishingUnit', render: (v: string | null) => <Ellipsis text={v} /> },
    { title: '刊期', dataIndex: 'cycle', key: 'cycle', width: 120, render: (v: string | null) => v || '--' },
    {
      title: '排序',
      dataIndex: 'sort',
      key: 'sort',
      width: 130,
      // inline edit (spec 002 §2 edit-input): commits through the ordinary update with the row as it is
      render: (v: number, r) =>
        can(P.edit) ? (
          <EditInput
            type="number"
            value={v}
            min={0}
            max={SORT_MAX}
            precision={0}
            width={90}
            label={`${r.name}排序`}
            onCommit={(sort) =>
              update
                .mutateAsync({
                  id: r.id,
                  name: r.name,
                  publishingUnit: r.publishingUnit,
                  cycle: r.cycle,
                  state: r.state,
                  sort: Number(sort),
                  remark: r.remark,
                })
                .then(
                  () => message.success('排序已更新'),
                  () => undefined,
                )
            }
          />
        ) : (
          v
        ),
    },
    {
      title: '状态',
      dataIndex: 'state',
      key: 'state',
      width: 100,
      render: (v: number, r) =>
        can(P.state) ? (
          <Switch
            checked={v === PublicationTypeState.inUse}
            checkedChildren="启用"
            unCheckedChildren="停用"
            aria-label={`${r.name}启用状态`}
            onChange={(on) =>
              changeState.mutateAsync({ id: r.id, state: on ? PublicationTypeState.inUse : PublicationTypeState.stopped }).then(
                () => message.success(on ? '启用成功' : '停用成功'),
                () => undefined,
              )
            }
          />
        ) : (
          <Tag color={v === PublicationTypeState.inUse ? 'green' : 'default'}>{publicationTypeStateLabel[v] ?? v}</Tag>
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
              perm: P.edit,
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ item: r })}>
                  编辑
                </Button>
              ),
            },
            { key: 'delete', perm: P.remove, node: <ConfirmDelete onConfirm={() => remove.mutateAsync([r.id])} /> },
          ]}
        />
      ),
    },
  ];

  const item = editing?.item;
  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="刊物名称"
        onSearch={(v) => setFilters({ name: v.keyword, state: v.state as number | undefined })}
        filters={
          <Form.Item name="state">
            <Select allowClear placeholder="状态" aria-label="状态" style={{ width: 110 }} options={stateOptions} />
          </Form.Item>
        }
      />
      <Space style={{ marginBottom: 12 }}>
        <Authority perm={P.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            新增
          </Button>
        </Authority>
      </Space>
      <Table<PublicationTypeItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data ?? []}
        loading={isFetching}
        pagination={false}
        locale={{ emptyText: <TableEmpty /> }}
      />
      <FormModal<PublicationTypeAddBody>
        open={!!editing}
        title={item ? '编辑刊物类型' : '新增刊物类型'}
        initialValues={item ? { ...item } : { state: PublicationTypeState.inUse, sort: 0 }}
        onClose={() => setEditing(null)}
        onSubmit={(v) => (item ? update.mutateAsync({ ...v, id: item.id }) : add.mutateAsync(v))}
      >
        <FormItem label="刊物名称" name="name" required rules={[{ max: 50, message: '刊物名称不能超过50个字' }]}>
          <Input maxLength={50} placeholder="如：社情民意" />
        </FormItem>
        <FormItem label="编发单位" name="publishingUnit" rules={[{ max: 100, message: '编发单位不能超过100个字' }]}>
          <Input maxLength={100} placeholder="如：市政协办公厅" />
        </FormItem>
        <FormItem label="刊期" name="cycle" rules={[{ max: 50, message: '刊期不能超过50个字' }]}>
          <Input maxLength={50} placeholder="如：不定期、每月两期" />
        </FormItem>
        <FormItem label="状态" name="state" required>
          <Radio.Group options={stateOptions} />
        </FormItem>
        <FormItem label="排序" name="sort">
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
        </FormItem>
        <FormItem label="备注" name="remark" rules={[{ max: 200, message: '备注不能超过200个字' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </FormItem>
      </FormModal>
    </Card>
  );
}
