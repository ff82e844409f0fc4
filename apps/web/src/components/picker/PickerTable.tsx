import { Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { memo, useMemo } from 'react';
import { PICKER_ROW_HEIGHT, PICKER_TABLE_HEIGHT, PickerText } from './constants';

export interface PickerTableProps<Row> {
  rows: Row[];
  loading: boolean;
  columns: ColumnsType<Row>;
  rowKey: (row: Row) => string;
  selected: ReadonlySet<string>;
  searched: boolean;
  /** rows whose check changed, and to what */
  onToggle: (rows: Row[], checked: boolean) => void;
}

/**
 * spec 000 §2: a virtual table (30 px rows, 520 high) with select-all. Only a
 * window of rows is in the DOM; cells are plain text, so 5,000 rows stay smooth.
 */
function PickerTableInner<Row extends object>({ rows, loading, columns, rowKey, selected, searched, onToggle }: PickerTableProps<Row>) {
  const selectedRowKeys = useMemo(() => [...selected], [selected]);
  const width = useMemo(() => columns.reduce((w, c) => w + (typeof c.width === 'number' ? c.width : 120), 48), [columns]);
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
      scroll={{ x: width, y: PICKER_TABLE_HEIGHT }}
      onRow={() => ({ style: { height: PICKER_ROW_HEIGHT } })}
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
