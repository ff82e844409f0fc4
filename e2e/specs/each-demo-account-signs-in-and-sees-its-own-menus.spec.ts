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

/** What each demo account must and must not find in its side menu. */
const expectations: { account: string; home: RegExp; sees: string[]; missing: string[] }[] = [
  { account: 'admin', home: /\/home\//, sees: ['系统管理', '用户管理', '组织机构', '菜单管理'], missing: ['审计日志', '安全策略'] },
  { account: 'secadmin', home: /\/home\//, sees: ['角色管理', '安全策略', '在线用户'], missing: ['审计日志', '菜单管理'] },
  { account: 'auditadmin', home: /\/home\//, sees: ['审计日志', '登录日志'], missing: ['用户管理', '角色管理'] },
  // the office decides the units' return and delay requests; the units have menus of their own for them
  {
    account: 'tian',
    home: /\/home\/office/,
    sees: ['工作台', '退回申请', '延期申请'],
    missing: ['系统管理', '退回申请记录', '延期申请记录'],
  },
  // the information office compiles and distributes the publications; the readers' menu is for those on a list
  { account: 'xinxi', home: /\/home\/office/, sees: ['工作台', '刊物管理'], missing: ['系统管理', '阅读刊物'] },
  { account: 'weiyuan', home: /\/home\/member/, sees: ['工作台', '联名提案'], missing: ['系统管理', '退回申请'] },
  { account: 'jiti', home: /\/home\/collective/, sees: ['工作台'], missing: ['系统管理'] },
  // handling units see their own return and delay requests and the reminders they were sent
  {
    account: 'chengban',
    home: /\/home\/unit/,
    sees: ['工作台', '退回申请记录', '延期申请记录', '催办记录', '阅读刊物'],
    missing: ['系统管理', '提案受理'],
  },
];

describe('each demo account signs in and sees its own menus', () => {
  for (const e of expectations) {
    it(`${e.account} signs in and sees only its menus`, async () => {
      const { context, page } = await newPage(browser, server.url);
      try {
        await page.goto('/login');
        await signIn(page, e.account, DEMO_PASSWORD);
        await page.waitForURL(e.home, { timeout: 20_000 });
        const menu = page.locator('.ant-layout-sider');
        await menu.waitFor();
        // open every sub-menu so that nested entries are in the DOM
        for (const title of await page.locator('.ant-menu-submenu-title').all()) await title.click();
        const text = await menu.innerText();
        for (const s of e.sees) expect(text, `${e.account} should see ${s}`).toContain(s);
        for (const m of e.missing) expect(text, `${e.account} should not see ${m}`).not.toContain(m);
        // the dashboard's real data (personal info, login info) has arrived
        await page.getByText('登录信息').first().waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        await shot(page, `home-${e.account}`);
      } finally {
        await context.close();
      }
    });
  }
});
