import { CalendarOutlined } from '@ant-design/icons';
import { type MaScheduleQuery, type MaScheduleRow, type MeetKind, meetKindLabel, scheduleStateLabel } from '@cppcc/contracts';
import { Button, Card, Form, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { KindColumn } from '@/components/crud/columnKinds';
import { DataTable } from '@/components/DataTable';
import { Ellipsis } from '@/components/Ellipsis';
import { formatDateTime } from '@/components/format';
import { SearchBar, type SearchValues } from '@/components/SearchBar';
import { memberApi, memberKeys } from './api';
import { detailPath, KindTag, MemberActions, MyStateTag, ScheduleTag } from './MemberActions';

type Filters = Omit<MaScheduleQuery, 'pageNum' | 'pageSize'>;

const kindOptions = (['meet', 'activity'] as MeetKind[]).map((k) => ({ value: k, label: meetKindLabel[k] }));
const stateOptions = Object.entries(scheduleStateLabel).map(([v, label]) => ({ value: Number(v), label }));

export const scheduleColumns = (from: 'schedule' | 'enters'): KindColumn<MaScheduleRow>[] => [
  { title: '类别', key: 'kind', width: 70, render: (_: unknown, r) => <KindTag row={r} /> },
  {
    title: '标题',
    dataIndex: 'title',
    key: 'title',
    kind: 'title',
    render: (v: string, r) => (
      <Link to={detailPath(r, from)}>
        <Ellipsis text={v} />
      </Link>
    ),
  },
  {
    title: '开始时间',
    dataIndex: 'startTime',
    key: 'startTime',
    kind: 'minute',
    render: (v: string) => formatDateTime(v, 'YYYY-MM-DD HH:mm'),
  },
  { title: '地点', dataIndex: 'address', key: 'address', kind: 'text', render: (v: string | null) => <Ellipsis text={v ?? ''} /> },
  { title: '状态', key: 'scheduleState', kind: 'state', render: (_: unknown, r) => <ScheduleTag row={r} /> },
  { title: '我的状态', key: 'mine', kind: 'state', render: (_: unknown, r) => <MyStateTag row={r} /> },
  { title: '操作', key: 'actions', width: 210, render: (_: unknown, r) => <MemberActions row={r} from={from} /> },
];

/**
 * 我的日程 (/meetActivity/schedule): the meetings and activities the member is on, and those open
 * for sign-up, coming ones first; 参加 / 不参加, 签到, 请假, 报名 from the row; 导出日历 (.ics).
 */
export default function SchedulePage() {
  const [filters, setFilters] = useState<Filters>({});
  const toFilters = (v: SearchValues): Filters => ({
    title: v.keyword,
    kind: v.kind as MeetKind | undefined,
    scheduleState: v.scheduleState as number | undefined,
  });
  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="请输入标题"
        onSearch={(v) => setFilters(toFilters(v))}
        filters={
          <>
            <Form.Item name="kind">
              <Select allowClear options={kindOptions} placeholder="类别" aria-label="类别" style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name="scheduleState">
              <Select allowClear options={stateOptions} placeholder="进行状态" aria-label="进行状态" style={{ width: 110 }} />
            </Form.Item>
          </>
        }
        extra={
          <Button icon={<CalendarOutlined />} onClick={() => void memberApi.ics().catch(() => undefined)}>
            导出日历
          </Button>
        }
      />
      <DataTable<MaScheduleRow, Filters>
        queryKey={memberKeys.schedule}
        fetch={memberApi.schedule}
        filters={filters}
        rowKey="id"
        columns={scheduleColumns('schedule')}
      />
    </Card>
  );
}
