import type { z } from 'zod';

/**
 * What the shared request schemas let through but the database refuses: integers
 * beyond a 32-bit column and dates that match YYYY-MM-DD without being a day
 * (2024-02-30). Caught here so the answer is a 400 naming the field, never a 500.
 */
const INT4_MAX = 2_147_483_647;
const DATE_FIELDS = new Set(['from', 'to', 'deadline', 'delayDate', 'instructedAt', 'submittedAt']);
const DAY = /^(\d{4})-\d{2}-\d{2}$/;

function isRealDay(s: string): boolean {
  const m = DAY.exec(s);
  if (!m) return true; // not a date string: the schema's own rule answers
  const d = new Date(`${s}T00:00:00Z`);
  return Number(m[1]) >= 1 && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** Adds the checks above to a request schema; every violation is a 400 naming the field. */
export function guarded<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    const walk = (v: unknown, path: (string | number)[]) => {
      if (typeof v === 'number') {
        if (Number.isInteger(v) && Math.abs(v) > INT4_MAX) ctx.addIssue({ code: 'custom', path, message: '数值超出范围' });
      } else if (typeof v === 'string') {
        if (DATE_FIELDS.has(String(path.at(-1))) && !isRealDay(v)) ctx.addIssue({ code: 'custom', path, message: '不是有效的日期' });
      } else if (Array.isArray(v)) {
        for (const [i, x] of v.entries()) walk(x, [...path, i]);
      } else if (v && typeof v === 'object' && !(v instanceof Date)) {
        for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
      }
    };
    walk(value, []);
  }) as T;
}
