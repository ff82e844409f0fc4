import { SmsAccountPerm, SystemPerm } from '@cppcc/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/components/test-utils';
import AuditLogPage from './AuditLogPage';
import LoginLogPage from './LoginLogPage';
import MessageAccountPage from './MessageAccountPage';
import OnlinePage from './OnlinePage';
import SmsOutboxPage from './SmsOutboxPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

/** English code words an administrator must not read in a table (issue 15 #6). */
const RAW = /\b(proposal|outbox|method|password|loginName|null|Mozilla|SMS_PROVIDER|SMS_HTTP_URL)\b/;

const sms = {
  id: 's1',
  mobile: '13800001111',
  content: '【市政协】您的提案已答复',
  bizType: 'proposal',
  provider: 'outbox',
  status: 'sent',
  error: null,
  senderId: null,
  createdAt: '2026-03-01T02:00:00Z',
  sentAt: '2026-03-01T02:00:01Z',
};
const login = {
  id: 'a1',
  at: '2026-03-01T02:00:00Z',
  userId: 'u1',
  username: '田晓东',
  ip: '10.0.0.8',
  objectType: 'session',
  objectId: 'sess1',
  action: 'login',
  result: 'success',
  category: 'login',
  detail: { method: 'password', loginName: 'tian' },
  detailText: null,
};
const step = {
  ...login,
  id: 'a2',
  objectType: 'proposal',
  action: 'save',
  category: 'operation',
  detail: { from: null, to: '暂存', title: '关于加强社区养老的提案' },
};
const online = {
  sessionId: 'sess1',
  userId: 'u1',
  username: '田晓东',
  loginName: 'tian',
  ip: '10.0.0.8',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  browser: 'Chrome 126',
  os: 'Windows 10',
  method: 'password',
  createdAt: '2026-03-01T02:00:00Z',
  lastSeenAt: '2026-03-01T02:10:00Z',
};

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockImplementation(async (url: string) => {
    if (url === '/sms/outbox/page') return { list: [sms], total: 1 };
    if (url.endsWith('/loginLog/page')) return { list: [login], total: 1 };
    if (url.endsWith('/audit/page')) return { list: [login, step], total: 2 };
    if (url === '/system/online/page') return { list: [online], total: 1 };
    if (url === '/sms/account/page') return { list: [], total: 0 };
    return null;
  });
  get.mockImplementation(async (url: string) => (url === '/sms/account/channel' ? { provider: 'outbox', enabledAccount: null } : []));
});

const tableText = async (name: string) => {
  const cell = await screen.findByText(name);
  return (cell.closest('.ant-table') as HTMLElement).textContent ?? '';
};

describe('admin screens speak Chinese (issue 15 #6)', () => {
  it('短信发件箱: the business type and the channel through the dictionary', async () => {
    renderWithApp(<SmsOutboxPage />, { perms: [SystemPerm.smsOutbox], path: '/system/smsOutbox' });
    const text = await tableText('【市政协】您的提案已答复');
    const row = screen.getByText('【市政协】您的提案已答复').closest('tr') as HTMLElement;
    expect(within(row).getByText('提案')).toBeInTheDocument();
    expect(within(row).getByText('发件箱')).toBeInTheDocument();
    expect(text).not.toMatch(RAW);
  }, 60_000);

  it('登录日志 and 审计日志: labelled details, no from: null', async () => {
    const { unmount } = renderWithApp(<LoginLogPage />, { perms: [SystemPerm.loginLogList], path: '/system/loginLog' });
    expect(await tableText('登录名：tian；登录方式：密码登录')).not.toMatch(RAW);
    unmount();
    renderWithApp(<AuditLogPage />, { perms: [SystemPerm.auditList], path: '/system/auditLog' });
    const text = await tableText('标题：关于加强社区养老的提案；变更后：暂存');
    expect(text).not.toMatch(RAW);
  }, 60_000);

  it('在线用户: the browser and the system, not the user-agent string', async () => {
    renderWithApp(<OnlinePage />, { perms: [SystemPerm.onlineList], path: '/system/online' });
    const text = await tableText('Chrome 126 / Windows 10');
    expect(screen.getByText('密码登录')).toBeInTheDocument();
    expect(text).not.toMatch(RAW);
  }, 60_000);

  it('消息账号: tells what to ask the operator for, without an environment variable', async () => {
    renderWithApp(<MessageAccountPage />, { perms: Object.values(SmsAccountPerm), path: '/system/msgAccount' });
    const alert = await screen.findByText(/当前部署的短信通道为“发件箱”/);
    expect(alert.textContent).toContain('请联系运维人员');
    expect(alert.textContent).not.toMatch(RAW);
  }, 60_000);
});
