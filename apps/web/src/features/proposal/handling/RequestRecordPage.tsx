import {
  type UnitRequestKindValue as Kind,
  ProposalPerm as P,
  RequestStatus,
  requestStatusLabel,
  UnitRequestKind,
  unitRequestKindLabel,
} from '@cppcc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuthority } from '@/app/auth/Authority';
import { type KindColumn, StackedCell } from '@/components/crud/columnKinds';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { DateInput } from '@/components/DatePickers';
import { Ellipsis } from '@/components/Ellipsis';
import { FormItem } from '@/components/FormItem';
import { FormModal } from '@/components/FormModal';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { proposalKeys } from '../api';
import { numberText, StateTag } from '../components/columns';
import { requestStatuses } from '../components/stateLabels';
import type { RequestQuery, UnitRequest } from '../contractTypes';
import { detailPath } from '../paths';
import { unitApi, unitKeys } from './api';

type Filters = Omit<RequestQuery, 'pageNum' | 'pageSize'>;
const dt = (v: string | null) => formatDateTime(v, 'YYYY-MM-DD HH:mm');

interface DecideValues {
  approve?: boolean;
  opinion?: string;
  deadline?: string;
  sms?: boolean;
}

/** The office's answer to one request: agree or not, an opinion, and for a delay the new deadline. */
export function DecideModal({ kind, request, onClose }: { kind: Kind; request: UnitRequest | null; onClose: () => void }) {
  const [form] = Form.useForm<DecideValues>();
  const approve = Form.useWatch('approve', form);
  const client = useQueryClient();
  return (
    <FormModal<DecideValues>
      open={!!request}
      title={`审核${unitRequestKindLabel[kind]}申请`}
      form={form}
      okText="确定"
      successText="审核成功"
      initialValues={{ deadline: request?.delayDate ?? undefined, sms: false }}
      onClose={onClose}
      onSubmit={async (v) => {
        if (!request) return;
        await unitApi.decide(kind, {
          requestId: request.id,
          approve: v.approve === true,
          opinion: v.opinion?.trim() || null,
          deadline: kind === UnitRequestKind.delay && v.approve ? (v.deadline ?? null) : null,
          sms: !!v.sms,
        });
        await client.invalidateQueries({ queryKey: proposalKeys.all });
      }}
    >
      {request && (
        <>
          <FormItem label="提案标题">
            <span>{request.title}</span>
          </FormItem>
          <FormItem label="承办单位">
            <span>{request.unitName}</span>
          </FormItem>
          <FormItem label={`${unitRequestKindLabel[kind]}理由`}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{request.reason}</span>
          </FormItem>
          {kind === UnitRequestKind.delay && (
            <FormItem label="原答复期限">
              <span>
                {request.oldDeadline ?? '--'}，申请延期至 {request.delayDate ?? '--'}
              </span>
            </FormItem>
          )}
        </>
      )}
      <FormItem label="审核结果" name="approve" required>
        <Radio.Group
          options={[
            { value: true, label: '同意' },
            { value: false, label: '不同意' },
          ]}
        />
      </FormItem>
      {kind === UnitRequestKind.delay && approve === true && (
        <FormItem label="新的答复期限" name="deadline" required extra="默认为承办单位申请的日期">
          <DateInput />
        </FormItem>
      )}
      <FormItem
        label="审核意见"
        name="opinion"
        rules={approve === false ? [{ required: true, whitespace: true, message: '请输入不同意的理由' }] : []}
      >
        <Input.TextArea rows={4} maxLength={2000} showCount placeholder={approve === false ? '请输入不同意的理由' : '请输入审核意见'} />
      </FormItem>
      <Form.Item name="sms" valuePropName="checked" label="短信通知">
        <Checkbox>同时发送短信</Checkbox>
      </Form.Item>
    </FormModal>
  );
}

/**
 * The requests of one kind. The office sees every unit's and decides the pending ones; a handling
 * unit (menus 退回申请记录 / 延期申请记录) sees its own, as the server scopes the list, with the
 * office's answers and no 操作 column.
 */
function RequestRecordPage({ kind }: { kind: Kind }) {
  const [filters, setFilters] = useState<Filters>({});
  const [deciding, setDeciding] = useState<UnitRequest | null>(null);
  const can = useAuthority();
  const decidePerm = kind === UnitRequestKind.back ? P.backDecide : P.delayDecide;
  const decides = can(decidePerm);
  const name = unitRequestKindLabel[kind];
  // a dozen facts a row: who and when share a cell (stacked), so the list fits a 1366 px screen
  const columns: KindColumn<UnitRequest>[] = [
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
    { title: '承办单位', dataIndex: 'unitName', key: 'unitName', kind: 'unit', render: (v: string) => <Ellipsis text={v} /> },
    { title: `${name}理由`, dataIndex: 'reason', key: 'reason', kind: 'text', render: (v: string) => <Ellipsis text={v} /> },
    ...(kind === UnitRequestKind.delay
      ? [
          {
            title: '申请延期至',
            dataIndex: 'delayDate',
            key: 'delayDate',
            kind: 'date' as const,
            render: (v: string | null, r: UnitRequest) => <StackedCell main={v ?? '--'} sub={`原${r.oldDeadline ?? '--'}`} />,
          },
        ]
      : []),
    {
      title: '申请人',
      dataIndex: 'createdAt',
      key: 'createdAt',
      kind: 'minute',
      sorter: true,
      render: (v: string, r) => <StackedCell main={<Ellipsis text={r.applicantName} />} sub={dt(v)} />,
    },
    {
      title: '审核状态',
      dataIndex: 'status',
      key: 'status',
      width: 90,
      render: (v: number) => <StateTag table={requestStatuses} code={v} />,
    },
    { title: '审核意见', dataIndex: 'opinion', key: 'opinion', kind: 'text', render: (v: string | null) => <Ellipsis text={v} /> },
    {
      title: '审核人',
      dataIndex: 'decidedAt',
      key: 'decidedAt',
      kind: 'minute',
      render: (v: string | null, r) => (r.deciderName || v ? <StackedCell main={<Ellipsis text={r.deciderName} />} sub={dt(v)} /> : '--'),
    },
  ];
  if (decides) {
    columns.push({
      title: '操作',
      key: 'actions',
      kind: 'actions',
      width: 70,
      fixed: 'right',
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'decide',
              perm: decidePerm,
              visible: r.status === RequestStatus.pending,
              node: (
                <Button type="link" size="small" onClick={() => setDeciding(r)}>
                  审核
                </Button>
              ),
            },
          ]}
        />
      ),
    });
  }
  return (
    <>
      <SearchBar
        placeholder="请输入标题或案号"
        onSearch={(v) => setFilters(v as Filters)}
        filters={
          <FormItem name="status" label="审核状态">
            <Select
              allowClear
              style={{ width: 140 }}
              placeholder="全部"
              options={Object.entries(requestStatusLabel).map(([k, v]) => ({ value: Number(k), label: v }))}
            />
          </FormItem>
        }
      />
      <DataTable<UnitRequest, Filters>
        queryKey={unitKeys.requests(kind)}
        fetch={(q: TableQuery & Filters) => unitApi.requests(kind, q)}
        filters={filters}
        rowKey="id"
        columns={columns}
      />
      {decides && <DecideModal kind={kind} request={deciding} onClose={() => setDeciding(null)} />}
    </>
  );
}

/** backRecord: units' requests to return a proposal; the office agrees or not. Units see their own. */
export const BackRecordPage = () => <RequestRecordPage kind={UnitRequestKind.back} />;
/** delayRecord: units' requests to delay the reply; agreeing moves the deadline. Units see their own. */
export const DelayRecordPage = () => <RequestRecordPage kind={UnitRequestKind.delay} />;
