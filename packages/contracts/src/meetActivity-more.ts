import { z } from 'zod';
import { pageQuery } from './paging';
import { idOf, intFilter, optFilter } from './proposalFields';

/**
 * Leave requests (请假), hearers (列席) and results (成果) of meetings and activities
 * (docs/meetings.md §请假、列席与成果): the filters and answers beside the request bodies of
 * meetActivity.ts.
 */

const keyword = (label: string) => optFilter(z.string().trim().max(100, `${label}不能超过100个字`));
const fileItem = z.object({ id: z.string(), name: z.string(), size: z.number() });

/** POST /{kind}/apply/page: the requests of one record, or of the whole kind. */
export const meetApplyPageQuery = pageQuery.extend({
  recordId: optFilter(idOf('会议或活动')),
  state: intFilter('审核状态'),
  name: keyword('姓名'),
});
export const meetApplyRow = z.object({
  id: z.string(),
  recordId: z.string(),
  recordTitle: z.string(),
  userId: z.string(),
  userName: z.string(),
  reason: z.string(),
  state: z.number().int(),
  opinion: z.string().nullable(),
  checkerName: z.string().nullable(),
  checkedAt: z.string().nullable(),
  createdAt: z.string(),
  /** the caller may approve or refuse it (pending, and they hold the check permission) */
  canCheck: z.boolean(),
  /** the caller may withdraw (their own pending one) or delete it (staff) */
  canDelete: z.boolean(),
});
export type MeetApplyRow = z.infer<typeof meetApplyRow>;
export const meetApplyDetail = meetApplyRow.extend({ files: z.array(fileItem) });
export type MeetApplyDetail = z.infer<typeof meetApplyDetail>;
export const meetPartIdBody = z.object({ id: idOf('id') });
export const meetPartIdParams = z.object({ id: idOf('id') });

/** POST /{kind}/apply/cap: the yearly cap of approved leaves for a type (0: no cap). */
export const meetLeaveCapBody = z.object({
  typeId: idOf('类型'),
  cap: z.coerce
    .number({ error: '请假上限必须是数字' })
    .int('请假上限必须是整数')
    .min(0, '请假上限不能小于0')
    .max(365, '请假上限不能超过365'),
});
export const meetLeaveCapRow = z.object({ typeId: z.string(), typeName: z.string(), cap: z.number().int() });
export type MeetLeaveCapRow = z.infer<typeof meetLeaveCapRow>;

/** POST /meet/hearer/page. */
export const meetHearerPageQuery = pageQuery.extend({ recordId: optFilter(idOf('会议')), name: keyword('姓名') });
export const meetHearerRow = z.object({
  id: z.string(),
  recordId: z.string(),
  recordTitle: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  unit: z.string().nullable(),
  duty: z.string().nullable(),
  phone: z.string().nullable(),
  remark: z.string().nullable(),
  sort: z.number().int(),
});
export type MeetHearerRow = z.infer<typeof meetHearerRow>;

/** POST /meet/hearer/hearer/right: people who may still be chosen as hearers of a meeting. */
export const meetHearerRightQuery = pageQuery.extend({ recordId: idOf('会议'), name: keyword('姓名') });
export const meetHearerCandidate = z.object({ id: z.string(), name: z.string(), duty: z.string().nullable() });
export type MeetHearerCandidate = z.infer<typeof meetHearerCandidate>;

/** POST /{kind}/page/hearer: the records with hearers (the 列席人员 menu page). */
export const meetPageHearerQuery = pageQuery.extend({ title: keyword('标题'), year: intFilter('年度') });
export const meetHearerMeetRow = z.object({
  id: z.string(),
  title: z.string(),
  startTime: z.string(),
  state: z.number().int(),
  hearerCount: z.number().int(),
});
export type MeetHearerMeetRow = z.infer<typeof meetHearerMeetRow>;

/** POST /{kind}/results/page: every result of the kind (staff), or the caller's own (`mine`). */
export const meetResultPageQuery = pageQuery.extend({
  recordId: optFilter(idOf('会议或活动')),
  title: keyword('标题'),
  authorName: keyword('提交人'),
  year: intFilter('年度'),
  mine: optFilter(z.coerce.boolean()),
});
export const meetResultRow = z.object({
  id: z.string(),
  kind: z.string(),
  recordId: z.string(),
  recordTitle: z.string(),
  title: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  /** the caller may change or delete it (staff with the results permission, or its author) */
  canEdit: z.boolean(),
});
export type MeetResultRow = z.infer<typeof meetResultRow>;
export const meetResultDetail = meetResultRow.extend({
  content: z.string(),
  fileIds: z.array(z.string()),
  files: z.array(fileItem),
});
export type MeetResultDetail = z.infer<typeof meetResultDetail>;

/** GET /{kind}/results/attended: the records the caller attended (出席), to report a result of. */
export const meetAttendedRecord = z.object({ id: z.string(), title: z.string(), startTime: z.string() });
export type MeetAttendedRecord = z.infer<typeof meetAttendedRecord>;
