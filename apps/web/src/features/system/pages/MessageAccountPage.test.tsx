import { SmsAccountPerm } from '@cppcc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fastUser, renderWithApp } from '@/components/test-utils';
import MessageAccountPage from './MessageAccountPage';

const { post, get } = vi.hoisted(() => ({ post: vi.fn(), get: vi.fn() }));
vi.mock('@/app/api/client', () => ({ api: { post, get, download: vi.fn(), upload: vi.fn() } }));

const user = fastUser();
const account = {
  id: 'a1',
  name: '政务短信平台',
  gatewayUrl: 'https://sms.example.gov.cn/api/v1/send',
  appId: 'cppcc-city',
  hasSecret: true,
  signName: '市政协',
  remark: null,
  enabled: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
};
const all = Object.values(SmsAccountPerm);

beforeEach(() => {
  post.mockReset();
  get.mockReset();
  post.mockImplementation(async (url: string) => {
    if (url === '/sms/account/page') return { list: [account], total: 1 };
    if (url === '/sms/account/test') return { status: 'failed', error: '短信网关返回 HTTP 502' };
    return null;
  });
  get.mockImplementation(async (url: string) =>
    url === '/sms/account/channel' ? { provider: 'http', enabledAccount: '政务短信平台' } : null,
  );
});

describe('消息账号', () => {
  it('shows the channel in use, the signature and whether a secret is kept; the account in use has no delete', async () => {
    renderWithApp(<MessageAccountPage />, { perms: all, path: '/system/msgAccount' });
    expect(await screen.findByText('短信通过已启用的账号「政务短信平台」发送。')).toBeInTheDocument();
    const row = (await screen.findByText('【市政协】')).closest('tr') as HTMLElement;
    expect(within(row).getByText('已设置')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /删\s*除/ })).toBeNull();
  }, 60_000);

  it('edits without showing the secret, keeping it when left empty', async () => {
    renderWithApp(<MessageAccountPage />, { perms: all, path: '/system/msgAccount' });
    const row = (await screen.findByText('【市政协】')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('密钥')).toHaveValue('');
    expect(within(dialog).getByText('已保存密钥，留空则不修改')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('网关地址'));
    await user.type(within(dialog).getByLabelText('网关地址'), 'ftp://x');
    expect(await within(dialog).findByText('网关地址必须是 http:// 或 https:// 开头的网址')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('网关地址'));
    await user.type(within(dialog).getByLabelText('网关地址'), 'https://sms2.example.gov.cn/send');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/sms/account/update',
        expect.objectContaining({
          id: 'a1',
          gatewayUrl: 'https://sms2.example.gov.cn/send',
          secret: '',
          clearSecret: false,
          signName: '市政协',
        }),
      ),
    );
  }, 150_000);

  it('sends a test SMS and reports the gateway failure', async () => {
    renderWithApp(<MessageAccountPage />, { perms: all, path: '/system/msgAccount' });
    const row = (await screen.findByText('【市政协】')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '发送测试' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('手机号码'), '13900008888');
    await user.click(within(dialog).getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/sms/account/test', { id: 'a1', mobile: '13900008888' }));
    expect(await screen.findByText('发送失败：短信网关返回 HTTP 502')).toBeInTheDocument();
  }, 60_000);
});
