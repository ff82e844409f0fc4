import { z } from 'zod';
import { INFO_LEVELS, InfoFlowType } from './infoItem';
import { idOf, optText } from './proposalFields';

/**
 * Review and editing flows of the info types (spec 002 §7 Info flow): ordered levels, each
 * with the accounts that review there. Saving adds a version; items under way keep theirs.
 */

const levelCode = z.coerce
  .number({ error: '审核级别必须是数字' })
  .int('审核级别必须是整数')
  .refine((n) => (INFO_LEVELS as readonly number[]).includes(n), '审核级别只能是1至6（管理员至主席）');

export const infoFlowLevelInput = z.object({
  level: levelCode,
  reviewerIds: z
    .array(idOf('审核人id'), { error: 'reviewerIds 必须是数组' })
    .min(1, '每一级至少选择一位审核人')
    .max(50, '每一级最多50位审核人'),
});

const flowTypeField = z.union([z.literal(InfoFlowType.review), z.literal(InfoFlowType.editing)], {
  error: '流程类型只能是1（审核流程）或2（编辑流程）',
});

/** POST infoFlow/add: the whole flow of one type and kind, replacing its current version. */
export const infoFlowAddBody = z.object({
  typeId: idOf('信息类别'),
  flowType: flowTypeField.default(InfoFlowType.review),
  name: optText('流程名称', 50),
  levels: z
    .array(infoFlowLevelInput, { error: 'levels 必须是数组' })
    .min(1, '请至少设置一级审核')
    .max(INFO_LEVELS.length, `最多设置${INFO_LEVELS.length}级审核`),
});
export type InfoFlowAddBody = z.input<typeof infoFlowAddBody>;

/** GET infoFlow/view: the current flows, of one type when named. */
export const infoFlowViewQuery = z.object({
  typeId: z.preprocess((v) => (v === '' ? undefined : v), idOf('信息类别').optional()),
});

export const infoFlowReviewer = z.object({ id: z.string(), name: z.string() });
export const infoFlowLevelView = z.object({
  seq: z.number().int(),
  level: z.number().int(),
  levelName: z.string(),
  reviewers: z.array(infoFlowReviewer),
});
export const infoFlowView = z.object({
  id: z.string(),
  typeId: z.string(),
  typeName: z.string().nullable(),
  flowType: z.number().int(),
  name: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  levels: z.array(infoFlowLevelView),
});
export type InfoFlowView = z.infer<typeof infoFlowView>;

/** POST infoFlow/exist/infoData: are items under way on the type's current flow (the page warns before saving)? */
export const infoFlowExistDataBody = z.object({ typeId: idOf('信息类别'), flowType: flowTypeField.default(InfoFlowType.review) });
export const infoFlowExistData = z.object({ exists: z.boolean(), count: z.number().int() });
export type InfoFlowExistData = z.infer<typeof infoFlowExistData>;

/** GET infoFlow/exist/check/{id}: does the type (id) have a review flow? */
export const infoFlowExistCheck = z.object({ exists: z.boolean(), flowId: z.string().nullable() });
export type InfoFlowExistCheck = z.infer<typeof infoFlowExistCheck>;

/** The flows' calls (relative to /api). */
export const InfoFlowApi = {
  /** GET ?typeId=: the current flows */
  view: '/infoFlow/view',
  add: '/infoFlow/add',
  existData: '/infoFlow/exist/infoData',
  /** GET: does the type (typeId) have a review flow? */
  existCheck: (typeId: string) => `/infoFlow/exist/check/${encodeURIComponent(typeId)}`,
} as const;
