import { EnterState, ScheduleState } from '@cppcc/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The states derived from a record's times (issue 18: "derived from the times on the server, one
 * China-time module"): the moments are stored as instants, so comparing them with now needs no
 * time zone; only the year of a record (its China-time start) does, and that is computed once on
 * save (platform/time/china.ts chinaYear).
 */

/** 0 未开始 before the start, 1 进行中 until the end, 2 已结束 after it. */
export function scheduleStateOf(start: Date, end: Date, now = new Date()): number {
  if (now < start) return ScheduleState.notStarted;
  if (now < end) return ScheduleState.underWay;
  return ScheduleState.ended;
}

/** The same in SQL, for the lists' filter and column. */
export function scheduleStateSql(start: AnyColumn, end: AnyColumn): SQL<number> {
  return sql<number>`(case when now() < ${start} then ${ScheduleState.notStarted}
    when now() < ${end} then ${ScheduleState.underWay} else ${ScheduleState.ended} end)`;
}

/**
 * The sign-up state: null when the record has no sign-up window (attendees are only invited);
 * 0 before it opens, 1 while open, 2 once it closed. A window without an end closes at the start.
 */
export function enterStateOf(r: { enterStart: Date | null; enterEnd: Date | null; startTime: Date }, now = new Date()): number | null {
  if (!r.enterStart && !r.enterEnd) return null;
  if (r.enterStart && now < r.enterStart) return EnterState.notOpen;
  if (now < (r.enterEnd ?? r.startTime)) return EnterState.open;
  return EnterState.ended;
}

/** The sign-in window: from the set start (default an hour before the record starts) to the set end (default its end). */
export function signWindowOf(r: { signStart: Date | null; signEnd: Date | null; startTime: Date; endTime: Date }): {
  from: Date;
  to: Date;
} {
  return { from: r.signStart ?? new Date(r.startTime.getTime() - 60 * 60_000), to: r.signEnd ?? r.endTime };
}

/** Two records overlap when each starts before the other ends (the double-booking warning). */
export const overlaps = (a: { startTime: Date; endTime: Date }, b: { startTime: Date; endTime: Date }): boolean =>
  a.startTime < b.endTime && b.startTime < a.endTime;
