import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import {
  SENSITIVE_WORD_MAX,
  SensitiveApi,
  SensitivePerm,
  type SensitiveType,
  type SensitiveWordItem,
  sensitiveTypeLabel,
  sensitiveTypes,
} from '@cppcc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Button, Card, Form, Input, Select, Switch, Tag } from 'antd';
import { useState } from 'react';
import { Authority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { ExportButton } from '@/components/ExportButton';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { useSystemMutation } from '../api';
import { SensitiveImportModal } from '../components/SensitiveImportModal';
import { StatusSwitch } from '../components/StatusSwitch';
import { configApi, configKeys } from '../configApi';

interface Filters {
  keyword?: string;
  type?: SensitiveType;
  enabled?: boolean;
}
interface FormValues {
  word: string;
  type: SensitiveType;
  explain?: string | null;
  enabled?: boolean;
}

const typeOptions = sensitiveTypes.map((t) => ({ value: t, label: sensitiveTypeLabel[t] }));
const typeColor: Record<SensitiveType, string> = {
  politics: 'red',
  porn: 'magenta',
  terror: 'volcano',
  illegal: 'orange',
  forbidden: 'gold',
  custom: 'blue',
};
const statusOptions = [
  { value: true, label: '启用' },
  { value: false, label: '停用' },
];

function WordFormModal(props: {
  state: { item?: SensitiveWordItem } | null;
  onClose: () => void;
  onSubmit: (v: FormValues) => Promise<unknown>;
}) {
  const item = props.state?.item;
  return (
    <FormModal<FormValues>
      open={!!props.state}
      title={item ? '编辑敏感词' : '新增敏感词'}
      initialValues={item ?? { type: 'custom', enabled: true }}
      onClose={props.onClose}
      onSubmit={props.onSubmit}
      width={560}
    >
      <FormItem
        label="敏感词"
        name="word"
        required
        rules={[{ max: SENSITIVE_WORD_MAX, message: `敏感词不能超过${SENSITIVE_WORD_MAX}个字` }]}
        validateTrigger="onBlur"
      >
        <Input maxLength={SENSITIVE_WORD_MAX} placeholder="请输入敏感词" />
      </FormItem>
      <FormItem label="类型" name="type" required>
        <Select options={typeOptions} aria-label="类型" />
      </FormItem>
      <FormItem
        label="说明"
        name="explain"
        rules={[{ max: 500, message: '说明不能超过500个字' }]}
        extra="为什么不宜使用，以及建议的规范表述；检测时向用户展示"
      >
        <Input.TextArea rows={4} maxLength={500} showCount placeholder="请输入说明" />
      </FormItem>
      <FormItem label="启用" name="enabled" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </FormItem>
    </FormModal>
  );
}

/** 系统管理 → 敏感词 (seed 001 §2.15 /system/sensitive): the dictionary of the sensitive-word check. */
export default function SensitiveWordPage() {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<{ item?: SensitiveWordItem } | null>(null);
  const [importing, setImporting] = useState(false);
  const lists = [configKeys.sensitive];
  const add = useSystemMutation(configApi.sensitiveAdd, lists);
  const update = useSystemMutation(configApi.sensitiveUpdate, lists);
  const remove = useSystemMutation(configApi.sensitiveDelete, lists);
  const enable = useSystemMutation(configApi.sensitiveEnable, lists);

  const columns: TableColumnsType<SensitiveWordItem> = [
    { title: '敏感词', dataIndex: 'word', key: 'word', width: 180, sorter: true, render: (v: string) => <Ellipsis text={v} /> },
    {
      title: '类型',
      dataIndex: 'type',
      key: 'type',
      width: 100,
      sorter: true,
      render: (v: SensitiveType) => <Tag color={typeColor[v]}>{sensitiveTypeLabel[v] ?? v}</Tag>,
    },
    { title: '说明', dataIndex: 'explain', key: 'explain', render: (v: string | null) => <Ellipsis text={v} /> },
    {
      title: '状态',
      dataIndex: 'enabled',
      key: 'enabled',
      width: 100,
      render: (v: boolean, r) => (
        <StatusSwitch
          enabled={v}
          perm={SensitivePerm.edit}
          label={`${r.word}启用状态`}
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
              perm: SensitivePerm.edit,
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ item: r })}>
                  编辑
                </Button>
              ),
            },
            { key: 'delete', perm: SensitivePerm.delete, node: <ConfirmDelete onConfirm={() => remove.mutateAsync([r.id])} /> },
          ]}
        />
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="敏感词 / 说明"
        onSearch={(v) =>
          setFilters({ keyword: v.keyword, type: v.type as SensitiveType | undefined, enabled: v.enabled as boolean | undefined })
        }
        filters={
          <>
            <Form.Item name="type">
              <Select allowClear placeholder="类型" aria-label="类型筛选" style={{ width: 110 }} options={typeOptions} />
            </Form.Item>
            <Form.Item name="enabled">
              <Select allowClear placeholder="状态" aria-label="状态" style={{ width: 100 }} options={statusOptions} />
            </Form.Item>
          </>
        }
      />
      <DataTable<SensitiveWordItem, Filters>
        queryKey={configKeys.sensitive}
        fetch={configApi.sensitivePage}
        filters={filters}
        rowKey="id"
        columns={columns}
        selectionPerms={[SensitivePerm.delete]}
        batchDelete={{ perm: SensitivePerm.delete, onDelete: (keys) => remove.mutateAsync(keys.map(String)) }}
        toolbar={
          <>
            <Authority perm={SensitivePerm.add}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                新增
              </Button>
            </Authority>
            <Authority perm={SensitivePerm.import}>
              <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
                导入
              </Button>
            </Authority>
            <ExportButton
              url={`/${SensitiveApi.export}`}
              filters={() => ({ ...filters })}
              templateType="sensitiveWord"
              perm={SensitivePerm.export}
              filename="敏感词.xlsx"
            />
          </>
        }
      />
      <WordFormModal
        state={editing}
        onClose={() => setEditing(null)}
        onSubmit={(v) => (editing?.item ? update.mutateAsync({ ...v, id: editing.item.id }) : add.mutateAsync(v))}
      />
      <SensitiveImportModal
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void queryClient.invalidateQueries({ queryKey: configKeys.sensitive })}
      />
    </Card>
  );
}
