import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

const before = process.env.TZ;
afterEach(() => {
  process.env.TZ = before;
});

describe('formatDateTime', () => {
  it('shows the Beijing time of a record on a PC in New York', () => {
    process.env.TZ = 'America/New_York';
    expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(300);
    expect(formatDateTime('2026-03-01T20:30:00.000Z')).toBe('2026-03-02 04:30:00');
    expect(formatDateTime('2026-03-01T20:30:00.000Z', 'YYYY-MM-DD')).toBe('2026-03-02');
  });

  it('shows the same text on a PC in Beijing', () => {
    process.env.TZ = 'Asia/Shanghai';
    expect(formatDateTime('2026-03-01T20:30:00.000Z')).toBe('2026-03-02 04:30:00');
  });

  it('reads none as --', () => {
    expect(formatDateTime(null)).toBe('--');
    expect(formatDateTime(undefined)).toBe('--');
  });
});
