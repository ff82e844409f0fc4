import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** 13812345678 → 138****5678; anything that is not 11 digits is shown as given. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '--';
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** Empty values read as '--'. */
export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '--' : String(value);
}

/**
 * The conference works on Beijing time, as the server's time module and the Word documents do: a PC set to another
 * zone must still see the day and hour the record carries in China. Every time the web shows or sends goes through
 * the functions below, never through a bare dayjs() or Date, which read the PC's zone.
 */
export const CHINA_TZ = 'Asia/Shanghai';

export type TimeValue = string | number | Date | Dayjs | null | undefined;

/** a text that names its zone (…Z, …+08:00) is an instant; any other text is a Beijing wall-clock reading */
const NAMES_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The instant as read on a Beijing clock (a Dayjs in Asia/Shanghai), or null for none and for nonsense. */
export function inChina(value: TimeValue): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (!dayjs(value).isValid()) return null;
  if (typeof value === 'string' && !NAMES_ZONE.test(value.trim())) return dayjs.tz(value.trim(), CHINA_TZ);
  return dayjs(value).tz(CHINA_TZ);
}

/** A time shown in Beijing time ('YYYY-MM-DD HH:mm:ss' unless a pattern is given), '--' for none. */
export function formatChina(value: TimeValue, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  return inChina(value)?.format(pattern) ?? '--';
}

/** Now on a Beijing clock. */
export const chinaNow = (): Dayjs => dayjs().tz(CHINA_TZ);

/** Today's date in China, YYYY-MM-DD. */
export const chinaToday = (): string => chinaNow().format('YYYY-MM-DD');

/** The current year in China. */
export const chinaYear = (): number => chinaNow().year();

const WALL = 'YYYY-MM-DDTHH:mm:ss.SSS';

/**
 * antd's pickers count days and hours in the PC's zone. They are handed a "wall clock": a local Dayjs whose fields
 * read what a Beijing clock shows, so the calendar opens on the China day whatever the PC's zone.
 */
export function toWallClock(value: string | number | Date | Dayjs): Dayjs;
export function toWallClock(value: TimeValue): Dayjs | null;
export function toWallClock(value: TimeValue): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const china = inChina(value);
  // nonsense stays an invalid Dayjs, as dayjs(nonsense) would be, so a form shows it as empty
  return china ? dayjs(china.format(WALL)) : dayjs(Number.NaN);
}

/** The wall clock of now (the pickers' 今天 and 此刻). */
export const wallClockNow = (): Dayjs => dayjs(chinaNow().format(WALL));

/** The instant a picker's wall-clock reading names in Beijing, as the ISO text the api takes. */
export function fromWallClock(wall: Dayjs): string {
  return dayjs.tz(wall.format(WALL), CHINA_TZ).toISOString();
}
