import { CheckMsg, type CorrectionResult, IntellectCheckApi } from '@cppcc/contracts';
import { Button, Drawer, Empty, Result, Space, Spin, Switch, Tabs, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api as http } from '@/app/api/client';
import { ApiError } from '@/app/api/errors';
import { notify } from '@/app/feedback';
import type { EditorToolPanelProps, TextChange, ToolHighlight } from '@/components/editor';
import { isApplicable, Operation, proofreadTypeColor, proofreadTypeLabel } from './labels';
import { disjoint, locate, mapOffset, relocate, type Spot, serverTextOf, withContext } from './locate';
import './intellect.css';

/** spec 000 §9: long checks wait 150 s */
export const LONG_CALL = 150_000;
export const CorrectionText = {
  noWords: '经检测，暂无错词',
  noSensitive: '经检测，暂无敏感词',
  lost: '原文已修改，未能找到该处，请重新检测',
  failed: '纠错失败，请稍后重试',
} as const;

const COLORS = { word: 'rgba(250, 173, 20, 0.4)', sensitive: 'rgba(255, 77, 79, 0.45)', applied: 'rgba(82, 196, 26, 0.3)' };

type Section = 'word' | 'sensitive';

/** A finding as the panel keeps it: the server's item, where it now is in the editor, and whether it is applied. */
export interface Finding {
  id: string;
  section: Section;
  type: string;
  operation: number;
  error: string;
  correct: string;
  explain: string;
  sentence: string;
  originName?: string;
  checked: boolean;
  /** null: no longer found in the editor text */
  spot: Spot | null;
}

type Status = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ok' };

/** What the editor reads at a finding now: the correction once applied, the original before. */
const expectedOf = (f: Finding) => (f.checked ? f.correct : f.error);

function toFindings(res: CorrectionResult, clientText: string): Finding[] {
  const serverText = serverTextOf(res.contentHtml);
  const pick = (section: Section) => (it: CorrectionResult['detailList'][number] & { originName?: string }) => ({
    id: it.id,
    section,
    type: it.type,
    operation: it.operation,
    error: it.error,
    correct: it.correct,
    explain: it.explain,
    sentence: it.sentence,
    originName: it.originName,
    checked: false,
    spot: locate(serverText, clientText, it.start, it.end),
  });
  return [...res.detailList.map(pick('word')), ...res.checkDetailList.map(pick('sensitive'))];
}

/** Where each finding is after changes to the text it was found in; the changed ones now read their new text. */
function afterChanges(list: Finding[], changes: (TextChange & { id: string; checked: boolean })[], text: string): Finding[] {
  const byId = new Map(changes.map((c) => [c.id, c]));
  return list.map((f) => {
    const c = byId.get(f.id);
    if (c) {
      const from = mapOffset(c.from, changes, 'before');
      return { ...f, checked: c.checked, spot: withContext(text, { from, to: from + c.text.length }) };
    }
    if (!f.spot) return f;
    const from = mapOffset(f.spot.from, changes, 'after');
    const to = Math.max(from, mapOffset(f.spot.to, changes, 'before'));
    if (text.slice(from, to) === expectedOf(f)) return { ...f, spot: withContext(text, { from, to }) };
    return { ...f, spot: relocate(text, f.spot, expectedOf(f)) };
  });
}

/**
 * 智能纠错 (seed 000 §2): the findings of the proofreading call in two tabs, 错词 and 敏感词.
 * A click shows the finding in the text; 应用 writes the correction and offers 撤销; 忽略 drops
 * it from the list; 全部应用 writes all open corrections in one step (and then undoes them all).
 */
export function CorrectionPanel({ api, open, onClose }: EditorToolPanelProps) {
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [findings, setFindings] = useState<Finding[]>([]);
  const [tab, setTab] = useState<Section>('word');
  const [active, setActive] = useState<string | null>(null);
  const [markSensitive, setMarkSensitive] = useState(true);
  const request = useRef(0);

  const load = useCallback(async () => {
    const seq = ++request.current;
    setActive(null);
    setFindings([]);
    const text = api.getText();
    if (!text.trim()) {
      setStatus({ kind: 'error', message: CheckMsg.correctionEmpty });
      return;
    }
    setStatus({ kind: 'loading' });
    try {
      const res = await http.post<CorrectionResult>(IntellectCheckApi.correction, { content: text }, { silent: true, timeout: LONG_CALL });
      if (seq !== request.current) return;
      // the user may have typed while the check ran: find the findings in the text as it is now
      const list = toFindings(res, api.getText());
      setFindings(list);
      setTab(list.some((f) => f.section === 'word') || !list.length ? 'word' : 'sensitive');
      setStatus({ kind: 'ok' });
    } catch (e) {
      if (seq !== request.current) return;
      setStatus({ kind: 'error', message: e instanceof ApiError ? e.message : CorrectionText.failed });
    }
  }, [api]);

  useEffect(() => {
    if (open) void load();
    return () => {
      request.current++;
    };
  }, [open, load]);

  // the marks in the text follow the list
  useEffect(() => {
    const ranges: ToolHighlight[] = [];
    for (const f of findings) {
      if (!f.spot || f.spot.to <= f.spot.from) continue;
      if (f.section === 'sensitive' && !markSensitive) continue;
      ranges.push({
        from: f.spot.from,
        to: f.spot.to,
        id: f.id,
        color: f.checked ? COLORS.applied : COLORS[f.section],
        className: [`intellect-hl-${f.section}`, f.checked ? 'intellect-hl-applied' : '', f.id === active ? 'intellect-hl-active' : '']
          .filter(Boolean)
          .join(' '),
        title: f.section === 'sensitive' ? `敏感词${f.originName ? `（${f.originName}）` : ''}` : proofreadTypeLabel(f.type),
      });
    }
    if (!api.editor.isDestroyed) api.highlight(ranges);
  }, [findings, markSensitive, active, api]);
  useEffect(
    () => () => {
      if (!api.editor.isDestroyed) api.clearHighlight();
    },
    [api],
  );

  // a click on a mark in the text brings up its finding
  const findingsRef = useRef(findings);
  findingsRef.current = findings;
  useEffect(() => {
    const dom = api.editor.view.dom;
    const onClick = (e: Event) => {
      const id = (e.target as HTMLElement).closest?.('[data-hl-id]')?.getAttribute('data-hl-id');
      const f = id ? findingsRef.current.find((x) => x.id === id) : undefined;
      if (!f) return;
      setTab(f.section);
      setActive(f.id);
    };
    dom.addEventListener('click', onClick);
    return () => dom.removeEventListener('click', onClick);
  }, [api]);

  // the active finding's row in view, whichever way it became active
  useEffect(() => {
    if (active) document.querySelector(`[data-finding-id="${CSS.escape(active)}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  /** the list with every finding found again in the text as it is now (the user may have typed) */
  const current = () => {
    const text = api.getText();
    return findings.map((f) => (f.spot ? { ...f, spot: relocate(text, f.spot, expectedOf(f)) } : f));
  };

  const show = (f: Finding) => {
    setActive(f.id);
    const list = current();
    setFindings(list);
    const spot = list.find((x) => x.id === f.id)?.spot;
    if (spot) api.scrollTo(spot);
    else notify.warning(CorrectionText.lost);
  };

  const write = (list: Finding[], changes: (TextChange & { id: string; checked: boolean })[]) => {
    api.apply(changes.map(({ from, to, text }) => ({ from, to, text })));
    setFindings(afterChanges(list, changes, api.getText()));
  };

  const toggle = (f: Finding, apply: boolean) => {
    const list = current();
    const spot = list.find((x) => x.id === f.id)?.spot;
    if (!spot) {
      setFindings(list);
      notify.warning(CorrectionText.lost);
      return;
    }
    setActive(f.id);
    write(list, [{ id: f.id, from: spot.from, to: spot.to, text: apply ? f.correct : f.error, checked: apply }]);
  };

  const ignore = (f: Finding) => {
    setFindings((prev) => prev.filter((x) => x.id !== f.id));
    if (active === f.id) setActive(null);
  };

  const words = findings.filter((f) => f.section === 'word');
  const sensitive = findings.filter((f) => f.section === 'sensitive');
  const applicable = findings.filter((f) => isApplicable(f.operation) && !api.readOnly);
  const pending = applicable.filter((f) => !f.checked);
  const undoAll = pending.length === 0 && applicable.some((f) => f.checked);

  const all = () => {
    const list = current();
    const wanted = list.filter((f) => isApplicable(f.operation) && f.checked === undoAll && f.spot);
    const changes = disjoint(
      wanted.map((f) => ({
        id: f.id,
        from: f.spot?.from ?? 0,
        to: f.spot?.to ?? 0,
        text: undoAll ? f.error : f.correct,
        checked: !undoAll,
      })),
    );
    if (!changes.length) {
      setFindings(list);
      notify.warning(CorrectionText.lost);
      return;
    }
    write(list, changes);
    const skipped = list.filter((f) => isApplicable(f.operation) && f.checked === undoAll).length - changes.length;
    const done = `已${undoAll ? '撤销' : '应用'}${changes.length}处`;
    if (skipped > 0) notify.warning(`${done}，另有${skipped}处与其他修改重叠或原文已变，请逐条处理`);
    else notify.success(done);
  };

  const list = (items: Finding[], empty: string) =>
    items.length === 0 ? (
      <Empty description={empty} />
    ) : (
      <ul className="intellect-findings" aria-label={items[0].section === 'word' ? '错词列表' : '敏感词列表'}>
        {items.map((f) => (
          <FindingRow
            key={f.id}
            f={f}
            active={f.id === active}
            readOnly={api.readOnly}
            onShow={() => show(f)}
            onApply={() => toggle(f, true)}
            onUndo={() => toggle(f, false)}
            onIgnore={() => ignore(f)}
          />
        ))}
      </ul>
    );

  return (
    <Drawer
      title="智能纠错"
      open={open}
      onClose={onClose}
      size={460}
      mask={false}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={() => void load()} disabled={status.kind === 'loading'}>
            重新检测
          </Button>
          <Button onClick={onClose}>关闭</Button>
          <Button type="primary" disabled={status.kind !== 'ok' || applicable.length === 0} onClick={all}>
            {undoAll ? '全部撤销' : '全部应用'}
          </Button>
        </Space>
      }
    >
      {status.kind === 'loading' ? (
        <Spin style={{ display: 'block', padding: 48 }} description="纠错中…" />
      ) : status.kind === 'error' ? (
        <Result status="warning" title={status.message} />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k as Section)}
          tabBarExtraContent={
            tab === 'sensitive' && sensitive.length ? (
              <Space size={4}>
                <Typography.Text type="secondary">在文中标出</Typography.Text>
                <Switch size="small" checked={markSensitive} onChange={setMarkSensitive} aria-label="在文中标出敏感词" />
              </Space>
            ) : null
          }
          items={[
            { key: 'word', label: `错词（${words.length}）`, children: list(words, CorrectionText.noWords) },
            { key: 'sensitive', label: `敏感词（${sensitive.length}）`, children: list(sensitive, CorrectionText.noSensitive) },
          ]}
        />
      )}
    </Drawer>
  );
}

function Change({ f }: { f: Finding }) {
  if (f.operation === Operation.insert)
    return (
      <span>
        补充“<ins>{f.correct}</ins>”
      </span>
    );
  if (f.operation === Operation.delete)
    return (
      <span>
        删除“<del>{f.error}</del>”
      </span>
    );
  if (!f.correct || f.operation === Operation.check)
    return (
      <span>
        <strong>{f.error}</strong>
        {f.correct ? <Typography.Text type="secondary">（建议：{f.correct}）</Typography.Text> : null}
      </span>
    );
  return (
    <span>
      <del>{f.error}</del> → <strong>{f.correct}</strong>
    </span>
  );
}

function Sentence({ f }: { f: Finding }) {
  const at = f.error ? f.sentence.indexOf(f.error) : -1;
  if (at < 0) return <>{f.sentence}</>;
  return (
    <>
      {f.sentence.slice(0, at)}
      <mark>{f.error}</mark>
      {f.sentence.slice(at + f.error.length)}
    </>
  );
}

function FindingRow(props: {
  f: Finding;
  active: boolean;
  readOnly: boolean;
  onShow: () => void;
  onApply: () => void;
  onUndo: () => void;
  onIgnore: () => void;
}) {
  const { f, active, readOnly, onShow, onApply, onUndo, onIgnore } = props;
  const label = f.section === 'sensitive' ? (f.originName ? `敏感词·${f.originName}` : '敏感词') : proofreadTypeLabel(f.type);
  return (
    <li className={`intellect-finding${active ? ' is-active' : ''}${f.checked ? ' is-checked' : ''}`} data-finding-id={f.id}>
      <button type="button" className="intellect-finding-main" onClick={onShow} aria-label={`定位：${f.error || f.correct}`}>
        <div>
          <Tag color={f.section === 'sensitive' ? 'red' : proofreadTypeColor(f.type)}>{label}</Tag>
          <Change f={f} />
          {f.checked ? (
            <Tag color="success" style={{ marginLeft: 8 }}>
              已应用
            </Tag>
          ) : null}
          {!f.spot ? (
            <Tag style={{ marginLeft: 8 }} title={CorrectionText.lost}>
              未定位
            </Tag>
          ) : null}
        </div>
        {f.explain ? <div className="intellect-finding-explain">{f.explain}</div> : null}
        {f.sentence ? (
          <div className="intellect-finding-sentence">
            <Sentence f={f} />
          </div>
        ) : null}
      </button>
      <Space size={0} className="intellect-finding-actions">
        {isApplicable(f.operation) && !readOnly ? (
          f.checked ? (
            <Button size="small" type="link" onClick={onUndo}>
              撤销
            </Button>
          ) : (
            <Button size="small" type="link" onClick={onApply} disabled={!f.spot}>
              应用
            </Button>
          )
        ) : null}
        <Button size="small" type="link" onClick={onIgnore}>
          忽略
        </Button>
      </Space>
    </li>
  );
}
