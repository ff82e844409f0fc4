import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Modal, Popconfirm, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PICKER_TABLE_HEIGHT, PICKER_WIDTH, PickerText } from './constants';
import { PickerTable } from './PickerTable';
import { PickerTree } from './PickerTree';
import { type SelectedEntry, SelectedPanel } from './SelectedPanel';
import type { PickerTab } from './tabs';

export interface PickerDialogProps<Row, Picked> {
  open: boolean;
  /** 选择用户 by default (spec 000 §2) */
  title?: string;
  tabs: PickerTab<Row, Picked>[];
  /** what is picked when the dialog opens */
  value: Picked[];
  pickedKey: (p: Picked) => string;
  pickedName: (p: Picked) => string;
  onOk: (picked: Picked[]) => void;
  onCancel: () => void;
}

interface TabBodyProps<Row, Picked> {
  tab: PickerTab<Row, Picked>;
  selected: ReadonlySet<string>;
  onToggle: (tab: PickerTab<Row, Picked>, rows: Row[], checked: boolean) => void;
}

function TabBody<Row extends object, Picked>({ tab, selected, onToggle }: TabBodyProps<Row, Picked>) {
  const [code, setCode] = useState('all');
  const [keyword, setKeyword] = useState('');
  const tree = useQuery({ queryKey: ['picker', ...tab.queryKey, 'tree'], queryFn: tab.loadTree });
  const rows = useQuery({
    queryKey: ['picker', ...tab.queryKey, 'rows', code, keyword],
    queryFn: () => tab.loadRows(code, keyword),
  });
  const toggle = useCallback((changed: Row[], checked: boolean) => onToggle(tab, changed, checked), [onToggle, tab]);
  return (
    <div style={{ display: 'flex', gap: 16, minWidth: 0, flex: 1 }}>
      <div style={{ width: 260, flex: 'none', borderRight: '1px solid #f0f0f0', paddingRight: 8 }} data-testid="picker-tree">
        <PickerTree nodes={tree.data} loading={tree.isLoading} userType={tab.userType} selectedCode={code} onSelect={setCode} />
      </div>
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Input.Search
          allowClear
          maxLength={50}
          placeholder={PickerText.searchPlaceholder}
          onSearch={(v) => setKeyword(v.trim())}
          aria-label="人员关键字搜索"
        />
        <PickerTable<Row>
          rows={rows.data ?? []}
          loading={rows.isFetching}
          columns={tab.columns}
          rowKey={tab.rowKey}
          selected={selected}
          searched={!!keyword}
          onToggle={toggle}
        />
      </div>
    </div>
  );
}

/**
 * The person and unit picker dialog (spec 000 §2, 001 §2.25): tabs, a left tree
 * with counts, a keyword search, a virtual table with select-all and the picked
 * people on the right. The selection is a Map keyed by id (insertion order = pick order).
 */
export function PickerDialog<Row extends object, Picked>({
  open,
  title = PickerText.defaultTitle,
  tabs,
  value,
  pickedKey,
  pickedName,
  onOk,
  onCancel,
}: PickerDialogProps<Row, Picked>) {
  const { message } = App.useApp();
  const [picked, setPicked] = useState<Map<string, Picked>>(() => new Map());
  useEffect(() => {
    if (open) setPicked(new Map(value.map((p) => [pickedKey(p), p])));
  }, [open, value, pickedKey]);

  const selected = useMemo<ReadonlySet<string>>(() => new Set(picked.keys()), [picked]);
  const entries = useMemo<SelectedEntry[]>(() => [...picked].map(([key, p]) => ({ key, name: pickedName(p) })), [picked, pickedName]);

  const onToggle = useCallback((tab: PickerTab<Row, Picked>, rows: Row[], checked: boolean) => {
    setPicked((prev) => {
      const next = new Map(prev);
      for (const r of rows) {
        const key = tab.rowKey(r);
        if (checked) {
          if (!next.has(key)) next.set(key, tab.toPicked(r));
        } else next.delete(key);
      }
      return next;
    });
  }, []);
  const onRemove = useCallback((key: string) => {
    setPicked((prev) => {
      const next = new Map(prev);
      next.delete(key);
      return next;
    });
  }, []);

  const confirm = () => {
    if (!picked.size) {
      message.warning(PickerText.selectTitle(title));
      return;
    }
    onOk([...picked.values()]);
  };

  const bodies = tabs.map((tab) => ({
    key: tab.key,
    label: tab.label,
    children: <TabBody<Row, Picked> tab={tab} selected={selected} onToggle={onToggle} />,
  }));

  return (
    <Modal
      open={open}
      title={title}
      width={PICKER_WIDTH}
      onCancel={onCancel}
      destroyOnHidden
      maskClosable={false}
      footer={[
        <Popconfirm key="clear" title={PickerText.clearConfirm} okText="确定" cancelText="取消" onConfirm={() => setPicked(new Map())}>
          <Button>{PickerText.clear}</Button>
        </Popconfirm>,
        <Button key="cancel" onClick={onCancel}>
          {PickerText.cancel}
        </Button>,
        <Button key="ok" type="primary" onClick={confirm}>
          {PickerText.confirm}
        </Button>,
      ]}
    >
      <div style={{ display: 'flex', gap: 16, minHeight: PICKER_TABLE_HEIGHT + 60 }}>
        <div style={{ flex: 1, minWidth: 0 }}>{bodies.length === 1 ? bodies[0].children : <Tabs items={bodies} />}</div>
        <div style={{ width: 280, flex: 'none', borderLeft: '1px solid #f0f0f0', paddingLeft: 16 }}>
          <SelectedPanel entries={entries} onRemove={onRemove} />
        </div>
      </div>
    </Modal>
  );
}
