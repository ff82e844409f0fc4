import type { Browser } from 'playwright-core';
import smCrypto from 'sm-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot, signIn } from '../support/browser';
import { DEMO_PASSWORD, type RunningServer, startServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  // access tokens live 3 seconds here, so that expiry happens inside the test
  server = await startServer({ ACCESS_TOKEN_MINUTES: '0.05' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function apiLogin(loginName: string): Promise<string> {
  const key = (await (await fetch(`${server.url}/api/sso/public-key`)).json()).data as { publicKey: string; nonce: string };
  // as the browser does: the password with the one-time nonce and a timestamp
  const payload = JSON.stringify({ nonce: key.nonce, ts: Date.now(), password: DEMO_PASSWORD });
  const res = await fetch(`${server.url}/api/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: loginName, password: smCrypto.sm2.doEncrypt(payload, key.publicKey, 1) }),
  });
  const body = await res.json();
  if (body.code !== '00000') throw new Error(body.msg);
  return body.data.token;
}

describe('an expired access token', () => {
  it('is refreshed once and every waiting request is replayed', async () => {
    const { context, page } = await newPage(browser, server.url);
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    try {
      await page.goto('/login');
      await signIn(page, 'admin', DEMO_PASSWORD);
      await page.waitForURL(/\/home\//);
      // the refresh token is an HttpOnly cookie: no script reads it, nothing keeps it in local storage
      const stored = await page.evaluate(() => JSON.stringify(localStorage));
      expect(JSON.parse(JSON.parse(stored)['cppcc-store-v1']).state.token).toBeTruthy();
      expect(stored).not.toContain('refreshToken');
      expect(await page.evaluate(() => document.cookie)).not.toContain('cppcc_rt');
      expect((await context.cookies()).find((c) => c.name === 'cppcc_rt')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
      await page.waitForTimeout(4_000);
      const refreshes: string[] = [];
      const expired: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/sso/refresh/token/')) refreshes.push(r.url());
      });
      page.on('response', async (r) => {
        if (r.url().includes('/api/') && r.status() === 401) expired.push(r.url());
      });
      // the user page asks for several things at once (users, org tree, roles …)
      await page.locator('.ant-layout-sider').getByText('系统管理').click();
      await page.locator('.ant-layout-sider').getByText('用户管理').click();
      await page.waitForURL(/\/system\/user$/);
      await page
        .getByText(/共\s*\d+\s*条数据/)
        .first()
        .waitFor({ timeout: 15_000 });
      expect(expired.length).toBeGreaterThan(0);
      expect(refreshes).toHaveLength(1);
      // the browser presents the cookie; the path carries only the placeholder
      expect(refreshes[0]).toMatch(/\/api\/sso\/refresh\/token\/-$/);
      // the unread-count socket authenticates in its first frame, not in its URL
      expect(sockets.length).toBeGreaterThan(0);
      for (const url of sockets) expect(url).not.toContain('token');
      await shot(page, 'after-refresh');
    } finally {
      await context.close();
    }
  });
});

describe('a revoked session', () => {
  it('signs the user out with the login-expired message', async () => {
    const { context, page } = await newPage(browser, server.url);
    try {
      await page.goto('/login');
      await signIn(page, 'weiyuan', DEMO_PASSWORD);
      await page.waitForURL(/\/home\/member/);
      const sec = await apiLogin('secadmin');
      const online = await (
        await fetch(`${server.url}/api/system/online/page`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${sec}` },
          body: JSON.stringify({ pageNum: 1, pageSize: 40, loginName: 'weiyuan' }),
        })
      ).json();
      const sessions = online.data.list as { sessionId?: string; id?: string }[];
      expect(sessions.length).toBeGreaterThan(0);
      for (const s of sessions) {
        const r = await fetch(`${server.url}/api/system/online/forceLogout/${s.sessionId ?? s.id}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${sec}` },
        });
        expect((await r.json()).code).toBe('00000');
      }
      // the next request of the page meets the dead session
      await page.goto('/message');
      await page.waitForURL(/\/login/, { timeout: 20_000 });
      await expect.poll(() => page.getByText('登录已过期，请重新登录').count()).toBeGreaterThan(0);
      await shot(page, 'revoked-session');
    } finally {
      await context.close();
    }
  });
});
