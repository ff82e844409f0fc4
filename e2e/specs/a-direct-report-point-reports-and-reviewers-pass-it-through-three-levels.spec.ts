import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from '../support/browser';
import { AccountPages, Api, answerOf, button, dialogTitled, drawerTitled, poll, rowOf, stopAfterFailure, toast } from '../support/proposal';
import { type RunningServer, startServer } from '../support/server';

/**
 * Issue 16, reporting and review: the direct-report point 城东区政协信息直报点 (zb_cd) reports an
 * item with an attachment; the first level (管理员 徐欣怡, xinxi) returns it with a reason, which
 * the reporter reads in the message centre; edited and resubmitted, it passes 管理员 → 处长
 * (何文博) → 副主任 (魏远航, weiyuan.staff) and waits for adoption (待采用).
 */
const REPORTER = 'zb_cd';
const LEVELS = ['xinxi', 'he.xinxi', 'weiyuan.staff'] as const;
const TITLE = '关于加快推进城东片区老旧小区加装电梯的建议';
const PARAGRAPHS = [
  '城东片区共有老旧小区一百二十余个，已加装电梯的不足两成，居民协调难、资金分摊难、审批环节多的问题较为突出。',
  '建议由街道牵头建立加装电梯协调议事机制，明确各楼层分摊比例参考标准，并推行联合审批、一次办结。',
];
const REASON = '请补充涉及的小区名单和已加装电梯的数量';
const ADDED = '涉及小区：东湖小区、南苑小区、纺织新村等十二个小区，已加装电梯二十三部。';
const ATTACHMENT = {
  name: '城东片区老旧小区情况表.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

let server: RunningServer;
let browser: Browser;
let pages: AccountPages;
let office: Api;
let itemId = '';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  pages = new AccountPages(browser, server.url);
  office = await Api.signIn(server, 'xinxi');
});
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

const as = async (loginName: string, path: string): Promise<Page> => {
  const page = await pages.as(loginName, path);
  await page.setViewportSize({ width: 1366, height: 768 });
  return page;
};
const stateOf = async () =>
  await office.post<{ state: number; currentLevel: number | null; levelName: string | null }>(`/info/detail/${itemId}`);
/** A screenshot for the record (/tmp/info-*.png) besides the spec's own. */
const keep = async (page: Page, name: string) => {
  await page.waitForTimeout(500);
  await shot(page, name);
  await page.screenshot({ path: `/tmp/${name}.png` });
};

async function submitThroughDuplicateCheck(page: Page, label: string) {
  await button(page, label).click();
  const drawer = drawerTitled(page, '智能查重检测报告');
  await drawer.waitFor({ timeout: 30_000 });
  await button(drawer, '确定提交').click();
}

async function checkInQueue(page: Page, decide: (dialog: ReturnType<typeof dialogTitled>) => Promise<void>) {
  const row = rowOf(page, TITLE).first();
  await row.waitFor({ timeout: 30_000 });
  await button(row, '审核').click();
  const dialog = dialogTitled(page, '信息审核');
  await dialog.waitFor();
  await decide(dialog);
  const answer = await answerOf(page, '/info/check/check', () => button(dialog, '确定').click());
  expect(answer.code, answer.msg).toBe('00000');
  await dialog.waitFor({ state: 'hidden' });
}

describe('a direct-report point reports and reviewers pass it through three levels', () => {
  stopAfterFailure('info-report', () => pages.opened());

  it('the direct-report point writes an item with an attachment and submits it after the duplicate check', async () => {
    const page = await as(REPORTER, '/social/reportForm');
    await page.getByText('报送信息').first().waitFor({ timeout: 30_000 });
    await page.getByPlaceholder('请输入信息标题').fill(TITLE);
    await page.locator('.ant-form-item').filter({ hasText: '信息类别' }).locator('.ant-select').first().click();
    await page.keyboard.type('教育');
    await page.locator('.ant-select-dropdown:visible').getByTitle('教育', { exact: true }).click();
    const editor = page.locator('.ProseMirror').first();
    await editor.click();
    for (const [i, p] of PARAGRAPHS.entries()) {
      if (i) await page.keyboard.press('Enter');
      await page.keyboard.insertText(p);
    }
    await page.locator('.ant-form-item').filter({ hasText: '执笔人' }).locator('input').fill('王晓明');
    const uploaded = page.locator('.ant-upload-list-item').filter({ hasText: ATTACHMENT.name });
    await page.locator('input[type=file]').last().setInputFiles(ATTACHMENT);
    await poll(() => uploaded.getAttribute('class')).toContain('done');
    await keep(page, 'info-form');
    const added = await answerOf<{ id: string }>(page, '/web/info/add', () => submitThroughDuplicateCheck(page, '报送'));
    expect(added.code, added.msg).toBe('00000');
    itemId = added.data.id;
    await toast(page, '报送成功').waitFor();
    await page.waitForURL((u) => u.pathname === '/social/reportPage');
    await rowOf(page, TITLE).first().waitFor();
    const d = await office.post<{ state: number; levelName: string; attachments: { title: string }[] }>(`/info/detail/${itemId}`);
    expect([d.state, d.levelName, d.attachments.map((f) => f.title)]).toEqual([1, '管理员', [ATTACHMENT.name]]);
  });

  it('the first level returns it with a reason; the reporter reads the reason in the message centre', async () => {
    const page = await as('xinxi', '/info/check/list/all');
    await rowOf(page, TITLE).first().waitFor({ timeout: 30_000 });
    await keep(page, 'info-queue');
    await checkInQueue(page, async (dialog) => {
      await dialog.getByRole('radio', { name: '退回' }).click();
      await dialog.getByRole('radio', { name: '退回上报人修改' }).waitFor();
      await dialog.getByPlaceholder('必填，将通知上报人').fill(REASON);
    });
    expect((await stateOf()).state).toBe(-2);

    const inbox = await as(REPORTER, '/message');
    const msg = inbox.getByText(`信息已退回：《${TITLE}》`).first();
    await msg.waitFor({ timeout: 30_000 });
    await msg.click();
    await inbox.getByText(REASON).first().waitFor();
    await keep(inbox, 'info-returned-message');
  });

  it('the reporter sees the reason on the item, edits it and resubmits it to the first level', async () => {
    const page = await as(REPORTER, `/social/reportForm?id=${itemId}`);
    await page.getByText(`退回理由：${REASON}`).waitFor({ timeout: 30_000 });
    const editor = page.locator('.ProseMirror').first();
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.insertText(ADDED);
    const updated = await answerOf(page, '/web/info/update', () => submitThroughDuplicateCheck(page, '重新报送'));
    expect(updated.code, updated.msg).toBe('00000');
    const d = await stateOf();
    expect([d.state, d.levelName]).toEqual([1, '管理员']);
  });

  it('管理员, 处长 and 副主任 pass it in turn and it waits for adoption', async () => {
    for (const who of LEVELS) {
      const page = await as(who, '/info/check/list/all');
      await checkInQueue(page, async () => {});
    }
    const d = await stateOf();
    expect([d.state, d.currentLevel]).toEqual([2, 999]);
    const page = await as('xinxi', `/info/infoDetail/${itemId}`);
    await page.locator('.ant-tag').filter({ hasText: '待采用' }).first().waitFor({ timeout: 30_000 });
    await page.getByText('审核通过（副主任）').waitFor();
    await page.getByText('版本对比（共2版）').waitFor();
    await keep(page, 'info-detail');
    expect(fs.existsSync('/tmp/info-detail.png')).toBe(true);
  });
});
