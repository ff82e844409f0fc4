import { PlusOutlined } from '@ant-design/icons';
import {
  ProposalSetupPerm as P,
  type ProposalSessionInfo,
  type ProposalSessionPageQuery,
  ProposalSessionState,
  proposalSessionStateLabel,
} from '@cppcc/contracts';
import { App, Button, Card, Form, InputNumber, Popconfirm, Select, Switch, Tag } from 'antd';
import { useState } from 'react';
import { Authority, useAuthority } from '@/app/auth/Authority';
import { ConfirmDelete } from '@/components/ConfirmDelete';
import { type KindColumn, StackedCell } from '@/components/crud/columnKinds';
import { DataTable } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { useRefMutation } from '@/features/reference/api';
import { proposalSetupApi, proposalSetupKeys } from './api';
import { ProposalSessionFormModal } from './ProposalSessionFormModal';

type Filters = Pick<ProposalSessionPageQuery, 'keyword' | 'year' | 'state'>;
const stateColor: Record<number, string> = { 0: 'green', 1: 'blue', 2: 'default' };
const stateOptions = Object.entries(proposalSessionStateLabel).map(([value, label]) => ({ value: Number(value), label }));
const minute = (v: string) => formatDateTime(v, 'YYYY-MM-DD HH:mm');

/** /proposal/proposalSessionList: proposal sessions (提案届次) and their switches. */
export default function ProposalSessionListPage() {
  const { message } = App.useApp();
  const can = useAuthority();
  const [filters, setFilters] = useState<Filters>({});
  const [editing, setEditing] = useState<{ session?: ProposalSessionInfo } | null>(null);
  const keys = [proposalSetupKeys.sessions];
  const add = useRefMutation(proposalSetupApi.sessionAdd, keys);
  const update = useRefMutation(proposalSetupApi.sessionUpdate, keys);
  const remove = useRefMutation(proposalSetupApi.sessionDelete, keys);
  const setCurrent = useRefMutation(proposalSetupApi.sessionSetCurrent, keys);
  const toggle = useRefMutation(proposalSetupApi.sessionSwitch, keys);

  const switchCell = (field: 'isOpenReport' | 'isOpenCheckSimilar', on: string, off: string) => (v: number, r: ProposalSessionInfo) =>
    can(P.sessionState) ? (
      <Switch
        checked={v === 1}
        checkedChildren={on}
        unCheckedChildren={off}
        aria-label={`${r.name}${field === 'isOpenReport' ? '开放提交' : '开启查重'}`}
        onChange={(checked) =>
          toggle.mutateAsync({ id: r.id, [field]: checked ? 1 : 0 }).then(
            () => message.success('设置成功'),
            () => undefined,
          )
        }
      />
    ) : (
      <Tag color={v === 1 ? 'green' : 'default'}>{v === 1 ? on : off}</Tag>
    );

  // eleven columns in a card: the meeting's start and end share a cell (stacked) and the actions wrap to fit 1366 px
  const columns: KindColumn<ProposalSessionInfo>[] = [
    {
      title: '届次名称',
      dataIndex: 'name',
      key: 'name',
      kind: 'name',
      render: (v: string, r) => (
        <span style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <span style={{ minWidth: 0 }}>
            <Ellipsis text={v} />
          </span>
          {r.isInMeeting === 1 && (
            <Tag color="orange" style={{ flex: 'none' }}>
              会期中
            </Tag>
          )}
        </span>
      ),
    },
    { title: '简码', dataIndex: 'shortCode', key: 'shortCode', width: 70 },
    { title: '年度', dataIndex: 'year', key: 'year', width: 70, sorter: true },
    {
      title: '大会时间',
      key: 'startTime',
      kind: 'minute',
      sorter: true,
      render: (_: unknown, r) => <StackedCell main={minute(r.startTime)} sub={`至 ${minute(r.endTime)}`} />,
    },
    {
      title: '大会提案截止',
      dataIndex: 'deadlineForMeeting',
      key: 'deadlineForMeeting',
      kind: 'minute',
      render: (v: string | null) => (v ? minute(v) : '--'),
    },
    { title: '查重阈值', dataIndex: 'threshold', key: 'threshold', width: 72, align: 'right', render: (v: number) => `${v}%` },
    { title: '字数限制', dataIndex: 'wordLimit', key: 'wordLimit', width: 72, align: 'right' },
    { title: '开放提交', dataIndex: 'isOpenReport', key: 'isOpenReport', width: 80, render: switchCell('isOpenReport', '开放', '关闭') },
    {
      title: '开启查重',
      dataIndex: 'isOpenCheckSimilar',
      key: 'isOpenCheckSimilar',
      width: 80,
      render: switchCell('isOpenCheckSimilar', '开启', '关闭'),
    },
    {
      title: '状态',
      dataIndex: 'state',
      key: 'state',
      width: 90,
      render: (v: number) => <Tag color={stateColor[v]}>{proposalSessionStateLabel[v] ?? v}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      kind: 'actions',
      // 设为当前 on a line, 编辑 删除 below
      width: 100,
      fixed: 'right',
      render: (_: unknown, r) => (
        <RowActions
          actions={[
            {
              key: 'current',
              perm: P.sessionState,
              visible: r.state !== ProposalSessionState.current,
              node: (
                <Popconfirm
                  title={`确定将「${r.name}」设为当前届次吗？`}
                  okText="确定"
                  cancelText="取消"
                  onConfirm={() =>
                    setCurrent.mutateAsync(r.id).then(
                      () => message.success('设置成功'),
                      () => undefined,
                    )
                  }
                >
                  <Button type="link" size="small">
                    设为当前
                  </Button>
                </Popconfirm>
              ),
            },
            {
              key: 'edit',
              perm: P.sessionEdit,
              node: (
                <Button type="link" size="small" onClick={() => setEditing({ session: r })}>
                  编辑
                </Button>
              ),
            },
            {
              key: 'delete',
              perm: P.sessionDelete,
              visible: r.state !== ProposalSessionState.current,
              node: <ConfirmDelete onConfirm={() => remove.mutateAsync([r.id])} />,
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="届次名称 / 简称 / 简码"
        onSearch={(v) => setFilters({ keyword: v.keyword, year: v.year as number | undefined, state: v.state as number | undefined })}
        filters={
          <>
            <Form.Item name="year">
              <InputNumber min={2000} max={2100} precision={0} placeholder="年度" aria-label="年度" style={{ width: 110 }} />
            </Form.Item>
            <Form.Item name="state">
              <Select allowClear placeholder="状态" aria-label="状态" style={{ width: 140 }} options={stateOptions} />
            </Form.Item>
          </>
        }
      />
      <DataTable<ProposalSessionInfo, Filters>
        queryKey={proposalSetupKeys.sessions}
        fetch={proposalSetupApi.sessionPage}
        filters={filters}
        rowKey="id"
        columns={columns}
        toolbar={
          <Authority perm={P.sessionAdd}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增
            </Button>
          </Authority>
        }
      />
      <ProposalSessionFormModal
        state={editing}
        onClose={() => setEditing(null)}
        onSubmit={(body) => (editing?.session ? update.mutateAsync({ ...body, id: editing.session.id }) : add.mutateAsync(body))}
      />
    </Card>
  );
}
