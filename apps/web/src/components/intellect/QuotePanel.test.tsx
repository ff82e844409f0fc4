import type { ReferenceHitDto } from '@cppcc/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/app/api/errors';
import { type EditorToolApi, RichEditor } from '@/components/editor';
import { editorTools } from '@/components/editorTools';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { citation, resetReferenceCredentials } from './index';
import { paragraphsOf } from './QuotePanel';
import { editorLines, editorTestSetup } from './test-helpers';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', async (orig) => {
  const real = await orig<typeof import('@/app/api/client')>();
  return { ...real, api: { post, get, download: vi.fn(), upload: vi.fn() } };
});

editorTestSetup();
const user = fastUser();

const hit = (i: number, over: Partial<ReferenceHitDto> = {}): ReferenceHitDto => ({
  id: `law-${i}`,
  kind: 'law',
  title: `中华人民共和国教育法${i}`,
  content: '国家实行教育督导制度和学校及其他教育机构教育评估制度。',
  highlights: [`中华人民共和国<em>教育</em>法${i}`, '国家实行<em>教育</em>督导制度和学校&lt;及其他&gt;教育机构'],
  score: 1,
  publishTime: '2021-04-29T00:00:00.000Z',
  startTime: null,
  source: null,
  releasePublisher: null,
  enacting_agency: '全国人民代表大会常务委员会',
  username: null,
  proposer: null,
  potency_level: '法律',
  effectiveness: '现行有效',
  ...over,
});

let editorApi: EditorToolApi | undefined;
let signatures = 0;
beforeEach(() => {
  resetReferenceCredentials();
  signatures = 0;
  post.mockReset();
  get.mockReset();
  get.mockImplementation(async (url: string) => {
    if (url === '/data/intellect/get/signature') {
      signatures++;
      return { signature: `tok${signatures}`, domain: '/api/data/intellect/reference', expiresIn: 6_600_000 };
    }
    if (url === '/data/intellect/reference/detail/law-1')
      return {
        ...hit(1),
        contentHtml: '<p>第一条 为了发展教育事业，制定本法。</p><p>第二条 在中华人民共和国境内的各级各类教育，适用本法。</p>',
      };
    throw new Error(`unexpected ${url}`);
  });
  post.mockImplementation(async (url: string, body: { pageNum: number }, opts: { headers: Record<string, string> }) => {
    expect(url).toBe('/data/intellect/reference/search');
    expect(opts.headers.accessToken).toBe(`tok${signatures}`);
    return {
      total: 25,
      list:
        body.pageNum === 1
          ? [
              // as the service sends a law: its agency also as source, two snippets cut inside the text
              hit(1, {
                source: '全国人民代表大会常务委员会',
                highlights: [...hit(1).highlights.map((h, i) => (i === 1 ? `${h}…` : h)), '…第二个片段'],
              }),
              hit(2, { kind: 'proposal', username: '张委员', startTime: '2024-03-01' }),
            ]
          : [hit(21)],
    };
  });
});

function renderEditor() {
  renderWithApp(<RichEditor value="<p>第一段。</p><p>第二段。</p>" tools={editorTools('Quote')} onReady={(a) => (editorApi = a)} />);
}

async function searchFor(keyword: string) {
  await user.click(screen.getByText('引用检索', { selector: 'button span' }));
  const box = await screen.findByLabelText('检索关键词');
  fireEvent.change(box, { target: { value: keyword } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('引用检索', () => {
  it('searches 20 a page by relevance, pages, sorts by time and shows each hit with its fields', async () => {
    renderEditor();
    await searchFor('教育');
    const list = await screen.findByLabelText('检索结果');
    expect(post).toHaveBeenLastCalledWith(
      '/data/intellect/reference/search',
      { keyword: '教育', pageNum: 1, pageSize: 20, sortType: 0 },
      expect.objectContaining({ headers: { accessToken: 'tok1' } }),
    );
    const [law, proposal] = within(list).getAllByRole('listitem');
    // matches marked, escaped text shown as text
    expect(law.querySelectorAll('mark')).toHaveLength(2);
    expect(law).toHaveTextContent('国家实行教育督导制度和学校<及其他>教育机构');
    expect(law).toHaveTextContent('发布时间：2021-04-29');
    expect(law).toHaveTextContent('制定机关：全国人民代表大会常务委员会');
    expect(law).not.toHaveTextContent('来源');
    expect(law).toHaveTextContent('教育机构……第二个片段');
    expect(law).not.toHaveTextContent('………');
    expect(law).toHaveTextContent('效力级别：法律');
    expect(law).toHaveTextContent('时效性：现行有效');
    expect(proposal).toHaveTextContent('往届提案');
    expect(proposal).toHaveTextContent('提案人：张委员');
    expect(screen.getByText('共25条数据')).toBeInTheDocument();

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(post.mock.lastCall?.[1]).toMatchObject({ pageNum: 2, sortType: 0 }));
    await waitFor(() => expect(within(screen.getByLabelText('检索结果')).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByLabelText('检索结果')).toHaveTextContent('中华人民共和国教育法21');
    await user.click(screen.getByText('按时间'));
    await waitFor(() => expect(post.mock.lastCall?.[1]).toMatchObject({ pageNum: 1, sortType: 1 }));
    // one credential for all the searches
    expect(signatures).toBe(1);
  });

  it('inserts the passage with its source in 《》 at the cursor', async () => {
    renderEditor();
    // the cursor after 第一段
    act(() => {
      editorApi?.editor.commands.setTextSelection(4);
    });
    await searchFor('教育');
    const list = await screen.findByLabelText('检索结果');
    await user.click(within(within(list).getAllByRole('listitem')[0]).getByText('引用'));
    expect(editorLines()[0]).toBe(`第一段${citation(hit(1).content, hit(1).title)}。`);
    expect(editorLines()[0]).toBe('第一段国家实行教育督导制度和学校及其他教育机构教育评估制度。（《中华人民共和国教育法1》）。');
    expect(editorLines()[1]).toBe('第二段。');
  });

  it('quotes a passage selected in the full text', async () => {
    renderEditor();
    act(() => {
      editorApi?.editor.commands.setTextSelection(11);
    });
    await searchFor('教育');
    const list = await screen.findByLabelText('检索结果');
    await user.click(within(within(list).getAllByRole('listitem')[0]).getByText('查看全文'));
    const full = await screen.findByLabelText('全文');
    await user.click(screen.getByText('引用选中内容'));
    expect(await screen.findByText('请先在全文中选中要引用的内容')).toBeInTheDocument();
    const p = await within(full).findByText(/第二条/);
    const range = document.createRange();
    range.setStart(p.firstChild as Text, 4);
    range.setEnd(p.firstChild as Text, 27);
    const sel = window.getSelection();
    sel?.removeAllRanges();
    sel?.addRange(range);
    fireEvent.click(screen.getByText('引用选中内容'));
    expect(editorLines()[1]).toBe('第二段。在中华人民共和国境内的各级各类教育，适用本法。（《中华人民共和国教育法1》）');
  });

  it('renews a refused credential once, and shows search errors in the panel', async () => {
    let refused = false;
    post.mockImplementation(async () => {
      if (!refused) {
        refused = true;
        throw new ApiError('鉴权失败：检索凭证已过期，请重新获取签名', '40300', 403);
      }
      throw new ApiError('检索关键词不能超过50个字', '40000', 400);
    });
    renderEditor();
    await searchFor('教育');
    expect(await screen.findByText('检索关键词不能超过50个字')).toBeInTheDocument();
    expect(signatures).toBe(2);
  });

  it('says 鉴权失败 when the signature call answers nothing', async () => {
    get.mockResolvedValue(null);
    renderEditor();
    await searchFor('教育');
    expect(await screen.findByText('鉴权失败')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('paragraphsOf', () => {
  it('reads an imported document (lines joined by <br>) one paragraph a line, like the editor’s <p>', () => {
    expect(paragraphsOf('（节选）<br>第二条 本法所称老年人是指六十周岁以上的公民。<br><br>第三条 国家保障老年人依法享有的权益。')).toEqual([
      '（节选）',
      '第二条 本法所称老年人是指六十周岁以上的公民。',
      '第三条 国家保障老年人依法享有的权益。',
    ]);
    expect(paragraphsOf('<p>第一段。</p><p>第二段<br>续行。</p><p> </p>')).toEqual(['第一段。', '第二段', '续行。']);
    expect(paragraphsOf('只有一行 &lt;文字&gt;')).toEqual(['只有一行 <文字>']);
  });
});
