import type { Queryable } from '../db/client';
import { directory } from '../services';
import { formatChinaDateTime } from '../time/china';
import type { ExportColumn } from './column';

export type { ExportColumn } from './column';

export type CellValue = string | number | null;

/** 2026-03-15 09:30:00 in China Standard Time (the users' clock, not the server's). */
export const formatDateTime = formatChinaDateTime;

/** Dictionary labels of every `dict` column, read once before the first row is written. */
export async function loadDictLabels(q: Queryable, columns: readonly ExportColumn<never>[]): Promise<Map<string, Map<string, string>>> {
  const typeNames = [...new Set(columns.flatMap((c) => (c.dict ? [c.dict] : [])))];
  if (!typeNames.length) return new Map();
  return directory().dictLabels(q, typeNames);
}

/**
 * Turns the columns into cell writers: dictionary and fixed labels replace
 * codes (a list, or a comma-separated string of codes, becomes 「a、b」), dates
 * are written in China Standard Time, booleans as 是/否, and an unknown code
 * stays as it is rather than disappearing.
 */
export function cellWriters<R extends object>(
  columns: readonly ExportColumn<R>[],
  dicts: Map<string, Map<string, string>>,
): ((row: R) => CellValue)[] {
  return columns.map((c) => {
    const labels = c.dict ? dicts.get(c.dict) : c.labels ? new Map(Object.entries(c.labels)) : undefined;
    const read = c.value ?? ((row: R) => (row as Record<string, unknown>)[c.key]);
    const label = (v: unknown): string => {
      const code = String(v);
      return labels?.get(code) ?? code;
    };
    return (row: R) => {
      const v = read(row);
      if (v === null || v === undefined || v === '') return null;
      if (Array.isArray(v)) return v.map(label).join('、');
      if (labels) {
        const code = String(v);
        if (labels.has(code) || !code.includes(',')) return label(code);
        return code
          .split(',')
          .map((x) => label(x.trim()))
          .join('、');
      }
      if (v instanceof Date) return formatDateTime(v, c.format === 'date');
      if (c.format && typeof v === 'string') {
        const d = new Date(v);
        return Number.isNaN(d.getTime()) ? v : formatDateTime(d, c.format === 'date');
      }
      if (typeof v === 'boolean') return v ? '是' : '否';
      if (typeof v === 'number') return v;
      if (typeof v === 'bigint') return v.toString();
      if (typeof v === 'object') return JSON.stringify(v);
      return String(v);
    };
  });
}
