import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from '../support/browser';
import {
  AccountPages,
  answerOf,
  button,
  type Cast,
  confirmStep,
  detail,
  dialogTitled,
  JOINT_UNIT_NAME,
  LEAD_UNIT,
  LEAD_UNIT_NAME,
  MEMBER,
  OFFICE,
  poll,
  prepare,
  REPLY,
  rowOf,
  signInCast,
  stopAfterFailure,
  TITLE,
} from '../support/proposal';
import { type RunningServer, startServer } from '../support/server';

/**
 * Issue 15, items 4, 7 and 10 on the proposal's steps, at 1366×768: 审查 starts at 立案; 立案, 交办
 * and 提交答复 ask first, naming the proposal; 办结 is not offered (and 确定办结 is off) while a unit
 * still owes its reply; the unit's 联系人 starts empty and 已答复 shows the unit's own state; the member
 * rates with the reply letter and its file in front of them, and reads the letter whole on the
 * detail page; message titles name the proposal; the office's 提交提案 is titled so; exports are
 * named name_YYYYMMDD. The steps no page is about here are taken through the API.
 */
let server: RunningServer;
let browser: Browser;
let cast: Cast;
let id: string;
let accounts: AccountPages;

const LETTER = `${REPLY(LEAD_UNIT_NAME).replace(/<\/?p>/g, '')}${'我局将会同各区教育部门逐校核实课后服务开展情况，按学期公开服务内容、收费标准和学生满意度，并接受人大代表、政协委员和家长代表监督。'.repeat(4)}详见https://jyj.example.gov.cn/kehoufuwu/2026/niandu-zhongdian-gongzuo-anpai-ji-jingfei-baozhang-banfa-quanwen`;
const ATTACHMENT = {
  name: '课后服务答复函附件.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  accounts = new AccountPages(browser, server.url);
  cast = await signInCast(server);
  id = await prepare(cast, 'confirmed');
  // 初分 with the two units suggested: the assignment starts from them (分办)
  await cast.office.post('/proposal/receive', { id, typeId: cast.typeId, suggestUnitIds: [cast.lead.me.orgId, cast.joint.me.orgId] });
});
afterAll(async () => {
  await accounts?.close();
  await browser?.close();
  await server?.stop();
});

/** The account's page at 1366×768, opened at `path`. */
async function at(loginName: string, path: string): Promise<Page> {
  const page = await accounts.as(loginName, path);
  await page.setViewportSize({ width: 1366, height: 768 });
  return page;
}
const settled = async (page: Page, name: string) => {
  await page.waitForTimeout(300);
  await shot(page, name);
};

describe('the proposal steps show the reply, confirm, and name things right', () => {
  stopAfterFailure('steps', () => accounts?.opened() ?? []);

  it('审查 starts at 立案, never at 退回修改, and filing asks first, naming the proposal', async () => {
    const page = await at(OFFICE, `/proposal/checkForm?id=${id}`);
    const file = page.getByRole('radio', { name: '立案', exact: true });
    await file.waitFor({ timeout: 30_000 });
    await poll(() => file.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '退回修改', exact: true }).isChecked()).toBe(false);
    await poll(() => page.locator('.ant-form-item').filter({ hasText: '提案类别' }).last().textContent()).toContain('教育');
    const filed = await answerOf(page, '/proposal/file', async () => {
      await button(page, '提交').click();
      await confirmStep(page, '确认立案');
    });
    expect(filed.code, filed.msg).toBe('00000');
  });

  it('确定交办 asks first, naming the proposal and its units', async () => {
    const page = await at(OFFICE, '/proposal/assignList');
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: '交办', exact: true }).click();
    const dialog = dialogTitled(page, '交办');
    await poll(() => dialog.locator('input[readonly]').first().inputValue()).toContain(LEAD_UNIT_NAME);
    const assigned = await answerOf(page, '/proposal/assign', async () => {
      await button(dialog, '确定交办').click();
      const asked = page.locator('.ant-modal-confirm');
      await asked.waitFor();
      await settled(page, 'steps-assign-confirm');
      expect(await confirmStep(page, '确认交办')).toContain(`交办给${LEAD_UNIT_NAME}、${JOINT_UNIT_NAME}`);
    });
    expect(assigned.code, assigned.msg).toBe('00000');
  });

  it('the unit names its own contact person, confirms its reply, and sees its own state in 已答复', async () => {
    await cast.lead.post('/proposal/sign', { id });
    const page = await at(LEAD_UNIT, `/proposal/handlingForm?id=${id}`);
    const contact = page.getByPlaceholder('请输入联系人');
    await contact.waitFor({ timeout: 30_000 });
    // the account bears the unit's name: the contact person starts empty, never as 市教育局
    expect(await contact.inputValue()).toBe('');
    const editor = page.locator('.ProseMirror').first();
    await editor.click();
    await page.keyboard.insertText(LETTER);
    const files = page.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: /^附件$/ }) });
    await files.locator('input[type=file]').setInputFiles(ATTACHMENT);
    await poll(() => files.locator('.ant-upload-list-item').first().getAttribute('class')).toContain('done');
    await page.getByRole('radio', { name: /^A类/ }).check();
    await contact.fill('张联络');
    const replied = await answerOf(page, '/proposal/reply', async () => {
      await button(page, '提交答复').click();
      await confirmStep(page, '确认提交答复');
    });
    expect(replied.code, replied.msg).toBe('00000');
    await page.waitForURL(/\/proposal\/finishList$/);
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 30_000 });
    // the proposal waits for 市财政局 (办理中); this unit is done with it
    await poll(() => row.locator('.ant-tag').allTextContents()).toContain('已办结');
    expect(await row.textContent()).not.toContain('办理中');
    await settled(page, 'steps-unit-finish-list');
  });

  it('办结 is offered neither on the page nor in 办理跟踪 while a unit still owes its reply', async () => {
    const page = await at(OFFICE, `/proposal/proposalDetail/${id}`);
    // the buttons come with the answer the page is drawn from: 市教育局's reply shows, 办结 does not
    await page.getByRole('region', { name: `${LEAD_UNIT_NAME}的答复` }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: /^办\s*结$/ }).count()).toBe(0);
    await page.goto('/proposal/trackList');
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 30_000 });
    // 办理跟踪 offers 办结 on no row the server would refuse: this one still waits for 市财政局
    await row.getByRole('button', { name: '催办' }).waitFor();
    expect(await row.getByRole('button', { name: '办结' }).count()).toBe(0);
    await settled(page, 'steps-conclude-refused');
  });

  it('the member rates with the reply letter and its file in front of them, and reads the letter whole', async () => {
    await cast.joint.post('/proposal/sign', { id });
    await cast.joint.post('/proposal/reply', {
      id,
      content: REPLY(JOINT_UNIT_NAME),
      fileIds: [],
      handleLevel: 'A',
      contactName: '李联络',
      contactPhone: '13800000001',
    });
    const page = await at(MEMBER, '/proposal/member/myProposalList');
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: '满意度测评' }).click();
    const dialog = dialogTitled(page, '满意度测评');
    await dialog.locator('.ant-form-item').filter({ hasText: '承办单位' }).locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(LEAD_UNIT_NAME, { exact: true }).click();
    await poll(() => dialog.locator('.proposal-reply-letter').textContent()).toContain('我局将会同各区教育部门');
    await dialog.getByText(ATTACHMENT.name).waitFor();
    await settled(page, 'steps-rating-dialog-with-reply');
    await button(dialog, '取消').click();

    await page.goto(`/proposal/proposalDetail/${id}`);
    const reply = page.getByRole('region', { name: `${LEAD_UNIT_NAME}的答复` });
    await poll(() => reply.textContent()).toContain('niandu-zhongdian-gongzuo-anpai');
    await reply.getByText(ATTACHMENT.name).waitFor();
    await reply.scrollIntoViewIfNeeded();
    // the letter wraps inside its card: nothing runs past the right edge, nothing scrolls sideways
    const fits = await reply.locator('.proposal-reply-letter').evaluate((el) => ({
      right: el.getBoundingClientRect().right,
      width: window.innerWidth,
      sideways: el.scrollWidth - el.clientWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    expect(fits.right).toBeLessThanOrEqual(fits.width);
    expect([fits.sideways, fits.page]).toEqual([0, 0]);
    await settled(page, 'steps-detail-reply-letter');
  });

  it('message titles name the proposal', async () => {
    const { number } = await detail(cast.office, id);
    const page = await at(MEMBER, '/message');
    await page
      .locator('.ant-table-row')
      .filter({ hasText: `提案已答复：第${number}号《${TITLE}》` })
      .first()
      .waitFor({ timeout: 30_000 });
    await settled(page, 'steps-message-titles');
  });

  it('the office’s 提交提案 is titled as its menu, and exports are named name_YYYYMMDD', async () => {
    const page = await at(OFFICE, '/proposal/addProposal');
    await page.getByText('代录：提案以所选提案人的名义提交').waitFor({ timeout: 30_000 });
    expect(await page.locator('.ant-card-head-title').first().textContent()).toBe('提交提案');
    expect(await page.getByText('代录提案', { exact: true }).count()).toBe(0);

    await page.goto('/proposal/proposalCount/conditionCount');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: /导\s*出/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^条件统计_\d{8}\.xlsx$/);
  });
});
