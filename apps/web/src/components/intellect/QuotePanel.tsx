import { ArrowLeftOutlined } from '@ant-design/icons';
import { REFERENCE_PAGE_SIZE, type ReferenceHitDto, type ReferenceSearchKind, referenceKindLabel } from '@cppcc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Input, Pagination, Segmented, Space, Spin, Tag, Typography } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { ApiError } from '@/app/api/errors';
import { notify } from '@/app/feedback';
import type { EditorToolApi, EditorToolPanelProps } from '@/components/editor';
import { type ReferenceQuery, referenceDetail, searchReferences } from './referenceClient';
import './intellect.css';

/** spec 000 §5 / §9: search keyword max 50 */
export const KEYWORD_MAX = 50;
export const QuoteText = {
  prompt: '输入关键词，检索法律法规、政策文件和提案',
  empty: '暂无数据',
  failed: '检索失败，请稍后重试',
  pickFirst: '请先在全文中选中要引用的内容',
  inserted: '已引用',
} as const;

/** The text put into the document: the passage, then its source in 《》. */
export function citation(passage: string, title: string): string {
  const source = title.trim().replace(/^《+|》+$/g, '');
  const text = passage.replace(/\s*\n\s*/g, '').trim();
  return `${text}（《${source}》）`;
}

/** Inserts at the cursor (or over the selection) of the editor, as plain text carrying the marks there. */
export function insertAtCursor(api: EditorToolApi, text: string): void {
  api.editor.chain().focus().insertContent({ type: 'text', text }).run();
}

/** The service's snippets are escaped text with <em> around matches: shown as text, never as HTML. */
export function Highlighted({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const parts: ReactNode[] = [];
  body.childNodes.forEach((n, i) => {
    if (n.nodeType === Node.TEXT_NODE) parts.push(n.textContent);
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sequence of fragments
    else if ((n as Element).tagName === 'EM') parts.push(<mark key={i}>{n.textContent}</mark>);
    else parts.push(n.textContent);
  });
  return <>{parts}</>;
}

const day = (v: string | null) => (v ? v.slice(0, 10) : null);

/** The seed's alternative field names, each kind filling those that apply to it. */
function metaOf(
  h: Pick<
    ReferenceHitDto,
    | 'publishTime'
    | 'startTime'
    | 'source'
    | 'releasePublisher'
    | 'enacting_agency'
    | 'username'
    | 'proposer'
    | 'potency_level'
    | 'effectiveness'
  >,
) {
  const out: { label: string; value: string }[] = [];
  const time = day(h.publishTime) ?? day(h.startTime);
  if (time) out.push({ label: h.publishTime ? '发布时间' : '时间', value: time });
  // a law's agency is its 制定机关 and a policy's publisher its 发布机关 (the service also sends either as source)
  if (h.enacting_agency) out.push({ label: '制定机关', value: h.enacting_agency });
  else if (h.releasePublisher) out.push({ label: '发布机关', value: h.releasePublisher });
  else if (h.source) out.push({ label: '来源', value: h.source });
  if (h.username) out.push({ label: '提案人', value: h.username });
  else if (h.proposer) out.push({ label: '提案人', value: h.proposer });
  else if (h.potency_level) out.push({ label: '效力级别', value: h.potency_level });
  if (h.effectiveness) out.push({ label: '时效性', value: h.effectiveness });
  return out;
}

function Meta({ hit }: { hit: Parameters<typeof metaOf>[0] }) {
  const meta = metaOf(hit);
  return meta.length ? (
    <div className="intellect-hit-meta">
      {meta.map((m) => (
        <span key={m.label} style={{ marginRight: 12 }}>
          {m.label}：{m.value}
        </span>
      ))}
    </div>
  ) : null;
}

const KIND_OPTIONS: { label: string; value: ReferenceSearchKind | 'all' }[] = [
  { label: '全部', value: 'all' },
  ...(Object.entries(referenceKindLabel) as [ReferenceSearchKind, string][]).map(([value, label]) => ({ label, value })),
];

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : QuoteText.failed);

/**
 * 引用检索 (seed 000 §2, §7): keyword search over laws, policies and proposals, 20 a page, by
 * relevance (sortType 0) or newest first; 引用 puts a passage and its source at the cursor.
 */
export function QuotePanel({ api, open, onClose }: EditorToolPanelProps) {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState<ReferenceQuery | null>(null);
  const [kind, setKind] = useState<ReferenceSearchKind | 'all'>('all');
  const [reading, setReading] = useState<ReferenceHitDto | null>(null);

  const search = (patch: Partial<ReferenceQuery>) => setQuery((q) => ({ keyword: '', pageNum: 1, sortType: 0, ...q, ...patch }));
  const result = useQuery({
    queryKey: ['intellect', 'reference', query, kind],
    queryFn: () => searchReferences({ ...(query as ReferenceQuery), kind: kind === 'all' ? undefined : kind }),
    enabled: open && !!query?.keyword,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

  const quote = (passage: string, title: string) => {
    if (api.readOnly) return;
    insertAtCursor(api, citation(passage, title));
    notify.success(QuoteText.inserted);
  };

  const submit = (value: string) => {
    const keyword = value.trim();
    if (!keyword) {
      notify.warning('请输入检索关键词');
      return;
    }
    setReading(null);
    search({ keyword, pageNum: 1 });
  };

  let body: ReactNode;
  if (!query?.keyword) body = <Empty description={QuoteText.prompt} />;
  else if (result.isLoading) body = <Spin style={{ display: 'block', padding: 48 }} description="检索中…" />;
  else if (result.error) body = <Empty description={errorText(result.error)} />;
  else if (!result.data?.list.length) body = <Empty description={QuoteText.empty} />;
  else
    body = (
      <>
        <ul className="intellect-hits" aria-label="检索结果">
          {result.data.list.map((hit) => (
            <li key={hit.id} className="intellect-hit">
              <div className="intellect-hit-title">
                <Tag>{referenceKindLabel[hit.kind] ?? hit.kind}</Tag>
                {hit.highlights[0] ? <Highlighted html={hit.highlights[0]} /> : hit.title}
              </div>
              <div className="intellect-hit-content">
                {hit.highlights.length > 1
                  ? hit.highlights.slice(1).map((h, i, all) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: snippets in the service's order
                      <span key={i}>
                        {/* snippets cut inside the text already carry their …: one between two is enough */}
                        {i > 0 && !all[i - 1].endsWith('…') && !h.startsWith('…') ? '…' : null}
                        <Highlighted html={h} />
                      </span>
                    ))
                  : hit.content}
              </div>
              <Meta hit={hit} />
              <Space size={0} style={{ marginTop: 4 }}>
                <Button size="small" type="link" disabled={api.readOnly} onClick={() => quote(hit.content, hit.title)}>
                  引用
                </Button>
                <Button size="small" type="link" onClick={() => setReading(hit)}>
                  查看全文
                </Button>
              </Space>
            </li>
          ))}
        </ul>
        <Pagination
          size="small"
          style={{ marginTop: 12, textAlign: 'right' }}
          current={query.pageNum}
          pageSize={REFERENCE_PAGE_SIZE}
          total={result.data.total}
          showSizeChanger={false}
          showTotal={(t) => `共${t}条数据`}
          onChange={(pageNum) => search({ pageNum })}
        />
      </>
    );

  return (
    <Drawer title="引用检索" open={open} onClose={onClose} size={560} mask={false} destroyOnHidden>
      {reading ? (
        <ReadingView hit={reading} readOnly={api.readOnly} onBack={() => setReading(null)} onQuote={quote} />
      ) : (
        <>
          <Input.Search
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onSearch={submit}
            placeholder="请输入检索关键词"
            maxLength={KEYWORD_MAX}
            showCount
            allowClear
            enterButton="检索"
            aria-label="检索关键词"
          />
          <Space wrap style={{ margin: '12px 0', display: 'flex', justifyContent: 'space-between' }}>
            <Segmented
              size="small"
              options={KIND_OPTIONS}
              value={kind}
              onChange={(v) => {
                setKind(v as ReferenceSearchKind | 'all');
                if (query) search({ pageNum: 1 });
              }}
            />
            <Segmented
              size="small"
              aria-label="排序"
              options={[
                { label: '按相关度', value: 0 },
                { label: '按时间', value: 1 },
              ]}
              value={query?.sortType ?? 0}
              onChange={(v) => search({ sortType: v as 0 | 1, pageNum: 1 })}
            />
          </Space>
          {body}
        </>
      )}
    </Drawer>
  );
}

const BLOCKS = 'p, h1, h2, h3, h4, li, div';

/**
 * The paragraphs of a document's HTML, as text. Imported files are stored as lines joined by
 * <br> (textkit textToHtml), the editor's proposals as <p>: both give one paragraph a line.
 */
export function paragraphsOf(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const br of Array.from(body.querySelectorAll('br'))) br.replaceWith('\n');
  const blocks = Array.from(body.querySelectorAll(BLOCKS)).filter((el) => !el.querySelector(BLOCKS));
  const texts = blocks.length ? blocks.map((el) => el.textContent ?? '') : [body.textContent ?? ''];
  return texts
    .flatMap((t) => t.split('\n'))
    .map((t) => t.trim())
    .filter(Boolean);
}

/** The whole document: the user selects the passage to quote. */
function ReadingView(props: {
  hit: ReferenceHitDto;
  readOnly: boolean;
  onBack: () => void;
  onQuote: (passage: string, title: string) => void;
}) {
  const { hit, readOnly, onBack, onQuote } = props;
  const textRef = useRef<HTMLElement>(null);
  const detail = useQuery({ queryKey: ['intellect', 'reference', 'detail', hit.id], queryFn: () => referenceDetail(hit.id) });
  // shown as text: the stored HTML is the imported document's, and only its words are quoted
  const paragraphs = detail.data ? paragraphsOf(detail.data.contentHtml) : [];

  const quoteSelection = () => {
    const sel = window.getSelection();
    const inside = sel && sel.rangeCount > 0 && textRef.current?.contains(sel.getRangeAt(0).commonAncestorContainer);
    const text = inside ? (sel?.toString().trim() ?? '') : '';
    if (!text) {
      notify.warning(QuoteText.pickFirst);
      return;
    }
    onQuote(text, hit.title);
  };

  return (
    <div>
      <Space style={{ marginBottom: 8 }}>
        <Button type="text" size="small" icon={<ArrowLeftOutlined />} aria-label="返回列表" onClick={onBack} />
        <Typography.Text strong>{hit.title}</Typography.Text>
      </Space>
      <Meta hit={detail.data ?? hit} />
      {detail.isLoading ? (
        <Spin style={{ display: 'block', padding: 48 }} />
      ) : detail.error ? (
        <Empty description={errorText(detail.error)} />
      ) : (
        <>
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
            选中要引用的文字后点击“引用选中内容”。
          </Typography.Paragraph>
          <section ref={textRef} aria-label="全文" style={{ lineHeight: 1.9, maxHeight: '60vh', overflow: 'auto' }}>
            {paragraphs.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs in document order
              <p key={i}>{p}</p>
            ))}
          </section>
          <Button type="primary" disabled={readOnly} style={{ marginTop: 12 }} onClick={quoteSelection}>
            引用选中内容
          </Button>
        </>
      )}
    </div>
  );
}
