import dayjs, { type Dayjs } from 'dayjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chinaToday, chinaYear, formatChina, fromWallClock, inChina, maskPhone, orDash, toWallClock, wallClockNow } from './format';

describe('maskPhone', () => {
  it('keeps the first three and last four digits of a mobile number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
  it('shows other values as they are, and empty ones as --', () => {
    expect(maskPhone('010-1234')).toBe('010-1234');
    expect(maskPhone(null)).toBe('--');
    expect(maskPhone('')).toBe('--');
  });
});

describe('orDash', () => {
  it('reads empty values as --', () => {
    expect(orDash(null)).toBe('--');
    expect(orDash(undefined)).toBe('--');
    expect(orDash('')).toBe('--');
  });
  it('keeps real values, including zero', () => {
    expect(orDash('委员')).toBe('委员');
    expect(orDash(0)).toBe('0');
  });
});

/**
 * The same record must read the same on a PC in New York as on one in Beijing. The zone is switched inside the
 * test process (a forked worker honours process.env.TZ; a worker thread would not, hence the offset check).
 */
describe.each(['Asia/Shanghai', 'America/New_York', 'UTC'])('China time on a PC set to %s', (zone) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = before;
  });

  it('runs in that zone', () => {
    const offset = { 'Asia/Shanghai': -480, 'America/New_York': 300, UTC: 0 }[zone];
    expect(new Date(2026, 0, 15).getTimezoneOffset()).toBe(offset);
  });

  it('shows an instant on the Beijing clock', () => {
    // 20:30 UTC on 1 March is 04:30 on 2 March in Beijing (15:30 on 1 March in New York)
    expect(formatChina('2026-03-01T20:30:00.000Z')).toBe('2026-03-02 04:30:00');
    expect(formatChina('2026-03-01T20:30:00Z', 'YYYY-MM-DD HH:mm')).toBe('2026-03-02 04:30');
    expect(formatChina(Date.UTC(2026, 11, 31, 16, 0), 'YYYY年MM月DD日')).toBe('2027年01月01日');
    expect(formatChina(new Date('2026-06-30T23:59:00+08:00'), 'MM-DD HH:mm')).toBe('06-30 23:59');
  });

  it('reads text without a zone as Beijing wall time and bare dates as that day', () => {
    expect(formatChina('2026-03-15 09:00:00')).toBe('2026-03-15 09:00:00');
    expect(formatChina('2026-03-15', 'YYYY-MM-DD')).toBe('2026-03-15');
    expect(inChina('2026-03-15')?.toISOString()).toBe('2026-03-14T16:00:00.000Z');
  });

  it('reads nothing and nonsense as --', () => {
    expect(formatChina(null)).toBe('--');
    expect(formatChina('')).toBe('--');
    expect(formatChina('not a time')).toBe('--');
  });

  it("knows China's today and year, not the PC's", () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T17:00:00Z'), toFake: ['Date'] });
    try {
      expect(chinaToday()).toBe('2027-01-01');
      expect(chinaYear()).toBe(2027);
      expect(wallClockNow().format('YYYY-MM-DD HH:mm')).toBe('2027-01-01 01:00');
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands pickers the Beijing wall clock and takes their reading back as the Beijing instant', () => {
    const wall = toWallClock('2026-03-01T20:30:00Z');
    expect(wall?.format('YYYY-MM-DD HH:mm')).toBe('2026-03-02 04:30');
    expect(wall?.date()).toBe(2);
    expect(fromWallClock(wall as Dayjs)).toBe('2026-03-01T20:30:00.000Z');
    expect(fromWallClock(dayjs('2026-03-10 00:00'))).toBe('2026-03-09T16:00:00.000Z');
  });
});
