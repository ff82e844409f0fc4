import type { MaAnnualCount, MaDesktopCount } from '@cppcc/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeData } from '@/app/widgets/types';
import { renderWithApp } from '@/components/test-utils';
import { ActivityTargetWidget, MeetStatsWidget, MeetTargetWidget } from './CountWidgets';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/app/api/client', async (orig) => ({
  ...(await orig<typeof import('@/app/api/client')>()),
  api: { get, post: vi.fn(), download: vi.fn(), upload: vi.fn() },
}));

const annual: MaAnnualCount = { year: 2026, target: 4, done: 3, invited: 5 };
const desktop: MaDesktopCount = {
  year: 2026,
  total: 9,
  byState: [
    { state: 0, count: 2 },
    { state: 1, count: 3 },
    { state: 2, count: 4 },
  ],
  underWay: 1,
  upcoming: 2,
  rate: 87.5,
  pendingLeave: 3,
};
const data = {} as HomeData;

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (url: string) => {
    if (url === '/meet/count/annual') return annual;
    if (url === '/activity/count/annual') return { year: 2026, target: null, done: 0, invited: 0 };
    if (url === '/meet/count/desktop') return desktop;
    throw new Error(url);
  });
});

describe('meeting and activity home widgets', () => {
  it('shows a member’s attended meetings against the target', async () => {
    renderWithApp(<MeetTargetWidget title="会议目标" data={data} layout="member" />);
    expect(await screen.findByText('3/4')).toBeInTheDocument();
    expect(screen.getByText(/已参加 3 次，受邀 5 次/)).toBeInTheDocument();
  });

  it('says there is no plan when the year has none', async () => {
    renderWithApp(<ActivityTargetWidget title="活动参与目标" data={data} layout="member" />);
    expect(await screen.findByText('暂无年度履职计划')).toBeInTheDocument();
  });

  it('gives the office the year’s figures and the leave waiting', async () => {
    renderWithApp(<MeetStatsWidget title="会议统计" data={data} layout="office" />);
    expect(await screen.findByText('2026年会议')).toBeInTheDocument();
    expect(screen.getByText('待审核请假 3 条')).toBeInTheDocument();
    expect(screen.getByText('出勤率')).toBeInTheDocument();
  });
});
