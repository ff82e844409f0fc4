import { z } from 'zod';
import { idOf, intFilter, optFilter } from './proposalFields';
import { speakPageQuery, speakRow } from './speak';

/**
 * Speeches (发言): the shapes speak.ts leaves out — the detail with the speaker's original beside
 * the staff version, the trail, the meetings to speak at, the statistics and the manuscript.
 * docs/meetings.md § 发言 (speak/).
 */

export const speakIdParams = z.object({ id: idOf('发言') });
export const speakIdBody = z.object({ id: idOf('发言') });
export const speakIdsBody = z.object({
  ids: z.array(idOf('发言')).min(1, '请选择要删除的发言').max(200, '一次最多删除200条'),
});

/** /meet/speak/page: the speeches of one meeting (its organisers and the speech managers). */
export const meetSpeakPageQuery = speakPageQuery.extend({ meetId: idOf('会议') });

export const speakTrailRow = z.object({
  action: z.string(),
  actionLabel: z.string(),
  fromState: z.number().int().nullable(),
  toState: z.number().int().nullable(),
  actorName: z.string().nullable(),
  opinion: z.string().nullable(),
  at: z.string(),
});

export const speakDetail = speakRow.extend({
  content: z.string(),
  fileIds: z.array(z.string()),
  speakTime: z.string().nullable(),
  checkerName: z.string().nullable(),
  opinion: z.string().nullable(),
  createdAt: z.string(),
  /** the speaker's text as submitted, when the office edited it since (the row's title and content are the staff version) */
  original: z.object({ title: z.string(), content: z.string() }).nullable(),
  /** the steps the caller may take now (the machine's action names) */
  actions: z.array(z.string()),
  trail: z.array(speakTrailRow),
});
export type SpeakDetail = z.infer<typeof speakDetail>;

/** A meeting the caller may speak at (GET /speak/meetings). */
export const speakMeetingOption = z.object({
  id: z.string(),
  title: z.string(),
  startTime: z.string(),
  state: z.number().int(),
});
export type SpeakMeetingOption = z.infer<typeof speakMeetingOption>;

export const speakStatisticsQuery = z.object({ year: intFilter('年度') });
const speakCounts = z.object({
  oral: z.number().int(),
  written: z.number().int(),
  passed: z.number().int(),
  submitted: z.number().int(),
  returned: z.number().int(),
  total: z.number().int(),
});
export const speakStatistics = z.object({
  year: z.number().int().nullable(),
  bySpeaker: z.array(speakCounts.extend({ speakerId: z.string(), speakerName: z.string() })),
  byMeeting: z.array(speakCounts.extend({ meetId: z.string().nullable(), meetTitle: z.string() })),
});
export type SpeakStatistics = z.infer<typeof speakStatistics>;

/** POST /speak/manuscript: the adopted speeches of a meeting, or the chosen ones, as one .docx. */
export const speakManuscriptBody = z
  .object({
    meetId: optFilter(idOf('会议')),
    ids: z.array(idOf('发言')).max(500, '一次最多汇编500篇发言').optional(),
  })
  .refine((b) => !!b.meetId || !!b.ids?.length, { message: '请选择会议或发言', path: ['meetId'] });

/** One speech as it goes into the manuscript: the staff version when edited. */
export const speakManuscriptItem = z.object({
  id: z.string(),
  meetId: z.string().nullable(),
  meetTitle: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  speakType: z.number().int(),
  speakerName: z.string(),
  speakTime: z.string().nullable(),
  edited: z.boolean(),
});
export type SpeakManuscriptItem = z.infer<typeof speakManuscriptItem>;

/** The web's paths of the speech API. */
export const SpeakApi = {
  myPage: '/speak/my/page',
  add: '/speak/add',
  update: '/speak/update',
  submit: '/speak/submit',
  recall: '/speak/recall',
  delete: '/speak/delete',
  detail: (id: string) => `/speak/detail/${id}`,
  meetings: '/speak/meetings',
  page: '/speak/page',
  check: '/speak/check',
  edit: '/speak/edit',
  supplement: '/speak/supplement',
  statistics: '/speak/statistics',
  manuscript: '/speak/manuscript',
  manuscriptDetail: (id: string) => `/speak/manuscript/detail/${id}`,
  meetPage: '/meet/speak/page',
} as const;
