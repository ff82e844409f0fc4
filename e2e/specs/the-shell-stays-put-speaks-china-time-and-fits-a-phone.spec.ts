import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contextMotion, launchBrowser, shot, signIn } from '../support/browser';
import { Api } from '../support/proposal';
import { DEMO_PASSWORD, type RunningServer, startServer } from '../support/server';

/**
 * Issue 15 items 2 and 11, the elderly-friendly mode and the phone layout: the sider and the header stay in view and
 * each page opens at its top (back returns to the old place), a PC in New York reads China time, the elderly mode
 * follows the member to every page, a reload and another PC, and a member's pages fit a 390 px phone.
 */
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

async function open(viewport: { width: number; height: number }, timezoneId = 'Asia/Shanghai'): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport, locale: 'zh-CN', timezoneId, ...contextMotion });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return page;
}

async function signInAs(page: Page, account: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, account, DEMO_PASSWORD);
  await page.waitForURL(/\/home\//, { timeout: 20_000 });
  await page.locator('.app-header').waitFor();
}

/**
 * Opens a page from the phone's menu drawer: opens the drawer and the group unless they are open,
 * clicks the entry, and waits for its address. On a busy machine a click can land while the group
 * is still unfolding and do nothing, so it is tried again (three times at most) rather than waited on.
 */
async function viaDrawer(page: Page, group: string, entry: string, url: RegExp): Promise<void> {
  const drawer = page.locator('.app-drawer');
  for (let attempt = 1; ; attempt++) {
    if (!(await drawer.locator('.ant-menu-root').isVisible())) await page.getByRole('button', { name: '打开菜单' }).click();
    await drawer.locator('.ant-menu-root').waitFor();
    const sub = drawer.locator('.ant-menu-submenu').filter({ hasText: group }).first();
    if (!(await sub.evaluate((el) => el.classList.contains('ant-menu-submenu-open')))) await sub.locator('.ant-menu-submenu-title').click();
    await drawer.getByText(entry, { exact: true }).click();
    try {
      await page.waitForURL(url, { timeout: 10_000 });
      return;
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
}

const widest = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** the font size of the first body cell of the page's table */
const cellFontSize = async (page: Page) => {
  const cell = page.locator('.ant-table-tbody tr.ant-table-row td.ant-table-cell').first();
  await cell.waitFor();
  return cell.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
};

/** "YYYY-MM-DD HH:mm" of an instant on a Beijing clock, computed here, not by the page */
function beijing(iso: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

describe('the shell stays put, speaks China time and fits a phone', () => {
  it('keeps the sider and the header in view, opens each page at its top, and back returns to the old place', async () => {
    const page = await open(DESKTOP);
    await signInAs(page, 'tian');
    // every directory open: the menu is far longer than the screen, as for the office staff every day
    for (const title of await page.locator('.app-sider .ant-menu-submenu-title').all()) await title.click();
    const items = page.locator('.app-sider li.ant-menu-item');
    const count = await items.count();
    expect(count).toBeGreaterThan(15);
    // the demo's lists are a few rows long where a real year's run to pages: the page area is made that tall (it is
    // the shell's, so it stays through the walk), and every page can be scrolled down before the next click
    await page.evaluate(() => {
      (document.querySelector('.app-content') as HTMLElement).style.minHeight = '2400px';
    });

    let scrolledBefore = 0;
    let backChecked = false;
    // the lowest fifteen entries: reaching them used to scroll the whole page
    for (let i = count - 15; i < count; i++) {
      const before = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return { y: Math.round(window.scrollY), url: location.pathname, title: document.title };
      });
      if (before.y > 0) scrolledBefore++;
      await items.nth(i).click();
      await page.waitForURL((u) => u.pathname !== before.url);
      // the new page is on screen once its title is the document's
      await page.waitForFunction((old) => document.title !== old, before.title, { timeout: 10_000 });
      const box = await page.evaluate(() => {
        const rect = (s: string) => document.querySelector(s)?.getBoundingClientRect();
        return { y: Math.round(window.scrollY), header: rect('.app-header'), sider: rect('.app-sider'), height: innerHeight };
      });
      const where = `after ${before.url} → ${new URL(page.url()).pathname}`;
      expect(box.y, where).toBe(0);
      expect(box.header?.top, where).toBe(0);
      expect(box.sider?.top, where).toBe(0);
      expect(box.sider?.height, where).toBe(box.height);

      if (!backChecked && before.y >= 150) {
        // back: the page opens where the user left it; forward: the next page at its top again
        await page.goBack();
        await page.waitForURL((u) => u.pathname === before.url);
        await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, before.y, { timeout: 5_000 });
        await page.goForward();
        await page.waitForURL((u) => u.pathname !== before.url);
        await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5_000 });
        backChecked = true;
      }
    }
    expect(scrolledBefore, 'pages scrolled down before the click').toBe(15);
    expect(backChecked, 'a scrolled page to come back to').toBe(true);
    await shot(page, 'shell-desktop-after-menu-walk');
  });

  it('shows China time in a browser set to New York, and is usable by keyboard', async () => {
    const page = await open(DESKTOP, 'America/New_York');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    await signInAs(page, 'weiyuan');

    const member = await Api.signIn(server, 'weiyuan');
    const { list } = await member.post<{ list: { title: string; createdAt: string }[] }>('/web/msg/centre/im/page', {
      pageNum: 1,
      pageSize: 15,
    });
    const first = list[0];
    await page.goto('/message');
    const row = page.locator('.ant-table-tbody tr', { hasText: first.title }).first();
    await row.waitFor();
    // Beijing is 12 or 13 hours ahead of New York: the hour can never agree
    expect(await row.textContent()).toContain(beijing(first.createdAt));

    // keyboard: the first Tab offers a way past the menu, and the page takes the focus
    await page.goto('/personal/center');
    await page.getByText('登录信息').first().waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: '跳到主要内容' });
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())?.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('app-main');
    // the menu: a visible focus, arrows move, Enter opens the page
    await page.locator('.app-sider li.ant-menu-item', { hasText: '工作台' }).focus();
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(outline).not.toBe('none');
    // the menu moves its focus on the next frame: each step is awaited before the next key
    for (const next of ['日常办公', '提案管理', '社情民意', '我的会议活动', '消息中心']) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(next);
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/message$/);
    // a dialog closes with Esc
    await row.waitFor();
    await row.getByRole('button', { name: first.title }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: '消息详情' });
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });

  it("fits a member's pages on a 390 px phone, with the menu in a drawer", async () => {
    const page = await open(PHONE);
    await page.goto('/login');
    await page.getByPlaceholder('用户名', { exact: true }).waitFor();
    expect(await widest(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'phone-1-login');
    await signInAs(page, 'weiyuan');
    await page.getByText('登录信息').first().waitFor();
    expect(await page.locator('.ant-layout-sider').count()).toBe(0);
    expect(await widest(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'phone-2-dashboard');

    const menuButton = page.getByRole('button', { name: '打开菜单' });
    const drawer = page.locator('.app-drawer');
    await menuButton.click();
    await drawer.locator('.ant-menu-root').waitFor();
    await shot(page, 'phone-3-menu-drawer');
    await page.keyboard.press('Escape');
    await drawer.locator('.ant-menu-root').waitFor({ state: 'hidden' });

    await viaDrawer(page, '提案管理', '我的提案', /\/proposal\/member\/myProposalList/);
    await drawer.locator('.ant-menu-root').waitFor({ state: 'hidden' });
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    expect(await widest(page)).toBeLessThanOrEqual(PHONE.width);
    await page.mouse.move(PHONE.width / 2, PHONE.height - 20);
    await shot(page, 'phone-4-my-proposals');

    await page.locator('.ant-table-tbody tr.ant-table-row').first().getByText('查看', { exact: true }).click();
    await page.waitForURL(/\/proposal\/proposalDetail\//);
    await page.getByText('提案内容').first().waitFor();
    await page.getByText('承办单位').first().waitFor();
    expect(await widest(page)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'phone-5-proposal-detail');

    await menuButton.click();
    await drawer.getByText('消息中心').click();
    await page.waitForURL(/\/message$/);
    await drawer.locator('.ant-menu-root').waitFor({ state: 'hidden' });
    await page.getByText('全部标为已读').waitFor();
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    expect(await widest(page)).toBeLessThanOrEqual(PHONE.width);
    // the messages are a list that fits: nothing to scroll sideways, even inside the table
    const table = await page.locator('.ant-table-content').evaluate((el) => ({ scroll: el.scrollWidth, width: el.clientWidth }));
    expect(table.scroll).toBeLessThanOrEqual(table.width);
    const titleRight = await page.evaluate(() =>
      Math.max(...Array.from(document.querySelectorAll('.message-title')).map((e) => e.getBoundingClientRect().right)),
    );
    expect(titleRight, 'a long title wraps').toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'phone-6-message-centre');
  });

  it('lets a member turn on the elderly-friendly mode, which every page, a reload and another PC honour', async () => {
    const page = await open(DESKTOP);
    await signInAs(page, 'weiyuan');
    await page.goto('/proposal/member/myProposalList');
    const normal = await cellFontSize(page);

    await page.goto('/personal/center');
    await page.getByRole('switch', { name: '适老化模式' }).click();
    await page.getByText('已开启适老化模式').waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('elderly-mode'))).toBe(true);

    await page.goto('/proposal/member/myProposalList');
    await page.reload();
    const larger = await cellFontSize(page);
    expect(larger).toBeGreaterThanOrEqual(normal + 3);
    await shot(page, 'elderly-my-proposals');
    await page.goto('/message');
    expect(await cellFontSize(page)).toBe(larger);

    // another PC: nothing on it yet, and the shell's first paint is already in the member's mode
    const other = await open(DESKTOP);
    await other.addInitScript(() => {
      const seen = () => {
        if (!document.querySelector('.app-header')) return false;
        (window as unknown as { firstShellElderly: boolean }).firstShellElderly =
          document.documentElement.classList.contains('elderly-mode');
        return true;
      };
      const watch = new MutationObserver(() => seen() && watch.disconnect());
      watch.observe(document, { childList: true, subtree: true });
    });
    await signInAs(other, 'weiyuan');
    expect(await other.evaluate(() => (window as unknown as { firstShellElderly?: boolean }).firstShellElderly)).toBe(true);
    await other.goto('/message');
    expect(await cellFontSize(other)).toBe(larger);
  });
});
