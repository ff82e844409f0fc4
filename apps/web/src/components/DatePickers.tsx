import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import type { DatePickerProps } from 'antd';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { toWallClock, wallClockNow } from '@/app/format';
import { markChoiceInput } from './FormItem';

dayjs.extend(customParseFormat);

/**
 * antd's DatePicker with China's now: 今天, 此刻 and the marked day are those of Beijing on a PC in any zone. Its
 * values are wall clocks (app/format.ts): turn them into instants with fromWallClock, never toISOString.
 */
export const ChinaDatePicker = DatePicker.generatePicker<Dayjs>({ ...dayjsGenerateConfig, getNow: wallClockNow });

/** spec 000 §2: date picker format YYYY-MM-DD, year picker format YYYY. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const YEAR_FORMAT = 'YYYY';

type DateValue = string | number | Dayjs | null | undefined;

function toDayjs(value: DateValue, format: string): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (dayjs.isDayjs(value)) return value;
  const parsed = typeof value === 'number' ? dayjs(String(value), format) : dayjs(value, format, true);
  // an api value may carry a time part (2026-03-01T20:00:00Z): its day is the one in Beijing (03-02), not the PC's
  return parsed.isValid() ? parsed : toWallClock(value);
}

/** the pickers here choose one date; antd types onChange for multiple choice too */
const single = (d: Dayjs | Dayjs[] | null): Dayjs | null => (Array.isArray(d) ? (d[0] ?? null) : d);

type BaseProps = Omit<DatePickerProps, 'value' | 'onChange' | 'picker' | 'format' | 'defaultValue'>;

export interface DateInputProps extends BaseProps {
  /** YYYY-MM-DD text (a Dayjs or an ISO time is read too) */
  value?: DateValue;
  /** the chosen day as YYYY-MM-DD, null when cleared */
  onChange?: (value: string | null) => void;
}

/** A day picker whose value is the text YYYY-MM-DD, ready for the api. */
export function DateInput({ value, onChange, ...props }: DateInputProps) {
  return (
    <ChinaDatePicker
      placeholder="请选择日期"
      style={{ width: '100%' }}
      {...props}
      format={DATE_FORMAT}
      value={toDayjs(value, DATE_FORMAT)}
      onChange={(picked) => {
        const d = single(picked);
        onChange?.(d ? d.format(DATE_FORMAT) : null);
      }}
    />
  );
}
markChoiceInput(DateInput);

export interface YearPickerProps extends BaseProps {
  value?: DateValue;
  /** the chosen year, as text YYYY or as a number with valueType 'number' */
  onChange?: (value: string | number | null) => void;
  valueType?: 'string' | 'number';
}

/** A year picker (YYYY); it closes as soon as a year is chosen in the panel. */
export function YearPicker({ value, onChange, valueType = 'string', ...props }: YearPickerProps) {
  return (
    <ChinaDatePicker
      placeholder="请选择年份"
      style={{ width: '100%' }}
      {...props}
      picker="year"
      format={YEAR_FORMAT}
      value={toDayjs(value, YEAR_FORMAT)}
      onChange={(picked) => {
        const d = single(picked);
        onChange?.(d ? (valueType === 'number' ? d.year() : d.format(YEAR_FORMAT)) : null);
      }}
    />
  );
}
markChoiceInput(YearPicker);
