import { ProposalPerm as P } from '@cppcc/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/components/test-utils';
import { listItem } from '../components/testFixtures';
import FinishListPage from './FinishListPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

// the unit has replied (its sign state 2); the proposal waits for the other units and the rating (办理中)
const replied = listItem({
  number: 12,
  state: 10,
  stateName: '办理中',
  myUnit: { signState: 2, handleType: 0, deadline: '2026-06-01', preFeedback: null, repliedAt: '2026-04-01T02:00:00Z' },
});

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockImplementation(async (url: string) => (url === '/proposal/finish/page' ? { list: [replied], total: 1 } : null));
  get.mockResolvedValue([]);
});

describe('已答复 (finishList)', () => {
  it('shows the unit its own handling state, not the state of the whole proposal', async () => {
    renderWithApp(<FinishListPage />, { perms: [P.finishList] });
    const row = (await screen.findByText('关于加快城市更新的建议')).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: /办理状态/ })).toBeInTheDocument();
    expect(within(row).getByText('已办结', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(row).queryByText('办理中')).toBeNull();
  }, 60_000);
});
