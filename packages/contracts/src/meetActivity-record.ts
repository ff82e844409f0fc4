import { z } from 'zod';
import { meetRow } from './meetActivity';
import { ossFileRecord } from './oss';
import { idOf } from './proposalFields';

/**
 * The record part of meetings and activities (docs/meetings.md, 记录): the answers of add,
 * release and detail, and the small bodies of delete and plenary; the record's own fields are
 * meetRecordAdd / meetRecordUpdate / meetPageQuery / meetRow in meetActivity.ts.
 */

/** GET /{kind}/detail/{id}, /{kind}/release/{id}. */
export const meetIdParams = z.object({ id: idOf('id') });

/** POST /{kind}/close. */
export const meetIdBody = z.object({ id: idOf('id') });

/** POST /{kind}/delete: one id or several. */
export const meetDeleteBody = z
  .object({
    id: z.preprocess((v) => (v === '' ? undefined : v), idOf('id').optional()),
    ids: z.array(idOf('id'), { error: 'ids 必须是数组' }).max(200, '一次最多删除200条').optional(),
  })
  .refine((v) => !!v.id || !!v.ids?.length, { message: '请选择要删除的记录', path: ['ids'] });

/** POST /{kind}/plenary/update: mark or unmark a meeting as a plenary session (全体会议). */
export const meetPlenaryBody = z.object({
  id: idOf('id'),
  plenary: z.boolean({ error: '请选择是否为全体会议' }),
});

/** The answer of add, update and release: the id and the double-booking warning, when any. */
export const meetSaveAnswer = z.object({ id: z.string(), warning: z.string().nullable() });
export type MeetSaveAnswer = z.infer<typeof meetSaveAnswer>;

/** A line of a record's trail. */
export const meetTrailRow = z.object({
  action: z.string(),
  actionName: z.string(),
  fromState: z.number().int().nullable(),
  toState: z.number().int().nullable(),
  actorName: z.string().nullable(),
  opinion: z.string().nullable(),
  at: z.string(),
});

/** An attendee as the edit form needs them (the picker's value). */
export const meetAttendeeRef = z.object({ userId: z.string(), userName: z.string() });

/** GET /{kind}/detail/{id}: the record, its derived states, counts, the caller's steps, trail and files. */
export const meetDetail = meetRow.extend({
  content: z.string().nullable(),
  enterStart: z.string().nullable(),
  enterEnd: z.string().nullable(),
  enterLimit: z.number().int(),
  signMode: z.number().int(),
  signStart: z.string().nullable(),
  signEnd: z.string().nullable(),
  /** the sign-in window in force (defaults filled in) */
  signFrom: z.string(),
  signTo: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  signRadius: z.number().int(),
  contact: z.string().nullable(),
  contactPhone: z.string().nullable(),
  parentTitle: z.string().nullable(),
  smsNotice: z.boolean(),
  remindMinutes: z.number().int(),
  year: z.number().int(),
  releasedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  /** the machine's steps the caller may take now (save, release, close) */
  actions: z.array(z.string()),
  /** whether the caller may delete it now */
  canDelete: z.boolean(),
  /** whether the caller runs this record (organiser) */
  organiser: z.boolean(),
  attendees: z.array(meetAttendeeRef),
  trail: z.array(meetTrailRow),
  files: z.array(ossFileRecord),
});
export type MeetDetail = z.infer<typeof meetDetail>;
