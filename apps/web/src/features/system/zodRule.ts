import type { FormRule } from 'antd';

/** The part of a contracts (Zod) schema the form needs. */
interface Checkable {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
}

/** Checks a filled-in value against a contracts schema and shows its Chinese message (emptiness is FormItem's job). */
export function zodRule(schema: Checkable): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error?.issues[0]?.message ?? '格式不正确');
    },
  };
}
