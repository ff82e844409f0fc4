import { describe, expect, it } from 'vitest';
import { addDays, chinaDate, chinaYear, dateStamp, dayEnd, dayStart, formatChinaDateTime, fromBound, toBound, today } from './china';

describe('China calendar', () => {
  it('turns the day at Beijing midnight, not UTC midnight', () => {
    expect(today(new Date('2026-03-14T15:59:59Z'))).toBe('2026-03-14');
    expect(today(new Date('2026-03-14T16:00:00Z'))).toBe('2026-03-15');
    expect(chinaDate(new Date('2025-12-31T16:30:00Z'))).toBe('2026-01-01');
    expect(chinaYear(new Date('2025-12-31T16:30:00Z'))).toBe(2026);
    expect(dateStamp(new Date('2026-03-14T16:00:00Z'))).toBe('20260315');
  });

  it('bounds a day in Beijing time', () => {
    expect(dayStart('2026-03-15').toISOString()).toBe('2026-03-14T16:00:00.000Z');
    expect(dayEnd('2026-03-15').toISOString()).toBe('2026-03-15T15:59:59.999Z');
    expect(fromBound('2026-03-15').toISOString()).toBe('2026-03-14T16:00:00.000Z');
    expect(toBound('2026-03-15T08:00:00Z').toISOString()).toBe('2026-03-15T08:00:00.000Z');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('formats on a Beijing clock', () => {
    expect(formatChinaDateTime(new Date('2026-03-15T01:30:00Z'))).toBe('2026-03-15 09:30:00');
    expect(formatChinaDateTime(new Date('2026-03-14T16:00:00Z'), true)).toBe('2026-03-15');
  });
});
