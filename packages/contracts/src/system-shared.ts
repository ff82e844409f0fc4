import { z } from 'zod';

/** Pieces the system schemas share (system.ts, system-audit.ts). */

export const id = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(64, `${label}过长`);
export const optText = (label: string, max: number) => z.string().trim().max(max, `${label}不能超过${max}个字`).nullish();
/** Filters sent from an empty form field arrive as '' — treat them as absent. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const optFilter = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
export const boolish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const idBody = z.object({ id: id('id') });
export const idsBody = z.object({
  ids: z.array(id('id'), { error: 'ids 必须是数组' }).min(1, '请至少选择一条记录').max(500, '一次最多操作500条记录'),
});
export const idParams = z.object({ id: id('id') });

export const loginNameSchema = z
  .string({ error: '登录名不能为空' })
  .trim()
  .min(2, '登录名至少2个字符')
  .max(32, '登录名不能超过32个字符')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._@-]*$/, '登录名只能包含字母、数字和 . _ @ -，且以字母或数字开头');
/** An optional text field: '' from an empty form input means "none". */
export const optPattern = (re: RegExp, message: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((s) => s === '' || re.test(s), message)
    .transform((s) => s || null)
    .nullish();
export const optionalMobile = optPattern(/^1[3-9]\d{9}$/, '手机号码格式不正确', 11);
export const optionalEmail = optPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, '电子邮箱格式不正确', 128);
