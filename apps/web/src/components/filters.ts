import { useCallback } from 'react';
import { useDict } from '@/app/dict';
import { maskPhone, orDash } from '@/app/format';

/** spec 001 §2.27: display filters. Null shows '--' (RowActions keeps '-' for an empty action cell, spec 000 §2). */
export const NULL_TEXT = '--';

/**
 * A form's values without the empty ones, as list and statistic calls take them: strings trimmed,
 * and undefined, null, '' and empty arrays (cleared selects, blank inputs) left out.
 */
export function compactValues<F = Record<string, unknown>>(values: Record<string, unknown>): F {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    const value = typeof v === 'string' ? v.trim() : v;
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && !value.length) continue;
    out[k] = value;
  }
  return out as F;
}

/** 11 digits show the first three and the last four: 13812345678 → 138****5678; null → '--'. */
export const maskTelephone = maskPhone;

/** null, undefined and '' → '--'. */
export const nullDash = orDash;

/** '1,3' or [1, 3] → '男,女' through `label`; empty → '--'. Unknown codes are shown as they are. */
export function translateList(
  value: string | number | readonly (string | number)[] | null | undefined,
  label: (code: string) => string,
  separator = ',',
): string {
  if (value === null || value === undefined) return NULL_TEXT;
  const codes = (Array.isArray(value) ? value.map(String) : String(value).split(',')).map((c) => c.trim()).filter(Boolean);
  if (!codes.length) return NULL_TEXT;
  return codes.map((c) => label(c) || c).join(separator);
}

/** The dictionary's translation of a single code or a comma-separated list: `const sex = useDictText('sex'); sex('1,2')`. */
export function useDictText(
  dict: string,
  separator = ',',
): (value: string | number | readonly (string | number)[] | null | undefined) => string {
  const { label } = useDict(dict);
  return useCallback((value) => translateList(value, label, separator), [label, separator]);
}
