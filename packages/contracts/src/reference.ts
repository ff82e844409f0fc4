import { z } from 'zod';

/**
 * Shapes shared by the reference lists (docs/reference-data.md): category trees
 * (proposal type, info type), granted type lists (activity, meet, study columns)
 * and coded lists (download types, news columns).
 */

export const refId = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(64, `${label}过长`);
export const refName = (label: string, max = 50) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(max, `${label}不能超过${max}个字`);
export const refText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过${max}个字`)
    .transform((s) => s || null)
    .nullish();
export const refSort = z.coerce
  .number({ error: '排序必须是数字' })
  .int('排序必须是整数')
  .min(0, '排序不能小于0')
  .max(9999, '排序不能超过9999');
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A filter from an empty form field arrives as '' and means "no filter". */
export const refFilter = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
export const refBool = (label: string) => z.boolean({ error: `${label}必须是布尔值` });

export const refIdBody = z.object({ id: refId('id') });
export const refIdParams = z.object({ id: refId('id') });
export const refIdsBody = z.object({
  ids: z.array(refId('id'), { error: 'ids 必须是数组' }).min(1, '请至少选择一条记录').max(200, '一次最多删除200条记录'),
});
export const refEnableBody = z.object({ id: refId('id'), enabled: refBool('启用状态 enabled') });
export const refNameQuery = z.object({ name: refFilter(z.string().trim().max(50, '名称不能超过50个字')) });

// ---------- category trees (proposal type, info type) ----------

export const TREE_TYPE_MAX_LEVEL = 3;

export interface TreeTypeNode {
  id: string;
  parentId: string | null;
  name: string;
  /** depth from 1 (top level) */
  level: number;
  sort: number;
  enabled: boolean;
  remark: string | null;
  children: TreeTypeNode[];
}
export const treeTypeNode: z.ZodType<TreeTypeNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    level: z.number().int(),
    sort: z.number().int(),
    enabled: z.boolean(),
    remark: z.string().nullable(),
    children: z.array(treeTypeNode),
  }),
);
export const treeTypeDetail = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  parentName: z.string().nullable(),
  name: z.string(),
  level: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type TreeTypeDetail = z.infer<typeof treeTypeDetail>;
const treeTypeFields = {
  parentId: z.preprocess(blankToUndefined, refId('上级类别 parentId').nullish()),
  name: refName('类别名称'),
  sort: refSort.optional(),
  enabled: refBool('启用状态 enabled').optional(),
  remark: refText('备注', 200),
};
export const treeTypeAddBody = z.object(treeTypeFields);
export type TreeTypeAddBody = z.input<typeof treeTypeAddBody>;
export const treeTypeUpdateBody = z.object({ id: refId('类别id'), ...treeTypeFields });

// ---------- granted type lists (activity, meet, study columns) ----------

export const kindTypeOption = z.object({ id: z.string(), name: z.string(), typeCode: z.string() });
export type KindTypeOption = z.infer<typeof kindTypeOption>;
export const kindTypeItem = z.object({
  id: z.string(),
  name: z.string(),
  typeCode: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  /** roles (codes) that may create records of this type; with grantOrgIds empty too, everybody may */
  grantRoleCodes: z.array(z.string()),
  grantRoleNames: z.array(z.string()),
  /** organisations (and everything below them) that may create records of this type */
  grantOrgIds: z.array(z.string()),
  grantOrgNames: z.array(z.string()),
  createdAt: z.string(),
});
export type KindTypeItem = z.infer<typeof kindTypeItem>;
export const kindTypePageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => [15, 20, 30, 40].includes(n), { message: '每页条数只能是15、20、30或40' })
    .default(15),
  sort: z.string().max(64).optional(),
  order: z
    .union([z.boolean(), z.enum(['true', 'false', 'asc', 'desc', 'ascend', 'descend'])])
    .transform((v) => v === true || v === 'true' || v === 'asc' || v === 'ascend')
    .optional(),
  keyword: refFilter(z.string().trim().max(50, '关键字不能超过50个字')),
  enabled: refFilter(z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true')),
});
export type KindTypePageQuery = z.input<typeof kindTypePageQuery>;
export const typeCodeSchema = z
  .string({ error: '类型编码不能为空' })
  .trim()
  .min(1, '类型编码不能为空')
  .max(32, '类型编码不能超过32个字符')
  .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, '类型编码只能包含字母、数字、_ 和 -，且以字母开头');
const kindTypeFields = {
  name: refName('名称'),
  typeCode: typeCodeSchema,
  sort: refSort.optional(),
  enabled: refBool('启用状态 enabled').optional(),
  remark: refText('备注', 200),
};
export const kindTypeAddBody = z.object(kindTypeFields);
export type KindTypeAddBody = z.input<typeof kindTypeAddBody>;
export const kindTypeUpdateBody = z.object({ id: refId('id'), ...kindTypeFields });
/** POST /{kind}/type/auth: who may create records of a type (spec 000 §6 type grants). Both empty = everybody. */
export const kindTypeAuthBody = z.object({
  id: refId('id'),
  roleCodes: z.array(z.string().trim().min(1).max(64), { error: 'roleCodes 必须是数组' }).max(50, '授权角色不能超过50个'),
  orgIds: z.array(refId('机构id'), { error: 'orgIds 必须是数组' }).max(200, '授权机构不能超过200个'),
});
/** GET /{kind}/type/auth/options: what a grant can name (for the grant dialog of staff who cannot read system admin lists). */
export const kindTypeAuthOptions = z.object({
  roles: z.array(z.object({ code: z.string(), name: z.string() })),
  orgs: z.array(z.object({ id: z.string(), parentId: z.string().nullable(), name: z.string(), kind: z.string() })),
});
export type KindTypeAuthOptions = z.infer<typeof kindTypeAuthOptions>;

// ---------- coded lists (download types, news columns) ----------

export const codeItem = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type CodeItem = z.infer<typeof codeItem>;
export const codePageQuery = kindTypePageQuery;
export type CodePageQuery = z.input<typeof codePageQuery>;
const codeFields = {
  code: z
    .string({ error: '编码不能为空' })
    .trim()
    .min(1, '编码不能为空')
    .max(32, '编码不能超过32个字符')
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, '编码只能包含字母、数字、_ 和 -'),
  name: refName('名称'),
  sort: refSort.optional(),
  enabled: refBool('启用状态 enabled').optional(),
  remark: refText('备注', 200),
};
export const codeAddBody = z.object(codeFields);
export type CodeAddBody = z.input<typeof codeAddBody>;
export const codeUpdateBody = z.object({ id: refId('id'), ...codeFields });
