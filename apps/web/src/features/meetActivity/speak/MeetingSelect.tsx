import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '@/components/format';
import { speakApi, speakKeys } from './api';

export interface MeetingSelectProps {
  value?: string | null;
  onChange?: (v: string | undefined) => void;
  /** 'mine': the meetings the caller is listed on (members); 'all': the office's meeting list, searched by title */
  source: 'mine' | 'all';
  /** the current meeting's title, shown before the options load */
  currentTitle?: string | null;
  placeholder?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
}

/** Chooses the meeting a speech is made at. */
export function MeetingSelect({
  value,
  onChange,
  source,
  currentTitle,
  placeholder = '请选择会议',
  allowClear = true,
  style,
}: MeetingSelectProps) {
  const [keyword, setKeyword] = useState('');
  const mine = useQuery({ queryKey: speakKeys.meetings, queryFn: speakApi.meetings, enabled: source === 'mine' });
  const all = useQuery({
    queryKey: ['speak', 'findMeetings', keyword],
    queryFn: () => speakApi.findMeetings(keyword),
    enabled: source === 'all',
  });
  const rows = source === 'mine' ? (mine.data ?? []) : (all.data?.list ?? []);
  const options = rows.map((m) => ({ value: m.id, label: `${m.title}（${formatDateTime(m.startTime, 'YYYY-MM-DD')}）` }));
  if (value && currentTitle && !options.some((o) => o.value === value)) options.unshift({ value, label: currentTitle });
  return (
    <Select
      showSearch
      allowClear={allowClear}
      style={{ width: '100%', ...style }}
      placeholder={placeholder}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? undefined)}
      filterOption={source === 'mine' ? (input, o) => String(o?.label ?? '').includes(input) : false}
      onSearch={source === 'all' ? setKeyword : undefined}
      loading={mine.isFetching || all.isFetching}
      options={options}
      notFoundContent={source === 'mine' ? '暂无可选会议（您被列为参加人员的会议）' : '暂无会议'}
    />
  );
}
