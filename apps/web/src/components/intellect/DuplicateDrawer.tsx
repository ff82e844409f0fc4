import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  type ComparisonResult,
  IntellectApi,
  LibraryKind,
  type LibraryKindValue,
  type SimilarDetail,
  type SimilarItem,
} from '@cppcc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Space, Spin } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { api } from '@/app/api/client';
import { ApiError } from '@/app/api/errors';
import { similarityColor, similarityPercent } from './similarity';
import './DuplicateDrawer.css';

/** what is checked: a proposal or an information item, against its own kind (the library's kinds) */
export type DuplicateKind = LibraryKindValue;
type Scope = 'local' | 'cppcc';

export interface DuplicateDrawerProps {
  open: boolean;
  onClose: () => void;
  /** editor HTML; only its plain text is sent (spec 000 §5) */
  content: string;
  kind?: DuplicateKind;
  /** percent, from the session or the info configuration */
  threshold?: number;
  /** the proposal or item being edited: never its own duplicate */
  excludeId?: string | null;
  sessionId?: string | null;
  year?: number | null;
  /** given only by openers that submit after the check: shows 确定提交 */
  onConfirm?: () => void;
}

const LONG_CALL = 150_000;

const paths = {
  proposal: {
    local: { check: IntellectApi.similarCheck, detail: IntellectApi.similarDetail },
    cppcc: { check: IntellectApi.cppccSimilarCheck, detail: IntellectApi.cppccSimilarDetail },
  },
  info: {
    local: { check: IntellectApi.similarInfoCheck, detail: IntellectApi.similarInfoDetail },
    cppcc: { check: IntellectApi.cppccSimilarInfoCheck, detail: IntellectApi.cppccSimilarInfoDetail },
  },
} as const;

const BLOCKS = 'p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, div';

/** The editor's HTML as text, one line a paragraph (as the server reads rich text), parsed inertly. */
export const plainText = (html: string) => {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  for (const br of Array.from(body.querySelectorAll('br'))) br.replaceWith('\n');
  for (const el of Array.from(body.querySelectorAll(BLOCKS))) el.append('\n');
  return (body.textContent ?? '').replace(/[ \t]*\n\s*/g, '\n').trim();
};

/** 智能查重检测报告 (seed 000 §2): similar documents, then a side-by-side comparison of one of them. */
export function DuplicateDrawer(props: DuplicateDrawerProps) {
  const { open, onClose, content, kind = LibraryKind.proposal, threshold, excludeId, sessionId, year, onConfirm } = props;
  const [picked, setPicked] = useState<{ scope: Scope; item: SimilarItem } | null>(null);
  const text = open ? plainText(content) : '';
  const args = { kind, text, threshold, excludeId, sessionId, year, enabled: open && text.length > 0 };
  const local = useSimilarCheck('local', args);
  const cppcc = useSimilarCheck('cppcc', args);
  const close = () => {
    setPicked(null);
    onClose();
  };

  return (
    <Drawer
      className="dup-drawer"
      title="智能查重检测报告"
      open={open}
      onClose={close}
      size="68%"
      destroyOnHidden
      styles={{ body: { display: 'flex', flexDirection: 'column', minHeight: 0 } }}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={close}>关闭</Button>
          {onConfirm && (
            <Button type="primary" onClick={onConfirm}>
              确定提交
            </Button>
          )}
        </Space>
      }
    >
      {!text ? (
        <Empty description="暂无内容" />
      ) : picked ? (
        <ComparisonView source={text} kind={kind} picked={picked} onBack={() => setPicked(null)} />
      ) : (
        <div className="dup-columns">
          <section className="dup-pane" aria-label="原文">
            <div className="dup-pane-title">原文</div>
            <div className="dup-pane-body">{text}</div>
          </section>
          <section className="dup-pane" aria-label="相似内容">
            <div className="dup-pane-title">相似内容</div>
            <div style={{ overflow: 'auto', flex: 1 }}>
              <ResultSection title="本会" query={local} onPick={(item) => setPicked({ scope: 'local', item })} />
              <ResultSection title="资料库" query={cppcc} onPick={(item) => setPicked({ scope: 'cppcc', item })} />
            </div>
          </section>
        </div>
      )}
    </Drawer>
  );
}

interface CheckArgs {
  kind: DuplicateKind;
  text: string;
  threshold?: number;
  excludeId?: string | null;
  sessionId?: string | null;
  year?: number | null;
  enabled: boolean;
}

function useSimilarCheck(scope: Scope, a: CheckArgs) {
  const body =
    a.kind === LibraryKind.proposal
      ? { content: a.text, threshold: a.threshold, proposalId: a.excludeId ?? null, sessionId: a.sessionId ?? null }
      : { content: a.text, threshold: a.threshold, infoId: a.excludeId ?? null, year: a.year ?? null };
  return useQuery({
    queryKey: ['intellect', 'similar', a.kind, scope, a.text, a.threshold, a.excludeId],
    queryFn: () => api.post<SimilarItem[]>(paths[a.kind][scope].check, body, { silent: true, timeout: LONG_CALL }),
    enabled: a.enabled,
    staleTime: 30_000,
  });
}

function ResultSection(props: {
  title: string;
  query: { data?: SimilarItem[]; isLoading: boolean; error: unknown };
  onPick: (item: SimilarItem) => void;
}) {
  const { title, query, onPick } = props;
  let inner: React.ReactNode;
  if (query.isLoading) inner = <Spin style={{ display: 'block', padding: 24 }} description="查重中…" />;
  else if (query.error) inner = <Empty description={query.error instanceof ApiError ? query.error.message : '查重失败，请稍后重试'} />;
  else if (!query.data?.length) inner = <Empty description="经查重，暂无相似内容" />;
  else
    inner = query.data.map((item) => (
      <button key={item.id} type="button" className="dup-item" onClick={() => onPick(item)}>
        <div>
          <div className="dup-item-title">{item.title}</div>
          <div className="dup-item-source">{item.source || '--'}</div>
        </div>
        <div className="dup-item-score" style={{ color: similarityColor(item.similarity) }}>
          {similarityPercent(item.similarity)}
        </div>
      </button>
    ));
  return (
    <div>
      <div className="dup-section">{title}</div>
      {inner}
    </div>
  );
}

function ComparisonView(props: { source: string; kind: DuplicateKind; picked: { scope: Scope; item: SimilarItem }; onBack: () => void }) {
  const { source, kind, picked, onBack } = props;
  const left = useRef<HTMLDivElement>(null);
  const right = useRef<HTMLDivElement>(null);
  const result = useQuery({
    queryKey: ['intellect', 'comparison', kind, picked.scope, picked.item.id, source],
    queryFn: async () => {
      const detail = await api.get<SimilarDetail>(paths[kind][picked.scope].detail(picked.item.id), undefined, { silent: true });
      return api.post<ComparisonResult>(
        IntellectApi.comparison,
        { sourceContent: source, targetContent: detail.contentText },
        { silent: true, timeout: LONG_CALL },
      );
    },
  });

  // clicking a marked passage scrolls its twin on the other side into view (seed 000 §2)
  const jump = (mark: Element, other: HTMLDivElement | null) => {
    const id = mark.getAttribute('data-mark-id') ?? '';
    for (const pane of [left.current, right.current]) {
      for (const m of pane?.querySelectorAll('mark.dup-mark-active') ?? []) m.classList.remove('dup-mark-active');
    }
    mark.classList.add('dup-mark-active');
    const twin = other?.querySelector(`mark[data-mark-id="${CSS.escape(id)}"]`);
    if (twin) {
      twin.classList.add('dup-mark-active');
      twin.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    }
  };

  const data = result.data;
  return (
    <div className="dup-columns">
      <section className="dup-pane" aria-label="原文比对">
        <div className="dup-pane-title">
          <Button type="text" size="small" icon={<ArrowLeftOutlined />} aria-label="返回列表" onClick={onBack} />
          原文
        </div>
        <MarkedPane paneRef={left} html={data?.sourceMarkedHtml ?? ''} onMark={(m) => jump(m, right.current)} />
      </section>
      <section className="dup-pane" aria-label="相似内容比对">
        <div className="dup-pane-title">
          <span style={{ flex: 1 }}>{picked.item.title}</span>
          <span style={{ color: similarityColor(picked.item.similarity) }}>{similarityPercent(picked.item.similarity)}</span>
        </div>
        {result.isLoading ? (
          <Spin style={{ display: 'block', padding: 24 }} />
        ) : result.error || !data ? (
          <Empty description={result.error instanceof ApiError ? result.error.message : '暂无对比数据'} />
        ) : (
          <MarkedPane paneRef={right} html={data.targetMarkedHtml} onMark={(m) => jump(m, left.current)} />
        )}
      </section>
    </div>
  );
}

/**
 * Marked text from the comparison call. The server escapes the texts and adds only the
 * mark elements (textkit compare), so the HTML is inserted as given.
 */
function MarkedPane(props: { paneRef: RefObject<HTMLDivElement | null>; html: string; onMark: (mark: Element) => void }) {
  const { paneRef, html, onMark } = props;
  const onMarkRef = useRef(onMark);
  onMarkRef.current = onMark;
  useEffect(() => {
    const pane = paneRef.current;
    if (!pane) return;
    pane.innerHTML = html;
    const click = (e: Event) => {
      const mark = (e.target as HTMLElement).closest('mark[data-mark-id]');
      if (mark) onMarkRef.current(mark);
    };
    pane.addEventListener('click', click);
    return () => pane.removeEventListener('click', click);
  }, [paneRef, html]);
  return <div ref={paneRef} className="dup-pane-body" />;
}
