import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountLoginForm } from './AccountLoginForm';

const doEncrypt = vi.fn((plain: string, key: string, mode: number) => `cipher(${plain},${key},${mode})`);
vi.mock('sm-crypto', () => ({ sm2: { doEncrypt: (p: string, k: string, m: number) => doEncrypt(p, k, m) } }));

const completeLogin = vi.fn(async () => true);
vi.mock('../auth/session', async (orig) => ({
  ...(await orig<typeof import('../auth/session')>()),
  completeLogin: (...a: unknown[]) => completeLogin(...(a as [])),
}));

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

describe('account sign-in form', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    doEncrypt.mockClear();
    completeLogin.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('asks for both fields: 请输入用户名 / 请输入密码', async () => {
    render(<AccountLoginForm redirect={null} />);
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the password only as SM2 cipher text (mode 1) of {nonce, ts, password} made with the fetched key and nonce', async () => {
    const login = { token: 't', refreshToken: '', loginName: 'tian', expiresIn: 1800, isUpdatePwd: false, user: {} };
    fetchMock.mockImplementation(async (url) =>
      url === '/api/sso/public-key'
        ? json({ code: '00000', msg: '', data: { publicKey: '04abc', cipherMode: 1, nonce: 'n-1' } })
        : json({ code: '00000', msg: '', data: login }),
    );
    render(<AccountLoginForm redirect="/system/user" />);
    await userEvent.type(screen.getByPlaceholderText('用户名'), ' tian ');
    await userEvent.type(screen.getByPlaceholderText('密码'), 'Cppcc@2026');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(completeLogin).toHaveBeenCalledWith(login, '/system/user'));
    const [plain, key, mode] = doEncrypt.mock.calls[0];
    expect([key, mode]).toEqual(['04abc', 1]);
    const payload = JSON.parse(plain);
    expect(payload).toEqual({ nonce: 'n-1', ts: expect.any(Number), password: 'Cppcc@2026' });
    expect(Math.abs(payload.ts - Date.now())).toBeLessThan(60_000);
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe('/api/sso/login');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'tian', password: `cipher(${plain},04abc,1)` });
  });
});
