import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RichEditor } from '@/components/editor';
import { editorTools } from '@/components/editorTools';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { IntellectProvider } from './index';
import { editorTestSetup } from './test-helpers';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', async (orig) => {
  const real = await orig<typeof import('@/app/api/client')>();
  return { ...real, api: { post, get, download: vi.fn(), upload: vi.fn() } };
});

editorTestSetup();
const user = fastUser();
const LONG = '关于推进城乡义务教育优质均衡发展的提案。'.repeat(6);
const ALL = ['Duplicate', 'Correction', 'AutoFormat', 'Polishing', 'Detection', 'Quote'] as const;

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockResolvedValue([]);
});

describe('the intelligent tools in the editor', () => {
  it('offers every tool by name, intelligent ones hidden without the version flag', () => {
    const { rerender } = renderWithApp(<RichEditor tools={editorTools(...ALL)} />);
    for (const label of ['智能查重', '智能纠错', '一键排版', '智能润色', 'AI写作检测', '引用检索'])
      expect(screen.getByText(label, { selector: 'button span' })).toBeInTheDocument();
    rerender(<RichEditor tools={editorTools(...ALL)} intelligent={false} />);
    for (const label of ['智能查重', '智能纠错', '引用检索']) expect(screen.queryByText(label, { selector: 'button span' })).toBeNull();
    expect(screen.getByText('AI写作检测', { selector: 'button span' })).toBeInTheDocument();
  });

  it('opens the duplicate report with the page settings from IntellectProvider', async () => {
    const onConfirmSubmit = vi.fn();
    renderWithApp(
      <IntellectProvider kind="info" threshold={80} excludeId="i1" year={2025} onConfirmSubmit={onConfirmSubmit}>
        <RichEditor value={`<p>${LONG}</p>`} tools={editorTools('Duplicate')} />
      </IntellectProvider>,
    );
    await user.click(screen.getByText('智能查重', { selector: 'button span' }));
    expect(await screen.findByText('智能查重检测报告')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/data/intellect/similar/info/check',
      { content: LONG, threshold: 80, infoId: 'i1', year: 2025 },
      expect.objectContaining({ silent: true }),
    );
    expect(post).toHaveBeenCalledWith('/data/intellect/cppcc/similar/info/check', expect.anything(), expect.anything());
    await user.click(screen.getByText('确定提交').closest('button') as HTMLElement);
    expect(onConfirmSubmit).toHaveBeenCalled();
  });

  it('defaults to proposals and threshold 90, and refuses empty or short texts before asking', async () => {
    const { unmount } = renderWithApp(<RichEditor value={`<p>${LONG}</p>`} tools={editorTools('Duplicate')} />);
    await user.click(screen.getByText('智能查重', { selector: 'button span' }));
    expect(await screen.findByText('智能查重检测报告')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/data/intellect/similar/check',
      { content: LONG, threshold: 90, proposalId: null, sessionId: null },
      expect.anything(),
    );
    expect(screen.queryByText('确定提交')).toBeNull();
    unmount();
    post.mockClear();

    const short = renderWithApp(<RichEditor value="<p>太短的提案</p>" tools={editorTools('Duplicate')} />);
    await user.click(screen.getByText('智能查重', { selector: 'button span' }));
    expect(await screen.findByText('当前内容不足100字，无法进行查重！')).toBeInTheDocument();
    short.unmount();
    renderWithApp(<RichEditor value="" tools={editorTools('Duplicate')} />);
    await user.click(screen.getByText('智能查重', { selector: 'button span' }));
    expect(await screen.findByText('暂无内容, 无法进行查重')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
