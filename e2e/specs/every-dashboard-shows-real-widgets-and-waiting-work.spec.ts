import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextMotion, launchBrowser, signIn } from '../support/browser';
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

/** Every demo account and the home it lands on; all but the member's share the office layout. */
const accounts = [
  { account: 'admin', home: 'admin' },
  { account: 'secadmin', home: 'admin' },
  { account: 'auditadmin', home: 'admin' },
  { account: 'tian', home: 'office' },
  { account: 'xinxi', home: 'office' },
  { account: 'weiyuan', home: 'member' },
  { account: 'jiti', home: 'collective' },
  { account: 'chengban', home: 'unit' },
] as const;

/** Cards of areas no module provides yet, which a dashboard once showed as 该模块尚未开通. */
const unbuilt = ['会议统计', '委员活动统计', '日程安排', '履职得分', '履职进度'];

/** The API answers of 400 and above the page receives, from now on. */
function refusals(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/') && r.status() >= 400) seen.push(`${r.status()} ${r.request().method()} ${path}`);
  });
  return seen;
}

const card = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }) });

/** The dashboard is up and every widget has answered: no card still loading, nothing fetching. */
async function settled(page: Page): Promise<void> {
  await card(page, '个人信息').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.ant-skeleton, .ant-card-loading').count(), { timeout: 20_000 }).toBe(0);
}

async function openHome(account: string, home: string) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1366, height: 768 },
    locale: 'zh-CN',
    ...contextMotion,
  });
  const page = await context.newPage();
  const refused = refusals(page);
  await page.goto('/login');
  await signIn(page, account, DEMO_PASSWORD);
  await page.waitForURL(new RegExp(`/home/${home}$`), { timeout: 30_000 });
  await settled(page);
  const titles = await page.locator('.ant-card-head-title').allInnerTexts();
  return { context, page, refused, titles };
}

describe('every dashboard shows real widgets and waiting work', () => {
  const seen: Record<string, string[]> = {};
  afterAll(() =>
    console.log(
      Object.entries(seen)
        .map(([a, t]) => `${a}: ${t.join('、')}`)
        .join('\n'),
    ),
  );

  it.each(accounts)('gives $account only widgets with data, without a refused call', async ({ account, home }) => {
    const { context, page, refused, titles } = await openHome(account, home);
    try {
      seen[account] = titles;
      await page.screenshot({ path: `/tmp/dash-${account}.png` });
      await page.screenshot({ path: `/tmp/dash-${account}-full.png`, fullPage: true });
      expect(refused).toEqual([]);
      expect(await page.getByText('该模块尚未开通').count()).toBe(0);
      expect(await page.getByText('首页数据加载失败').count()).toBe(0);
      for (const t of unbuilt) expect(titles, t).not.toContain(t);
      expect(titles).toEqual(expect.arrayContaining(['个人信息', '登录信息', '消息提醒']));
      expect(titles).toContain(home === 'member' ? '待办事项' : '待办提醒');

      if (account === 'tian') {
        // the demo data has key proposals: the carousel turns through them
        const key = card(page, '重点提案');
        expect(await key.getByText('暂无数据').count()).toBe(0);
        expect(await key.locator('a[href^="/proposal/proposalDetail/"]').count()).toBeGreaterThan(0);
        // the office's queues, each a link to its list
        const todo = card(page, '待办提醒');
        expect(
          await todo.locator('a[href="/proposal/checkList"], a[href="/proposal/receiveList"], a[href="/proposal/assignList"]').count(),
        ).toBeGreaterThan(0);
        expect(await card(page, '提案统计').getByText('暂无提案数据').count()).toBe(0);
      }
      if (account === 'weiyuan') {
        const open = card(page, '公开提案');
        expect(await open.getByText('暂无数据').count()).toBe(0);
        expect(await open.locator('a[href^="/proposal/proposalDetail/"]').count()).toBeGreaterThan(0);
        const todos = card(page, '待办事项');
        expect(await todos.locator('li a').count(), 'the member has waiting work').toBeGreaterThan(0);
      }
      if (account === 'chengban') expect(titles).toContain('提案统计');
      // the information area's cards: the office's figures, the member's yearly target (issue 16)
      if (account === 'xinxi') {
        expect(titles).toContain('社情民意统计');
        expect(await card(page, '社情民意统计').getByText('暂无数据').count()).toBe(0);
      }
      if (account === 'weiyuan') expect(titles).toContain('反映社情民意目标');
      if (['admin', 'secadmin', 'auditadmin', 'xinxi'].includes(account)) {
        for (const t of ['提案统计', '重点提案', '公开提案', '提案目标']) expect(titles, t).not.toContain(t);
      }
    } finally {
      await context.close();
    }
  });

  it('switches identity to a home that renders, with the menu closed and no stale error', async () => {
    const { context, page, refused } = await openHome('weiyuan', 'member');
    try {
      for (const [to, home, name] of [
        ['机关工作人员', 'office', 'weiyuan.staff'],
        ['委员', 'member', 'weiyuan-back'],
      ] as const) {
        await page.getByTestId('user-menu').click();
        // the pointer travels across 切换身份 towards its arrow, as a hand moves it: antd opens the
        // sub-menu on the pointer's movement over the row, not on a pointer that appears there
        const row = page.getByRole('menuitem', { name: '切换身份' });
        await row.hover();
        const box = await row.boundingBox();
        if (!box) throw new Error('切换身份 is not shown');
        await page.mouse.move(box.x + box.width - 8, box.y + box.height / 2 + 4, { steps: 5 });
        // in the sub-menu: the side menu of the office has items of its own that start with 委员
        await page
          .locator('.ant-dropdown-menu-submenu-popup')
          .getByRole('menuitem', { name: new RegExp(`^${to}`) })
          .click();
        await page.waitForURL(new RegExp(`/home/${home}$`), { timeout: 20_000 });
        await settled(page);
        await page.screenshot({ path: `/tmp/dash-${name}.png` });
        expect(await page.getByText('首页数据加载失败').count(), name).toBe(0);
        // the old session's socket closing is part of the switch, not an expired sign-in
        expect(await page.getByText('登录已过期').count(), name).toBe(0);
        // neither the user menu nor its 切换身份 sub-menu (a popup of its own) stays over the new home
        expect(await page.locator('.ant-dropdown:visible, .ant-dropdown-menu-submenu-popup:visible').count(), `${name}: menus closed`).toBe(
          0,
        );
        expect(
          await card(page, '个人信息')
            .getByText(name === 'weiyuan.staff' ? 'weiyuan.staff' : /^weiyuan$/)
            .count(),
          name,
        ).toBeGreaterThan(0);
      }
      expect(refused).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
