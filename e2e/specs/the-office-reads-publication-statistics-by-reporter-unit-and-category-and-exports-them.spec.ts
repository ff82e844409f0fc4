import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from '../support/browser';
import { AccountPages, Api, stopAfterFailure } from '../support/proposal';
import { type RunningServer, startServer } from '../support/server';

/**
 * Issue 17, 刊物统计: the information office opens /info/periodical/statistics, where the demo
 * issue of 社情民意 (distributed, with a leader's instruction) is counted per reporter, per unit and
 * per category (publication type, info category), each as a chart and a table that fit 1366 wide,
 * and downloads the table as xlsx with Chinese headers and its 合计 row.
 */
interface StatResult {
  columns: { key: string; title: string }[];
  rows: { id: string | null; name: string; values: Record<string, number> }[];
  total: Record<string, number>;
}

let server: RunningServer;
let browser: Browser;
let pages: AccountPages;
let office: Api;
const year = Number(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 4));

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  pages = new AccountPages(browser, server.url);
  office = await Api.signIn(server, 'xinxi');
}, 180_000);
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

const open = async (): Promise<Page> => {
  const page = await pages.as('xinxi', '/info/periodical/statistics');
  await page.setViewportSize({ width: 1366, height: 768 });
  return page;
};
const fits = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
const table = (page: Page) => page.locator('.ant-table-tbody');
const chart = (page: Page) => page.locator('.echarts-for-react canvas').first();
/** A screenshot once the bars have grown (ECharts animates them for a second). */
const settledShot = async (page: Page, name: string) => {
  await page.waitForTimeout(1500);
  await shot(page, name);
};

describe('the office reads publication statistics by reporter, unit and category and exports them', () => {
  stopAfterFailure('publication-stats', () => pages.opened());

  it('按上报人: the demo issue’s reporters in a chart and a table with 合计', async () => {
    const r = await office.post<StatResult>('/publication/statistics/reporter', { year });
    expect(r.total.issues).toBeGreaterThan(0);
    expect(r.total.published).toBeGreaterThan(0);
    const page = await open();
    await table(page).getByText(r.rows[0].name, { exact: true }).first().waitFor({ timeout: 30_000 });
    await chart(page).waitFor({ timeout: 30_000 });
    await expect(page.getByText('合计', { exact: true }).count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('columnheader', { name: '刊发条数' }).count()).resolves.toBeGreaterThan(0);
    await fits(page);
    await settledShot(page, 'publication-stats-reporter');
  }, 90_000);

  it('按单位 and 按类别, by publication type and by info category', async () => {
    const page = await open();
    const unit = await office.post<StatResult>('/publication/statistics/unit', { year });
    await page.getByRole('tab', { name: '按单位' }).click();
    await table(page).getByText(unit.rows[0].name, { exact: true }).first().waitFor({ timeout: 30_000 });
    await settledShot(page, 'publication-stats-unit');

    await page.getByRole('tab', { name: '按类别' }).click();
    await table(page).getByText('社情民意', { exact: true }).first().waitFor({ timeout: 30_000 });
    await chart(page).waitFor({ timeout: 30_000 });
    await fits(page);
    await settledShot(page, 'publication-stats-type');

    const byInfo = await office.post<StatResult>('/publication/statistics/type', { year, by: 'infoType' });
    const counted = byInfo.rows.find((x) => x.values.issues > 0);
    expect(counted).toBeTruthy();
    await page.getByText('信息类别', { exact: true }).click();
    await table(page)
      .getByText(counted?.name ?? '', { exact: true })
      .first()
      .waitFor({ timeout: 30_000 });
    await fits(page);
    await settledShot(page, 'publication-stats-info-type');
  }, 90_000);

  it('downloads the table shown as xlsx with Chinese headers and 合计', async () => {
    const page = await open();
    await page.getByRole('tab', { name: '按上报人' }).click();
    await chart(page).waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: /导\s*出/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/刊物统计.*\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['上报人', '期数', '刊发条数', '批示合计']);
    expect((sheet.getRow(sheet.rowCount).values as unknown[])[1]).toBe('合计');
    expect(sheet.rowCount).toBeGreaterThan(2);
  }, 90_000);
});
