import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/components/test-utils';
import SignPage from './SignPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', async (orig) => ({
  ...(await orig<typeof import('@/app/api/client')>()),
  api: { post, get, download: vi.fn(), upload: vi.fn() },
}));

const record = {
  id: 'r1',
  title: '十四届常委会第十二次会议',
  address: '市政协机关三楼会议室',
  startTime: '2026-11-28T01:00:00.000Z',
  endTime: '2026-11-28T05:00:00.000Z',
  state: 1,
  signMode: 3,
  signRadius: 300,
  hasPlace: true,
  signFrom: '2026-11-28T00:00:00.000Z',
  signTo: '2026-11-28T05:00:00.000Z',
  listed: true,
  signedAt: null,
  signWay: null,
  signDistance: null,
};

const page = (path: string, perms: string[] = ['meet:attend:self']) =>
  renderWithApp(
    <Routes>
      <Route path="/meet/sign/:id" element={<SignPage kind="meet" />} />
    </Routes>,
    { path, perms, userId: 'u1' },
  );

beforeEach(() => {
  post.mockReset();
  get.mockReset();
});

describe('the sign-in page', () => {
  it('signs an attendee in with the scanned code at once and shows 签到成功', async () => {
    let signed = false;
    get.mockImplementation(async () => (signed ? { ...record, signedAt: '2026-11-28T01:05:00.000Z', signWay: 1 } : record));
    post.mockImplementation(async () => {
      signed = true;
      return { already: false, signedAt: '2026-11-28T01:05:00.000Z', signWay: 1, signDistance: null };
    });
    page('/meet/sign/r1?code=r1.123.mac');
    expect(await screen.findByText('签到成功')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/meet/attend/sign', { id: 'r1', code: 'r1.123.mac' }, { silent: true });
    expect(get).toHaveBeenCalledWith('/meet/attend/mine/r1', undefined, { silent: true });
    expect(screen.getByText('十四届常委会第十二次会议')).toBeInTheDocument();
  });

  it('shows the refusal of an expired code and offers 定位签到', async () => {
    get.mockResolvedValue(record);
    const { ApiError } = await import('@/app/api/client');
    post.mockRejectedValue(new ApiError('签到码已过期，请重新扫描现场二维码', 'A0400', 400));
    page('/meet/sign/r1?code=r1.1.old');
    expect(await screen.findByText('签到码已过期，请重新扫描现场二维码')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /定位签到/ })).toBeInTheDocument();
  });

  it('shows the organiser the QR code with the live count', async () => {
    get.mockResolvedValue({
      ...record,
      code: 'r1.9.x',
      expiresAt: '2026-11-28T02:00:00.000Z',
      url: '/meet/sign/r1?code=r1.9.x',
      attendeeCount: 26,
      signedCount: 12,
    });
    page('/meet/sign/r1', ['meet:record:manage']);
    expect(await screen.findByText('已签到')).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/meet/attend/qr/r1', undefined, { silent: true }));
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('26')).toBeInTheDocument();
  });
});
