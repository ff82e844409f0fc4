import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot, signIn } from '../support/browser';
import { DEMO_PASSWORD, type RunningServer, startServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a protected URL without a session', () => {
  it('goes to /login with the wanted path and comes back after sign-in', async () => {
    const { context, page } = await newPage(browser, server.url);
    try {
      await page.goto('/system/user');
      await page.waitForURL(/\/login\?redirect=/);
      expect(decodeURIComponent(page.url())).toContain('redirect=/system/user');
      await expect.poll(() => page.getByText('登录已过期，请重新登录').count()).toBeGreaterThan(0);
      await shot(page, 'login-redirect');
      await signIn(page, 'admin', DEMO_PASSWORD);
      await page.waitForURL(/\/system\/user$/, { timeout: 20_000 });
      await page.getByText('共').first().waitFor();
      await shot(page, 'system-user-after-redirect');
    } finally {
      await context.close();
    }
  });

  it('sends an unknown path to the not-found page', async () => {
    const { context, page } = await newPage(browser, server.url);
    try {
      await page.goto('/login');
      await signIn(page, 'tian', DEMO_PASSWORD);
      await page.waitForURL(/\/home\//);
      await page.goto('/no/such/page');
      await expect.poll(() => page.getByText('404').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('refuses a wrong password with the message and signs in with the right one', async () => {
    const { context, page } = await newPage(browser, server.url);
    try {
      await page.goto('/login');
      await signIn(page, 'weiyuan', 'wrong-password');
      await expect.poll(() => page.getByText('用户名或密码错误').count()).toBeGreaterThan(0);
      await shot(page, 'login-wrong-password');
      await signIn(page, 'weiyuan', DEMO_PASSWORD);
      await page.waitForURL(/\/home\/member/);
    } finally {
      await context.close();
    }
  });
});
