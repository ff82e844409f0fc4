import { FileWordOutlined } from '@ant-design/icons';
import { SpeakPage, type SpeakRow, SpeakState, speakTypeLabel } from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { KindColumn } from '@/components/crud/columnKinds';
import { DataTable, type TableQuery } from '@/components/DataTable';
import { formatDateTime } from '@/components/format';
import { type SpeakFilters, speakApi, speakKeys } from './api';
import { MeetingSelect } from './MeetingSelect';

/** 发言汇编: choose a meeting, see its adopted speeches, export them as one .docx. */
export default function ManuscriptPage() {
  const [params, setParams] = useSearchParams();
  const meetId = params.get('meetId') ?? undefined;
  const [busy, setBusy] = useState(false);
  const [count, setCount] = useState(0);
  const stats = useQuery({ queryKey: speakKeys.statistics(), queryFn: () => speakApi.statistics(), enabled: !meetId });
  const withSpeeches = (stats.data?.byMeeting ?? []).filter((m) => m.meetId && m.passed > 0).slice(0, 12);
  const columns: KindColumn<SpeakRow>[] = [
    { title: '序号', key: 'index', kind: 'index', render: (_: unknown, _r, i) => i + 1 },
    {
      title: '发言标题',
      dataIndex: 'title',
      kind: 'title',
      render: (v: string, r) => <Link to={SpeakPage.manuscriptDetail(r.id)}>{v}</Link>,
    },
    { title: '发言人', dataIndex: 'speakerName', kind: 'person' },
    { title: '类型', dataIndex: 'speakType', kind: 'status', render: (v: number) => speakTypeLabel[v] },
    {
      title: '提交时间',
      dataIndex: 'submittedAt',
      kind: 'minute',
      render: (v: string | null) => (v ? formatDateTime(v, 'YYYY-MM-DD HH:mm') : '—'),
    },
  ];
  const exportIt = async () => {
    if (!meetId) return;
    setBusy(true);
    try {
      await speakApi.exportManuscript({ meetId });
    } catch {
      // shown by the api client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <div style={{ marginBottom: 12, maxWidth: 520 }}>
        <MeetingSelect
          source="all"
          allowClear={false}
          value={meetId}
          placeholder="请选择会议"
          onChange={(v) => setParams(v ? { meetId: v } : {}, { replace: true })}
        />
      </div>
      {meetId ? (
        <DataTable<SpeakRow, SpeakFilters>
          queryKey={[...speakKeys.list('manuscript'), meetId]}
          fetch={async (q: TableQuery & SpeakFilters) => {
            const page = await speakApi.meetPage({ ...q, meetId, state: SpeakState.passed });
            setCount(page.total);
            return page;
          }}
          filters={{ meetId, state: SpeakState.passed }}
          columns={columns}
          rowKey="id"
          toolbar={
            <Button type="primary" icon={<FileWordOutlined />} loading={busy} disabled={!count} onClick={() => void exportIt()}>
              导出汇编
            </Button>
          }
        />
      ) : (
        <>
          {!!withSpeeches.length && (
            <Space wrap style={{ marginBottom: 16 }}>
              <Typography.Text type="secondary">有已采用发言的会议：</Typography.Text>
              {withSpeeches.map((m) => (
                <Tag
                  key={m.meetId}
                  color="blue"
                  style={{ cursor: 'pointer' }}
                  onClick={() => setParams({ meetId: m.meetId ?? '' }, { replace: true })}
                >
                  {m.meetTitle}（{m.passed}篇）
                </Tag>
              ))}
            </Space>
          )}
          <Empty description="请选择会议，查看已采用的发言并导出发言材料汇编" />
        </>
      )}
    </Card>
  );
}
