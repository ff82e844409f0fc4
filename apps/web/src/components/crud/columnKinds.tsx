import type { TableColumnType } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { Ellipsis } from '../Ellipsis';

/**
 * What a column holds, which decides how wide it is and how it shows, so that a list fits a 1366 px screen
 * without each page guessing pixel widths:
 * - fixed width: `index` 60, `number` 80 (案号, 编号), `count` 90 and `sort` 70 (right-aligned), `date` 100,
 *   `minute` 136 (YYYY-MM-DD HH:mm), `datetime` 160 (with seconds), `state` 104 (a state tag of up to six
 *   characters), `tag` 100, `status` 90 (the 启用/停用 switch), `person` 90 (a name, a category), `code` and
 *   `short` 120 (cut with an ellipsis), `actions` (from its buttons, see actionColumnWidth);
 * - sharing what is left, cut with an ellipsis and a tooltip: `title` (at least 160, twice the share of the
 *   others), `unit` (120), `name` and `text` (100).
 * Dates and numbers never wrap; a header never narrower than its title.
 */
export type ColumnKind =
  | 'index'
  | 'number'
  | 'count'
  | 'sort'
  | 'date'
  | 'minute'
  | 'datetime'
  | 'state'
  | 'tag'
  | 'status'
  | 'person'
  | 'code'
  | 'short'
  | 'unit'
  | 'name'
  | 'text'
  | 'title'
  | 'actions';

interface KindRule {
  /** fixed width; none: the column shares what the fixed ones leave */
  width?: number;
  /** the least a sharing column keeps before the table scrolls */
  min?: number;
  align?: 'right' | 'center';
  /** long text is cut with an ellipsis and shown whole in a tooltip */
  ellipsis?: boolean;
  /** dates and numbers read badly broken over two lines */
  nowrap?: boolean;
  /** a sharing column's part of what the fixed ones leave (1 by default) */
  weight?: number;
}

export const COLUMN_KINDS: Record<ColumnKind, KindRule> = {
  index: { width: 60, align: 'center', nowrap: true },
  number: { width: 80, nowrap: true },
  count: { width: 90, align: 'right', nowrap: true },
  sort: { width: 70, align: 'right', nowrap: true },
  date: { width: 100, nowrap: true },
  minute: { width: 136, nowrap: true },
  datetime: { width: 160, nowrap: true },
  state: { width: 104 },
  tag: { width: 100 },
  status: { width: 90 },
  person: { width: 90, ellipsis: true },
  code: { width: 120, ellipsis: true },
  short: { width: 120, ellipsis: true },
  unit: { min: 120, ellipsis: true },
  name: { min: 100, ellipsis: true },
  text: { min: 100, ellipsis: true },
  title: { min: 160, ellipsis: true, weight: 2 },
  actions: { width: 120 },
};

/** the least a sharing column without a kind keeps: six characters */
export const FLEX_COLUMN_MIN = 100;
/** antd's row selection column (a checkbox and its padding) */
export const SELECTION_COLUMN_WIDTH = 32;
/** horizontal padding of a cell in the middle and small sizes (8 px a side) */
const CELL_PADDING = 16;
/** the sort arrows and their gap */
const SORTER_WIDTH = 22;
const FILTER_WIDTH = 28;

/** Width of a line of 14 px text: a Chinese character is square, Latin letters and digits about half as wide. */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\uffef]/.test(ch) ? 14 : 8;
  return w;
}

/** The narrowest a header can be with its title on one line (and its sort or filter icon beside it). */
export function headerWidth(title: ReactNode, opts: { sorter?: boolean; filter?: boolean } = {}): number {
  if (typeof title !== 'string' && typeof title !== 'number') return 0;
  return textWidth(String(title)) + CELL_PADDING + (opts.sorter ? SORTER_WIDTH : 0) + (opts.filter ? FILTER_WIDTH : 0);
}

/** Small link buttons (14 px a character, 7 px padding each side) 4 px apart, in a cell with 8 px padding each side. */
export function actionColumnWidth(labels: string[]): number {
  const buttons = labels.reduce((w, l) => w + textWidth(l) + 14, 0);
  return Math.ceil((buttons + 4 * Math.max(0, labels.length - 1) + CELL_PADDING) / 10) * 10;
}

/** A table column that may name its content kind instead of a width. */
export type KindColumn<T> = TableColumnType<T> & { kind?: ColumnKind; children?: KindColumn<T>[] };

export interface FittedColumns<T> {
  columns: TableColumnType<T>[];
  /** the narrowest the columns can be: fixed widths plus the least of every sharing column */
  minWidth: number;
}

type CellProps = ReturnType<NonNullable<TableColumnType<unknown>['onCell']>>;

function withStyle<A extends unknown[]>(base: ((...args: A) => CellProps) | undefined, style: CSSProperties): (...args: A) => CellProps {
  return (...args: A) => {
    const own = base?.(...args) ?? {};
    return { ...own, style: { ...style, ...own.style } };
  };
}

const plainText = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/**
 * Widths, alignment and wrapping of the columns from their kinds: fixed columns get their width (never less than
 * their title needs), the others share the rest with an ellipsis. A column keeps what it sets itself.
 */
export function fitColumns<T>(columns: KindColumn<T>[], available = 0): FittedColumns<T> {
  let minWidth = 0;
  const sharing: { column: TableColumnType<T>; min: number; weight: number }[] = [];
  const fitted = columns.map((c): TableColumnType<T> => {
    const { kind, children, ...column } = c;
    if (children?.length) {
      const inner = fitColumns(children);
      minWidth += inner.minWidth;
      return { ...column, children: inner.columns } as TableColumnType<T>;
    }
    const rule: KindRule = kind ? COLUMN_KINDS[kind] : {};
    const header = headerWidth(column.title as ReactNode, { sorter: !!column.sorter, filter: !!column.filters });
    const own = typeof column.width === 'number' ? column.width : undefined;
    const fixedWidth = own ?? (kind === 'actions' || !rule.min ? rule.width : undefined);
    const out: TableColumnType<T> = { ...column, align: column.align ?? rule.align };
    if (fixedWidth !== undefined) {
      out.width = Math.max(fixedWidth, header);
      minWidth += out.width;
    } else if (typeof column.width === 'string') {
      minWidth += rule.min ?? FLEX_COLUMN_MIN;
    } else {
      // a sharing column: whatever it holds is cut rather than let it push the table wider
      const min = Math.max(rule.min ?? FLEX_COLUMN_MIN, header);
      minWidth += min;
      out.ellipsis = column.ellipsis ?? { showTitle: false };
      sharing.push({ column: out, min, weight: rule.weight ?? 1 });
    }
    if (rule.ellipsis) {
      out.ellipsis = column.ellipsis ?? { showTitle: false };
      if (!column.render) out.render = (v: unknown) => <Ellipsis text={plainText(v)} />;
    }
    if (rule.nowrap) out.onCell = withStyle(column.onCell, { whiteSpace: 'nowrap' });
    // a title broken a character a line is unreadable: the width above leaves it room on one line
    out.onHeaderCell = withStyle(column.onHeaderCell as (col: unknown) => CellProps, { whiteSpace: 'nowrap' });
    return out;
  });
  // in a measured container the sharing columns split what is left by weight (a title gets twice a unit's share);
  // unmeasured, the browser splits it evenly
  const extra = available - minWidth;
  const weights = sharing.reduce((w, s) => w + s.weight, 0);
  if (extra > 0 && weights) for (const s of sharing) s.column.width = s.min + Math.floor((extra * s.weight) / weights);
  return { columns: fitted, minWidth };
}

/** The width of a container as laid out (0 until measured); a callback ref, for a container that appears late. */
export function useContainerWidth(): [(el: HTMLDivElement | null) => void, number] {
  const [el, ref] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!el) return;
    const observer = new ResizeObserver((entries) => setWidth(Math.floor(entries[0]?.contentRect.width ?? 0)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return [ref, width];
}

/**
 * Sideways scrolling only where the container is narrower than the columns need (a small screen): a table that
 * fits lays out in its container with no scroll bar and no column under a fixed one. `least` is a page's own
 * minimum (its old scrollX) if it has one; an unmeasured container (0) is left alone.
 */
export function fitScrollX(width: number, minWidth: number, least?: number | string): number | string | undefined {
  if (typeof least === 'string') return least;
  const needed = Math.max(minWidth, least ?? 0);
  return width > 0 && width < needed ? needed : undefined;
}

/** useContainerWidth and fitScrollX together, for a table whose columns are sized elsewhere. */
export function useFitScroll(minWidth: number, least?: number | string): { ref: (el: HTMLDivElement | null) => void; x?: number | string } {
  const [ref, width] = useContainerWidth();
  return { ref, x: fitScrollX(width, minWidth, least) };
}

/**
 * Two facts of one thing in one cell, the second smaller below (申请人 over 申请时间, 原期限 over 新期限): a record list
 * with a dozen columns fits the screen without cutting either.
 */
export function StackedCell({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <div className="stacked-cell">
      <div>{main}</div>
      <div style={{ color: 'rgba(0, 0, 0, 0.45)', fontSize: 12, whiteSpace: 'nowrap' }}>{sub}</div>
    </div>
  );
}
