import { z } from 'zod';
import { pageQuery } from './paging';
import { boolish, id, optFilter, optText } from './system-shared';

// ---------- dictionaries ----------

export const typeNameSchema = z
  .string({ error: '字典类型 typeName 不能为空' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, '字典类型 typeName 只能是字母、数字或下划线，以字母开头');
export const dictTypePageQuery = pageQuery.extend({ keyword: optFilter(z.string().trim().max(50)) });
export const dictTypeItem = z.object({
  typeName: z.string(),
  title: z.string(),
  remark: z.string().nullable(),
  builtIn: z.boolean(),
  itemCount: z.number().int(),
});
export type DictTypeItem = z.infer<typeof dictTypeItem>;
const dictTypeTitle = z.string({ error: '字典名称不能为空' }).trim().min(1, '字典名称不能为空').max(50, '字典名称不能超过50个字');
export const dictTypeAddBody = z.object({ typeName: typeNameSchema, title: dictTypeTitle, remark: optText('备注', 200) });
export type DictTypeAddBody = z.input<typeof dictTypeAddBody>;
export const dictTypeUpdateBody = dictTypeAddBody;
export const dictTypeDeleteBody = z.object({ typeName: typeNameSchema });

export const dictItemPageQuery = pageQuery.extend({
  typeName: typeNameSchema,
  keyword: optFilter(z.string().trim().max(50)),
  enabled: optFilter(boolish),
});
export type DictItemPageQuery = z.input<typeof dictItemPageQuery>;
export const dictItem = z.object({
  id: z.string(),
  typeName: z.string(),
  paramCode: z.string(),
  paramName: z.string(),
  easyName: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
});
export type DictItem = z.infer<typeof dictItem>;
const dictItemFields = {
  paramCode: z.string({ error: '字典编码不能为空' }).trim().min(1, '字典编码不能为空').max(32, '字典编码不能超过32个字符'),
  paramName: z.string({ error: '字典名称不能为空' }).trim().min(1, '字典名称不能为空').max(100, '字典名称不能超过100个字'),
  easyName: optText('简称', 50),
  sort: z.coerce.number().int().min(0).max(999999).optional(),
  enabled: z.boolean().optional(),
  remark: optText('备注', 200),
};
export const dictItemAddBody = z.object({ typeName: typeNameSchema, ...dictItemFields });
export type DictItemAddBody = z.input<typeof dictItemAddBody>;
export const dictItemUpdateBody = z.object({ id: id('字典项id'), ...dictItemFields });
export type DictItemUpdateBody = z.input<typeof dictItemUpdateBody>;
export const dictItemEnableBody = z.object({ id: id('字典项id'), enabled: z.boolean({ error: '启用状态 enabled 必须是布尔值' }) });

/** GET param/list/typeName: the spec's reference-data shape (000 §7). */
export const paramItem = z.object({ paramCode: z.string(), paramName: z.string(), easyName: z.string().nullable() });
export type ParamItem = z.infer<typeof paramItem>;
export const paramTypeNameQuery = z.object({ typeName: typeNameSchema });
export const paramTypeNamesQuery = z.object({
  typeNames: z
    .string({ error: '字典类型 typeNames 不能为空' })
    .trim()
    .min(1, '字典类型 typeNames 不能为空')
    .max(2000)
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(typeNameSchema).min(1, '字典类型 typeNames 不能为空').max(100, '一次最多查询100个字典类型')),
});
