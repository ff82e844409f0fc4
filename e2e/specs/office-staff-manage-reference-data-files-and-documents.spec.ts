import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot, signIn } from '../support/browser';
import { DEMO_PASSWORD, type RunningServer, startServer } from '../support/server';

/** the office staff account that keeps 会议类型 and the download centre (docs/reference-data.md) */
const STAFF = 'wu.bgt';
/** the picker must hold its own with a conference of this size (docs/selector.md) */
const EXTRA_MEMBERS = 5000;

let server: RunningServer;
let browser: Browser;
let page: Page;
let closeContext: () => Promise<void>;

beforeAll(async () => {
  server = await startServer({ DEMO_EXTRA_MEMBERS: String(EXTRA_MEMBERS) });
  browser = await launchBrowser();
  const opened = await newPage(browser, server.url);
  page = opened.page;
  closeContext = () => opened.context.close();
  await page.goto(`/login?redirect=${encodeURIComponent('/meet/types')}`);
  await signIn(page, STAFF, DEMO_PASSWORD);
  await page.waitForURL(/\/meet\/types$/, { timeout: 20_000 });
});
afterAll(async () => {
  await closeContext?.();
  await browser?.close();
  await server?.stop();
});

/** the next list call of `path` whose JSON body passes `test` */
function listCall(path: string, test: (body: Record<string, unknown>) => boolean = () => true): Promise<Response> {
  return page.waitForResponse((r) => {
    if (!r.url().endsWith(`/api${path}`) || r.request().method() !== 'POST') return false;
    try {
      return test(JSON.parse(r.request().postData() ?? '{}'));
    } catch {
      return false;
    }
  });
}

const dialogTitled = (title: string): Locator =>
  page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
const saveButton = (dialog: Locator) => dialog.getByRole('button', { name: /^保\s*存$/ });
/** the machine may be slow: wait up to 15 s for what the page is about to show */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });
const toast = (text: string) => page.locator('.ant-message').getByText(text);
const fieldError = (dialog: Locator, text: string) => dialog.locator('.ant-form-item-explain-error').filter({ hasText: text });
/** a screenshot once antd's enter and leave animations have run */
async function settledShot(name: string) {
  await page.waitForTimeout(400);
  await shot(page, name);
}

describe('office staff manage reference data, files and documents', () => {
  it('searches, pages and sorts 会议类型, and adds one after a validation error', async () => {
    await page
      .getByText(/共\s*\d+\s*条数据/)
      .first()
      .waitFor();

    const sorted = listCall('/meet/type/page', (b) => b.sort === 'name');
    await page.locator('.ant-table-thead th').filter({ hasText: '名称' }).first().click();
    expect((await sorted).ok()).toBe(true);

    const paged = listCall('/meet/type/page', (b) => b.pageSize === 20 && b.pageNum === 1);
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '20' }).first().click();
    expect((await paged).ok()).toBe(true);

    const searched = listCall('/meet/type/page', (b) => b.keyword === '协商');
    await page.getByLabel('关键字').fill('协商');
    await page
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    const found = (await (await searched).json()) as { data: { list: { name: string }[]; total: number } };
    expect(found.data.total).toBeGreaterThan(0);
    expect(found.data.list.every((t) => t.name.includes('协商'))).toBe(true);
    // the keyword history opens under the box: close it
    await page.getByLabel('关键字').press('Escape');
    await shot(page, 'office-meet-types-searched');

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = dialogTitled('新增会议类型');
    await saveButton(dialog).click();
    await poll(() => fieldError(dialog, '请输入名称').count()).toBe(1);
    await settledShot('office-meet-type-validation');
    await dialog.getByLabel('名称').fill('专题协商会（二）');
    await dialog.getByLabel('类型编码').fill('ztxs2');
    await saveButton(dialog).click();
    await poll(() => toast('保存成功').count()).toBeGreaterThan(0);
    await poll(() => page.getByRole('cell', { name: '专题协商会（二）' }).count()).toBeGreaterThan(0);
  });

  it('adds a download item with an attachment, visible people and an online document, then exports the list', async () => {
    const menu = page.locator('.ant-layout-sider');
    const entry = menu.getByRole('menuitem', { name: /下载中心/ });
    // the directory may already be open: a click would fold it
    if (!(await entry.isVisible())) await menu.getByText('日常办公').click();
    await entry.click();
    await page.waitForURL(/\/dailyOffice\/downloadList$/);
    // the URL changes before the lazy page replaces 会议类型, whose table and 新增 look alike
    await page
      .getByRole('columnheader', { name: /可见范围/ })
      .first()
      .waitFor({ timeout: 20_000 });
    await page.locator('.ant-table-row, .ant-empty-description').first().waitFor();

    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = dialogTitled('新增下载资料');
    await saveButton(form).click();
    await poll(() => fieldError(form, '请输入标题').count()).toBe(1);
    expect(await fieldError(form, '请选择下载类型').count()).toBe(1);
    expect(await fieldError(form, '请上传附件或新建在线文档').count()).toBe(1);
    await settledShot('office-download-validation');

    await form.getByLabel('标题').fill('机关公文处理办法（2026年修订）');
    await form.getByLabel('下载类型').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('制度文件').click();
    await form.getByLabel('说明').fill('办公厅印发，请各处室遵照执行。');

    // upload, remove (after the confirmation) and upload again
    const pdf = {
      name: '公文处理办法.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    };
    const fileInput = form.locator('input[type=file]');
    const uploaded = () => form.locator('.ant-upload-list-item').filter({ hasText: pdf.name });
    await fileInput.setInputFiles(pdf);
    await uploaded().waitFor();
    await poll(() => uploaded().getAttribute('class')).toContain('done');
    await uploaded().hover();
    await uploaded().getByTitle('删除文件').click();
    const confirm = page.locator('.ant-modal-confirm').filter({ hasText: '确定删除该附件吗？' });
    await confirm.waitFor();
    await settledShot('office-download-remove-confirm');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await poll(() => uploaded().count()).toBe(0);
    await fileInput.setInputFiles(pdf);
    await poll(() => uploaded().getAttribute('class')).toContain('done');

    // the picker over 5,000+ members: virtual rows, a search, two picks
    await form.getByRole('button', { name: /^选\s*择$/ }).click();
    const picker = dialogTitled('选择可见人员');
    const all = picker.getByText(/^全部（\d+）$/).first();
    await all.waitFor({ timeout: 20_000 });
    const total = Number((await all.innerText()).match(/（(\d+)）/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(EXTRA_MEMBERS);
    const rows = picker.locator('.picker-table .ant-table-row');
    await rows.first().waitFor({ timeout: 20_000 });
    // virtual: only a window of the rows is in the page
    expect(await rows.count()).toBeLessThan(100);
    await settledShot('office-download-picker-5000');
    await rows.nth(0).locator('.ant-checkbox').click();
    await rows.nth(1).locator('.ant-checkbox').click();
    await picker.getByLabel('人员关键字搜索').fill('魏远航');
    await picker.getByLabel('人员关键字搜索').press('Enter');
    await poll(() => rows.count()).toBe(1);
    await rows.nth(0).locator('.ant-checkbox').click();
    await poll(() => picker.getByText('已选择（3）').count()).toBe(1);
    await picker.getByRole('button', { name: /^确\s*定$/ }).click();
    await poll(() => form.locator('input[placeholder="全部人员"]').inputValue()).toContain('魏远航');

    // a new online document, then edited again
    await form.getByRole('button', { name: /新建文档/ }).click();
    const created = dialogTitled('新建文档');
    await created.locator('#doc-editor-title').fill('机关公文处理办法');
    await created.locator('.ProseMirror').click();
    await page.keyboard.type('第一条 为规范机关公文处理工作，制定本办法。');
    await shot(page, 'office-download-doc-new');
    await created.getByRole('button', { name: /^确\s*定$/ }).click();
    await poll(() => toast('保存成功').count()).toBeGreaterThan(0);
    await poll(() => form.getByText('机关公文处理办法', { exact: true }).count()).toBe(1);
    await form.getByRole('button', { name: /编辑文档/ }).click();
    const edited = dialogTitled('编辑文档');
    await poll(() => edited.locator('.ProseMirror').innerText()).toContain('第一条');
    await edited.locator('.ProseMirror').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('第二条 本办法自印发之日起施行。');
    const saved = page.waitForResponse((r) => r.url().includes('/api/officedoc/api.do') && r.request().method() === 'POST');
    await edited.getByRole('button', { name: /^确\s*定$/ }).click();
    const doc = (await (await saved).json()) as { errorCode: number; html: string };
    expect(doc.errorCode).toBe(0);
    expect(doc.html).toContain('第二条');
    await edited.waitFor({ state: 'hidden' });
    await settledShot('office-download-form-filled');

    const added = listCall('/office/download/center/add');
    await saveButton(form).click();
    const body = JSON.parse((await added).request().postData() ?? '{}') as {
      fileIds: string[];
      visibleUserIds: string[];
      docFileId: string;
    };
    expect(body.fileIds).toHaveLength(1);
    expect(body.visibleUserIds).toHaveLength(3);
    expect(body.docFileId).toBeTruthy();
    expect((await (await added).json()).code).toBe('00000');
    await poll(() => page.getByRole('cell', { name: /机关公文处理办法（2026年修订）/ }).count()).toBeGreaterThan(0);
    await poll(() => page.getByText('3人').count()).toBeGreaterThan(0);
    await form.waitFor({ state: 'hidden' });
    await settledShot('office-download-list');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导\s*出/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      '标题',
      '下载类型',
      '说明',
      '附件数',
      '在线文档',
      '可见范围',
      '状态',
      '排序',
      '下载次数',
      '创建人',
      '创建时间',
    ]);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row.slice(0, 8)).toEqual([
      '机关公文处理办法（2026年修订）',
      '制度文件',
      '办公厅印发，请各处室遵照执行。',
      1,
      '机关公文处理办法',
      '3人',
      '已发布',
      0,
    ]);
    expect(row[9]).toBe('吴海燕');
  });
  it('a member named among the visible people reads the item and downloads its attachment', async () => {
    const reader = await newPage(browser, server.url);
    try {
      const p = reader.page;
      await p.goto(`/login?redirect=${encodeURIComponent('/dailyOffice/downloadList')}`);
      await signIn(p, 'weiyuan', DEMO_PASSWORD);
      await p.waitForURL(/\/dailyOffice\/downloadList$/, { timeout: 20_000 });
      await p
        .getByText(/共\s*1\s*条数据/)
        .first()
        .waitFor();
      // read-only: no 新增, no 导出, no publish switch
      expect(await p.getByRole('button', { name: /新\s*增/ }).count()).toBe(0);
      expect(await p.getByRole('button', { name: /导\s*出/ }).count()).toBe(0);
      await p.getByRole('button', { name: /查\s*看/ }).click();
      const drawer = p.locator('.ant-drawer').filter({ hasText: '机关公文处理办法（2026年修订）' });
      await drawer.getByText('公文处理办法.pdf').waitFor();
      await p.waitForTimeout(400);
      await shot(p, 'member-download-detail');
      const counted = p.waitForResponse((r) => r.url().endsWith('/api/office/download/center/count'));
      const [file] = await Promise.all([p.waitForEvent('download'), drawer.getByRole('link', { name: '下载公文处理办法.pdf' }).click()]);
      expect(file.suggestedFilename()).toBe('公文处理办法.pdf');
      expect(
        fs
          .readFileSync(await file.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      expect(((await (await counted).json()) as { data: { downloadCount: number } }).data.downloadCount).toBe(1);
    } finally {
      await reader.context.close();
    }
  });
});
