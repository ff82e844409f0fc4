import { z } from 'zod';
import { infoDetail, infoIdsBody, infoListQuery, infoRow, infoVersion } from './infoItem';
import { ossFileRecord } from './oss';
import { pageQuery } from './paging';
import { idOf, optText, text } from './proposalFields';

/**
 * Reporting lists, joint confirmation and the review queues (spec 002 §7 Web info, Review;
 * seed 001 §4 check status and back type). The shared item shapes are in infoItem.ts.
 */

/** POST web/info/page, web/info/open/page, info/check/finish/page: the common filters with paging. */
export const infoPageQuery = pageQuery.extend(infoListQuery.shape);
export type InfoPageQuery = z.input<typeof infoPageQuery>;

/** POST info/check/page: the queue of one flow (review or editing), of every flow the caller works in ('all'), or of every editing flow ('editing'). */
export const infoCheckPageQuery = infoPageQuery.extend({
  flowId: z.preprocess((v) => (v === '' || v === null ? 'all' : v), idOf('流程id').default('all')),
});
export type InfoCheckPageQuery = z.input<typeof infoCheckPageQuery>;

const opinion = optText('审核意见', 500);

/**
 * POST info/check/check: on an item under editing review only 1 (pass) and -2 with backType 2
 * (back to the previous level, reason required) apply. Otherwise status 1 pass, -1 discard (reason required), -2 return; a return's
 * backType 1 sends it to the reporter (reason required), 2 to the previous level, 3 to the first.
 */
export const infoCheckBody = z.object({
  id: idOf('信息id'),
  status: z.union([z.literal(1), z.literal(-1), z.literal(-2)], { error: '审核结果只能是1（通过）、-1（弃用）或-2（退回）' }),
  backType: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '退回类型只能是1、2或3' }).nullish(),
  opinion,
});
export type InfoCheckBody = z.input<typeof infoCheckBody>;

/** POST info/check/edit/check: the reviewer's edit of the text (kept as a version), then the check. */
export const infoEditCheckBody = infoCheckBody.extend({
  title: text('信息标题', 100),
  content: text('信息内容', 50_000),
});
export type InfoEditCheckBody = z.input<typeof infoEditCheckBody>;

/** POST info/check/checkAll: pass many at once, each checked on its own. */
export const infoCheckAllBody = infoIdsBody.extend({ opinion });
export const infoCheckAllResult = z.object({
  passed: z.number().int(),
  refused: z.array(z.object({ id: z.string(), title: z.string(), reason: z.string() })),
});
export type InfoCheckAllResult = z.infer<typeof infoCheckAllResult>;

/** POST web/info/joint/page: items the caller is asked to co-report, with the caller's answer. */
export const infoJointPageQuery = pageQuery.extend({
  title: infoListQuery.shape.title,
  joint: infoListQuery.shape.state,
});
export const infoJointRow = infoRow.extend({ myJoint: z.number().int() });
export type InfoJointRow = z.infer<typeof infoJointRow>;

/** POST web/info/joint/confirm: 1 agree, 0 disagree. */
export const infoJointConfirmBody = z.object({
  id: idOf('信息id'),
  joint: z.union([z.literal(1), z.literal(0)], { error: '联名确认只能是1（同意）或0（不同意）' }),
  opinion: optText('意见', 200),
});
export type InfoJointConfirmBody = z.input<typeof infoJointConfirmBody>;

/** GET infoJoint/detail/{id}: how every co-reporter of an item answered. */
export const infoJointDetail = z.object({
  id: z.string(),
  title: z.string(),
  reporterName: z.string(),
  joints: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      unitName: z.string().nullable(),
      joint: z.number().int(),
      answeredAt: z.string().nullable(),
    }),
  ),
});
export type InfoJointDetail = z.infer<typeof infoJointDetail>;

/** POST infoJoint/check/page: the caller's own items with co-reporters, with how many agreed. */
export const infoJointCheckRow = infoRow.extend({
  jointTotal: z.number().int(),
  jointAgreed: z.number().int(),
  jointPending: z.number().int(),
});
export type InfoJointCheckRow = z.infer<typeof infoJointCheckRow>;

/** The detail with the text's versions and the attachments as files (info/detail/{id}, web/info/detail/{id}). */
export const infoFullDetail = infoDetail.extend({
  typeId: z.string(),
  attachments: z.array(ossFileRecord),
  versions: z.array(infoVersion),
});
export type InfoFullDetail = z.infer<typeof infoFullDetail>;

/** Reporting, joint confirmation and review calls (relative to /api; POST unless noted). */
export const InfoReportApi = {
  myPage: '/web/info/page',
  openPage: '/web/info/open/page',
  add: '/web/info/add',
  update: '/web/info/update',
  remove: '/web/info/delete',
  resubmit: (id: string) => `/info/resubmit/${encodeURIComponent(id)}`,
  detail: (id: string) => `/info/detail/${encodeURIComponent(id)}`,
  jointPage: '/web/info/joint/page',
  jointConfirm: '/web/info/joint/confirm',
  /** GET */
  jointDetail: (id: string) => `/infoJoint/detail/${encodeURIComponent(id)}`,
  jointCheckPage: '/infoJoint/check/page',
  checkPage: '/info/check/page',
  finishedPage: '/info/check/finish/page',
  check: '/info/check/check',
  editCheck: '/info/check/edit/check',
  checkAll: '/info/check/checkAll',
  /** 推荐信息类别 for the report form (intellect module) */
  typeRecommend: '/data/intellect/info/type/recommend',
} as const;
