import { Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type KeyboardEvent, type MouseEvent, memo, useCallback, useMemo } from 'react';
import { PICKER_ROW_HEIGHT, PICKER_TABLE_HEIGHT, PickerText } from './constants';

export interface PickerTableProps<Row> {
  rows: Row[];
  loading: boolean;
  columns: ColumnsType<Row>;
  rowKey: (row: Row) => string;
  selected: ReadonlySet<string>;
  searched: boolean;
  /** the table body's height: 520 on a tall screen, less on a short one */
  height?: number;
  /** rows whose check changed, and to what */
  onToggle: (rows: Row[], checked: boolean) => void;
}

/** The checkbox handles its own clicks and keys: the row must not toggle a second time. */
const onCheckbox = (target: EventTarget) => target instanceof Element && !!target.closest('.ant-checkbox-wrapper, .ant-checkbox');

function focusSibling(row: HTMLElement, step: 1 | -1) {
  const next = step === 1 ? row.nextElementSibling : row.previousElementSibling;
  if (next instanceof HTMLElement && next.tabIndex >= 0) next.focus();
}

/**
 * spec 000 §2: a virtual table (30 px rows, 520 high) with select-all. Only a
 * window of rows is in the DOM; cells are plain text, so 5,000 rows stay smooth.
 * A click anywhere on a row picks it (users clicked names and confirmed an
 * empty choice); Enter or Space on a focused row does too, arrows move between rows.
 */
function PickerTableInner<Row extends object>({
  rows,
  loading,
  columns,
  rowKey,
  selected,
  searched,
  height = PICKER_TABLE_HEIGHT,
  onToggle,
}: PickerTableProps<Row>) {
  const selectedRowKeys = useMemo(() => [...selected], [selected]);
  const width = useMemo(() => columns.reduce((w, c) => w + (typeof c.width === 'number' ? c.width : 120), 48), [columns]);
  const onRow = useCallback(
    (row: Row) => {
      const picked = selected.has(rowKey(row));
      return {
        tabIndex: 0,
        'aria-selected': picked,
        style: { height: PICKER_ROW_HEIGHT, cursor: 'pointer' },
        onClick: (e: MouseEvent<HTMLElement>) => {
          if (!onCheckbox(e.target)) onToggle([row], !picked);
        },
        onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
          if (e.target !== e.currentTarget) return;
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            onToggle([row], !picked);
          } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            focusSibling(e.currentTarget, e.key === 'ArrowDown' ? 1 : -1);
          }
        },
      };
    },
    [selected, rowKey, onToggle],
  );
  return (
    <Table<Row>
      virtual
      size="small"
      className="picker-table"
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: width, y: height }}
      onRow={onRow}
      rowSelection={{
        selectedRowKeys,
        columnWidth: 48,
        onSelect: (row, checked) => onToggle([row], checked),
        onSelectAll: (checked, _all, changed) => onToggle(changed, checked),
      }}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={searched ? PickerText.noSearchContent : '暂无数据'} />,
      }}
    />
  );
}

export const PickerTable = memo(PickerTableInner) as typeof PickerTableInner;
