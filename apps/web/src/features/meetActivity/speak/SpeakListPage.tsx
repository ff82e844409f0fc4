import { SpeakPage, SpeakPerm, type SpeakRow, SpeakState, speakStateLabel, speakTypeLabel } from '@cppcc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Select, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Authority } from '@/app/auth/Authority';
import type { KindColumn } from '@/components/crud/columnKinds';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { formatDateTime } from '@/components/format';
import { RowActions } from '@/components/RowActions';
import { SearchBar } from '@/components/SearchBar';
import { type SpeakFilters, speakApi, speakKeys } from './api';
import { MeetingSelect } from './MeetingSelect';

/** Which list: 我的发言, 发言审核, 全部发言, 补录发言, 会议发言 (one meeting's). */
export type SpeakListMode = 'my' | 'check' | 'all' | 'supplementary' | 'meet';

const STATE_COLOR: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'success', [-2]: 'error' };
export const StateTag = ({ state }: { state: number }) => <Tag color={STATE_COLOR[state]}>{speakStateLabel[state]}</Tag>;

const stateOptions = (mode: SpeakListMode) =>
  Object.entries(speakStateLabel)
    .filter(([k]) => mode === 'my' || Number(k) !== SpeakState.draft)
    .map(([k, v]) => ({ value: Number(k), label: v }));
const typeOptions = Object.entries(speakTypeLabel).map(([k, v]) => ({ value: Number(k), label: v }));

const TITLES: Record<SpeakListMode, string> = {
  my: '我的发言',
  check: '发言审核',
  all: '全部发言',
  supplementary: '补录发言',
  meet: '会议发言',
};

/** The speech lists; `formPath` is where 补录 opens (/speak/supplementaryEdit or /meet/speakForm). */
export default function SpeakListPage({ mode, formPath }: { mode: SpeakListMode; formPath?: string }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { message, modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const meetId = params.get('meetId') ?? undefined;
  const [filters, setFilters] = useState<SpeakFilters>({});
  const refresh = () => qc.invalidateQueries({ queryKey: speakKeys.all });
  const fixed: SpeakFilters = mode === 'check' ? { state: SpeakState.submitted } : mode === 'supplementary' ? { supplementary: true } : {};
  const all = { ...filters, ...fixed, ...(meetId ? { meetId } : {}) };

  const step = (title: string, run: () => Promise<unknown>, done: string) =>
    modal.confirm({
      title,
      onOk: async () => {
        await run();
        message.success(done);
        await refresh();
      },
    });

  const link = (r: SpeakRow) => (mode === 'check' ? `${SpeakPage.checkForm}?id=${r.id}` : SpeakPage.detail(r.id));
  const columns: KindColumn<SpeakRow>[] = [
    { title: '发言标题', dataIndex: 'title', kind: 'title', render: (v: string, r) => <Link to={link(r)}>{v}</Link> },
    ...(mode === 'meet' && meetId
      ? []
      : [{ title: '会议', dataIndex: 'meetTitle', kind: 'text' as const, render: (v: string | null) => v ?? '—' }]),
    ...(mode === 'my' ? [] : [{ title: '发言人', dataIndex: 'speakerName', kind: 'person' as const }]),
    { title: '类型', dataIndex: 'speakType', kind: 'status', render: (v: number) => speakTypeLabel[v] },
    {
      title: '状态',
      dataIndex: 'state',
      kind: 'status',
      render: (v: number, r) => (r.supplementary && mode !== 'supplementary' ? <Tag color="purple">补录</Tag> : <StateTag state={v} />),
    },
    {
      title: mode === 'my' ? '更新时间' : '提交时间',
      dataIndex: mode === 'my' ? 'updatedAt' : 'submittedAt',
      kind: 'minute',
      render: (v: string | null) => (v ? formatDateTime(v, 'YYYY-MM-DD HH:mm') : '—'),
    },
    {
      title: '操作',
      key: 'actions',
      kind: 'actions',
      width: mode === 'my' ? 170 : 120,
      render: (_: unknown, r) => <RowActions actions={actionsOf(r)} />,
    },
  ];

  function actionsOf(r: SpeakRow) {
    const btn = (key: string, text: string, onClick: () => void, perm: string, danger = false) => ({
      key,
      perm,
      node: (
        <Button type="link" size="small" danger={danger} onClick={onClick}>
          {text}
        </Button>
      ),
    });
    const editable = r.state === SpeakState.draft || r.state === SpeakState.returned;
    if (mode === 'my')
      return [
        ...(editable ? [btn('edit', '修改', () => navigate(`${SpeakPage.myEdit}?id=${r.id}`), SpeakPerm.write)] : []),
        ...(editable
          ? [btn('submit', '提交', () => step(`提交发言「${r.title}」？`, () => speakApi.submit(r.id), '提交成功'), SpeakPerm.write)]
          : []),
        ...(r.state === SpeakState.submitted
          ? [btn('recall', '撤回', () => step(`撤回发言「${r.title}」？`, () => speakApi.recall(r.id), '撤回成功'), SpeakPerm.write)]
          : []),
        ...(editable
          ? [
              btn(
                'delete',
                '删除',
                () => step(`删除发言「${r.title}」？`, () => speakApi.remove([r.id]), '删除成功'),
                SpeakPerm.write,
                true,
              ),
            ]
          : []),
        ...(editable ? [] : [btn('view', '查看', () => navigate(SpeakPage.detail(r.id)), SpeakPerm.write)]),
      ];
    return [
      ...(r.state === SpeakState.submitted
        ? [btn('check', '审核', () => navigate(`${SpeakPage.checkForm}?id=${r.id}`), SpeakPerm.manage)]
        : []),
      ...(r.state === SpeakState.submitted || r.state === SpeakState.passed
        ? [btn('edit', '编辑', () => navigate(`${SpeakPage.edit}?id=${r.id}`), SpeakPerm.manage)]
        : []),
      ...(r.state === SpeakState.submitted ? [] : [btn('view', '查看', () => navigate(SpeakPage.detail(r.id)), SpeakPerm.manage)]),
    ];
  }

  const fetch = (q: TableQuery & SpeakFilters) => {
    if (mode === 'my') return speakApi.myPage(q);
    if (mode === 'meet' && meetId) return speakApi.meetPage({ ...q, meetId });
    return speakApi.page(q);
  };

  const toolbar =
    mode === 'my' ? (
      <Authority perm={SpeakPerm.write}>
        <Button type="primary" onClick={() => navigate(SpeakPage.myEdit)}>
          撰写发言
        </Button>
      </Authority>
    ) : mode === 'supplementary' || mode === 'meet' ? (
      <Authority perm={SpeakPerm.manage}>
        <Button
          type="primary"
          disabled={mode === 'meet' && !meetId}
          onClick={() => navigate(`${formPath ?? SpeakPage.supplementaryEdit}${meetId ? `?meetId=${meetId}` : ''}`)}
        >
          补录发言
        </Button>
      </Authority>
    ) : undefined;

  return (
    <Card title={mode === 'meet' ? TITLES.meet : undefined}>
      {mode === 'meet' && (
        <div style={{ marginBottom: 12, maxWidth: 520 }}>
          <MeetingSelect
            source="all"
            allowClear={false}
            value={meetId}
            placeholder="请选择会议，查看该会议的发言"
            onChange={(v) => setParams(v ? { meetId: v } : {}, { replace: true })}
          />
        </div>
      )}
      <SearchBar
        placeholder="请输入发言标题"
        onSearch={(v) =>
          setFilters({
            title: (v.keyword as string) || undefined,
            speakType: v.speakType as number | undefined,
            state: v.state as number | undefined,
          })
        }
        filters={
          <>
            <Form.Item name="speakType">
              <Select allowClear placeholder="发言类型" style={{ width: 120 }} options={typeOptions} />
            </Form.Item>
            {mode !== 'check' && (
              <Form.Item name="state">
                <Select allowClear placeholder="状态" style={{ width: 110 }} options={stateOptions(mode)} />
              </Form.Item>
            )}
          </>
        }
      />
      <DataTable<SpeakRow, SpeakFilters>
        queryKey={[...speakKeys.list(mode), meetId ?? '']}
        fetch={fetch}
        filters={all}
        columns={columns}
        rowKey="id"
        toolbar={toolbar}
      />
    </Card>
  );
}
