import type { CorrectionResult } from '@cppcc/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/app/api/errors';
import { type EditorToolApi, RichEditor } from '@/components/editor';
import { fastUser, renderWithApp } from '@/components/test-utils';
import './index';
import { editorTools } from '@/components/editorTools';
import { editorLines, editorTestSetup } from './test-helpers';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', async (orig) => {
  const real = await orig<typeof import('@/app/api/client')>();
  return { ...real, api: { post, get, download: vi.fn(), upload: vi.fn() } };
});

editorTestSetup();
const user = fastUser();

const P1 = '我们要加大姿金投入坚持坚持人民至上。';
const P2 = '这里提到敏感词甲需要注意。';
// a blank first paragraph: the server trims it away, so its offsets are one less than the editor's
const HTML = `<p></p><p>${P1}</p><p>${P2}</p>`;

type Item = CorrectionResult['detailList'][number];
const item = (p: Partial<Item> & { at: number; error: string }): Item => ({
  id: `${p.type ?? '010100'}:${p.at}:${p.at + p.error.length}`,
  type: '010100',
  operation: 2,
  correct: '',
  explain: '',
  sentence: P1,
  sort: 0,
  checked: false,
  start: p.at,
  end: p.at + p.error.length,
  ...p,
});

/** What the service answers for a text: offsets into its own trimmed text, as the server computes them. */
function answer(content: string): CorrectionResult {
  const s = content.trim();
  const detailList = [
    item({ at: s.indexOf('姿金'), error: '姿金', correct: '资金', explain: '“姿金”应为“资金”' }),
    item({ at: s.indexOf('坚持坚持') + 2, error: '坚持', type: '030100', operation: 4, explain: '词语重复' }),
    item({ at: s.indexOf('坚持坚持'), error: '', correct: '，', type: '020200', operation: 3, explain: '此处缺少逗号' }),
    item({ at: s.indexOf('人民至上'), error: '人民至上', type: '040400', operation: 0, explain: '请核对规范表述' }),
  ];
  const at = s.indexOf('敏感词甲');
  return {
    contentHtml: s.replace(/\n/g, '<br>'),
    detailList,
    checkDetailList: [
      {
        ...item({ at, error: '敏感词甲', type: '010000', operation: 0, explain: '政治敏感', sentence: P2 }),
        explainStructure: '政治敏感',
        origin: 'politics',
        originName: '政治',
      },
    ],
  };
}

let editorApi: EditorToolApi | undefined;
function open(html = HTML) {
  const onChange = vi.fn();
  renderWithApp(<RichEditor value={html} onChange={onChange} tools={editorTools('Correction')} onReady={(a) => (editorApi = a)} />);
  return onChange;
}
/** the list row of a finding, by what it points at (role queries over the whole drawer are slow on a shared machine) */
function row(text: string): HTMLElement {
  const main = Array.from(document.querySelectorAll('.intellect-finding-main')).find(
    (b) => b.getAttribute('aria-label') === `定位：${text}`,
  );
  if (!main) throw new Error(`no finding ${text}`);
  return main.closest('li') as HTMLElement;
}
const tool = () => screen.getByText('智能纠错', { selector: 'button span' });
const tab = (name: string) => screen.getByText(name, { selector: '[role=tab], [role=tab] *' });

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockImplementation(async (url: string, body: { content: string }) => {
    expect(url).toBe('/data/intellect/baidu/error/correction');
    return answer(body.content);
  });
});

describe('智能纠错', () => {
  it('applies, undoes and ignores single findings, changing the editor text', async () => {
    const onChange = open();
    await user.click(tool());
    const words = await screen.findByLabelText('错词列表');
    expect(post).toHaveBeenCalledWith(
      '/data/intellect/baidu/error/correction',
      { content: `\n${P1}\n${P2}` },
      expect.objectContaining({ silent: true, timeout: 150000 }),
    );
    expect(within(words).getAllByRole('listitem')).toHaveLength(4);
    expect(tab('错词（4）')).toBeInTheDocument();
    expect(screen.getByText('“姿金”应为“资金”')).toBeInTheDocument();

    await user.click(within(row('姿金')).getByRole('button', { name: '应用' }));
    expect(editorLines()[1]).toBe('我们要加大资金投入坚持坚持人民至上。');
    expect(onChange.mock.lastCall?.[0]).toContain('资金');
    expect(within(row('姿金')).getByText('已应用')).toBeInTheDocument();

    // the second 坚持 is deleted, not the first
    await user.click(within(row('坚持')).getByRole('button', { name: '应用' }));
    expect(editorLines()[1]).toBe('我们要加大资金投入坚持人民至上。');

    await user.click(within(row('姿金')).getByRole('button', { name: '撤销' }));
    expect(editorLines()[1]).toBe('我们要加大姿金投入坚持人民至上。');
    expect(within(row('姿金')).getByRole('button', { name: '应用' })).toBeInTheDocument();
    await user.click(within(row('坚持')).getByRole('button', { name: '撤销' }));
    expect(editorLines()[1]).toBe(P1);

    // a check only points at the problem
    expect(within(row('人民至上')).queryByRole('button', { name: '应用' })).toBeNull();
    await user.click(within(row('人民至上')).getByRole('button', { name: '忽略' }));
    expect(() => row('人民至上')).toThrow();
    expect(tab('错词（3）')).toBeInTheDocument();
    expect(editorLines()[1]).toBe(P1);
  });

  it('shows a finding in the text when clicked, and its row when its mark is clicked', async () => {
    open();
    await user.click(tool());
    await screen.findByLabelText('错词列表');
    await user.click(row('姿金').querySelector('.intellect-finding-main') as HTMLElement);
    const { from, to } = editorApi?.editor.state.selection ?? { from: 0, to: 0 };
    expect(editorApi?.editor.state.doc.textBetween(from, to)).toBe('姿金');
    expect(document.querySelector('.intellect-hl-active')).toHaveTextContent('姿金');

    const mark = Array.from(document.querySelectorAll('.rich-editor-hl')).find((m) => m.textContent === '人民至上');
    expect(mark).toBeDefined();
    fireEvent.click(mark as Element);
    await waitFor(() => expect(row('人民至上')).toHaveClass('is-active'));
  });

  it('finds a finding again after the user typed before it', async () => {
    open();
    await user.click(tool());
    await screen.findByLabelText('错词列表');
    act(() => {
      editorApi?.editor.commands.insertContentAt(3, '新增的开头，');
    });
    expect(editorLines()[1]).toBe(`新增的开头，${P1}`);
    await user.click(within(row('姿金')).getByRole('button', { name: '应用' }));
    expect(editorLines()[1]).toBe('新增的开头，我们要加大资金投入坚持坚持人民至上。');
    await user.click(within(row('姿金')).getByRole('button', { name: '撤销' }));
    expect(editorLines()[1]).toBe(`新增的开头，${P1}`);
  });

  it('applies every open correction in one step, then undoes them all', async () => {
    const onChange = open();
    await user.click(tool());
    await screen.findByLabelText('错词列表');
    await user.click(within(row('姿金')).getByRole('button', { name: '应用' }));
    const calls = onChange.mock.calls.length;
    await user.click(screen.getByText('全部应用').closest('button') as HTMLElement);
    expect(editorLines()[1]).toBe('我们要加大资金投入，坚持人民至上。');
    // one transaction: one change for the form, one undo step
    expect(onChange.mock.calls.length).toBe(calls + 1);
    for (const text of ['姿金', '坚持']) expect(within(row(text)).getByText('已应用')).toBeInTheDocument();
    expect(within(row('，')).getByText('已应用')).toBeInTheDocument();

    await user.click(screen.getByText('全部撤销').closest('button') as HTMLElement);
    expect(editorLines()[1]).toBe(P1);
    expect(screen.getByText('全部应用').closest('button') as HTMLElement).toBeInTheDocument();
    // a change made by the panel is one editor step: the editor's own undo takes back the last one
    await user.click(screen.getByText('全部应用').closest('button') as HTMLElement);
    act(() => {
      editorApi?.editor.commands.undo();
    });
    expect(editorLines()[1]).toBe(P1);
  });

  it('marks sensitive words in red and lists them in their own tab', async () => {
    open();
    await user.click(tool());
    await screen.findByLabelText('错词列表');
    const red = document.querySelector('.rich-editor-hl.intellect-hl-sensitive') as HTMLElement;
    expect(red).toHaveTextContent('敏感词甲');
    expect(red.style.backgroundColor).toBe('rgba(255, 77, 79, 0.45)');
    expect(red).toHaveAttribute('title', '敏感词（政治）');

    await user.click(tab('敏感词（1）'));
    const list = await screen.findByLabelText('敏感词列表');
    expect(within(list).getByText('敏感词·政治')).toBeInTheDocument();
    expect(within(list).getByText('政治敏感')).toBeInTheDocument();
    await user.click(screen.getByLabelText('在文中标出敏感词'));
    expect(document.querySelector('.intellect-hl-sensitive')).toBeNull();
    await user.click(within(list).getByRole('button', { name: '忽略' }));
    expect(await screen.findByText('经检测，暂无敏感词')).toBeInTheDocument();
  });

  it('says 经检测，暂无错词 and 经检测，暂无敏感词 when nothing is found', async () => {
    post.mockResolvedValue({ contentHtml: '正文', detailList: [], checkDetailList: [] });
    open('<p>一段没有错误的正文。</p>');
    await user.click(tool());
    expect(await screen.findByText('经检测，暂无错词')).toBeInTheDocument();
    expect(screen.getByText('全部应用').closest('button') as HTMLElement).toBeDisabled();
    await user.click(tab('敏感词（0）'));
    expect(await screen.findByText('经检测，暂无敏感词')).toBeInTheDocument();
    expect(document.querySelector('.rich-editor-hl')).toBeNull();
  });

  it('refuses an empty editor with 暂无内容, 无法进行纠错 without calling the server', async () => {
    open('<p>  </p>');
    await user.click(tool());
    expect(await screen.findByText('暂无内容, 无法进行纠错')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server message when the check fails', async () => {
    post.mockRejectedValue(new ApiError('内容超过50000字，请分段纠错', '40000', 400));
    open();
    await user.click(tool());
    expect(await screen.findByText('内容超过50000字，请分段纠错')).toBeInTheDocument();
  });

  it('clears its marks when closed', async () => {
    open();
    await user.click(tool());
    await screen.findByLabelText('错词列表');
    expect(document.querySelectorAll('.rich-editor-hl').length).toBeGreaterThan(0);
    await user.click(screen.getByText('关 闭').closest('button') as HTMLElement);
    await waitFor(() => expect(document.querySelector('.rich-editor-hl')).toBeNull());
  });
});
