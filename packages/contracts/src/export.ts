import { z } from 'zod';
import { pageQuery } from './paging';

/**
 * Exports (issue 3): the shared export service and the export templates of
 * 系统管理 → 导出模板 (/system/exportTpl). A template belongs to an export type
 * (an exportable list a module registers) and chooses and orders its columns.
 */
export const ExportApi = {
  /** spec 000 §7 reference data: export template types (code, name) */
  typeList: 'export/template/type/list',
  /** + /{code}: the columns a template of that type can choose from */
  typeColumns: 'export/template/type/columns',
  /** enabled templates of one type, for the export button's chooser */
  options: 'export/template/options',
  page: 'export/template/page',
  detail: 'export/template/detail', // + /{id}
  add: 'export/template/add',
  update: 'export/template/update',
  delete: 'export/template/delete',
  enable: 'export/template/enable',
} as const;

export const ExportPerm = {
  tplList: 'system:exportTpl:list',
  tplAdd: 'system:exportTpl:add',
  tplEdit: 'system:exportTpl:edit',
  tplDelete: 'system:exportTpl:delete',
} as const;

/** spec 000 §9: export and file download time out at 300000 ms. */
export const EXPORT_TIMEOUT_MS = 300_000;
/** a template may list at most this many columns */
export const EXPORT_TEMPLATE_MAX_COLUMNS = 200;

const exportTplId = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(64, `${label}过长`);
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const exportBool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

export const exportTypeCodeSchema = z
  .string({ error: '模板类型 typeCode 不能为空' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, '模板类型 typeCode 只能是字母、数字或 _ . -，以字母开头');

/** GET export/template/type/list: spec 000 §3 export template type (code, name). */
export const exportTypeItem = z.object({ code: z.string(), name: z.string() });
export type ExportTypeItem = z.infer<typeof exportTypeItem>;
export const exportColumnItem = z.object({ key: z.string(), title: z.string() });
export type ExportColumnItem = z.infer<typeof exportColumnItem>;
export const exportTypeParams = z.object({ code: exportTypeCodeSchema });
export const exportTemplateOptionsQuery = z.object({ typeCode: exportTypeCodeSchema });
export const exportTemplateOption = z.object({ id: z.string(), name: z.string() });
export type ExportTemplateOption = z.infer<typeof exportTemplateOption>;

export const exportTemplatePageQuery = pageQuery.extend({
  typeCode: z.preprocess(blank, exportTypeCodeSchema.optional()),
  /** template name, partial match */
  keyword: z.preprocess(blank, z.string().trim().max(50, '关键字不能超过50个字').optional()),
  enabled: z.preprocess(blank, exportBool.optional()),
});
export type ExportTemplatePageQuery = z.input<typeof exportTemplatePageQuery>;

export const exportTemplateItem = z.object({
  id: z.string(),
  typeCode: z.string(),
  /** the type's name, or the code when the type is no longer registered */
  typeName: z.string(),
  name: z.string(),
  /** column keys in output order */
  columns: z.array(z.string()),
  /** the columns' titles in the same order (unknown keys are left out) */
  columnTitles: z.array(z.string()),
  remark: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExportTemplateItem = z.infer<typeof exportTemplateItem>;

const exportTemplateFields = {
  typeCode: exportTypeCodeSchema,
  name: z.string({ error: '模板名称不能为空' }).trim().min(1, '模板名称不能为空').max(50, '模板名称不能超过50个字'),
  columns: z
    .array(z.string().trim().min(1).max(64), { error: '导出列 columns 必须是数组' })
    .min(1, '请至少选择一个导出列')
    .max(EXPORT_TEMPLATE_MAX_COLUMNS, `导出列不能超过${EXPORT_TEMPLATE_MAX_COLUMNS}个`)
    .refine((cols) => new Set(cols).size === cols.length, '导出列不能重复'),
  remark: z.string().trim().max(200, '备注不能超过200个字').nullish(),
  sort: z.coerce.number().int().min(0).max(999999).optional(),
  enabled: z.boolean().optional(),
};
export const exportTemplateAddBody = z.object(exportTemplateFields);
export type ExportTemplateAddBody = z.input<typeof exportTemplateAddBody>;
export const exportTemplateUpdateBody = z.object({ id: exportTplId('模板id'), ...exportTemplateFields });
export type ExportTemplateUpdateBody = z.input<typeof exportTemplateUpdateBody>;
export const exportTemplateEnableBody = z.object({
  id: exportTplId('模板id'),
  enabled: z.boolean({ error: '启用状态 enabled 必须是布尔值' }),
});

/** The optional part of an export request body: which template to use (none = every column). */
export const exportTemplateChoice = z.object({ templateId: z.preprocess(blank, exportTplId('导出模板 templateId').optional()) });
