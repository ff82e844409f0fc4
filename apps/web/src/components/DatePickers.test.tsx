import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DateInput, YearPicker } from './DatePickers';
import { RangePicker, rangeToFilter } from './RangePicker';
import { fastUser, renderWithApp } from './test-utils';

const user = fastUser();
const openDropdown = () => document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');

describe('date, year and range pickers (spec 000 §2)', () => {
  it('DateInput shows and gives YYYY-MM-DD text', async () => {
    const onChange = vi.fn();
    renderWithApp(<DateInput value="2026-03-01" onChange={onChange} aria-label="日期" />);
    const input = screen.getByLabelText('日期');
    expect(input).toHaveValue('2026-03-01');
    await user.click(input);
    await user.click(await waitFor(() => document.querySelector('td[title="2026-03-15"]') as HTMLElement));
    expect(onChange).toHaveBeenCalledWith('2026-03-15');
  });

  it('DateInput reads an api time and clears to null', async () => {
    const onChange = vi.fn();
    renderWithApp(<DateInput value="2026-03-01T08:00:00" onChange={onChange} aria-label="日期" allowClear />);
    expect(screen.getByLabelText('日期')).toHaveValue('2026-03-01');
    await user.click(document.querySelector('.ant-picker-clear') as HTMLElement);
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('YearPicker (YYYY) closes as soon as a year is chosen', async () => {
    const onChange = vi.fn();
    renderWithApp(<YearPicker value={2025} valueType="number" onChange={onChange} aria-label="年份" />);
    const input = screen.getByLabelText('年份');
    expect(input).toHaveValue('2025');
    await user.click(input);
    await waitFor(() => expect(openDropdown()).not.toBeNull());
    await user.click(document.querySelector('td[title="2027"]') as HTMLElement);
    expect(onChange).toHaveBeenCalledWith(2027);
    await waitFor(() => expect(openDropdown()).toBeNull());
  });

  it('RangePicker uses YYYY-MM-DD HH:mm and starts the times at 00:00 and 23:59', async () => {
    const onChange = vi.fn();
    renderWithApp(<RangePicker onChange={onChange} />);
    const [start] = screen.getAllByRole('textbox');
    expect(start).toHaveAttribute('placeholder', '开始时间');
    await user.click(start);
    const month = dayjs().format('YYYY-MM');
    await user.click(await waitFor(() => document.querySelector(`td[title="${month}-10"]`) as HTMLElement));
    await waitFor(() => expect(start).toHaveValue(`${month}-10 00:00`));
    await user.click(document.querySelector('.ant-picker-ok button') as HTMLElement);
    const end = screen.getAllByRole('textbox')[1];
    await user.click(document.querySelector(`td[title="${month}-20"]`) as HTMLElement);
    await waitFor(() => expect(end).toHaveValue(`${month}-20 23:59`));
    await user.click(document.querySelector('.ant-picker-ok button') as HTMLElement);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [from, to] = onChange.mock.calls[0][0];
    // the chosen minutes are Beijing's, whatever the zone the test process runs in
    expect(rangeToFilter([from, to])).toEqual({
      from: new Date(`${month}-10T00:00:00+08:00`).toISOString(),
      to: new Date(`${month}-20T23:59:59.999+08:00`).toISOString(),
    });
  });
});

describe('the pickers on a PC in New York choose China days and minutes', () => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = before;
  });

  it('runs in New York', () => {
    expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(300);
  });

  it("DateInput shows an api instant's Beijing day", () => {
    // 20:30 UTC on 1 March: still 1 March in New York, already 2 March in Beijing
    renderWithApp(<DateInput value="2026-03-01T20:30:00.000Z" aria-label="日期" />);
    expect(screen.getByLabelText('日期')).toHaveValue('2026-03-02');
  });

  it('DateInput gives the chosen day as the same text', async () => {
    const onChange = vi.fn();
    renderWithApp(<DateInput value="2026-03-01" onChange={onChange} aria-label="日期" />);
    await user.click(screen.getByLabelText('日期'));
    await user.click(await waitFor(() => document.querySelector('td[title="2026-03-15"]') as HTMLElement));
    expect(onChange).toHaveBeenCalledWith('2026-03-15');
  });

  it("marks Beijing's today in the calendar", async () => {
    // 22:00 on 1 March in New York is 11:00 on 2 March in Beijing
    vi.useFakeTimers({ now: new Date('2026-03-02T03:00:00Z'), toFake: ['Date'] });
    try {
      renderWithApp(<DateInput aria-label="日期" />);
      await user.click(screen.getByLabelText('日期'));
      await waitFor(() => expect(document.querySelector('.ant-picker-cell-today')).toHaveAttribute('title', '2026-03-02'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('rangeToFilter sends the Beijing instants of the chosen minutes', () => {
    const range = [dayjs('2026-03-10 00:00'), dayjs('2026-03-20 23:59')];
    expect(rangeToFilter(range)).toEqual({ from: '2026-03-09T16:00:00.000Z', to: '2026-03-20T15:59:59.999Z' });
  });
});
