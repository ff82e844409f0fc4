import { PlusOutlined } from '@ant-design/icons';
import { type OssFile, ProposalPerm as P } from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { Button, Checkbox, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { DateInput } from '@/components/DatePickers';
import { Ellipsis } from '@/components/Ellipsis';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { FileUploader } from '@/components/upload';
import { proposalApi, proposalKeys } from '../../api';
import { detailPath, numberText } from '../../components/columns';
import { afterApi, afterKeys, type Instruction } from '../api';

type Filters = { keyword?: string };

interface Values {
  proposalId?: string;
  leaderName?: string;
  instructedAt?: string;
  content?: string;
  files?: OssFile[];
  sms?: boolean;
}

/** Searches the office's proposal list for the one an instruction is about (filed ones only: the server checks). */
function ProposalPicker({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useQuery({ queryKey: ['proposal', 'pick', keyword], queryFn: () => afterApi.pickProposals(keyword), staleTime: 30_000 });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      onChange={onChange}
      placeholder="请输入标题、提案人或案号搜索"
      loading={list.isFetching}
      notFoundContent={list.isFetching ? '加载中…' : '暂无数据'}
      options={(list.data?.list ?? []).map((p) => ({
        value: p.id,
        label: `${p.number ? `【${p.number}】` : ''}${p.title}（${p.proposerName}）`,
      }))}
    />
  );
}

function InstructionModal({ editing, onClose }: { editing: { row?: Instruction } | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const row = editing?.row;
  useEffect(() => {
    if (!row) return;
    let live = true;
    proposalApi.files(row.fileIds).then((files) => live && form.setFieldsValue({ files }));
    return () => {
      live = false;
    };
  }, [row, form]);
  return (
    <FormModal<Values>
      open={!!editing}
      title={row ? '修改领导批示' : '录入领导批示'}
      form={form}
      width={720}
      initialValues={
        row ? { leaderName: row.leaderName, instructedAt: row.instructedAt, content: row.content, files: [] } : { files: [], sms: false }
      }
      onClose={onClose}
      onSubmit={async (v) => {
        const body = {
          leaderName: (v.leaderName ?? '').trim(),
          instructedAt: v.instructedAt as string,
          content: (v.content ?? '').trim(),
          fileIds: (v.files ?? []).map((f) => f.id),
        };
        let id = row?.id ?? '';
        if (row) await afterApi.instructionUpdate({ id: row.id, ...body });
        else id = (await afterApi.instructionAdd({ proposalId: v.proposalId as string, sms: !!v.sms, ...body })).id;
        await afterApi.bindFiles(id, body.fileIds);
        await client.invalidateQueries({ queryKey: proposalKeys.all });
      }}
    >
      {row ? (
        <FormItem label="提案">
          <span>{row.title}</span>
        </FormItem>
      ) : (
        <FormItem label="提案" name="proposalId" required>
          <ProposalPicker />
        </FormItem>
      )}
      <FormItem label="批示领导" name="leaderName" required>
        <Input maxLength={50} placeholder="请输入批示领导" />
      </FormItem>
      <FormItem label="批示日期" name="instructedAt" required>
        <DateInput />
      </FormItem>
      <FormItem label="批示内容" name="content" required>
        <Input.TextArea rows={6} maxLength={5000} showCount placeholder="请输入批示内容" />
      </FormItem>
      <FormItem label="附件" name="files">
        <FileUploader />
      </FormItem>
      {!row && (
        <Form.Item name="sms" valuePropName="checked" label="短信通知">
          <Checkbox>同时发送短信</Checkbox>
        </Form.Item>
      )}
    </FormModal>
  );
}

/** instructionList: leaders' instructions (批示) on proposals, and the feedback on them. */
export default function InstructionListPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<{ row?: Instruction } | null>(null);
  const client = useQueryClient();
  const columns: TableColumnsType<Instruction> = [
    { title: '案号', dataIndex: 'number', key: 'number', width: 90, render: numberText },
    {
      title: '提案标题',
      dataIndex: 'title',
      key: 'title',
      render: (v: string, r) => (
        <Link to={detailPath(r.proposalId)}>
          <Ellipsis text={v} maxWidth={260} />
        </Link>
      ),
    },
    { title: '批示领导', dataIndex: 'leaderName', key: 'leaderName', width: 120 },
    { title: '批示内容', dataIndex: 'content', key: 'content', width: 280, render: (v: string) => <Ellipsis text={v} /> },
    { title: '批示日期', dataIndex: 'instructedAt', key: 'instructedAt', width: 110 },
    { title: '反馈数', dataIndex: 'feedbackCount', key: 'feedbackCount', width: 80, align: 'right' },
    {
      title: '录入时间',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 160,
      render: (v: string) => formatDateTime(v, 'YYYY-MM-DD HH:mm'),
    },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'feedback',
              perm: P.feedback,
              node: (
                <Link
                  to={`/proposal/feedBackForm?proposalId=${encodeURIComponent(r.proposalId)}&instructionId=${encodeURIComponent(r.id)}`}
                >
                  反馈
                </Link>
              ),
            },
            {
              key: 'edit',
              perm: P.instructionEdit,
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ row: r })}>
                  修改
                </Button>
              ),
            },
            {
              key: 'delete',
              perm: P.instructionEdit,
              node: (
                <ConfirmDelete
                  onConfirm={async () => {
                    await afterApi.instructionDelete([r.id]);
                    await client.invalidateQueries({ queryKey: proposalKeys.all });
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
      <SearchBar placeholder="请输入标题、批示领导或批示内容" onSearch={(v) => setFilters(v as Filters)} />
      <DataTable<Instruction, Filters>
        queryKey={afterKeys.instructions}
        fetch={(q: TableQuery & Filters) => afterApi.instructions(q)}
        filters={filters}
        rowKey="id"
        columns={columns}
        scrollX={1300}
        toolbar={
          <Authority perm={P.instructionEdit}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              录入批示
            </Button>
          </Authority>
        }
      />
      <InstructionModal editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
