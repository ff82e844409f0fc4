import { PlusOutlined } from '@ant-design/icons';
import { ExportPerm, type ExportTemplateItem } from '@cppcc/contracts';
import type { TableColumnsType } from 'antd';
import { Button, Card, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useState } from 'react';
import { Authority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { useSystemMutation } from '../api';
import { ColumnPicker } from '../components/ColumnPicker';
import { StatusSwitch } from '../components/StatusSwitch';
import { configApi, configKeys, useExportTypeColumns, useExportTypes } from '../configApi';

interface Filters {
  keyword?: string;
  typeCode?: string;
  enabled?: boolean;
}
interface FormValues {
  typeCode: string;
  name: string;
  columns: string[];
  sort?: number;
  enabled?: boolean;
  remark?: string | null;
}

const statusOptions = [
  { value: true, label: '启用' },
  { value: false, label: '停用' },
];

function TemplateFormModal(props: {
  state: { item?: ExportTemplateItem } | null;
  onClose: () => void;
  onSubmit: (v: FormValues) => Promise<unknown>;
}) {
  const item = props.state?.item;
  const [form] = Form.useForm<FormValues>();
  const types = useExportTypes();
  const typeCode = Form.useWatch('typeCode', form) ?? item?.typeCode;
  const columns = useExportTypeColumns(typeCode);
  return (
    <FormModal<FormValues>
      open={!!props.state}
      form={form}
      title={item ? '编辑导出模板' : '新增导出模板'}
      initialValues={item ?? { columns: [], sort: 0, enabled: true }}
      onClose={props.onClose}
      onSubmit={props.onSubmit}
      onValuesChange={(changed: Partial<FormValues>) => {
        // the columns belong to the type: another type starts from none
        if ('typeCode' in changed) form.setFieldValue('columns', []);
      }}
      width={820}
    >
      <FormItem label="导出类型" name="typeCode" required>
        <Select
          placeholder="请选择导出类型"
          aria-label="导出类型"
          loading={types.isLoading}
          options={(types.data ?? []).map((t) => ({ value: t.code, label: t.name }))}
        />
      </FormItem>
      <FormItem label="模板名称" name="name" required rules={[{ max: 50, message: '模板名称不能超过50个字' }]}>
        <Input maxLength={50} placeholder="请输入模板名称" />
      </FormItem>
      <FormItem
        label="导出列"
        name="columns"
        required
        choice
        rules={[
          { validator: async (_r, v: string[] | undefined) => (v?.length ? undefined : Promise.reject(new Error('请至少选择一个导出列'))) },
        ]}
      >
        <ColumnPicker columns={columns.data ?? []} />
      </FormItem>
      <FormItem label="排序" name="sort">
        <InputNumber min={0} max={999999} precision={0} style={{ width: 160 }} />
      </FormItem>
      <FormItem label="启用" name="enabled" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </FormItem>
      <FormItem label="备注" name="remark" rules={[{ max: 200, message: '备注不能超过200个字' }]}>
        <Input.TextArea rows={2} maxLength={200} placeholder="请输入备注" />
      </FormItem>
    </FormModal>
  );
}

/** 系统管理 → 导出模板 (seed 001 §2.15 /system/exportTpl): which columns an export writes, in which order. */
export default function ExportTemplatePage() {
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<{ item?: ExportTemplateItem } | null>(null);
  const types = useExportTypes();
  const lists = [configKeys.exportTemplates, ['export', 'templateOptions']];
  const add = useSystemMutation(configApi.exportTemplateAdd, lists);
  const update = useSystemMutation(configApi.exportTemplateUpdate, lists);
  const remove = useSystemMutation(configApi.exportTemplateDelete, lists);
  const enable = useSystemMutation(configApi.exportTemplateEnable, lists);

  const columns: TableColumnsType<ExportTemplateItem> = [
    { title: '模板名称', dataIndex: 'name', key: 'name', width: 200, sorter: true, render: (v: string) => <Ellipsis text={v} /> },
    { title: '导出类型', dataIndex: 'typeName', key: 'typeName', width: 130 },
    {
      title: '导出列（按顺序）',
      dataIndex: 'columnTitles',
      key: 'columnTitles',
      render: (v: string[]) => <Ellipsis text={v.join('、')} />,
    },
    { title: '排序', dataIndex: 'sort', key: 'sort', width: 80, align: 'right', sorter: true },
    {
      title: '状态',
      dataIndex: 'enabled',
      key: 'enabled',
      width: 100,
      render: (v: boolean, r) => (
        <StatusSwitch
          enabled={v}
          perm={ExportPerm.tplEdit}
          label={`${r.name}启用状态`}
          onChange={(enabled) => enable.mutateAsync({ id: r.id, enabled })}
        />
      ),
    },
    { title: '更新时间', dataIndex: 'updatedAt', key: 'updatedAt', width: 170, sorter: true, render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 120,
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              perm: ExportPerm.tplEdit,
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ item: r })}>
                  编辑
                </Button>
              ),
            },
            { key: 'delete', perm: ExportPerm.tplDelete, node: <ConfirmDelete onConfirm={() => remove.mutateAsync([r.id])} /> },
          ]}
        />
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="模板名称"
        onSearch={(v) =>
          setFilters({ keyword: v.keyword, typeCode: v.typeCode as string | undefined, enabled: v.enabled as boolean | undefined })
        }
        filters={
          <>
            <Form.Item name="typeCode">
              <Select
                allowClear
                placeholder="导出类型"
                aria-label="导出类型筛选"
                style={{ width: 140 }}
                options={(types.data ?? []).map((t) => ({ value: t.code, label: t.name }))}
              />
            </Form.Item>
            <Form.Item name="enabled">
              <Select allowClear placeholder="状态" aria-label="状态" style={{ width: 100 }} options={statusOptions} />
            </Form.Item>
          </>
        }
      />
      <DataTable<ExportTemplateItem, Filters>
        queryKey={configKeys.exportTemplates}
        fetch={configApi.exportTemplatePage}
        filters={filters}
        rowKey="id"
        columns={columns}
        selectionPerms={[ExportPerm.tplDelete]}
        batchDelete={{ perm: ExportPerm.tplDelete, onDelete: (keys) => remove.mutateAsync(keys.map(String)) }}
        toolbar={
          <Authority perm={ExportPerm.tplAdd}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增
            </Button>
          </Authority>
        }
      />
      <TemplateFormModal
        state={editing}
        onClose={() => setEditing(null)}
        onSubmit={(v) => (editing?.item ? update.mutateAsync({ ...v, id: editing.item.id }) : add.mutateAsync(v))}
      />
    </Card>
  );
}
