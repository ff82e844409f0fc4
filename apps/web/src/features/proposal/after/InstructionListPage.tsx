import { PlusOutlined } from '@ant-design/icons';
import { type OssFile, ProposalPerm as P, ProposalPage } from '@cppcc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Descriptions, Form, Input, Modal, Select, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import type { KindColumn } from '@/components/crud/columnKinds';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { DateInput } from '@/components/DatePickers';
import { Ellipsis } from '@/components/Ellipsis';
import { FileList } from '@/components/FileList';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { FileUploader, ImageUploader } from '@/components/upload';
import { proposalApi, proposalKeys } from '../api';
import { numberText } from '../components/columns';
import type { Instruction } from '../contractTypes';
import { detailPath, withId } from '../paths';
import { afterApi, afterKeys } from './api';

type Filters = { keyword?: string };

interface Values {
  proposalId?: string;
  leaderName?: string;
  instructedAt?: string;
  content?: string;
  /** 批示件: scans or photos of the signed instruction (jpg/png, at most 5) */
  scans?: OssFile[];
  files?: OssFile[];
  sms?: boolean;
}

/**
 * The scans are uploaded under a module of their own, so that among the files
 * bound to the instruction (one list of ids on the record, one affair) they are
 * told apart from the other attachments.
 */
export const INSTRUCTION_SCAN_MODULE = 'instruction';

/** The instruction's files, parted into 批示件 and other attachments. */
export function splitInstructionFiles(files: OssFile[]): { scans: OssFile[]; files: OssFile[] } {
  return {
    scans: files.filter((f) => f.module === INSTRUCTION_SCAN_MODULE),
    files: files.filter((f) => f.module !== INSTRUCTION_SCAN_MODULE),
  };
}

function useInstructionFiles(row: Instruction | undefined) {
  const ids = row?.fileIds ?? [];
  return useQuery({
    queryKey: proposalKeys.files(ids),
    queryFn: () => proposalApi.files(ids),
    enabled: !!row && ids.length > 0,
    select: splitInstructionFiles,
  });
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
  const { message } = App.useApp();
  const saved = useInstructionFiles(row);
  // after FormModal's reset of each opening (its effect runs first), and when the files arrive
  useEffect(() => {
    if (editing && saved.data) form.setFieldsValue(saved.data);
  }, [editing, saved.data, form]);
  return (
    <FormModal<Values>
      open={!!editing}
      title={row ? '修改领导批示' : '录入领导批示'}
      form={form}
      width={720}
      initialValues={
        row
          ? { leaderName: row.leaderName, instructedAt: row.instructedAt, content: row.content, scans: [], files: [] }
          : { scans: [], files: [], sms: false }
      }
      onClose={onClose}
      onSubmit={async (v) => {
        // saving before the saved files are in the form would drop them from the instruction
        if (row?.fileIds.length && !saved.data) {
          message.warning('附件加载中，请稍后再保存');
          throw new Error('files not loaded');
        }
        const body = {
          leaderName: (v.leaderName ?? '').trim(),
          instructedAt: v.instructedAt as string,
          content: (v.content ?? '').trim(),
          fileIds: [...(v.scans ?? []), ...(v.files ?? [])].map((f) => f.id),
        };
        if (row) await afterApi.instructionUpdate({ id: row.id, ...body });
        else await afterApi.instructionAdd({ proposalId: v.proposalId as string, sms: !!v.sms, ...body });
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
      <FormItem label="批示件" name="scans" extra="批示件扫描件或照片，jpg/png 格式，最多5张">
        <ImageUploader module={INSTRUCTION_SCAN_MODULE} />
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

/** 批示详情: the whole instruction with its 批示件 (previewed as pictures) and attachments. */
function InstructionView({ row, onClose }: { row: Instruction | null; onClose: () => void }) {
  const files = useInstructionFiles(row ?? undefined);
  const empty = { scans: [], files: [] };
  const parts = row?.fileIds.length ? files.data : empty;
  return (
    <Modal open={!!row} title="批示详情" width={720} footer={null} onCancel={onClose} destroyOnHidden>
      {row && (
        <Descriptions column={1} size="small" bordered styles={{ label: { width: 110 } }}>
          <Descriptions.Item label="提案">
            {row.number ? `【${row.number}】` : ''}
            {row.title}
          </Descriptions.Item>
          <Descriptions.Item label="批示领导">{row.leaderName}</Descriptions.Item>
          <Descriptions.Item label="批示日期">{row.instructedAt}</Descriptions.Item>
          <Descriptions.Item label="批示内容">
            <div style={{ whiteSpace: 'pre-wrap' }}>{row.content}</div>
          </Descriptions.Item>
          <Descriptions.Item label="批示件">
            {parts ? <ImageUploader readOnly value={parts.scans} /> : <Skeleton.Image active />}
          </Descriptions.Item>
          <Descriptions.Item label="附件">{parts ? <FileList files={parts.files} preview /> : <Skeleton active />}</Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}

/** instructionList: leaders' instructions (批示) on proposals, and the feedback on them. */
export default function InstructionListPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<{ row?: Instruction } | null>(null);
  const [viewing, setViewing] = useState<Instruction | null>(null);
  const client = useQueryClient();
  const columns: KindColumn<Instruction>[] = [
    { title: '案号', dataIndex: 'number', key: 'number', kind: 'number', width: 70, render: numberText },
    {
      title: '提案标题',
      dataIndex: 'title',
      key: 'title',
      kind: 'title',
      render: (v: string, r) => (
        <Link to={detailPath(r.proposalId)}>
          <Ellipsis text={v} />
        </Link>
      ),
    },
    { title: '批示领导', dataIndex: 'leaderName', key: 'leaderName', kind: 'person' },
    { title: '批示内容', dataIndex: 'content', key: 'content', kind: 'text', render: (v: string) => <Ellipsis text={v} /> },
    { title: '批示日期', dataIndex: 'instructedAt', key: 'instructedAt', kind: 'date' },
    { title: '反馈数', dataIndex: 'feedbackCount', key: 'feedbackCount', kind: 'count', width: 70 },
    {
      title: '录入时间',
      dataIndex: 'createdAt',
      key: 'createdAt',
      kind: 'minute',
      render: (v: string) => formatDateTime(v, 'YYYY-MM-DD HH:mm'),
    },
    {
      title: '操作',
      key: 'actions',
      kind: 'actions',
      width: 200,
      fixed: 'right',
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'view',
              node: (
                <Button type="link" size="small" onClick={() => setViewing(r)}>
                  查看
                </Button>
              ),
            },
            {
              key: 'feedback',
              perm: P.feedback,
              node: (
                <Link to={`${withId(ProposalPage.feedbackForm, r.proposalId, 'proposalId')}&instructionId=${encodeURIComponent(r.id)}`}>
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
        toolbar={
          <Authority perm={P.instructionEdit}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              录入批示
            </Button>
          </Authority>
        }
      />
      <InstructionModal editing={editing} onClose={() => setEditing(null)} />
      <InstructionView row={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
