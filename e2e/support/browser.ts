import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');

/** The system Chromium, never a downloaded one. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/**
 * As an office PC set to reduce motion: antd's dialogs and menus appear at once. With their zoom, a
 * click on a dialog's button could land while the dialog was still growing from the click point,
 * miss the button and be lost (a CI run lost 信息审核 and 发布会议 so). Chromium's
 * --force-prefers-reduced-motion flag does not reach matchMedia in headless mode; the context's
 * emulation does. E2E_MOTION=1 keeps the motion.
 */
export const contextMotion: { reducedMotion?: 'reduce' } = process.env.E2E_MOTION === '1' ? {} : { reducedMotion: 'reduce' };

export async function newPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', ...contextMotion });
  const page = await context.newPage();
  keepJournal(page);
  return { context, page };
}

const journals = new WeakMap<Page, string[]>();
const JOURNAL_LINES = 40;

/**
 * What a page did that a screenshot cannot show (API calls and their answers, failed requests,
 * console errors), so a failure on a CI machine says more than "timeout".
 */
function keepJournal(page: Page): void {
  const lines: string[] = [];
  journals.set(page, lines);
  const note = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (lines.length > JOURNAL_LINES) lines.shift();
  };
  page.on('request', (r) => {
    if (r.url().includes('/api/')) note(`→ ${r.method()} ${new URL(r.url()).pathname}`);
  });
  page.on('response', (r) => {
    if (r.url().includes('/api/')) note(`← ${r.status()} ${new URL(r.url()).pathname}`);
  });
  page.on('requestfailed', (r) => note(`✗ ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') note(`console.${m.type()} ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => note(`pageerror ${e.message.slice(0, 300)}`));
}

/** The last lines of a page's journal (newPage's pages only). */
export function journalOf(page: Page): string {
  return (journals.get(page) ?? []).join('\n');
}

export async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: false });
}

/** Signs in through the password tab of the login page. */
export async function signIn(page: Page, loginName: string, password: string): Promise<void> {
  await page.getByPlaceholder('用户名', { exact: true }).fill(loginName);
  await page.getByPlaceholder('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}
