import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot } from '../support/browser';
import {
  Api,
  answerOf,
  button,
  CATEGORY,
  CO_SIGNERS,
  detail,
  dialogTitled,
  drawerTitled,
  MEMBER,
  OFFICE,
  PARAGRAPHS,
  pickInDialog,
  poll,
  rowOf,
  signedInAt,
  stopAfterFailure,
  TITLE,
  TYPO,
  toast,
} from '../support/proposal';
import { type RunningServer, startServer } from '../support/server';

/**
 * Issue 5, the proposers' part: 魏远航 (weiyuan) drafts a joint proposal on after-school services,
 * reads the duplicate report (the demo proposal on the same subject is in it), lets 智能纠错 fix
 * a wrong character, and submits through the duplicate report's 确定提交; the two co-signers
 * then confirm in their 联名提案 list. Everything here goes through the pages.
 */
/** the demo proposal the report must name (apps/server/src/modules/proposal/seed/data.ts) */
const DEMO_TWIN = '关于加快推进中小学课后服务提质增效的建议';

let server: RunningServer;
let browser: Browser;
let office: Api;
let coSigners: Api[];
let proposalId = '';
const contexts: BrowserContext[] = [];
const open: Page[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  [office, ...coSigners] = await Promise.all([OFFICE, ...CO_SIGNERS].map((n) => Api.signIn(server, n)));
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

async function pageOf(loginName: string, path: string): Promise<Page> {
  const opened = await newPage(browser, server.url);
  contexts.push(opened.context);
  open.push(opened.page);
  await signedInAt(opened.page, loginName, path);
  return opened.page;
}
const settled = async (page: Page, name: string) => {
  await page.waitForTimeout(500);
  await shot(page, name);
};

describe('a member drafts, checks, corrects and submits a joint proposal that co-signers confirm', () => {
  stopAfterFailure('member-draft', () => open);
  let page: Page;

  it('fills in the title, category, content and two co-signers', async () => {
    page = await pageOf(MEMBER, '/proposal/member/addProposal');
    await page.getByText('字数限制：').waitFor({ timeout: 30_000 });
    await page.getByPlaceholder('请输入提案标题').fill(TITLE);

    await page.getByLabel('提案类别').click();
    await page.keyboard.type(CATEGORY);
    await page.locator('.ant-select-dropdown:visible').getByTitle(CATEGORY, { exact: true }).click();

    const editor = page.locator('.ProseMirror').first();
    await editor.click();
    for (const [i, p] of PARAGRAPHS.entries()) {
      if (i) await page.keyboard.press('Enter');
      await page.keyboard.insertText(p);
    }
    await poll(() => page.getByText(/已输入\d+字，最多2000字/).textContent()).not.toContain('已输入0字');

    const joint = page.locator('.ant-form-item').filter({ hasText: '联名人' });
    await joint.getByRole('button', { name: /选\s*择/ }).click();
    await pickInDialog(
      page,
      '选择联名人',
      coSigners.map((c) => c.me.username),
    );
    await poll(() => joint.locator('input').first().inputValue()).toContain(coSigners[0].me.username);
    await settled(page, 'member-draft-filled');
  });

  it('opens 智能查重 and reads the duplicate report with the demo proposal on the same subject', async () => {
    const checked = answerOf<{ title: string; similarity: number }[]>(page, '/data/intellect/similar/check', () =>
      page
        .locator('.rich-editor-tools')
        .getByRole('button', { name: /智能查重/ })
        .click(),
    );
    const drawer = drawerTitled(page, '智能查重检测报告');
    await drawer.waitFor();
    const report = await checked;
    expect(report.code, report.msg).toBe('00000');
    const twin = report.data.find((r) => r.title === DEMO_TWIN);
    expect(twin, JSON.stringify(report.data.map((r) => r.title))).toBeTruthy();
    expect(twin?.similarity).toBeGreaterThan(0.2);
    const item = drawer.locator('.dup-item').filter({ hasText: DEMO_TWIN }).first();
    await item.waitFor();
    await settled(page, 'member-duplicate-report');
    // the side-by-side comparison marks the shared passages on both sides
    await item.click();
    await poll(() => drawer.locator('section[aria-label="相似内容比对"] mark.dup-mark').count()).toBeGreaterThan(0);
    expect(await drawer.locator('section[aria-label="原文比对"] mark.dup-mark').count()).toBeGreaterThan(0);
    await settled(page, 'member-duplicate-comparison');
    // opened from the toolbar (not from 提交) the report has nothing to submit
    expect(await button(drawer, '确定提交').count()).toBe(0);
    await button(drawer.locator('.ant-drawer-footer'), '关闭').click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('opens 智能纠错 and applies the correction of the wrong character', async () => {
    await page
      .locator('.rich-editor-tools')
      .getByRole('button', { name: /智能纠错/ })
      .click();
    const drawer = drawerTitled(page, '智能纠错');
    const finding = drawer.locator('.intellect-finding').filter({ hasText: '据' }).first();
    await finding.waitFor({ timeout: 30_000 });
    await settled(page, 'member-correction-found');
    await finding.getByRole('button', { name: '应用' }).click();
    await finding.getByText('已应用').waitFor();
    const editor = page.locator('.ProseMirror').first();
    await poll(() => editor.textContent()).toContain(TYPO.right);
    expect(await editor.textContent()).not.toContain(TYPO.wrong);
    await settled(page, 'member-correction-applied');
    await button(drawer.locator('.ant-drawer-footer'), '关闭').click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('submits through 确定提交 of the duplicate report and finds it in 我的提案 as 待初分', async () => {
    await button(page, '提交').click();
    const drawer = drawerTitled(page, '智能查重检测报告');
    await drawer.waitFor();
    await drawer.locator('.dup-item').filter({ hasText: DEMO_TWIN }).first().waitFor({ timeout: 30_000 });
    await settled(page, 'member-submit-duplicate-drawer');
    const added = await answerOf<{ id: string }>(page, '/proposal/add', () => button(drawer, '确定提交').click());
    expect(added.code, added.msg).toBe('00000');
    const body = added.body as {
      submit: boolean;
      isJoint: boolean;
      jointUserIds: string[];
      content: string;
      title: string;
      typeId: string;
    };
    expect(body).toMatchObject({ submit: true, isJoint: true, title: TITLE });
    expect(body.jointUserIds.sort()).toEqual(coSigners.map((c) => c.me.userId).sort());
    expect(body.content).toContain(TYPO.right);
    expect(body.typeId).toBeTruthy();
    proposalId = added.data.id;

    await page.waitForURL(/\/proposal\/member\/myProposalList$/);
    await poll(() => toast(page, '提交成功').count()).toBeGreaterThan(0);
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain('待初分');
    await settled(page, 'member-my-list-submitted');

    const d = await detail(office, proposalId);
    expect(d).toMatchObject({ state: 1, isJoint: true, title: TITLE });
    expect(d.contentText).toContain(TYPO.right);
    expect(d.joints.map((j) => j.state)).toEqual([-1, -1]);
  });

  it('each co-signer confirms the joint proposal in 联名提案', async () => {
    for (const [i, c] of coSigners.entries()) {
      const p = await pageOf(c.me.loginName, '/proposal/jointProposal');
      const row = rowOf(p, TITLE);
      await row.waitFor({ timeout: 30_000 });
      await row.getByRole('button', { name: '确认联名' }).click();
      const dialog = dialogTitled(p, '联名确认');
      await dialog.getByText(`邀请您联名提案《${TITLE}》`).waitFor();
      await dialog.getByRole('radio', { name: '同意', exact: true }).check();
      await dialog.getByPlaceholder('请输入意见').fill('同意联名，课后服务经费保障确需加强。');
      await settled(p, `cosigner-${i + 1}-confirm`);
      const answered = await answerOf(p, '/proposal/joint/answer', () => button(dialog, '确定').click());
      expect(answered.code, answered.msg).toBe('00000');
      expect(answered.body).toMatchObject({ id: proposalId, agree: true });
      await poll(() => toast(p, '已同意联名').count()).toBeGreaterThan(0);
      await dialog.waitFor({ state: 'hidden' });
      await settled(p, `cosigner-${i + 1}-joint-list`);
    }
    const d = await detail(office, proposalId);
    expect(d.joints.map((j) => [j.username, j.state]).sort()).toEqual(coSigners.map((c) => [c.me.username, 1]).sort());
  });
});
