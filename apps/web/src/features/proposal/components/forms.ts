import type { FormRule } from 'antd';
import dayjs from 'dayjs';
import { chinaToday } from '@/app/format';

/** Mobile (11 digits from 1), or a landline with optional area code and extension. */
const PHONE = /^(1\d{10}|(0\d{2,3}-?)?\d{7,8}(-\d{1,6})?)$/;

export const phoneRule: FormRule = {
  validator: async (_r, v: unknown) => {
    const s = typeof v === 'string' ? v.trim() : '';
    if (s && !PHONE.test(s)) throw new Error('请输入正确的联系电话');
  },
};

/** The delay asked for must move the deadline forward, and cannot lie in the past. */
export function delayDateRule(deadline: string | null | undefined): FormRule {
  return {
    validator: async (_r, v: unknown) => {
      if (typeof v !== 'string' || !v) return;
      const day = dayjs(v);
      if (day.isBefore(chinaToday(), 'day')) throw new Error('申请延期至的日期不能早于今天');
      if (deadline && !day.isAfter(dayjs(deadline), 'day')) throw new Error(`申请延期至的日期须晚于当前答复期限（${deadline}）`);
    },
  };
}

/** Trimmed text or null for an optional field. */
export const optional = (v: string | null | undefined) => v?.trim() || null;
