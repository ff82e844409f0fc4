import { z } from 'zod';

/** The pieces the proposal schemas share: ids, texts, dates, attachments, the SMS flag. */

export const idOf = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(64, `${label}过长`);
export const text = (label: string, max: number) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(max, `${label}不能超过${max}个字`);
export const optText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过${max}个字`)
    .transform((s) => s || null)
    .nullish();
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const optFilter = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/** A year: a whole number from 1900 to 2999. */
export const yearOf = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .min(1900, `${label}不正确`)
    .max(2999, `${label}不正确`);
export const dateStr = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return s >= '1900-01-01' && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, `${label}不是有效的日期`);
export const fileIds = z.array(idOf('附件id')).max(10, '最多上传10个附件').default([]);
/** "also send an SMS" chosen by the user on the form. */
export const smsFlag = z.boolean().optional().default(false);

export const proposalIdsBody = z.object({
  ids: z.array(idOf('提案id'), { error: 'ids 必须是数组' }).min(1, '请至少选择一条提案').max(500, '一次最多操作500条提案'),
});
export const proposalIdParams = z.object({ id: idOf('id') });
/** A whole number from a filter field (a form sends it as text), within a 32-bit column. */
export const intFilter = (label: string) =>
  optFilter(
    z.coerce
      .number({ error: `${label}必须是数字` })
      .int(`${label}必须是整数`)
      .min(-2_147_483_648, `${label}超出范围`)
      .max(2_147_483_647, `${label}超出范围`),
  );
