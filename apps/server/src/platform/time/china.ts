/**
 * The users' calendar. The conference works in China Standard Time (UTC+8, no
 * daylight saving), whatever the server's clock says: a bare date 2026-03-15 is
 * that day in Beijing, and "today" turns at Beijing midnight. Every day helper
 * lives here so the areas cannot drift apart.
 */
export const CHINA_TZ = 'Asia/Shanghai';
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a filter value is a bare date (a whole day) rather than an instant. */
export const isDateOnly = (s: string): boolean => DATE_ONLY.test(s);

/** 2026-03-15: the China calendar day an instant falls on. */
export const chinaDate = (d: Date): string => new Date(d.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** Today's date in China. */
export const today = (now: Date = new Date()): string => chinaDate(now);

/** Beijing midnight opening a day. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** The last millisecond of a day in Beijing (for inclusive `<=` bounds). */
export const dayEnd = (day: string): Date => new Date(`${day}T23:59:59.999+08:00`);

/** A given wall-clock time of a China day, e.g. at(day, '09:00:00'). */
export const chinaTime = (day: string, time: string): Date => new Date(`${day}T${time}+08:00`);

/** The day n days after (or before, n < 0) a date. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** A list filter's lower bound: a bare date is its Beijing midnight, anything else the instant it names. */
export const fromBound = (s: string): Date => (isDateOnly(s) ? dayStart(s) : new Date(s));

/** A list filter's inclusive upper bound: a bare date takes in its whole day. */
export const toBound = (s: string): Date => (isDateOnly(s) ? dayEnd(s) : new Date(s));

/** The year a China day belongs to, as a number. */
export const chinaYear = (now: Date = new Date()): number => Number(today(now).slice(0, 4));

const dateTimeFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: CHINA_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 2026-03-15 09:30:00 (or only 2026-03-15) on a Beijing clock. */
export function formatChinaDateTime(d: Date, dateOnly = false): string {
  const p = Object.fromEntries(dateTimeFormat.formatToParts(d).map((x) => [x.type, x.value]));
  const day = `${p.year}-${p.month}-${p.day}`;
  return dateOnly ? day : `${day} ${p.hour}:${p.minute}:${p.second}`;
}

/** 20260315: a compact China date for file names. */
export const dateStamp = (now: Date = new Date()): string => today(now).replace(/-/g, '');
