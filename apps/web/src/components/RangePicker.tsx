import type { GetProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { fromWallClock } from '@/app/format';
import { ChinaDatePicker } from './DatePickers';
import { markChoiceInput } from './FormItem';

/** spec 000 §2: range picker format YYYY-MM-DD HH:mm, default times 00:00 to 23:59. */
export const RANGE_FORMAT = 'YYYY-MM-DD HH:mm';
export const RANGE_DEFAULT_TIMES = ['00:00', '23:59'] as const;
const defaultTimes: [Dayjs, Dayjs] = [dayjs().startOf('day'), dayjs().startOf('day').hour(23).minute(59)];

export type RangeValue = [Dayjs | null, Dayjs | null] | null | undefined;

/** Its values are Beijing wall clocks (app/format.ts): rangeToFilter turns them into instants. */
export function RangePicker(props: GetProps<typeof ChinaDatePicker.RangePicker>) {
  return (
    <ChinaDatePicker.RangePicker
      showTime={{ format: 'HH:mm', defaultOpenValue: defaultTimes }}
      format={RANGE_FORMAT}
      placeholder={['开始时间', '结束时间']}
      {...props}
    />
  );
}

markChoiceInput(RangePicker);

/** from / to filters of a range, as Beijing instants (to covers its whole minute). */
export function rangeToFilter(range: unknown): { from?: string; to?: string } {
  if (!Array.isArray(range)) return {};
  const [from, to] = range as [Dayjs | null, Dayjs | null];
  return {
    from: from ? fromWallClock(from.second(0).millisecond(0)) : undefined,
    to: to ? fromWallClock(to.second(59).millisecond(999)) : undefined,
  };
}
