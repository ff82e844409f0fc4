import type { MaScheduleRow } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import SchedulePage from './SchedulePage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', async (orig) => ({
  ...(await orig<typeof import('@/app/api/client')>()),
  api: { post, get, download: vi.fn(), upload: vi.fn() },
}));

const user = fastUser();
const base: MaScheduleRow = {
  kind: 'meet',
  id: 'm1',
  typeId: 't1',
  typeName: '常务委员会会议',
  title: '十四届常委会第十二次会议',
  address: '市政协机关三楼会议室',
  startTime: '2026-11-28T01:00:00.000Z',
  endTime: '2026-11-28T05:00:00.000Z',
  state: 1,
  scheduleState: 1,
  enterState: null,
  enterLimit: 0,
  enteredCount: 0,
  onList: true,
  source: 1,
  will: 0,
  result: null,
  signedAt: null,
  applyState: null,
  signMode: 3,
  canSign: true,
  canEnter: false,
  canCancelEnter: false,
  canApply: true,
};
const open: MaScheduleRow = {
  ...base,
  kind: 'activity',
  id: 'a1',
  title: '城市更新项目视察',
  scheduleState: 0,
  enterState: 1,
  onList: false,
  source: null,
  will: null,
  canSign: false,
  canApply: false,
  canEnter: true,
};

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockImplementation(async (url: string) => (url === '/meetActivity/schedule' ? { list: [base, open], total: 2 } : null));
});

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

describe('我的日程', () => {
  it('lists both kinds with their state tags and only the actions each allows', async () => {
    renderWithApp(<SchedulePage />, { perms: ['meet:attend:self', 'activity:attend:self'], userId: 'u1' });
    const meet = await rowOf('十四届常委会第十二次会议');
    expect(within(meet).getByText('会议')).toBeInTheDocument();
    expect(within(meet).getByText('进行中')).toBeInTheDocument();
    expect(within(meet).getByText('未回复')).toBeInTheDocument();
    for (const name of ['参加', '不参加', '签到', '请假']) expect(within(meet).getByRole('button', { name })).toBeInTheDocument();
    expect(within(meet).queryByRole('button', { name: '报名' })).toBeNull();
    const activity = await rowOf('城市更新项目视察');
    expect(within(activity).getByText('报名中')).toBeInTheDocument();
    expect(within(activity).getByText('未报名')).toBeInTheDocument();
    expect(within(activity).getByRole('button', { name: '报名' })).toBeInTheDocument();
    expect(within(activity).queryByRole('button', { name: '签到' })).toBeNull();
    expect(post).toHaveBeenCalledWith('/meetActivity/schedule', expect.objectContaining({ pageNum: 1 }));
  });

  it('answers 参加 with attendWill and signs up with enter', async () => {
    renderWithApp(<SchedulePage />, { perms: ['meet:attend:self', 'activity:attend:self'], userId: 'u1' });
    await user.click(within(await rowOf('十四届常委会第十二次会议')).getByRole('button', { name: '参加' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/meet/attend/attendWill', { id: 'm1', will: 1, remark: undefined }));
    await user.click(within(await rowOf('城市更新项目视察')).getByRole('button', { name: '报名' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/activity/enter/a1'));
  });

  it('asks for leave with a reason through apply/add', async () => {
    renderWithApp(<SchedulePage />, { perms: ['meet:attend:self'], userId: 'u1' });
    await user.click(within(await rowOf('十四届常委会第十二次会议')).getByRole('button', { name: '请假' }));
    await user.click(await screen.findByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请输入请假事由')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('请输入请假事由'), '外出调研');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/meet/apply/add', { recordId: 'm1', reason: '外出调研' }));
  });

  it('signs in with the device position and shows the server’s refusal', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 30.28, longitude: 120.16 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const { ApiError } = await import('@/app/api/client');
    post.mockImplementation(async (url: string) => {
      if (url === '/meetActivity/schedule') return { list: [base], total: 1 };
      throw new ApiError('您距签到地点约 812 米，超出 300 米签到范围', 'A0400', 400);
    });
    renderWithApp(<SchedulePage />, { perms: ['meet:attend:self'], userId: 'u1' });
    await user.click(within(await rowOf('十四届常委会第十二次会议')).getByRole('button', { name: '签到' }));
    expect(await screen.findByText('您距签到地点约 812 米，超出 300 米签到范围')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/meet/attend/sign', { id: 'm1', latitude: 30.28, longitude: 120.16 }, { silent: true });
  });
});
