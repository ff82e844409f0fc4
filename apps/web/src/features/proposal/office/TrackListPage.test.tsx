import { ProposalPerm as P } from '@cppcc/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/components/test-utils';
import { listItem } from '../components/testFixtures';
import TrackListPage from './TrackListPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const waiting = listItem({ id: 'p1', title: '关于加快城市更新的建议', state: 10, stateName: '办理中', unitsOwing: 1 });
const replied = listItem({ id: 'p2', title: '关于完善社区养老服务的建议', state: 10, stateName: '办理中', unitsOwing: 0 });

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockImplementation(async (url: string) => (url === '/proposal/track/page' ? { list: [waiting, replied], total: 2 } : null));
  get.mockResolvedValue([]);
});

describe('办理跟踪 (trackList)', () => {
  it('offers 办结 only on the proposals every unit has replied to', async () => {
    renderWithApp(<TrackListPage />, { perms: [P.trackList, P.conclude, P.remind] });
    const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;
    expect(within(await rowOf('关于加快城市更新的建议')).queryByRole('button', { name: '办结' })).toBeNull();
    expect(within(await rowOf('关于完善社区养老服务的建议')).getByRole('button', { name: '办结' })).toBeInTheDocument();
  }, 60_000);
});
