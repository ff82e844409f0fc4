import { z } from 'zod';
import { pageQuery } from './paging';
import { fileIds, idOf, intFilter, optFilter, optText, text } from './proposalFields';

/**
 * Speeches (发言, seed 001 §2.9): a member's oral or written speech at a meeting, submitted,
 * checked by the office (passed or returned with a reason), edited, compiled with a meeting's
 * other speeches into one manuscript (.docx); staff enter speeches made outside the platform
 * (补录). docs/meetings.md.
 */

/** Speak type (seed 001): 1 oral, 2 written. */
export const SpeakType = { oral: 1, written: 2 } as const;
export const speakTypeLabel: Record<number, string> = { 1: '口头发言', 2: '书面发言' };

/** A speech's state; the spec names the steps (submit, check), the values are ours. */
export const SpeakState = { draft: 0, submitted: 1, passed: 2, returned: -2 } as const;
export const speakStateLabel: Record<number, string> = { 0: '草稿', 1: '待审核', 2: '已采用', [-2]: '已退回' };

export const SpeakPerm = {
  /** write, submit and change one's own speeches */
  write: 'speak:speech:write',
  /** check, edit, enter (补录) and compile every speech */
  manage: 'speak:speech:manage',
} as const;

/** The web pages (seed 001 §2.9). */
export const SpeakPage = {
  check: '/speak/check',
  checkForm: '/speak/checkForm',
  allList: '/speak/allList',
  edit: '/speak/edit',
  allSupplementary: '/speak/allSupplementary',
  supplementaryList: '/speak/supplementaryList',
  supplementaryEdit: '/speak/supplementaryEdit',
  manuscript: '/speak/manuscript',
  report: '/speak/report',
  myList: '/speak/myList',
  myEdit: '/speak/myEdit',
  detail: (id: string) => `/speak/speakDetail/${id}`,
  manuscriptDetail: (id: string) => `/manuscript/speakDetail/${id}`,
  meetSpeak: '/meet/speak',
  meetSpeakForm: '/meet/speakForm',
} as const;

const speakTypeField = z.union([z.literal(SpeakType.oral), z.literal(SpeakType.written)], { error: '发言类型只能是口头发言或书面发言' });

/** A speech as its author (or staff entering it) writes it. */
export const speakBase = z.object({
  meetId: optFilter(idOf('会议')),
  title: text('发言标题', 200),
  content: text('发言内容', 50_000),
  speakType: speakTypeField,
  fileIds,
});
export const speakUpdate = speakBase.extend({ id: idOf('id') });
/** 补录: staff enter a speech for a member. */
export const speakSupplement = speakBase.extend({ speakerId: idOf('发言人'), speakTime: optFilter(z.string().max(40)) });

export const speakCheckBody = z.object({
  id: idOf('发言'),
  pass: z.boolean({ error: '请选择采用或退回' }),
  opinion: optText('审核意见', 500),
});

export const speakPageQuery = pageQuery.extend({
  meetId: optFilter(idOf('会议')),
  title: optFilter(z.string().trim().max(100, '标题不能超过100个字')),
  speakType: intFilter('发言类型'),
  state: intFilter('状态'),
  year: intFilter('年度'),
  supplementary: optFilter(z.coerce.boolean()),
});

export const speakRow = z.object({
  id: z.string(),
  meetId: z.string().nullable(),
  meetTitle: z.string().nullable(),
  title: z.string(),
  speakType: z.number().int(),
  state: z.number().int(),
  speakerId: z.string(),
  speakerName: z.string().nullable(),
  supplementary: z.boolean(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type SpeakRow = z.infer<typeof speakRow>;
