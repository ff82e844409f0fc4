import type { StatResult } from '@cppcc/contracts';
import type { ExportColumn } from './column';

/** A line of a statistics sheet: the group's name and its numbers by column key. */
type StatLine = { name: string; values: Record<string, number> };

/**
 * A statistics table as the page shows it, for sendXlsx: the grouping column, the counted
 * columns, then the 合计 row last; rates as "12.5%".
 */
export function statSheet(r: StatResult): { columns: ExportColumn<StatLine>[]; rows: StatLine[] } {
  const columns: ExportColumn<StatLine>[] = [
    { key: 'name', title: r.dimension, width: 28 },
    ...r.columns.map((c) => ({
      key: c.key,
      title: c.title,
      value: (row: StatLine) => (c.kind === 'rate' ? `${(row.values[c.key] ?? 0).toFixed(1)}%` : (row.values[c.key] ?? 0)),
    })),
  ];
  return { columns, rows: [...r.rows.map((x) => ({ name: x.name, values: x.values })), { name: '合计', values: r.total }] };
}
