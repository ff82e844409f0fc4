import { describe, expect, it } from 'vitest';
import { actionColumnWidth, COLUMN_KINDS, fitColumns, fitScrollX, headerWidth, type KindColumn, textWidth } from './columnKinds';

type Row = { id: string };

describe('column kinds', () => {
  it('measures a title: Chinese characters 14 px, Latin letters and digits 8 px, padding and the sort arrows', () => {
    expect(textWidth('登录方式')).toBe(56);
    expect(textWidth('IP 地址')).toBe(8 * 3 + 28);
    expect(headerWidth('状态')).toBe(28 + 16);
    expect(headerWidth('提交时间', { sorter: true })).toBe(56 + 16 + 22);
    expect(headerWidth(<span>x</span>)).toBe(0);
  });

  it('gives fixed kinds their width, never narrower than the title, and lets the long ones share the rest', () => {
    const columns: KindColumn<Row>[] = [
      { title: '案号', key: 'number', kind: 'number', width: 70, sorter: true },
      { title: '提案标题', key: 'title', kind: 'title' },
      { title: '承办单位', key: 'units', kind: 'unit' },
      { title: '状态', key: 'state', kind: 'state' },
      { title: '提交时间', key: 'submittedAt', kind: 'minute' },
      { title: '大会提案截止时间', key: 'deadline', width: 60 },
      { title: '操作', key: 'actions', kind: 'actions', width: actionColumnWidth(['查看', '修改']) },
    ];
    const { columns: out, minWidth } = fitColumns(columns);
    expect(out.map((c) => c.width)).toEqual([70, undefined, undefined, 104, 136, 8 * 14 + 16, 110]);
    expect(out[1].ellipsis).toEqual({ showTitle: false });
    expect(out[2].ellipsis).toEqual({ showTitle: false });
    expect(out[3].ellipsis).toBeUndefined();
    // the fixed widths plus the least of the sharing ones (title 160, unit 120)
    expect(minWidth).toBe(70 + 160 + 120 + 104 + 136 + 128 + 110);
    expect(out.every((c) => !('kind' in c))).toBe(true);
  });

  it('splits what a measured container leaves by weight: a title twice the share of a unit', () => {
    const columns: KindColumn<Row>[] = [
      { title: '提案标题', key: 'title', kind: 'title' },
      { title: '承办单位', key: 'units', kind: 'unit' },
      { title: '状态', key: 'state', kind: 'state' },
    ];
    const { columns: out, minWidth } = fitColumns(columns, 1000);
    expect(minWidth).toBe(160 + 120 + 104);
    const extra = 1000 - minWidth;
    expect(out.map((c) => c.width)).toEqual([160 + Math.floor((extra * 2) / 3), 120 + Math.floor(extra / 3), 104]);
    // narrower than the least: the least, and the table scrolls
    expect(fitColumns(columns, 300).columns.map((c) => c.width)).toEqual([undefined, undefined, 104]);
  });

  it('scrolls sideways only in a measured container narrower than the columns need', () => {
    expect(fitScrollX(1000, 1200)).toBe(1200);
    expect(fitScrollX(1300, 1200)).toBeUndefined();
    expect(fitScrollX(0, 1200)).toBeUndefined();
    expect(fitScrollX(1100, 1000, 1200)).toBe(1200);
  });

  it('keeps dates on one line and right-aligns counts', () => {
    const { columns } = fitColumns<Row>([
      { title: '时间', key: 'at', kind: 'datetime' },
      { title: '数量', key: 'n', kind: 'count' },
    ]);
    expect(columns[0].onCell?.({ id: '1' }, 0)).toEqual({ style: { whiteSpace: 'nowrap' } });
    expect(columns[1].align).toBe('right');
    expect(COLUMN_KINDS.datetime.width).toBe(160);
  });

  it('shows a long text column cut with a tooltip when the page gives no cell of its own', () => {
    const { columns } = fitColumns<Row>([{ title: '内容', key: 'content', dataIndex: 'content', kind: 'text' }]);
    const cell = columns[0].render?.('很长的内容', { id: '1' }, 0) as { props: { text: string } };
    expect(cell.props.text).toBe('很长的内容');
  });
});
