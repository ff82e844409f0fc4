import { ExportPerm, type ExportTemplateItem } from '@cppcc/contracts';
import type { SelectProps } from 'antd';
import { Select } from 'antd';
import { type CrudConfig, CrudPage, enabledOptions, remarkField, selectFilter, sortField, switchField, textField } from '@/components/crud';
import { ColumnPicker } from '../components/ColumnPicker';
import { configApi, configKeys, useExportTypeColumns, useExportTypes } from '../configApi';

type Filters = {
  keyword?: string;
  typeCode?: string;
  enabled?: boolean;
};
interface FormValues {
  typeCode: string;
  name: string;
  columns: string[];
  sort?: number;
  enabled?: boolean;
  remark?: string | null;
}

/** The export types, for the filter and the form. */
function ExportTypeSelect(props: SelectProps<string>) {
  const types = useExportTypes();
  return (
    <Select<string> {...props} loading={types.isLoading} options={(types.data ?? []).map((t) => ({ value: t.code, label: t.name }))} />
  );
}

/** The columns of the chosen type, picked and ordered. */
function TypeColumnPicker({ typeCode, ...control }: { typeCode?: string; value?: string[]; onChange?: (v: string[]) => void }) {
  const columns = useExportTypeColumns(typeCode);
  return <ColumnPicker {...control} columns={columns.data ?? []} />;
}

export const exportTemplateConfig: CrudConfig<ExportTemplateItem, Filters, FormValues> = {
  label: '导出模板',
  queryKey: configKeys.exportTemplates,
  alsoInvalidate: [['export', 'templateOptions']],
  source: { kind: 'page', fetch: configApi.exportTemplatePage },
  api: { add: configApi.exportTemplateAdd, update: configApi.exportTemplateUpdate, remove: configApi.exportTemplateDelete },
  perms: { add: ExportPerm.tplAdd, edit: ExportPerm.tplEdit, remove: ExportPerm.tplDelete },
  batchDelete: true,
  search: {
    placeholder: '模板名称',
    filters: [
      { name: 'typeCode', input: <ExportTypeSelect allowClear placeholder="导出类型" aria-label="导出类型筛选" style={{ width: 140 }} /> },
      selectFilter('enabled', '状态', enabledOptions, 100),
    ],
  },
  columns: [
    { key: 'name', title: '模板名称', kind: 'name', sorter: true },
    { key: 'typeName', title: '导出类型', kind: 'short' },
    { key: 'columnTitles', title: '导出列（按顺序）', kind: 'text', text: (r) => r.columnTitles.join('、') },
    { key: 'sort', title: '排序', kind: 'sort', sorter: true },
    {
      key: 'enabled',
      title: '状态',
      kind: 'status',
      status: {
        perm: ExportPerm.tplEdit,
        toggle: (r, enabled) => configApi.exportTemplateEnable({ id: r.id, enabled }),
        label: (r) => `${r.name}启用状态`,
      },
    },
    { key: 'updatedAt', title: '更新时间', kind: 'datetime', sorter: true },
  ],
  form: {
    width: 820,
    fields: [
      {
        name: 'typeCode',
        label: '导出类型',
        required: true,
        input: <ExportTypeSelect placeholder="请选择导出类型" aria-label="导出类型" />,
      },
      textField('name', '模板名称', 50, { required: true, placeholder: '请输入模板名称' }),
      {
        name: 'columns',
        label: '导出列',
        required: true,
        choice: true,
        rules: [
          { validator: async (_r, v: string[] | undefined) => (v?.length ? undefined : Promise.reject(new Error('请至少选择一个导出列'))) },
        ],
        input: ({ values, item }) => <TypeColumnPicker typeCode={(values.typeCode as string | undefined) ?? item?.typeCode} />,
      },
      sortField(999999),
      switchField(),
      remarkField({ rows: 2, placeholder: '请输入备注' }),
    ],
    defaults: { columns: [], sort: 0, enabled: true },
    // the columns belong to the type: another type starts from none
    onValuesChange: (changed, form) => {
      if ('typeCode' in changed) form.setFieldValue('columns', []);
    },
  },
};

/** 系统管理 → 导出模板 (seed 001 §2.15 /system/exportTpl): which columns an export writes, in which order. */
export default function ExportTemplatePage() {
  return <CrudPage config={exportTemplateConfig} />;
}
