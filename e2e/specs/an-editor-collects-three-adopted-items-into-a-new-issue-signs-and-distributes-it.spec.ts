import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from '../support/browser';
import { AccountPages, Api, answerOf, button, dialogTitled, pickInDialog, poll, rowOf, stopAfterFailure, toast } from '../support/proposal';
import { type RunningServer, startServer } from '../support/server';

/**
 * Issue 17, publications: 徐欣怡 (xinxi) picks three adopted items in the pool, starts a new issue of
 * 社情民意 and sees the numbers it gets (第N期 / 总第M期, after the demo issue 第1期 总第87期); she
 * names a reader, submits it to 魏远航 (weiyuan.staff), who signs it; she distributes it, and the
 * reader may open it.
 */
const EDITOR = 'xinxi';
const SIGNER = 'weiyuan.staff';
const SIGNER_NAME = '魏远航';
const TITLE = '社情民意（浏览器测试刊物）';

let server: RunningServer;
let browser: Browser;
let pages: AccountPages;
let office: Api;
let issueId = '';
let label = '';

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

const as = async (who: string, path: string): Promise<Page> => {
  const page = await pages.as(who, path);
  await page.setViewportSize({ width: 1366, height: 768 });
  return page;
};
/** A screenshot for the record, and a check that the page fits 1366 wide. */
const keep = async (page: Page, name: string) => {
  await page.waitForTimeout(500);
  await shot(page, name);
  await page.screenshot({ path: `/tmp/${name}.png` });
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(1366);
};

interface Detail {
  state: number;
  num: number;
  totalNum: number;
  year: number;
  itemCount: number;
  signerName: string | null;
}

describe('an editor collects three adopted items into a new issue, signs and distributes it', () => {
  stopAfterFailure('publication-edit', () => pages.opened());

  it('collects three items of the pool into a new 社情民意 issue and shows 第N期 / 总第M期', async () => {
    const page = await as(EDITOR, '/info/periodical/edit');
    const rows = page.locator('.ant-table-tbody .ant-table-row');
    await rows.first().waitFor({ timeout: 30_000 });
    for (let i = 0; i < 3; i++) await rows.nth(i).locator('.ant-checkbox-input').check();
    await keep(page, 'publication-edit-pool');
    await button(page, '新建一期').click();
    const dialog = dialogTitled(page, '新建一期');
    const preview = dialog.getByTestId('next-num');
    // the dropdown opens with an animation: a click that lands while it moves is tried again
    await poll(async () => {
      if (await preview.count()) return true;
      const open = page.locator('.ant-select-dropdown:visible');
      if (!(await open.count())) await dialog.getByLabel('刊物类型').click();
      await open
        .getByTitle('社情民意', { exact: true })
        .click({ timeout: 3000 })
        .catch(() => undefined);
      return (await preview.count()) > 0;
    }).toBe(true);
    await poll(async () => (await preview.textContent()) ?? '').toMatch(/将编为 \d{4}年第\d+期（总第\d+期）/);
    const previewed = ((await preview.textContent()) ?? '').replace('将编为 ', '').trim();
    await dialog.getByLabel('刊物标题').fill(TITLE);
    await keep(page, 'publication-edit-new-dialog');
    const answer = await answerOf<{ id: string; num: number; totalNum: number; label: string }>(page, '/publication/editing', () =>
      button(dialog, '新建').click(),
    );
    expect(answer.code).toBe('00000');
    issueId = answer.data.id;
    label = answer.data.label;
    expect(label).toBe(previewed);
    // after the demo issue (第1期, 总第87期 from 总期数起点 86) this one is the next of the year and of the type
    expect(answer.data.totalNum).toBeGreaterThan(87);
    await page.waitForURL((u) => u.pathname === `/info/periodical/edit/${issueId}`, { timeout: 30_000 });
    await poll(async () => (await page.getByTestId('issue-numbers').textContent()) ?? '').toBe(label);
    await poll(() => page.locator('.ant-list-item').count()).toBe(3);
    const d = await office.get<Detail>(`/publication/detail/${issueId}`);
    expect(d).toMatchObject({ state: 0, itemCount: 3 });
    await keep(page, 'publication-edit-form');
    await page.screenshot({ path: '/tmp/publication-edit-form-full.png', fullPage: true });
  }, 180_000);

  it('names a reader and submits the issue to the signer', async () => {
    const page = await as(EDITOR, `/info/periodical/edit/${issueId}`);
    await page.getByTestId('issue-numbers').waitFor({ timeout: 30_000 });
    const readers = page.locator('.ant-form-item').filter({ hasText: '阅读对象（人员）' });
    await button(readers, '选择').click();
    await pickInDialog(page, '选择阅读人员', [SIGNER_NAME]);
    await button(page, '送签').first().click();
    const dialog = dialogTitled(page, '送签');
    await dialog.waitFor({ timeout: 20_000 });
    await button(dialog.locator('.ant-form-item').filter({ hasText: '签发人' }), '选择').click();
    await pickInDialog(page, '选择签发人', [SIGNER_NAME]);
    await keep(page, 'publication-edit-submit-dialog');
    const answer = await answerOf(page, '/publication/submit', () =>
      dialog
        .locator('.ant-modal-footer')
        .getByRole('button', { name: /送\s*签/ })
        .click(),
    );
    expect(answer.code).toBe('00000');
    await toast(page, '送签成功').waitFor();
    const d = await office.get<Detail>(`/publication/detail/${issueId}`);
    expect(d).toMatchObject({ state: 1, signerName: SIGNER_NAME });
    const submitted = await as(EDITOR, '/info/periodical/submitPage');
    await rowOf(submitted, TITLE).first().waitFor({ timeout: 30_000 });
    await keep(submitted, 'publication-submitted-list');
  }, 180_000);

  it('the signer signs it from the sign-off queue', async () => {
    const page = await as(SIGNER, '/info/periodical/adopt');
    const row = rowOf(page, TITLE).first();
    await row.waitFor({ timeout: 30_000 });
    await keep(page, 'publication-sign-queue');
    await button(row, '签发').click();
    const dialog = dialogTitled(page, '签发：');
    await dialog.getByLabel('签发意见').fill('同意印发');
    await keep(page, 'publication-sign-dialog');
    const answer = await answerOf(page, '/publication/adopt', () => button(dialog, '确定').click());
    expect(answer.code).toBe('00000');
    await toast(page, '操作成功').waitFor();
    expect((await office.get<Detail>(`/publication/detail/${issueId}`)).state).toBe(2);
  }, 180_000);

  it('the editor distributes it, and the reader may open it', async () => {
    const page = await as(EDITOR, '/info/periodical/all');
    const row = rowOf(page, TITLE).first();
    await row.waitFor({ timeout: 30_000 });
    const answer = await answerOf(page, '/publication/distribute', () => button(row, '分发').click());
    expect(answer.code).toBe('00000');
    await toast(page, '分发成功').waitFor();
    await poll(async () => (await rowOf(page, TITLE).first().textContent()) ?? '').toContain('已分发');
    await keep(page, 'publication-all-list');
    expect((await office.get<Detail>(`/publication/detail/${issueId}`)).state).toBe(3);
    const reader = await Api.signIn(server, SIGNER);
    expect((await reader.get<Detail>(`/publication/detail/${issueId}`)).state).toBe(3);
    const marked = await answerOf(page, '/publication/setExcellent', () => button(rowOf(page, TITLE).first(), '设为优秀').click());
    expect(marked.code).toBe('00000');
    const excellent = await as(EDITOR, '/info/periodical/excellentList');
    await rowOf(excellent, TITLE).first().waitFor({ timeout: 30_000 });
    await keep(excellent, 'publication-excellent-list');
    // the type settings show 签发人 and 总期数起点
    const types = await as(EDITOR, '/info/publicationType');
    await rowOf(types, '社情民意专报').first().waitFor({ timeout: 30_000 });
    expect(await rowOf(types, '《社情民意》').first().textContent()).toContain('86');
    await keep(types, 'publication-types');
  }, 180_000);
});
