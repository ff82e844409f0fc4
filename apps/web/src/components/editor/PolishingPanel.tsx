import { Button, Checkbox, Drawer, Empty, Space, Tag, Typography } from 'antd';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { notify } from '@/app/feedback';
import { type PolishChange, polishText } from './format/polish';
import type { EditorToolPanelProps } from './tools';

const RULE_LABEL: Record<PolishChange['rule'], { text: string; color: string }> = {
  punctuation: { text: '标点', color: 'blue' },
  redundant: { text: '冗余', color: 'orange' },
  formal: { text: '书面语', color: 'green' },
};

/** The text with the chosen changes shown as deletions and insertions. */
function Preview({ text, changes }: { text: string; changes: PolishChange[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const c of changes) {
    parts.push(<Fragment key={`t${c.index}`}>{text.slice(at, c.index)}</Fragment>);
    parts.push(
      <Fragment key={`c${c.index}`}>
        <del style={{ color: '#cf1322' }}>{c.from}</del>
        <ins style={{ color: '#389e0d', textDecoration: 'underline' }}>{c.to}</ins>
      </Fragment>,
    );
    at = c.index + c.from.length;
  }
  parts.push(<Fragment key="end">{text.slice(at)}</Fragment>);
  return (
    <div style={{ whiteSpace: 'pre-wrap', lineHeight: 1.9, fontFamily: '仿宋, FangSong, STFangsong, serif', fontSize: 16 }}>{parts}</div>
  );
}

/** 智能润色: each suggested change can be kept or left; 接受 writes the kept ones into the text, 取消 writes nothing. */
export function PolishingPanel({ api, open, onClose }: EditorToolPanelProps) {
  const [snapshot, setSnapshot] = useState('');
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const result = useMemo(() => polishText(snapshot), [snapshot]);

  useEffect(() => {
    if (!open) return;
    const text = api.getText();
    setSnapshot(text);
    setPicked(new Set(polishText(text).changes.map((c) => c.index)));
  }, [open, api]);

  const chosen = result.changes.filter((c) => picked.has(c.index));
  const toggle = (index: number, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });

  const accept = () => {
    if (api.getText() !== snapshot) {
      notify.warning('内容已变化，请重新润色');
      onClose();
      return;
    }
    api.apply(chosen.map((c) => ({ from: c.index, to: c.index + c.from.length, text: c.to })));
    notify.success(`已润色${chosen.length}处`);
    onClose();
  };

  return (
    <Drawer
      title="智能润色"
      open={open}
      onClose={onClose}
      size={560}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" disabled={chosen.length === 0 || api.readOnly} onClick={accept}>
            接受
          </Button>
        </Space>
      }
    >
      {result.changes.length === 0 ? (
        <Empty description="经润色检查，暂无修改建议" />
      ) : (
        <>
          <Space style={{ marginBottom: 12 }}>
            <Checkbox
              checked={chosen.length === result.changes.length}
              indeterminate={chosen.length > 0 && chosen.length < result.changes.length}
              onChange={(e) => setPicked(e.target.checked ? new Set(result.changes.map((c) => c.index)) : new Set())}
            >
              全部采纳
            </Checkbox>
            <Typography.Text type="secondary">共{result.changes.length}处建议</Typography.Text>
          </Space>
          <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }} aria-label="润色建议">
            {result.changes.map((c) => (
              <li key={c.index} style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
                <Checkbox checked={picked.has(c.index)} onChange={(e) => toggle(c.index, e.target.checked)}>
                  <Tag color={RULE_LABEL[c.rule].color}>{RULE_LABEL[c.rule].text}</Tag>
                  <del>{c.from}</del> → <strong>{c.to}</strong>
                </Checkbox>
                <div style={{ paddingLeft: 24 }}>
                  <Typography.Text type="secondary">{c.reason}</Typography.Text>
                </div>
              </li>
            ))}
          </ul>
          <Typography.Title level={5}>预览</Typography.Title>
          <Preview text={snapshot} changes={chosen} />
        </>
      )}
    </Drawer>
  );
}
