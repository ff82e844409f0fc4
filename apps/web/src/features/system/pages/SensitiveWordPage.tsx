import { ImportOutlined } from '@ant-design/icons';
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
import { Button, Select, Tag } from 'antd';
import { useState } from 'react';
import { Authority } from '@/app/auth/Authority';
import { type CrudConfig, CrudPage, enabledOptions, selectFilter, switchField, textAreaField, textField } from '@/components/crud';
import { ExportButton } from '@/components/ExportButton';
import { SensitiveImportModal } from '../components/SensitiveImportModal';
import { configApi, configKeys } from '../configApi';

type Filters = {
  keyword?: string;
  type?: SensitiveType;
  enabled?: boolean;
};
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

/** 导入 and its dialog: a word list from a txt / xlsx file. */
function ImportButton() {
  const queryClient = useQueryClient();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Authority perm={SensitivePerm.import}>
        <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
          导入
        </Button>
      </Authority>
      <SensitiveImportModal
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void queryClient.invalidateQueries({ queryKey: configKeys.sensitive })}
      />
    </>
  );
}

export const sensitiveWordConfig: CrudConfig<SensitiveWordItem, Filters, FormValues> = {
  label: '敏感词',
  queryKey: configKeys.sensitive,
  source: { kind: 'page', fetch: configApi.sensitivePage },
  api: { add: configApi.sensitiveAdd, update: configApi.sensitiveUpdate, remove: configApi.sensitiveDelete },
  perms: { add: SensitivePerm.add, edit: SensitivePerm.edit, remove: SensitivePerm.delete },
  batchDelete: true,
  search: {
    placeholder: '敏感词 / 说明',
    filters: [selectFilter('type', '类型', typeOptions, 110, '类型筛选'), selectFilter('enabled', '状态', enabledOptions, 100)],
  },
  columns: [
    { key: 'word', title: '敏感词', kind: 'short', width: 160, sorter: true },
    {
      key: 'type',
      title: '类型',
      kind: 'tag',
      sorter: true,
      render: (r) => <Tag color={typeColor[r.type]}>{sensitiveTypeLabel[r.type] ?? r.type}</Tag>,
    },
    { key: 'explain', title: '说明', kind: 'text' },
    {
      key: 'enabled',
      title: '状态',
      kind: 'status',
      status: {
        perm: SensitivePerm.edit,
        toggle: (r, enabled) => configApi.sensitiveEnable({ id: r.id, enabled }),
        label: (r) => `${r.word}启用状态`,
      },
    },
    { key: 'updatedAt', title: '更新时间', kind: 'datetime', sorter: true },
  ],
  toolbar: (filters) => (
    <>
      <ImportButton />
      <ExportButton
        url={`/${SensitiveApi.export}`}
        filters={() => ({ ...filters })}
        templateType="sensitiveWord"
        perm={SensitivePerm.export}
        filename="敏感词.xlsx"
      />
    </>
  ),
  form: {
    width: 560,
    fields: [
      textField('word', '敏感词', SENSITIVE_WORD_MAX, { required: true, placeholder: '请输入敏感词', validateTrigger: 'onBlur' }),
      { name: 'type', label: '类型', required: true, input: <Select options={typeOptions} aria-label="类型" /> },
      textAreaField('explain', '说明', 500, {
        rows: 4,
        showCount: true,
        placeholder: '请输入说明',
        extra: '为什么不宜使用，以及建议的规范表述；检测时向用户展示',
      }),
      switchField(),
    ],
    defaults: { type: 'custom', enabled: true },
  },
};

/** 系统管理 → 敏感词 (seed 001 §2.15 /system/sensitive): the dictionary of the sensitive-word check. */
export default function SensitiveWordPage() {
  return <CrudPage config={sensitiveWordConfig} />;
}
