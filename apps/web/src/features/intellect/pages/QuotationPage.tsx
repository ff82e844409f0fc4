import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { IntellectCheckPerm, type QuotationItem } from '@cppcc/contracts';
import { App, Button, Card, Input, Modal, Space, type TableColumnsType, Upload } from 'antd';
import { useRef, useState } from 'react';
import { Authority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable, type DataTableHandle } from '@/components/DataTable';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { checkLibraryApi, checkLibraryKeys, type QuotationFilters } from '../checkApi';

interface QuotationForm {
  text: string;
  author?: string | null;
  title?: string | null;
  dynasty?: string | null;
}

/** 诗词名句库: the lines the proofreading checks quotations against (error type 010600). */
export default function QuotationPage() {
  const [filters, setFilters] = useState<QuotationFilters>({});
  const [editing, setEditing] = useState<{ item?: QuotationItem } | null>(null);
  const [importing, setImporting] = useState(false);
  const table = useRef<DataTableHandle>(null);
  const columns: TableColumnsType<QuotationItem> = [
    { title: '名句', dataIndex: 'text', key: 'text', ellipsis: true },
    { title: '作者', dataIndex: 'author', key: 'author', width: 120, render: (v: string | null) => v || '--' },
    { title: '出处', dataIndex: 'title', key: 'title', width: 220, render: (v: string | null) => v || '--' },
    { title: '朝代', dataIndex: 'dynasty', key: 'dynasty', width: 90, render: (v: string | null) => v || '--' },
    { title: '更新时间', dataIndex: 'updatedAt', key: 'updatedAt', width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_, r) => (
        <RowActions
          actions={[
            {
              key: 'edit',
              perm: IntellectCheckPerm.quotationEdit,
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ item: r })}>
                  编辑
                </Button>
              ),
            },
            {
              key: 'delete',
              perm: IntellectCheckPerm.quotationDelete,
              node: <ConfirmDelete onConfirm={() => checkLibraryApi.quotationDelete([r.id]).then(() => table.current?.reload())} />,
            },
          ]}
        />
      ),
    },
  ];
  const save = async (v: QuotationForm) => {
    const item = editing?.item;
    if (item) await checkLibraryApi.quotationUpdate({ ...v, id: item.id });
    else await checkLibraryApi.quotationAdd(v);
    table.current?.reload();
  };
  return (
    <Card variant="borderless">
      <SearchBar placeholder="名句、作者或出处" onSearch={(v) => setFilters({ keyword: v.keyword })} />
      <DataTable<QuotationItem, QuotationFilters>
        queryKey={checkLibraryKeys.quotation}
        fetch={checkLibraryApi.quotationPage}
        filters={filters}
        rowKey="id"
        columns={columns}
        handleRef={table}
        batchDelete={{ perm: IntellectCheckPerm.quotationDelete, onDelete: (keys) => checkLibraryApi.quotationDelete(keys.map(String)) }}
        toolbar={
          <Space>
            <Authority perm={IntellectCheckPerm.quotationAdd}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
                新增
              </Button>
            </Authority>
            <Authority perm={IntellectCheckPerm.quotationImport}>
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                导入
              </Button>
            </Authority>
          </Space>
        }
      />
      <FormModal<QuotationForm>
        open={!!editing}
        title={editing?.item ? '编辑名句' : '新增名句'}
        initialValues={editing?.item}
        onClose={() => setEditing(null)}
        onSubmit={save}
        width={560}
      >
        <FormItem
          label="名句"
          name="text"
          required
          rules={[
            { min: 4, message: '名句内容至少4个字' },
            { max: 200, message: '名句内容不能超过200字' },
          ]}
        >
          <Input.TextArea rows={2} maxLength={200} placeholder="如：先天下之忧而忧，后天下之乐而乐" />
        </FormItem>
        <FormItem label="作者" name="author">
          <Input maxLength={50} placeholder="请输入作者" />
        </FormItem>
        <FormItem label="出处" name="title">
          <Input maxLength={100} placeholder="如：《岳阳楼记》" />
        </FormItem>
        <FormItem label="朝代" name="dynasty">
          <Input maxLength={20} placeholder="如：宋" />
        </FormItem>
      </FormModal>
      <QuotationImport open={importing} onClose={() => setImporting(false)} onDone={() => table.current?.reload()} />
    </Card>
  );
}

function QuotationImport(props: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { message, modal } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const submit = async () => {
    if (!file) {
      message.error('请选择要导入的文件');
      return;
    }
    const data = new FormData();
    data.append('file', file);
    setPercent(0);
    try {
      const r = await checkLibraryApi.quotationImport(data, setPercent);
      props.onDone();
      props.onClose();
      setFile(null);
      if (r.skipped) modal.info({ title: `导入成功 ${r.imported} 条，跳过 ${r.skipped} 条`, content: r.errors.join('；') });
      else message.success(`导入成功 ${r.imported} 条`);
    } finally {
      setPercent(null);
    }
  };
  return (
    <Modal
      title="导入名句"
      open={props.open}
      onCancel={props.onClose}
      onOk={submit}
      okText="导入"
      confirmLoading={percent !== null}
      destroyOnHidden
    >
      <p>txt 每行一句，可写作「名句|作者|出处|朝代」或「名句——作者《出处》」；xlsx 列为 名句、作者、出处、朝代。</p>
      <Upload
        accept=".txt,.xlsx"
        maxCount={1}
        beforeUpload={(f) => {
          setFile(f);
          return false;
        }}
        onRemove={() => setFile(null)}
        fileList={file ? [{ uid: 'f', name: file.name, status: 'done' }] : []}
      >
        <Button icon={<UploadOutlined />}>选择文件</Button>
      </Upload>
    </Modal>
  );
}
