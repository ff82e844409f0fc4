import type { GetProps } from 'antd';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** spec 000 §2: range picker format YYYY-MM-DD HH:mm, default times 00:00 to 23:59. */
export const RANGE_FORMAT = 'YYYY-MM-DD HH:mm';
const defaultTimes: [Dayjs, Dayjs] = [dayjs('00:00', 'HH:mm'), dayjs('23:59', 'HH:mm')];

export type RangeValue = [Dayjs | null, Dayjs | null] | null | undefined;

export function RangePicker(props: GetProps<typeof DatePicker.RangePicker>) {
  return (
    <DatePicker.RangePicker
      showTime={{ format: 'HH:mm', defaultOpenValue: defaultTimes }}
      format={RANGE_FORMAT}
      placeholder={['开始时间', '结束时间']}
      {...props}
    />
  );
}

/** from / to filters of a range (to covers its whole minute). */
export function rangeToFilter(range: unknown): { from?: string; to?: string } {
  if (!Array.isArray(range)) return {};
  const [from, to] = range as [Dayjs | null, Dayjs | null];
  return {
    from: from ? from.second(0).millisecond(0).toISOString() : undefined,
    to: to ? to.second(59).millisecond(999).toISOString() : undefined,
  };
}
