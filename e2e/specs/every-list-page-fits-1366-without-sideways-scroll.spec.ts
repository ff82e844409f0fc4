import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextMotion, launchBrowser, screenshotDir, signIn } from '../support/browser';
import { DEMO_PASSWORD, type RunningServer, startServer } from '../support/server';

/**
 * Issue 15 item 3: on a 1366×768 screen every list page's table fits its container (no sideways scroll, no column
 * under the fixed 操作 column, no text spilling into the next cell) and no header is laid out a character a line.
 * Every menu page of every demo account is visited (a page an earlier account had is not visited again); a page
 * without a visible table is skipped.
 */

// wu.bgt: the general office, who organises meetings and activities and manages speeches
const ACCOUNTS = ['admin', 'secadmin', 'auditadmin', 'tian', 'xinxi', 'wu.bgt', 'weiyuan', 'jiti', 'chengban'];
const VIEWPORT = { width: 1366, height: 768 };
/** the pages of the issue, photographed for a look (name → file) */
const PHOTOGRAPHED: Record<string, string> = {
  全部提案: 'all-proposals',
  待签收: 'to-sign',
  用户管理: 'users',
  领导批示: 'instructions',
  在线用户: 'online-users',
  审计日志: 'audit-log',
  提案评议管理: 'appraisal-mgt',
};
const shotDir = process.env.TABLE_SHOTS_DIR ?? screenshotDir;

interface MenuNode {
  name: string;
  url: string | null;
  menuType: string;
  children?: MenuNode[];
}

interface Envelope<T> {
  code: string;
  data: T;
}

/** One table's measurements, taken in the page. */
interface TableReport {
  index: number;
  scrollWidth: number;
  clientWidth: number;
  /** the table's right edge beyond the page content's */
  beyondContent: number;
  /** document wider than the window */
  pageScroll: number;
  wrappedHeaders: string[];
  covered: string[];
  spilled: string[];
}

let server: RunningServer;
let browser: Browser;
const results: { account: string; path: string; name: string; tables: TableReport[] }[] = [];
/** a page several accounts share (公开提案, 提案参考 …) is one component with one column set: measured once */
const visited = new Set<string>();

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  const measured = results.filter((r) => r.tables.length);
  const failed = measured.filter((r) => r.tables.some((t) => problemsOf(t).length > 0));
  console.log(`[tables at 1366] ${failed.length} of ${measured.length} list pages failed`);
  for (const r of failed) console.log(`  ${describeFailure(r)}`);
  await browser?.close();
  await server?.stop();
});

function menuPages(nodes: MenuNode[], home: string): { name: string; path: string }[] {
  return nodes.flatMap((n) => {
    const inner = menuPages(n.children ?? [], home);
    if (n.menuType !== 'menu' || !n.url) return inner;
    const url = n.url.startsWith('/') ? n.url : `/${n.url}`;
    return [{ name: n.name, path: url === '/home' ? home : url }, ...inner];
  });
}

/** Everything a table page asks for has answered and no spinner turns in the content. */
async function settle(page: Page, pending: () => number): Promise<void> {
  const deadline = Date.now() + 10_000;
  let quiet = 0;
  while (Date.now() < deadline && quiet < 2) {
    await page.waitForTimeout(100);
    const busy = await page.evaluate(
      () =>
        !!document.querySelector('.app-content .ant-spin-spinning, .app-content .ant-skeleton-active') ||
        !document.querySelector('.app-content'),
    );
    quiet = pending() === 0 && !busy ? quiet + 1 : 0;
  }
}

/** Runs in the page: measures every visible table of the content area. */
function measureTables(): TableReport[] {
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && !el.closest('.ant-modal-root, .ant-drawer, .ant-popover, .ant-select-dropdown');
  };
  const content = document.querySelector('.app-content');
  if (!content) return [];
  const contentRight = content.getBoundingClientRect().right;
  const pageScroll = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  // innerText: the text as laid out (hidden parts of a cell are not shown)
  const textOf = (el: Element) => (el as HTMLElement).innerText.replace(/\s+/g, '').trim();
  const lineCount = (el: Element) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set<number>();
    for (const r of Array.from(range.getClientRects())) if (r.width > 0) tops.add(Math.round(r.top));
    return tops.size;
  };
  /** how far a cell's visible text reaches past the cell (text inside a clipping box counts only as far as the box) */
  const spillOf = (cell: Element, rect: DOMRect) => {
    if (getComputedStyle(cell).overflow !== 'visible') return 0;
    let beyond = 0;
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      let { left, right } = range.getBoundingClientRect();
      if (right - left <= 0) continue;
      for (let el = node.parentElement; el && el !== cell; el = el.parentElement) {
        if (getComputedStyle(el).overflow === 'visible') continue;
        const box = el.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      if (right > left) beyond = Math.max(beyond, right - rect.right, rect.left - left);
    }
    return beyond;
  };
  return Array.from(content.querySelectorAll('.ant-table-wrapper'))
    .filter((w) => visible(w) && !w.parentElement?.closest('.ant-table-wrapper'))
    .map((wrapper, index) => {
      const scroller = (wrapper.querySelector('.ant-table-body') ?? wrapper.querySelector('.ant-table-content') ?? wrapper) as HTMLElement;
      const wrappedHeaders: string[] = [];
      for (const th of Array.from(wrapper.querySelectorAll('thead th'))) {
        if (th.classList.contains('ant-table-selection-column')) continue;
        const title = th.querySelector('.ant-table-column-title') ?? th;
        const text = textOf(title);
        const chars = Array.from(text).length;
        if (chars < 2) continue;
        const lines = lineCount(title);
        const style = getComputedStyle(th);
        const inner = th.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        const em = Number.parseFloat(style.fontSize);
        // a header a character a line: more than two lines, fewer than two characters a line, or room for less than two
        if (lines > 2 || lines > Math.ceil(chars / 2) || inner < 2 * em)
          wrappedHeaders.push(`${text} (${lines} lines, ${Math.round(inner)}px)`);
      }
      const covered: string[] = [];
      const spilled: string[] = [];
      const rows = [
        ...Array.from(wrapper.querySelectorAll('thead tr')),
        ...Array.from(wrapper.querySelectorAll('tbody tr.ant-table-row')).slice(0, 8),
      ];
      const headerTitles = Array.from(wrapper.querySelectorAll('thead tr:last-child th')).map(textOf);
      for (const tr of rows) {
        const cells = Array.from(tr.children) as HTMLElement[];
        const fixed = cells.filter((c) => /ant-table-cell-fix-(left|right)/.test(c.className));
        cells.forEach((cell, col) => {
          const rect = cell.getBoundingClientRect();
          if (!fixed.includes(cell)) {
            for (const f of fixed) {
              const fr = f.getBoundingClientRect();
              const overlap = Math.min(rect.right, fr.right) - Math.max(rect.left, fr.left);
              if (overlap > 1)
                covered.push(
                  `${headerTitles[col] || textOf(cell) || `列${col + 1}`} under ${textOf(f).slice(0, 6) || 'fixed'} by ${Math.round(overlap)}px`,
                );
            }
          }
          if (cell.classList.contains('ant-table-selection-column')) return;
          const beyond = spillOf(cell, rect);
          if (beyond > 1) spilled.push(`${headerTitles[col] || `列${col + 1}`}: "${textOf(cell).slice(0, 12)}" by ${Math.round(beyond)}px`);
        });
      }
      return {
        index,
        scrollWidth: scroller.scrollWidth,
        clientWidth: scroller.clientWidth,
        beyondContent: Math.round(wrapper.getBoundingClientRect().right - contentRight),
        pageScroll,
        wrappedHeaders,
        covered: [...new Set(covered)],
        spilled: [...new Set(spilled)],
      };
    });
}

function problemsOf(t: TableReport): string[] {
  const out: string[] = [];
  if (t.scrollWidth > t.clientWidth + 1) out.push(`scrolls sideways: ${t.scrollWidth}px in ${t.clientWidth}px`);
  if (t.beyondContent > 1) out.push(`${t.beyondContent}px beyond the content`);
  if (t.pageScroll > 1) out.push(`page scrolls sideways by ${t.pageScroll}px`);
  if (t.wrappedHeaders.length) out.push(`headers wrapped: ${t.wrappedHeaders.join(', ')}`);
  if (t.covered.length) out.push(`covered: ${t.covered.slice(0, 4).join('; ')}`);
  if (t.spilled.length) out.push(`text spills: ${t.spilled.slice(0, 4).join('; ')}`);
  return out;
}

function describeFailure(r: (typeof results)[number]): string {
  const tables = r.tables.map((t) => ({ t, p: problemsOf(t) })).filter((x) => x.p.length);
  return `${r.account} ${r.path} (${r.name}): ${tables.map((x) => `table ${x.t.index + 1}: ${x.p.join('; ')}`).join(' | ')}`;
}

describe('every list page fits 1366 without sideways scroll', () => {
  for (const account of ACCOUNTS) {
    it(`${account}: every table fits and no header wraps a character a line`, { timeout: 120_000 }, async () => {
      const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORT, locale: 'zh-CN', ...contextMotion });
      const page = await context.newPage();
      let pending = 0;
      page.on('request', () => pending++);
      page.on('requestfinished', () => pending--);
      page.on('requestfailed', () => pending--);
      try {
        await page.goto('/login');
        const menuAnswer = page.waitForResponse((r) => r.url().includes('/api/sys/menu/current'));
        await signIn(page, account, DEMO_PASSWORD);
        const menu = ((await (await menuAnswer).json()) as Envelope<MenuNode[]>).data;
        await page.waitForURL(/\/home\//, { timeout: 20_000 });
        const home = new URL(page.url()).pathname;
        const pages = menuPages(menu, home).filter((p) => !p.path.startsWith('/home/') && !visited.has(p.path));
        const mine: typeof results = [];
        for (const p of pages) {
          // through the router (no reload): the shell stays, only the page changes
          await page.evaluate((to) => {
            window.history.pushState({}, '', to);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }, p.path);
          const started = Date.now();
          await settle(page, () => pending);
          if (process.env.TABLES_DEBUG) console.log(`${account} ${p.path} settled in ${Date.now() - started} ms, ${pending} pending`);
          const tables = await page.evaluate(measureTables);
          visited.add(p.path);
          mine.push({ account, path: p.path, name: p.name, tables });
          const file = PHOTOGRAPHED[p.name];
          if (file && tables.length && !results.some((r) => r.name === p.name)) {
            fs.mkdirSync(shotDir, { recursive: true });
            await page.screenshot({ path: path.join(shotDir, `tables-${file}.png`) });
          }
        }
        results.push(...mine);
        const failures = mine.filter((r) => r.tables.some((t) => problemsOf(t).length)).map(describeFailure);
        expect(failures, `${account}: tables that do not fit at 1366×768`).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('found the list pages of the menus (a broken menu or sign-in must not pass for a fit)', () => {
    // 86 distinct list pages when this was written; a few may come and go with the menus
    expect(results.filter((r) => r.tables.length).length).toBeGreaterThanOrEqual(70);
  });
});
