import { SystemPerm } from '@cppcc/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import AuditLogPage from './AuditLogPage';
import LoginLogPage from './LoginLogPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn() } }));

const user = fastUser();
const flood = {
  id: 'a1',
  at: '2026-03-01T02:01:00Z',
  userId: null,
  username: null,
  ip: '203.0.113.7',
  objectType: 'session',
  objectId: null,
  action: 'login',
  result: 'failure',
  category: 'login',
  detail: {
    aggregated: true,
    count: 837,
    names: ['admin', 'root'],
    namesCapped: true,
    reasons: ['unknown-user'],
    firstAt: '2026-03-01T02:00:01Z',
    lastAt: '2026-03-01T02:00:21Z',
    windowStart: '2026-03-01T02:00:00Z',
    windowEnd: '2026-03-01T02:01:00Z',
  },
};
const verified = { ok: true, rows: 1234, ms: 850, headSeq: 1234, headHash: 'ab'.repeat(32), firstBreak: null };
const broken = {
  ok: false,
  rows: 41,
  ms: 20,
  headSeq: 99,
  headHash: 'cd'.repeat(32),
  firstBreak: { kind: 'altered', seq: 42, id: 'r42', at: '2026-03-01T02:00:00.000Z', prevSeq: 41, prevId: 'r41', missing: null },
};

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  get.mockImplementation(async () => []);
  post.mockImplementation(async (url: string) => (url.endsWith('/verify') ? verified : { list: [flood], total: 1 }));
});

describe('审计日志', () => {
  it('shows a gathered flood of anonymous failures as one row with its count', async () => {
    renderWithApp(<LoginLogPage />, { perms: [SystemPerm.loginLogList], path: '/system/loginLog' });
    expect(await screen.findByText(/匿名登录失败 ×837/)).toBeInTheDocument();
    expect(screen.getByText(/尝试的账号：admin、root 等/)).toBeInTheDocument();
  }, 60_000);

  it('checks the chain for the audit administrator and says what it found', async () => {
    renderWithApp(<AuditLogPage />, { perms: [SystemPerm.auditList], path: '/system/auditLog' });
    await screen.findByText(/匿名登录失败 ×837/);
    await user.click(screen.getByRole('button', { name: /校验完整性/ }));
    const ok = await screen.findByRole('dialog');
    expect(within(ok).getAllByText('审计日志完整').length).toBeGreaterThan(0);
    expect(within(ok).getByText(/已校验 1234 条记录，用时 0.85 秒/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/system/audit/verify');
  }, 60_000);

  it('names the first broken row', async () => {
    post.mockImplementation(async (url: string) => (url.endsWith('/verify') ? broken : { list: [], total: 0 }));
    renderWithApp(<AuditLogPage />, { perms: [SystemPerm.auditList], path: '/system/auditLog' });
    await user.click(await screen.findByRole('button', { name: /校验完整性/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('审计日志已被篡改').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/第42条记录（编号 r42.*）的内容与其哈希不符/)).toBeInTheDocument();
  }, 60_000);

  it('hides the check from those without the audit permission', async () => {
    renderWithApp(<AuditLogPage />, { perms: [], path: '/system/auditLog' });
    await screen.findByText(/匿名登录失败/);
    expect(screen.queryByRole('button', { name: /校验完整性/ })).toBeNull();
  }, 60_000);
});
