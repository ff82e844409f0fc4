import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/app/api/errors';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { DuplicateDrawer, plainText } from './DuplicateDrawer';
import { similarityColor, similarityPercent } from './similarity';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const TEXT = '关于推进城乡义务教育优质均衡发展的提案。'.repeat(8);

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockImplementation(async (url: string, body: Record<string, unknown>) => {
    if (url === '/data/intellect/similar/check') {
      expect(body).toMatchObject({ content: TEXT, threshold: 90, proposalId: 'p9' });
      return [
        {
          id: 'a',
          title: '关于义务教育均衡发展的提案',
          source: '十四届三次会议 第18号',
          similarity: 0.8123,
          sort: 1,
          overThreshold: false,
        },
        { id: 'b', title: '关于校园安全的提案', source: '十四届二次会议 第3号', similarity: 0.3, sort: 2, overThreshold: false },
      ];
    }
    if (url === '/data/intellect/cppcc/similar/check') return [];
    if (url === '/data/intellect/duplication/comparison')
      return {
        sourceMarkedHtml: '开头<mark class="dup-mark" data-mark-id="m1">相同段落</mark>结尾',
        targetMarkedHtml: '前文<mark class="dup-mark" data-mark-id="m1">相同段落</mark>后文',
        similarity: 0.81,
      };
    return null;
  });
  get.mockResolvedValue({ title: '关于义务教育均衡发展的提案', contentHtml: '<p>x</p>', contentText: '前文相同段落后文' });
});

describe('智能查重检测报告', () => {
  it('colours and formats similarity as the spec says', () => {
    expect(similarityColor(0.1999)).toBe('#389e0d');
    expect(similarityColor(0.2)).toBe('#d48806');
    expect(similarityColor(0.4)).toBe('#d48806');
    expect(similarityColor(0.4001)).toBe('#cf1322');
    expect(similarityPercent(0.81234)).toBe('81.23%');
  });

  it('lists local results, shows empty library results, and compares a picked item with twin marks', async () => {
    renderWithApp(<DuplicateDrawer open content={`<p>${TEXT}</p>`} threshold={90} excludeId="p9" onClose={() => {}} />);
    expect(await screen.findByText('智能查重检测报告')).toBeInTheDocument();
    expect(await screen.findByText('81.23%')).toBeInTheDocument();
    expect(screen.getByText('经查重，暂无相似内容')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确定提交' })).toBeNull();
    await user.click(screen.getByText('关于义务教育均衡发展的提案'));
    await waitFor(() => expect(document.querySelectorAll('mark[data-mark-id="m1"]')).toHaveLength(2));
    const [left, right] = document.querySelectorAll('mark[data-mark-id="m1"]');
    fireEvent.click(left);
    expect(right.classList.contains('dup-mark-active')).toBe(true);
    expect(get).toHaveBeenCalledWith('/data/intellect/similar/detail/a', undefined, { silent: true });
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    expect(await screen.findByText('关于校园安全的提案')).toBeInTheDocument();
  });

  it('shows 确定提交 only when the opener listens, and the server message for short texts', async () => {
    post.mockRejectedValue(new ApiError('当前内容不足100字，无法进行查重！', '40000', 400));
    const onConfirm = vi.fn();
    renderWithApp(<DuplicateDrawer open content="<p>太短</p>" onClose={() => {}} onConfirm={onConfirm} />);
    expect((await screen.findAllByText('当前内容不足100字，无法进行查重！')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '确定提交' }));
    expect(onConfirm).toHaveBeenCalled();
  });

  it('says 暂无内容 for an empty editor without calling the server', async () => {
    renderWithApp(<DuplicateDrawer open content="<p></p>" onClose={() => {}} />);
    expect(await screen.findByText('暂无内容')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});

describe('plainText', () => {
  it('keeps one line a paragraph, so the 原文 side of the comparison shows the draft’s paragraphs', () => {
    expect(plainText('<p>一、存在的问题</p><p>一是覆盖不均；<br>二是人员短缺。</p><ul><li><p>甲</p></li><li>乙</li></ul>')).toBe(
      '一、存在的问题\n一是覆盖不均；\n二是人员短缺。\n甲\n乙',
    );
    expect(plainText('<p></p>')).toBe('');
    // parsed inertly: nothing of the HTML runs
    expect(plainText('<img src="x" onerror="window.__ran = 1">正文 &lt;b&gt;')).toBe('正文 <b>');
  });
});
