import { paramLists } from '../../modules/system/service-dicts';
import type { Queryable } from '../db/client';

/** One column of an exportable list. */
export interface ExportColumn<R extends object = Record<string, unknown>> {
  /** stable key: templates store it; the cell value is row[key] unless `value` is given */
  key: string;
  /** Chinese header */
  title: string;
  /** column width in characters */
  width?: number;
  /** a system dictionary type (GET /param/list/typeName): codes are written as their labels */
  dict?: string;
  /** fixed code → label map, for codes that are not in the system dictionary */
  labels?: Readonly<Record<string, string>>;
  /** how to write a date or an ISO date-time string */
  format?: 'date' | 'datetime';
  /** derives the cell value from the row */
  value?: (row: R) => unknown;
}

export type CellValue = string | number | null;

const dateTime = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 2026-03-15 09:30:00 in China Standard Time (the users' clock, not the server's). */
export function formatDateTime(d: Date, dateOnly = false): string {
  const p = Object.fromEntries(dateTime.formatToParts(d).map((x) => [x.type, x.value]));
  const day = `${p.year}-${p.month}-${p.day}`;
  return dateOnly ? day : `${day} ${p.hour}:${p.minute}:${p.second}`;
}

/** Dictionary labels of every `dict` column, read once before the first row is written. */
export async function loadDictLabels(q: Queryable, columns: readonly ExportColumn<never>[]): Promise<Map<string, Map<string, string>>> {
  const typeNames = [...new Set(columns.flatMap((c) => (c.dict ? [c.dict] : [])))];
  if (!typeNames.length) return new Map();
  const lists = await paramLists(q, typeNames);
  return new Map(typeNames.map((t) => [t, new Map(lists[t].map((i) => [i.paramCode, i.paramName]))]));
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
