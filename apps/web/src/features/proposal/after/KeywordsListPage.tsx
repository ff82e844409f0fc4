import { PlusOutlined } from '@ant-design/icons';
import { KEYWORD_MAX, type KeywordItem, type KeywordPageQuery, ProposalFlowPerm as PF } from '@cppcc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Button, Form, Input, InputNumber, Select, Tag } from 'antd';
import { useState } from 'react';
import { Authority } from '@/app/auth/Authority';
import { ProposalTypeTreeSelect } from '@/components/CategoryTreeSelect';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { SwitchField } from '@/components/SwitchField';
import { afterApi, afterKeys } from './api';

type Filters = Omit<KeywordPageQuery, 'pageNum' | 'pageSize'>;

interface Values {
  name?: string;
  typeId?: string | null;
  sort?: number;
  enabled?: boolean;
  remark?: string;
}

const nameRule = {
  validator: async (_r: unknown, v: unknown) => {
    if (typeof v === 'string' && /[,，;；\s]/.test(v.trim())) throw new Error('关键词不能包含空格、逗号或分号');
  },
};

function KeywordModal({ editing, onClose }: { editing: { row?: KeywordItem } | null; onClose: () => void }) {
  const client = useQueryClient();
  const row = editing?.row;
  return (
    <FormModal<Values>
      open={!!editing}
      title={row ? '编辑关键词' : '新增关键词'}
      initialValues={
        row
          ? { name: row.name, typeId: row.typeId, sort: row.sort, enabled: row.enabled, remark: row.remark ?? '' }
          : { sort: 0, enabled: true }
      }
      onClose={onClose}
      onSubmit={async (v) => {
        const body = {
          name: (v.name ?? '').trim(),
          typeId: v.typeId ?? null,
          sort: v.sort ?? 0,
          enabled: v.enabled !== false,
          remark: v.remark?.trim() || null,
        };
        if (row) await afterApi.keywordUpdate({ id: row.id, ...body });
        else await afterApi.keywordAdd(body);
        await client.invalidateQueries({ queryKey: afterKeys.keywords });
      }}
    >
      <FormItem label="关键词" name="name" required rules={[{ max: KEYWORD_MAX, message: `关键词不能超过${KEYWORD_MAX}个字` }, nameRule]}>
        <Input maxLength={KEYWORD_MAX} showCount placeholder="请输入关键词" />
      </FormItem>
      <FormItem label="提案类别" name="typeId">
        <ProposalTypeTreeSelect allowClear placeholder="请选择提案类别" />
      </FormItem>
      <FormItem label="排序" name="sort" required>
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
      </FormItem>
      <FormItem label="是否启用" name="enabled">
        <SwitchField<boolean> checkedValue={true} uncheckedValue={false} checkedText="启用" uncheckedText="停用" label="是否启用" />
      </FormItem>
      <FormItem label="备注" name="remark" rules={[{ max: 200, message: '备注不能超过200个字' }]}>
        <Input.TextArea rows={3} maxLength={200} showCount placeholder="请输入备注" />
      </FormItem>
    </FormModal>
  );
}

/** keywordsList: the keyword dictionary used to tag proposals and to offer in their search boxes. */
export default function KeywordsListPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<{ row?: KeywordItem } | null>(null);
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: afterKeys.keywords });
  const columns: TableColumnsType<KeywordItem> = [
    { title: '关键词', dataIndex: 'name', key: 'name', width: 200, sorter: true },
    { title: '提案类别', dataIndex: 'typeName', key: 'typeName', width: 180, render: (v: string | null) => <Ellipsis text={v} /> },
    { title: '排序', dataIndex: 'sort', key: 'sort', width: 80, align: 'right', sorter: true },
    {
      title: '状态',
      dataIndex: 'enabled',
      key: 'enabled',
      width: 90,
      render: (v: boolean) => (v ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>),
    },
    { title: '备注', dataIndex: 'remark', key: 'remark', render: (v: string | null) => <Ellipsis text={v} /> },
    {
      title: '创建时间',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 160,
      sorter: true,
      render: (v: string) => formatDateTime(v, 'YYYY-MM-DD HH:mm'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              perm: PF.keywordEdit,
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ row: r })}>
                  编辑
                </Button>
              ),
            },
            {
              key: 'delete',
              perm: PF.keywordDelete,
              node: (
                <ConfirmDelete
                  onConfirm={async () => {
                    await afterApi.keywordDelete([r.id]);
                    await reload();
                  }}
                />
              ),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <>
      <SearchBar
        placeholder="请输入关键词"
        onSearch={(v) => setFilters(v as Filters)}
        filters={
          <>
            <Form.Item name="typeId" label="提案类别">
              <ProposalTypeTreeSelect allowClear style={{ width: 200 }} placeholder="全部" />
            </Form.Item>
            <Form.Item name="enabled" label="状态">
              <Select
                allowClear
                style={{ width: 110 }}
                placeholder="全部"
                options={[
                  { value: 'true', label: '启用' },
                  { value: 'false', label: '停用' },
                ]}
              />
            </Form.Item>
          </>
        }
      />
      <DataTable<KeywordItem, Filters>
        queryKey={afterKeys.keywords}
        fetch={(q: TableQuery & Filters) => afterApi.keywords(q)}
        filters={filters}
        rowKey="id"
        columns={columns}
        selectionPerms={[PF.keywordDelete]}
        batchDelete={{ perm: PF.keywordDelete, onDelete: (ids) => afterApi.keywordDelete(ids.map(String)) }}
        toolbar={
          <Authority perm={PF.keywordAdd}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增
            </Button>
          </Authority>
        }
      />
      <KeywordModal editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
