import type { InfoMergeCandidate } from '@cppcc/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { MergeForm, MergeText, similarityColor, similarityText } from './MergeForm';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));
// the rich-text editor is exercised by its own tests; a textarea stands in for it here
vi.mock('@/components/editor', () => ({
  RichEditor: ({ value, onChange }: { value?: string; onChange?: (v: string) => void }) => (
    <textarea aria-label="内容" value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} />
  ),
  richRequiredRule: () => ({ required: true, message: '请输入内容' }),
}));

const user = fastUser();
const base = {
  typeName: '城市治理',
  typeId: 't1',
  reporterName: '民革市委会',
  unitName: null,
  reportTime: '2026-11-20T02:00:00.000Z',
};
const candidates: InfoMergeCandidate[] = [
  { ...base, id: 'b', title: '老旧小区电动自行车充电难问题亟待解决', similarity: 0.8123, sameType: true },
  { ...base, id: 'c', title: '关于加强基层法律服务的建议', typeId: 't2', typeName: '法治建设', similarity: 0.1, sameType: false },
];
const chosen = {
  item: {
    ...base,
    id: 'a',
    title: '关于加快老旧小区充电设施建设的建议',
    content: '<p>原文</p>',
    serialNumber: null,
    writerNames: null,
    year: 2026,
    state: 2,
    levelName: null,
    flowName: null,
    adopt: null,
    read: true,
    source: 1,
    submissionStatus: 0,
  },
  sources: [],
  mergedInto: null,
};

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  get.mockResolvedValue(chosen);
  post.mockImplementation(async (url: string) => (url === '/info/merge/choose/list' ? candidates : { id: 'm1' }));
});

describe('the merge dialog', () => {
  it('colours and prints the similarity as the spec says', () => {
    expect(similarityText(0.8123)).toBe('81.23%');
    expect(similarityColor(19.99)).toBe('green');
    expect(similarityColor(30)).toBe('orange');
    expect(similarityColor(40.01)).toBe('red');
  });

  it('proposes similar items, refuses another type, and merges the ticked ones with the edited text', async () => {
    const done = vi.fn();
    renderWithApp(<MergeForm id="a" onDone={done} />);
    expect(await screen.findByText('老旧小区电动自行车充电难问题亟待解决')).toBeInTheDocument();
    expect(screen.getByText('81.23%')).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    // header, same type, other type
    expect(boxes[2]).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '确定合并' }));
    expect(await screen.findByText(MergeText.pickOne)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith('/info/merge', expect.anything());

    await user.click(boxes[1]);
    const title = screen.getByDisplayValue('关于加快老旧小区充电设施建设的建议');
    await user.clear(title);
    await user.type(title, '关于解决老旧小区充电难的建议');
    await user.click(screen.getByRole('button', { name: '确定合并' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/info/merge', {
        ids: ['a', 'b'],
        title: '关于解决老旧小区充电难的建议',
        content: '<p>原文</p>',
        opinion: null,
      }),
    );
    await waitFor(() => expect(done).toHaveBeenCalledWith('m1'));
  }, 60_000);
});
