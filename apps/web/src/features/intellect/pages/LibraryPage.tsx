import { UploadOutlined } from '@ant-design/icons';
import { IntellectPerm, type LibraryItem, LibraryKind, type LibraryKindValue } from '@cppcc/contracts';
import { App, Button, Card, Form, Input, InputNumber, Modal, Select, type TableColumnsType, Upload } from 'antd';
import { useRef, useState } from 'react';
import { Authority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable, type DataTableHandle } from '@/components/DataTable';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { intellectApi, intellectKeys, type LibraryFilters } from '../api';

const kindLabel: Record<LibraryItem['kind'], string> = { proposal: '提案', info: '社情民意信息' };
const kindOptions = Object.entries(kindLabel).map(([value, label]) => ({ value, label }));
const ACCEPT = '.xlsx,.docx,.txt,.zip';

/** 查重资料库: proposals and items of other conferences and years that the cppcc checks search. */
export default function LibraryPage() {
  const [filters, setFilters] = useState<LibraryFilters>({});
  const [importing, setImporting] = useState(false);
  const table = useRef<DataTableHandle>(null);
  const columns: TableColumnsType<LibraryItem> = [
    { title: '标题', dataIndex: 'title', key: 'title', ellipsis: true },
    { title: '类型', dataIndex: 'kind', key: 'kind', width: 130, render: (v: LibraryItem['kind']) => kindLabel[v] },
    { title: '来源', dataIndex: 'source', key: 'source', width: 220, render: (v: string) => v || '--' },
    { title: '年份', dataIndex: 'year', key: 'year', width: 90, render: (v: number | null) => v ?? '--' },
    { title: '字数', dataIndex: 'length', key: 'length', width: 90 },
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
              perm: IntellectPerm.libraryDelete,
              node: <ConfirmDelete onConfirm={() => intellectApi.libraryDelete([r.id]).then(() => table.current?.reload())} />,
            },
          ]}
        />
      ),
    },
  ];
  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="标题或来源"
        onSearch={(v) => setFilters({ keyword: v.keyword, kind: v.kind as LibraryFilters['kind'] })}
        filters={
          <Form.Item name="kind">
            <Select allowClear placeholder="类型" aria-label="类型" style={{ width: 140 }} options={kindOptions} />
          </Form.Item>
        }
      />
      <DataTable<LibraryItem, LibraryFilters>
        queryKey={intellectKeys.library}
        fetch={intellectApi.libraryPage}
        filters={filters}
        rowKey="id"
        columns={columns}
        handleRef={table}
        batchDelete={{ perm: IntellectPerm.libraryDelete, onDelete: (keys) => intellectApi.libraryDelete(keys.map(String)) }}
        toolbar={
          <Authority perm={IntellectPerm.libraryImport}>
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              导入
            </Button>
          </Authority>
        }
      />
      <ImportModal open={importing} onClose={() => setImporting(false)} onDone={() => table.current?.reload()} />
    </Card>
  );
}

interface ImportForm {
  kind: LibraryKindValue;
  source?: string;
  year?: number;
}

function ImportModal(props: { open: boolean; onClose: () => void; onDone: () => void }) {
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
    if (v.source) data.append('source', v.source);
    if (v.year) data.append('year', String(v.year));
    data.append('file', file);
    setPercent(0);
    try {
      const r = await intellectApi.libraryImport(data, setPercent);
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
      title="导入查重资料"
      open={props.open}
      onCancel={props.onClose}
      onOk={submit}
      okText="导入"
      confirmLoading={percent !== null}
      destroyOnHidden
      width={560}
    >
      <Form form={form} layout="vertical" initialValues={{ kind: LibraryKind.proposal }}>
        <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择类型' }]}>
          <Select options={kindOptions} />
        </Form.Item>
        <Form.Item name="source" label="来源" extra="文件中未写来源的条目使用此来源，如：某市政协十三届五次会议">
          <Input maxLength={100} placeholder="请输入来源" />
        </Form.Item>
        <Form.Item name="year" label="年份">
          <InputNumber min={1949} max={2100} precision={0} placeholder="请输入年份" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="文件" required extra="支持 xlsx（列：标题、内容、来源、年份）、docx、txt，或这些文件的 zip 压缩包">
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
