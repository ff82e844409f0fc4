import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/app/api/errors';
import { RichEditor } from '@/components/editor';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { accuracyText } from './DetectionDrawer';
import './index';
import { editorTools } from '@/components/editorTools';
import { editorTestSetup } from './test-helpers';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', async (orig) => {
  const real = await orig<typeof import('@/app/api/client')>();
  return { ...real, api: { post, get, download: vi.fn(), upload: vi.fn() } };
});

editorTestSetup();
const user = fastUser();

const LINE1 = '人工智能技术的快速发展为社会治理带来了新的机遇与挑战，我们需要统筹发展与安全，完善相关法律法规体系，推动技术向善。';
const LINE2 = '去年夏天我到村里走访，老乡们说最盼的是路修好、娃上学近一些，这些话我一直记着，也写进了这份提案。';
const TEXT = LINE1 + LINE2;
const tool = () => screen.getByText('AI写作检测', { selector: 'button span' });

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockResolvedValue({
    ai_percent: 72.5,
    remark: '部分AI生成',
    all_lines: [
      { text: LINE1, ai_percent: 85.2, remark: '疑似AI生成' },
      { text: LINE2, ai_percent: 30, remark: '人工撰写' },
    ],
    provider: 'local',
    accuracy: 0.87633,
  });
});

describe('AI写作检测', () => {
  it('needs 100 characters, white space not counted', async () => {
    renderWithApp(<RichEditor value={`<p>${'短 '.repeat(99)}</p>`} tools={editorTools('Detection')} />);
    await user.click(tool());
    expect(await screen.findByText('提案内容过少，无法检测，请至少输入100个字符')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the overall percent and remark, each passage coloured by its percent, and the measured accuracy', async () => {
    expect([...TEXT].length).toBeGreaterThanOrEqual(100);
    renderWithApp(<RichEditor value={`<p>${LINE1}</p><p>${LINE2}</p>`} tools={editorTools('Detection')} />);
    await user.click(tool());
    const lines = await screen.findByLabelText('分段结果');
    expect(post).toHaveBeenCalledWith(
      '/data/intellect/ai/detect',
      { content: `${LINE1}\n${LINE2}` },
      expect.objectContaining({ silent: true, timeout: 150000 }),
    );
    expect(document.querySelector('[data-status="ok"]')).not.toBeNull();
    expect(screen.getByText('检测完成')).toBeInTheDocument();
    expect(screen.getByText('72.50%')).toBeInTheDocument();
    expect(screen.getByText('部分AI生成')).toBeInTheDocument();
    const [first, second] = within(lines).getAllByRole('listitem');
    expect(first).toHaveTextContent('85.20%');
    expect(first).toHaveTextContent('疑似AI生成');
    expect(first.style.color).toBe('rgb(207, 19, 34)');
    expect(second.style.color).toBe('rgb(56, 158, 13)');
    expect(screen.getByText(/本地检测模型在留出测试集上的准确率为 87\.6%，结果仅供参考/)).toBeInTheDocument();
  });

  it('shows status error with the server text', async () => {
    post.mockRejectedValue(new ApiError('服务器错误，请联系管理员。错误信息：-1', '50200', 502));
    renderWithApp(<RichEditor value={`<p>${TEXT}</p>`} tools={editorTools('Detection')} />);
    await user.click(tool());
    expect(await screen.findByText('服务器错误，请联系管理员。错误信息：-1')).toBeInTheDocument();
    expect(document.querySelector('[data-status="error"]')).not.toBeNull();
    expect(screen.getByText('检测失败')).toBeInTheDocument();
  });

  it('treats an answer without lines as a failed check', async () => {
    post.mockResolvedValue({ ai_percent: 0, remark: '人工撰写', all_lines: [], provider: 'showapi', accuracy: null });
    renderWithApp(<RichEditor value={`<p>${TEXT}</p>`} tools={editorTools('Detection')} />);
    await user.click(tool());
    expect(await screen.findByText('提案内容检测失败，请重新检测')).toBeInTheDocument();
  });

  it('says so when the provider publishes no accuracy', () => {
    expect(accuracyText({ provider: 'showapi', accuracy: null })).toBe('检测服务未提供准确率数据，结果仅供参考');
    expect(accuracyText({ provider: 'local', accuracy: 0.8125 })).toBe('本地检测模型在留出测试集上的准确率为 81.3%，结果仅供参考');
  });
});
