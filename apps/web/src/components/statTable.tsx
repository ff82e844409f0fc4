import type { StatColumn, StatResult, StatRow } from '@cppcc/contracts';
import { Table, Typography } from 'antd';

/** A statistic's number as shown: rates as "12.5%", counts as they are (the workbook writes them alike). */
export const statCell = (c: StatColumn) => (v: number | undefined) => (c.kind === 'rate' ? `${(v ?? 0).toFixed(1)}%` : (v ?? 0));

/** A counted column of a statistic's table: right-aligned, sortable, formatted by `statCell`. */
export function statColumn(c: StatColumn, width: number) {
  return {
    title: c.title,
    key: c.key,
    width,
    align: 'right' as const,
    render: (_: unknown, row: StatRow) => statCell(c)(row.values[c.key]),
    sorter: (a: StatRow, b: StatRow) => (a.values[c.key] ?? 0) - (b.values[c.key] ?? 0),
  };
}

/** The 合计 row under a statistic's table (antd Table `summary`), fixed at the bottom. */
export function statSummary(r: StatResult) {
  return () => (
    <Table.Summary fixed>
      <Table.Summary.Row>
        <Table.Summary.Cell index={0}>
          <Typography.Text strong>合计</Typography.Text>
        </Table.Summary.Cell>
        {r.columns.map((c, n) => (
          <Table.Summary.Cell key={c.key} index={n + 1} align="right">
            <Typography.Text strong>{statCell(c)(r.total[c.key])}</Typography.Text>
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
