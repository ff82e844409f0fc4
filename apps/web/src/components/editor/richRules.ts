import type { FormRule } from 'antd';

/** spec 000 §2 / §9 */
export const RICH_MAX_COUNT = 5000;
export const richTooLong = (max: number) => `不允许超过${max}字`;
export const richRequired = (label: string) => `请输入${label}！`;

const TAG = /<[^>]*>/g;
const ENTITY_SPACE = /&nbsp;|&#160;|&#xa0;/gi;

/** Text of editor HTML, for the checks below (no DOM needed). */
export function richText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(TAG, '')
    .replace(ENTITY_SPACE, ' ');
}

/** Empty: no text but whitespace, and no picture (spec 000 §2: a picture alone is content). */
export function isRichEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\b/i.test(html)) return false;
  return richText(html).replace(/[\s\u3000]/g, '') === '';
}

/**
 * The required rule of a rich-text field: `请输入{label}！` unless it has text
 * or a picture. Use it in place of `required` on the Form.Item (which would
 * accept the empty paragraph an editor leaves behind).
 */
export function richRequiredRule(label: string): FormRule {
  return {
    required: true,
    validator: async (_rule, value: unknown) => {
      if (isRichEmpty(typeof value === 'string' ? value : '')) throw new Error(richRequired(label));
    },
  };
}
