import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Modal, Popconfirm, Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PICKER_WIDTH, PickerText } from './constants';
import { usePickerTableHeight } from './fit';
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
  /**
   * The field may be left empty (e.g. 可见人员: nobody picked = everyone), so
   * confirming nothing hands back an empty list. Otherwise confirming nothing
   * warns 请选择… and keeps the dialog open.
   */
  allowEmpty?: boolean;
}

interface TabBodyProps<Row, Picked> {
  tab: PickerTab<Row, Picked>;
  selected: ReadonlySet<string>;
  tableHeight: number;
  onToggle: (tab: PickerTab<Row, Picked>, rows: Row[], checked: boolean) => void;
}

/** the search box and the table header stand beside the tree */
const TREE_EXTRA_HEIGHT = 80;

function TabBody<Row extends object, Picked>({ tab, selected, tableHeight, onToggle }: TabBodyProps<Row, Picked>) {
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
        <PickerTree
          nodes={tree.data}
          loading={tree.isLoading}
          userType={tab.userType}
          selectedCode={code}
          onSelect={setCode}
          height={tableHeight + TREE_EXTRA_HEIGHT}
        />
      </div>
      <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Input.Search
          allowClear
          maxLength={50}
          placeholder={tab.wording.search}
          onSearch={(v) => setKeyword(v.trim())}
          aria-label={tab.wording.searchLabel}
        />
        <PickerTable<Row>
          rows={rows.data ?? []}
          loading={rows.isFetching}
          columns={tab.columns}
          rowKey={tab.rowKey}
          selected={selected}
          searched={!!keyword}
          height={tableHeight}
          onToggle={toggle}
        />
      </div>
    </div>
  );
}

/** the modal's padding, title and footer, and a margin above and below */
const BODY_MAX_HEIGHT = 'calc(100vh - 150px)';

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
  allowEmpty = false,
}: PickerDialogProps<Row, Picked>) {
  const { message } = App.useApp();
  const tableHeight = usePickerTableHeight(tabs.length > 1);
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
    if (!picked.size && !allowEmpty) {
      message.warning(PickerText.selectTitle(title));
      return;
    }
    onOk([...picked.values()]);
  };

  const bodies = tabs.map((tab) => ({
    key: tab.key,
    label: tab.label,
    children: <TabBody<Row, Picked> tab={tab} selected={selected} tableHeight={tableHeight} onToggle={onToggle} />,
  }));

  return (
    <Modal
      open={open}
      title={title}
      width={PICKER_WIDTH}
      // centred, with a body that scrolls past the screen's height: the footer stays on screen at 1366×768
      centered
      styles={{ body: { maxHeight: BODY_MAX_HEIGHT, overflowY: 'auto', overflowX: 'hidden' } }}
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
      <div style={{ display: 'flex', gap: 16 }}>
        <div style={{ flex: 1, minWidth: 0 }}>{bodies.length === 1 ? bodies[0].children : <Tabs items={bodies} />}</div>
        <div style={{ width: 280, flex: 'none', borderLeft: '1px solid #f0f0f0', paddingLeft: 16 }}>
          <SelectedPanel entries={entries} onRemove={onRemove} wording={tabs[0]?.wording} height={tableHeight + TREE_EXTRA_HEIGHT - 30} />
        </div>
      </div>
    </Modal>
  );
}
