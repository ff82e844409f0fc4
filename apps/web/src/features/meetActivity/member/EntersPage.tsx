import { type MaEntersQuery, type MaScheduleRow, type MeetKind, meetKindLabel } from '@cppcc/contracts';
import { Card, Form, Select } from 'antd';
import { useState } from 'react';
import type { KindColumn } from '@/components/crud/columnKinds';
import { DataTable } from '@/components/DataTable';
import { SearchBar } from '@/components/SearchBar';
import { memberApi, memberKeys } from './api';
import { scheduleColumns } from './SchedulePage';

type Filters = Omit<MaEntersQuery, 'pageNum' | 'pageSize'>;
const kindOptions = (['meet', 'activity'] as MeetKind[]).map((k) => ({ value: k, label: meetKindLabel[k] }));

/** The schedule's columns with the head count in place of the place (details show it). */
const columns: KindColumn<MaScheduleRow>[] = scheduleColumns('enters').flatMap((c) => {
  if (c.key === 'address') return [];
  if (c.key !== 'startTime') return [c];
  const entered: KindColumn<MaScheduleRow> = {
    title: '已报名',
    key: 'entered',
    kind: 'count',
    render: (_: unknown, r) => `${r.enteredCount}${r.enterLimit ? `/${r.enterLimit}` : ''}人`,
  };
  return [c, entered];
});

/** 报名 (/meetActivity/enters): released meetings and activities whose sign-up window is open or about to open. */
export default function EntersPage() {
  const [filters, setFilters] = useState<Filters>({});
  return (
    <Card variant="borderless">
      <SearchBar
        placeholder="请输入标题"
        onSearch={(v) => setFilters({ title: v.keyword, kind: v.kind as MeetKind | undefined })}
        filters={
          <Form.Item name="kind">
            <Select allowClear options={kindOptions} placeholder="类别" aria-label="类别" style={{ width: 100 }} />
          </Form.Item>
        }
      />
      <DataTable<MaScheduleRow, Filters>
        queryKey={memberKeys.enters}
        fetch={memberApi.enters}
        filters={filters}
        rowKey="id"
        columns={columns}
      />
    </Card>
  );
}
