import { type MeetKind, MeetPage, meetKindLabel } from '@cppcc/contracts';
import { formatChinaDateTime } from '../../../platform/time/china';
import type { StepNotifier } from '../../message';
import type { RecordRow } from '../core/access';

/**
 * The messages of a record to its attendees (release, change, cancel, the reminder): a system
 * message each, and an SMS as well when the organiser ticked 短信通知 (docs/meetings.md).
 */
type Notifier = Pick<StepNotifier, 'notify'>;

/** "2026-12-01 09:00" in China time. */
export const minuteOf = (d: Date): string => formatChinaDateTime(d).slice(0, 16);

/** 时间 …至…，地点 … */
export function whenAndWhere(r: Pick<RecordRow, 'startTime' | 'endTime' | 'address'>): string {
  const from = minuteOf(r.startTime);
  const to = minuteOf(r.endTime);
  const end = from.slice(0, 10) === to.slice(0, 10) ? to.slice(11) : to;
  return `时间：${from} 至 ${end}${r.address ? `，地点：${r.address}` : ''}`;
}

/** The member's page of the record (the member part's schedule detail). */
/** The page a notice opens: a plenary session's notice page, any other record in the attendee's schedule. */
export const recordUrl = (r: Pick<RecordRow, 'id' | 'kind' | 'plenary'>): string =>
  r.plenary ? `${MeetPage.plenaryNotice}?id=${r.id}` : `${MeetPage.scheduleDetail}?id=${r.id}&kind=${r.kind}`;

const labelOf = (r: Pick<RecordRow, 'kind'>) => meetKindLabel[r.kind as MeetKind];

function send(fx: Notifier, r: RecordRow, userIds: readonly string[], title: string, content: string): Promise<string[]> {
  if (!userIds.length) return Promise.resolve([]);
  return fx.notify({ userIds, title, content, bizId: r.id, url: recordUrl(r), sms: r.smsNotice });
}

/** 「会议通知：《title》」 with time and place: on release, and to attendees added to a released record. */
export const noticeReleased = (fx: Notifier, r: RecordRow, userIds: readonly string[]) =>
  send(fx, r, userIds, `${labelOf(r)}通知：《${r.title}》`, `请参加${labelOf(r)}《${r.title}》，${whenAndWhere(r)}。`);

/** A released record was changed: its attendees are told the current time and place. */
export const noticeChanged = (fx: Notifier, r: RecordRow, userIds: readonly string[]) =>
  send(fx, r, userIds, `${labelOf(r)}变更：《${r.title}》`, `${labelOf(r)}《${r.title}》已变更，${whenAndWhere(r)}。`);

/** An attendee taken off a released record. */
export const noticeRemoved = (fx: Notifier, r: RecordRow, userIds: readonly string[]) =>
  send(fx, r, userIds, `${labelOf(r)}安排取消：《${r.title}》`, `组织者已取消您的参加安排：${labelOf(r)}《${r.title}》。`);

/** A released record was deleted before anyone signed in. */
export const noticeCancelled = (fx: Notifier, r: RecordRow, userIds: readonly string[]) =>
  send(fx, r, userIds, `${labelOf(r)}取消：《${r.title}》`, `${labelOf(r)}《${r.title}》已取消（原定${minuteOf(r.startTime)}）。`);

/** The reminder before the start (record/jobs.ts). */
export const noticeReminder = (fx: Notifier, r: RecordRow, userIds: readonly string[]) =>
  send(fx, r, userIds, `${labelOf(r)}提醒：《${r.title}》`, `${labelOf(r)}《${r.title}》即将开始，${whenAndWhere(r)}，请准时参加。`);
