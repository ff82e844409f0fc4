import { z } from 'zod';
import { refFilter, refId, refName, refSort, refText } from './reference';

/** Info types (信息类别) and publication types (刊物类型): spec 002 §7, 000 §7 reference data. */

/** The info types' calls (relative to /api). */
export const InfoTypeApi = {
  /** GET ?name=: the tree */
  list: '/infoType/list',
  add: '/infoType/add',
  update: '/infoType/update',
  remove: '/infoType/delete',
  enable: '/infoType/enable',
  /** GET: enabled categories as flat tree nodes, for the pickers */
  options: '/infoType/options',
} as const;

/** The publication types' calls (relative to /api). */
export const PublicationTypeApi = {
  list: '/publicationType/list',
  /** GET: the types in use, for the pickers */
  options: '/publicationType/options',
  add: '/publicationType/add',
  update: '/publicationType/update',
  remove: '/publicationType/delete',
  stateChange: '/publicationType/stateChange',
} as const;

export const InfoTypePerm = {
  list: 'info:type:list',
  add: 'info:type:add',
  edit: 'info:type:edit',
  remove: 'info:type:delete',
} as const;
export const PublicationTypePerm = {
  list: 'info:publicationType:list',
  add: 'info:publicationType:add',
  edit: 'info:publicationType:edit',
  remove: 'info:publicationType:delete',
  /** stateChange: start or stop a publication type */
  state: 'info:publicationType:state',
} as const;

/** GET /infoType/options: enabled categories as flat tree nodes. */
export const infoTypeOption = z.object({ id: z.string(), parentId: z.string().nullable(), name: z.string(), infoLevel: z.number().int() });
export type InfoTypeOption = z.infer<typeof infoTypeOption>;

/** Publication type state (stateChange; values not shown by the spec): 1 in use, 0 stopped. */
export const PublicationTypeState = { stopped: 0, inUse: 1 } as const;
export const publicationTypeStateLabel: Record<number, string> = { 0: '停用', 1: '启用' };

export const publicationTypeOption = z.object({
  id: z.string(),
  name: z.string(),
  publishingUnit: z.string().nullable(),
  /** the header prints 签发人 (the form asks for one) */
  hasIssuer: z.boolean(),
});
export type PublicationTypeOption = z.infer<typeof publicationTypeOption>;
export const publicationTypeItem = z.object({
  id: z.string(),
  name: z.string(),
  publishingUnit: z.string().nullable(),
  /** 刊期说明, e.g. 不定期 / 每周一期 */
  cycle: z.string().nullable(),
  /** the header prints 签发人 (上报类刊物 after GB/T 9704) */
  hasIssuer: z.boolean(),
  /** 总期数起点: issues published before the platform; the first issue here is 总第 startTotal+1 期 */
  startTotal: z.number().int(),
  state: z.number().int(),
  sort: z.number().int(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicationTypeItem = z.infer<typeof publicationTypeItem>;
/** GET /publicationType/list?name= (spec 002 §7), plus an optional state filter. */
export const publicationTypeListQuery = z.object({
  name: refFilter(z.string().trim().max(50, '名称不能超过50个字')),
  state: refFilter(z.coerce.number().int().min(0, '状态只能是0或1').max(1, '状态只能是0或1')),
});
export type PublicationTypeListQuery = z.input<typeof publicationTypeListQuery>;
const publicationTypeFields = {
  name: refName('刊物名称'),
  publishingUnit: refText('编发单位', 100),
  cycle: refText('刊期', 50),
  hasIssuer: z.boolean({ error: '是否有签发人必须是布尔值' }).optional(),
  startTotal: z.coerce
    .number({ error: '总期数起点必须是数字' })
    .int('总期数起点必须是整数')
    .min(0, '总期数起点不能小于0')
    .max(99_998, '总期数起点不能超过99998')
    .optional(),
  state: z.coerce.number().int().min(0, '状态只能是0或1').max(1, '状态只能是0或1').optional(),
  sort: refSort.optional(),
  remark: refText('备注', 200),
};
export const publicationTypeAddBody = z.object(publicationTypeFields);
export type PublicationTypeAddBody = z.input<typeof publicationTypeAddBody>;
export const publicationTypeUpdateBody = z.object({ id: refId('刊物类型id'), ...publicationTypeFields });
export type PublicationTypeUpdateBody = z.input<typeof publicationTypeUpdateBody>;
export const publicationTypeStateBody = z.object({
  id: refId('刊物类型id'),
  state: z.coerce.number({ error: '状态只能是0或1' }).int().min(0, '状态只能是0或1').max(1, '状态只能是0或1'),
});
