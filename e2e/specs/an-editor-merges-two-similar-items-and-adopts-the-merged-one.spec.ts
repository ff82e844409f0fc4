import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from '../support/browser';
import { AccountPages, Api, answerOf, button, dialogTitled, rowOf, stopAfterFailure, toast } from '../support/proposal';
import { type RunningServer, startServer } from '../support/server';

/**
 * Issue 16, the information office: 徐欣怡 (xinxi) picks a demo item waiting for adoption, the
 * duplicate engine proposes its near twin from another reporter first, she merges the two into one
 * item with an edited title and adopts it; the adopted list shows it, both reporters are credited,
 * and the exported workbook holds it.
 */
const EDITOR = 'xinxi';
const CHOSEN = '关于加快老旧小区电动自行车充电设施建设的建议';
const TWIN = '老旧小区电动自行车充电难问题亟待解决';
const MERGED = '关于解决老旧小区电动自行车充电难的建议';

let server: RunningServer;
let browser: Browser;
let pages: AccountPages;
let office: Api;
let mergedId = '';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  pages = new AccountPages(browser, server.url);
  office = await Api.signIn(server, EDITOR);
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
/** A screenshot for the record (/tmp/info-manage-*.png) besides the spec's own. */
const keep = async (page: Page, name: string) => {
  await page.waitForTimeout(500);
  await shot(page, name);
  await page.screenshot({ path: `/tmp/${name}.png` });
};

describe('an editor merges two similar items and adopts the merged one', () => {
  stopAfterFailure('info-manage', () => pages.opened());

  it('merges the chosen item with the twin the duplicate engine proposes first', async () => {
    const page = await as('/info/select/selectPage');
    const row = rowOf(page, CHOSEN).first();
    await row.waitFor({ timeout: 30_000 });
    await button(row, '合并').click();
    const dialog = dialogTitled(page, '信息合并');
    const first = dialog.locator('.ant-table-tbody .ant-table-row').first();
    await expect.poll(async () => (await first.textContent()) ?? '', { timeout: 20_000 }).toContain(TWIN);
    expect(await first.textContent()).toMatch(/\d+\.\d{2}%/);
    await first.locator('.ant-checkbox-input').check();
    await dialog.getByLabel('合并后标题').fill(MERGED);
    await keep(page, 'info-manage-merge-form');
    const answer = await answerOf<{ id: string }>(page, '/info/merge', () => button(dialog, '确定合并').click());
    expect(answer.code).toBe('00000');
    mergedId = answer.data.id;
    await toast(page, '合并成功').waitFor();
    const view = await office.get<{ item: { title: string; state: number }; sources: { title: string; reporterName: string }[] }>(
      `/info/merge/view/${mergedId}`,
    );
    expect(view.item).toMatchObject({ title: MERGED, state: 2 });
    expect(view.sources.map((s) => s.title).sort()).toEqual([CHOSEN, TWIN].sort());
  }, 120_000);

  it('adopts the merged item, and the adopted list shows it', async () => {
    const page = await as('/info/infoMgt/adoptPage');
    const row = rowOf(page, MERGED).first();
    await row.waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await rowOf(page, CHOSEN).count()) + (await rowOf(page, TWIN).count())).toBe(0);
    await button(row, '采用').click();
    const dialog = dialogTitled(page, '采用');
    await dialog.getByLabel('意见').fill('两条直报信息合并后采用');
    const answer = await answerOf(page, '/info/adopt', () => button(dialog, '确定').click());
    expect(answer.code).toBe('00000');
    const adopted = await as('/info/infoMgt/infoPage');
    await rowOf(adopted, MERGED).first().waitFor({ timeout: 30_000 });
    await keep(adopted, 'info-manage-list');
    const detail = await office.post<{ state: number; reporters: { name: string; role: number }[] }>(`/info/detail/${mergedId}`);
    expect(detail.state).toBe(3);
    expect(detail.reporters.map((r) => r.name).sort()).toEqual(['城东区政协信息直报点', '民革市委会'].sort());
  }, 120_000);

  it('exports the adopted list as a workbook that opens with the merged item in it', async () => {
    const page = await as('/info/infoMgt/infoPage');
    await rowOf(page, MERGED).first().waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导\s*出/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^社情民意已采用信息_\d{8}\.xlsx$/);
    const file = await download.path();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const titles: unknown[] = [];
    sheet.getColumn(2).eachCell((c) => titles.push(c.value));
    expect(titles[0]).toBe('信息标题');
    expect(titles).toContain(MERGED);
    const total = await office.post<{ adopted: number }>('/info/page/count/0');
    expect(sheet.actualRowCount).toBe(total.adopted + 1);
  }, 120_000);
});
