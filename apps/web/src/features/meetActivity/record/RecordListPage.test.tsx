import type { MeetRow } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import { bodyOf } from './RecordFormPage';
import RecordListPage from './RecordListPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', async (orig) => ({
  ...(await orig<typeof import('@/app/api/client')>()),
  api: { post, get, download: vi.fn(), upload: vi.fn() },
}));

const row = (over: Partial<MeetRow>): MeetRow => ({
  id: 'r1',
  kind: 'meet',
  typeId: 't1',
  typeName: '常务委员会会议',
  title: '十四届常委会第十二次会议',
  address: '市政协机关三楼会议室',
  startTime: '2026-11-28T01:00:00.000Z',
  endTime: '2026-11-28T05:00:00.000Z',
  state: 1,
  scheduleState: 1,
  enterState: null,
  plenary: false,
  parentId: null,
  organizer: null,
  attendeeCount: 26,
  signedCount: 3,
  createdByName: '吴海燕',
  ...over,
});

const page = (path = '/meet/list', perms = ['meet:record:manage', 'meet:record:view']) =>
  renderWithApp(
    <Routes>
      <Route path="/meet/list" element={<RecordListPage kind="meet" />} />
      <Route path="/meet/list/:typeId/:typeCode" element={<RecordListPage kind="meet" />} />
    </Routes>,
    { path, perms },
  );

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  get.mockImplementation(async (url: string) =>
    url.startsWith('/meet/release/')
      ? { id: 'r2', warning: '张三 同一时间已安排参加《十四届常委会第十二次会议》' }
      : [{ id: 't1', name: '常务委员会会议', typeCode: 'cwhy' }],
  );
});

describe('the meeting list', () => {
  it('shows the states and counts, and offers the steps each state allows', async () => {
    post.mockImplementation(async (url: string) => {
      if (url === '/meet/page')
        return {
          list: [row({}), row({ id: 'r2', title: '专题协商会筹备会', state: 0, scheduleState: 0, attendeeCount: 0, signedCount: 0 })],
          total: 2,
        };
      return null;
    });
    const user = fastUser();
    page();
    const under = (await screen.findByText('十四届常委会第十二次会议')).closest('tr')!;
    expect(within(under).getByText('已发布')).toBeTruthy();
    expect(within(under).getByText('进行中')).toBeTruthy();
    expect(within(under).getByText('26/3')).toBeTruthy();
    expect(within(under).getByText('结束')).toBeTruthy();
    expect(within(under).queryByText('发布')).toBeNull();

    const draft = screen.getByText('专题协商会筹备会').closest('tr')!;
    expect(within(draft).getByText('草稿')).toBeTruthy();
    expect(within(draft).queryByText('结束')).toBeNull();
    await user.click(within(draft).getByText('发布'));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(get).toHaveBeenCalledWith('/meet/release/r2'));
    expect(await screen.findByText(/同一时间已安排参加/)).toBeTruthy();
  });

  it('filters a typed list to its type and hides the steps from viewers', async () => {
    post.mockResolvedValue({ list: [row({})], total: 1 });
    page('/meet/list/t1/cwhy', ['meet:record:view']);
    await screen.findByText('十四届常委会第十二次会议');
    expect(post).toHaveBeenCalledWith('/meet/page', expect.objectContaining({ typeId: 't1' }));
    expect(screen.queryByText('新增会议')).toBeNull();
    expect(screen.queryByText('结束')).toBeNull();
  });
});

describe('the record form’s body', () => {
  it('sends the picked wall-clock times as Beijing instants, attendee ids and no parent for a plenary', () => {
    const body = bodyOf({
      typeId: 't1',
      title: ' 协商会 ',
      time: [dayjs('2026-12-01 09:00'), dayjs('2026-12-01 11:30')],
      attendees: [{ userId: 'u1', userType: 1, name: '魏委员' }],
      plenary: true,
      parentId: 'p1',
    });
    expect(body).toMatchObject({
      title: '协商会',
      startTime: '2026-12-01T01:00:00.000Z',
      endTime: '2026-12-01T03:30:00.000Z',
      enterStart: null,
      attendeeIds: ['u1'],
      parentId: null,
      signRadius: 300,
    });
  });
});
