import { UploadOutlined } from '@ant-design/icons';
import { IntellectCheckPerm, type ReferenceDocItem, type ReferenceKind, referenceKindLabel } from '@cppcc/contracts';
import { App, Button, Card, Form, Input, Modal, Select, type TableColumnsType, Upload } from 'antd';
import { useRef, useState } from 'react';
import { Authority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable, type DataTableHandle } from '@/components/DataTable';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { checkLibraryApi, checkLibraryKeys, type ReferenceDocFilters } from '../checkApi';

const kindOptions = (['law', 'policy', 'proposal'] as const).map((value) => ({ value, label: referenceKindLabel[value] }));
const ACCEPT = '.xlsx,.docx,.txt,.zip';
const dash = (v: string | null) => v || '--';

/** 引用资料库: laws, policies and earlier proposals the editor's Quote panel searches. */
export default function ReferenceDocPage() {
  const [filters, setFilters] = useState<ReferenceDocFilters>({});
  const [importing, setImporting] = useState(false);
  const table = useRef<DataTableHandle>(null);
  const columns: TableColumnsType<ReferenceDocItem> = [
    { title: '标题', dataIndex: 'title', key: 'title', ellipsis: true },
    { title: '类型', dataIndex: 'kind', key: 'kind', width: 100, render: (v: ReferenceKind) => referenceKindLabel[v] },
    { title: '发布时间', dataIndex: 'publishTime', key: 'publishTime', width: 110, render: dash },
    { title: '发布机关/来源', dataIndex: 'source', key: 'source', width: 200, ellipsis: true, render: dash },
    { title: '效力级别', dataIndex: 'potencyLevel', key: 'potencyLevel', width: 100, render: dash },
    { title: '时效性', dataIndex: 'effectiveness', key: 'effectiveness', width: 100, render: dash },
    { title: '字数', dataIndex: 'length', key: 'length', width: 80 },
    { title: '导入时间', dataIndex: 'createdAt', key: 'createdAt', width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'action',
      width: 90,
      render: (_, r) => (
        <RowActions
          actions={[
            {
              key: 'delete',
              perm: IntellectCheckPerm.referenceDelete,
              node: <ConfirmDelete onConfirm={() => checkLibraryApi.referenceDelete([r.id]).then(() => table.current?.reload())} />,
            },
          ]}
        />
      ),
    },
  ];
  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="标题或发布机关"
        onSearch={(v) => setFilters({ keyword: v.keyword, kind: v.kind as ReferenceKind | undefined })}
        filters={
          <Form.Item name="kind">
            <Select allowClear placeholder="类型" aria-label="类型" style={{ width: 140 }} options={kindOptions} />
          </Form.Item>
        }
      />
      <DataTable<ReferenceDocItem, ReferenceDocFilters>
        queryKey={checkLibraryKeys.reference}
        fetch={checkLibraryApi.referencePage}
        filters={filters}
        rowKey="id"
        columns={columns}
        handleRef={table}
        batchDelete={{ perm: IntellectCheckPerm.referenceDelete, onDelete: (keys) => checkLibraryApi.referenceDelete(keys.map(String)) }}
        toolbar={
          <Authority perm={IntellectCheckPerm.referenceImport}>
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              导入
            </Button>
          </Authority>
        }
      />
      <ReferenceImport open={importing} onClose={() => setImporting(false)} onDone={() => table.current?.reload()} />
    </Card>
  );
}

interface ImportForm {
  kind: ReferenceKind;
  source?: string;
  potencyLevel?: string;
  effectiveness?: string;
}

function ReferenceImport(props: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<ImportForm>();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const submit = async () => {
    const v = await form.validateFields();
    if (!file) {
      message.error('请选择要导入的文件');
      return;
    }
    const data = new FormData();
    data.append('kind', v.kind);
    for (const k of ['source', 'potencyLevel', 'effectiveness'] as const) if (v[k]) data.append(k, v[k] as string);
    data.append('file', file);
    setPercent(0);
    try {
      const r = await checkLibraryApi.referenceImport(data, setPercent);
      props.onDone();
      props.onClose();
      form.resetFields();
      setFile(null);
      if (r.skipped) modal.info({ title: `导入成功 ${r.imported} 条，跳过 ${r.skipped} 条`, content: r.errors.join('；') });
      else message.success(`导入成功 ${r.imported} 条`);
    } finally {
      setPercent(null);
    }
  };
  return (
    <Modal
      title="导入引用资料"
      open={props.open}
      onCancel={props.onClose}
      onOk={submit}
      okText="导入"
      confirmLoading={percent !== null}
      destroyOnHidden
      width={580}
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'law' }}>
        <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择类型' }]}>
          <Select options={kindOptions} />
        </Form.Item>
        <Form.Item name="source" label="发布机关/来源" extra="文件中未写明的条目使用此值，如：全国人民代表大会常务委员会">
          <Input maxLength={200} placeholder="请输入发布机关或来源" />
        </Form.Item>
        <Form.Item name="potencyLevel" label="效力级别">
          <Input maxLength={50} placeholder="如：法律、行政法规、地方性法规" />
        </Form.Item>
        <Form.Item name="effectiveness" label="时效性">
          <Input maxLength={50} placeholder="如：现行有效" />
        </Form.Item>
        <Form.Item
          label="文件"
          required
          extra="支持 xlsx（列：标题、内容、发布时间、发布机关/制定机关、提案人、效力级别、时效性）、docx、txt，或这些文件的 zip 压缩包"
        >
          <Upload
            accept={ACCEPT}
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: 'f', name: file.name, status: 'done', percent: percent ?? undefined }] : []}
          >
            <Button icon={<UploadOutlined />}>选择文件</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
