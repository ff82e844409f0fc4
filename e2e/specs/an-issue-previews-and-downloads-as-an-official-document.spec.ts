import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from '../support/browser';
import { unzip } from '../support/docx';
import { AccountPages, Api, button, dialogTitled, rowOf, stopAfterFailure } from '../support/proposal';
import { type RunningServer, startServer } from '../support/server';

/**
 * Issue 17, the periodical composer: 徐欣怡 (xinxi) opens 全部刊物, previews the demo's distributed
 * 社情民意 issue laid out after GB/T 9704 (red header, 第N期（总第M期）, the items' titles), and
 * downloads it as a Word file whose XML carries the header, the number line, the first title and
 * the body in 仿宋 3号.
 */
const EDITOR = 'xinxi';

interface IssueRow {
  id: string;
  title: string;
  typeName: string;
  year: number;
  num: number;
  numLabel: string;
  state: number;
}
interface IssueDetail extends IssueRow {
  items: { title: string }[];
}

let server: RunningServer;
let browser: Browser;
let pages: AccountPages;
let office: Api;
let issue: IssueDetail;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  pages = new AccountPages(browser, server.url);
  office = await Api.signIn(server, EDITOR);
  const all = await office.post<{ list: IssueRow[] }>('/publication/all/page', { pageNum: 1, pageSize: 40, state: 3 });
  const row = all.list.find((r) => r.typeName === '社情民意');
  if (!row) throw new Error('the demo has no distributed 社情民意 issue');
  issue = await office.get<IssueDetail>(`/publication/detail/${row.id}`);
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

const as = async (path: string): Promise<Page> => {
  const page = await pages.as(EDITOR, path);
  await page.setViewportSize({ width: 1366, height: 768 });
  return page;
};

describe('an issue previews and downloads as an official document', () => {
  stopAfterFailure('publication-compose', () => pages.opened());

  it('previews the distributed issue as A4 pages with the red header, the number line and the titles', async () => {
    const page = await as('/info/periodical/all');
    const row = rowOf(page, issue.title).first();
    await row.waitFor({ timeout: 30_000 });
    await button(row, '预览').click();
    const dialog = dialogTitled(page, `排版预览：${issue.typeName}${issue.year}年第${issue.num}期`);
    await dialog.waitFor({ timeout: 30_000 });
    const frame = page.frameLocator('iframe[title="刊物排版预览"]');
    await frame.locator('h1.masthead').waitFor({ timeout: 30_000 });
    expect(await frame.locator('h1.masthead').textContent()).toBe(issue.typeName);
    expect(await frame.locator('.number').first().textContent()).toBe(issue.numLabel);
    expect(await frame.locator('h2.title').first().textContent()).toBe(issue.items[0].title);
    // the header is red, the text in 仿宋 (or its Noto Serif CJK stand-in)
    expect(await frame.locator('h1.masthead').evaluate((e) => getComputedStyle(e).color)).toBe('rgb(255, 0, 0)');
    expect(await frame.locator('body').evaluate((e) => getComputedStyle(e).fontFamily)).toMatch(/^"?仿宋"?, FangSong/);
    // the window fits 1366×768
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 1366 && box.y + box.height <= 768).toBe(true);
    await page.waitForTimeout(500);
    await shot(page, 'publication-compose-preview');
    await page.screenshot({ path: '/tmp/publication-compose-preview.png' });
  }, 120_000);

  it('downloads the issue as a Word file whose XML carries the header, the number line and the first title', async () => {
    const page = await as('/info/periodical/all');
    const dialog = dialogTitled(page, '排版预览');
    if (!(await dialog.isVisible())) {
      await button(rowOf(page, issue.title).first(), '预览').click();
      await dialog.waitFor({ timeout: 30_000 });
    }
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /下载Word/ }).click()]);
    expect(download.suggestedFilename()).toBe(`${issue.typeName}${issue.year}年第${issue.num}期.docx`);
    const zip = unzip(fs.readFileSync(await download.path()));
    const part = (name: string) => zip.get(name)?.toString('utf8') ?? '';
    const doc = part('word/document.xml');
    const styles = part('word/styles.xml');
    const texts = [...doc.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]);
    expect(texts.slice(0, 2)).toEqual([issue.typeName, issue.numLabel]);
    expect(texts).toContain(issue.items[0].title);
    expect(doc).toMatch(/<w:color w:val="FF0000"\/>/);
    expect(styles).toMatch(/w:eastAsia="仿宋"/);
    expect(styles).toContain('<w:sz w:val="32"/>');
    expect(part('word/footer1.xml')).toContain('PAGE');
  }, 120_000);
});
