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
  formalUnits,
  JOINT_UNIT_NAME,
  LEAD_UNIT_NAME,
  MEMBER,
  OFFICE,
  poll,
  prepare,
  REHANDLED_REPLY,
  rowOf,
  signInCast,
  stopAfterFailure,
  TITLE,
  toast,
  UNSATISFIED_COMMENT,
} from '../support/proposal';
import { type RunningServer, startServer } from '../support/server';

/**
 * Issue 5, after the replies: both units have answered the member's joint proposal (prepared
 * through the API). The member reads the answers and rates 市财政局's not satisfied, which sends
 * it back to work; once it has answered again (API) the member rates the new answer, and the
 * office concludes the proposal although 市教育局's answer was never rated.
 */
let server: RunningServer;
let browser: Browser;
let cast: Cast;
let proposalId: string;
let accounts: AccountPages;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  accounts = new AccountPages(browser, server.url);
  cast = await signInCast(server);
  proposalId = await prepare(cast, 'replied');
});
afterAll(async () => {
  await accounts?.close();
  await browser?.close();
  await server?.stop();
});

/** The account's page (signed in once per spec), opened at `path`. */
const as = (loginName: string, path: string) => accounts.as(loginName, path);
const settled = async (page: Page, name: string) => {
  await page.waitForTimeout(500);
  await shot(page, name);
};

/** 我的提案 → 满意度测评 on the proposal's row: the rating dialog. */
async function openRating(page: Page) {
  const row = rowOf(page, TITLE);
  await row.waitFor({ timeout: 30_000 });
  await row.getByRole('button', { name: '满意度测评' }).click();
  const dialog = dialogTitled(page, '满意度测评');
  await dialog.locator('.ant-form-item').filter({ hasText: '满意度' }).first().waitFor();
  return dialog;
}
async function chooseUnit(page: Page, dialog: ReturnType<typeof dialogTitled>, unitName: string) {
  await dialog.locator('.ant-form-item').filter({ hasText: '承办单位' }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(unitName, { exact: true }).click();
}

describe('a member rates the replies and the office concludes the proposal', () => {
  stopAfterFailure('rating', () => accounts?.opened() ?? []);

  it('the member reads both answers on the proposal’s page', async () => {
    const page = await as(MEMBER, '/proposal/member/myProposalList');
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('link', { name: '查看' }).click();
    await page.waitForURL(/\/proposal\/proposalDetail\//);
    // the units' table, then every answer letter in full under 答复情况 (nothing to unfold)
    for (const name of [LEAD_UNIT_NAME, JOINT_UNIT_NAME]) {
      await page.locator('.ant-table-row').filter({ hasText: name }).filter({ hasText: '已办结' }).waitFor({ timeout: 30_000 });
      const letter = page.getByRole('region', { name: `${name}的答复` });
      await poll(() => letter.textContent()).toContain(`${name}答复`);
    }
    await page.getByRole('region', { name: `${JOINT_UNIT_NAME}的答复` }).scrollIntoViewIfNeeded();
    await settled(page, 'rating-member-detail');
  });

  it('rates 市财政局’s answer not satisfied with a reason, which sends it back to work', async () => {
    const page = await as(MEMBER, '/proposal/member/myProposalList');
    const dialog = await openRating(page);
    await chooseUnit(page, dialog, JOINT_UNIT_NAME);
    await dialog.getByRole('radio', { name: '不满意' }).check();
    // the reason is required for 不满意
    await button(dialog, '确定').click();
    await poll(() => dialog.locator('.ant-form-item-explain-error').filter({ hasText: '请输入不满意的理由' }).count()).toBe(1);
    await dialog.getByPlaceholder('请输入不满意的理由').fill(UNSATISFIED_COMMENT);
    await settled(page, 'rating-not-satisfied');
    const rated = await answerOf(page, '/proposal/evaluate', async () => {
      await button(dialog, '确定').click();
      expect(await confirmStep(page, '确认测评')).toContain('该单位将重新办理');
    });
    expect(rated.code, rated.msg).toBe('00000');
    expect(rated.body).toMatchObject({ id: proposalId, unitId: cast.joint.me.orgId, satisfaction: 0, comment: UNSATISFIED_COMMENT });
    await poll(() => toast(page, '测评成功').count()).toBeGreaterThan(0);
    await dialog.waitFor({ state: 'hidden' });
    await poll(() => rowOf(page, TITLE).textContent()).toContain('重新办理');
    await settled(page, 'rating-my-list-rehandling');
    const d = await detail(cast.office, proposalId);
    expect(d.state).toBe(11);
    expect(formalUnits(d).find((u) => u.unitName === JOINT_UNIT_NAME)).toMatchObject({ signState: 1, round: 2, satisfaction: 0 });
  });

  it('rates 市财政局’s second answer satisfied', async () => {
    // the unit's second answer is the units spec's subject; here it is only the precondition
    await cast.joint.post('/proposal/reply', {
      id: proposalId,
      content: REHANDLED_REPLY,
      fileIds: [],
      handleLevel: 'A',
      contactName: '张联络',
      contactPhone: '13800000000',
    });
    const page = await as(MEMBER, '/proposal/member/myProposalList');
    const dialog = await openRating(page);
    await chooseUnit(page, dialog, JOINT_UNIT_NAME);
    await dialog.getByRole('radio', { name: '满意', exact: true }).check();
    await dialog.getByPlaceholder('请输入意见建议').fill('经费保障办法已明确，满意。');
    await settled(page, 'rating-satisfied');
    const rated = await answerOf(page, '/proposal/evaluate', async () => {
      await button(dialog, '确定').click();
      await confirmStep(page, '确认测评');
    });
    expect(rated.code, rated.msg).toBe('00000');
    expect(rated.body).toMatchObject({ unitId: cast.joint.me.orgId, satisfaction: 1 });
    await poll(() => toast(page, '测评成功').count()).toBeGreaterThan(0);
    const d = await detail(cast.office, proposalId);
    expect(formalUnits(d).find((u) => u.unitName === JOINT_UNIT_NAME)).toMatchObject({ satisfaction: 1, round: 2 });
    expect(formalUnits(d).find((u) => u.unitName === LEAD_UNIT_NAME)?.satisfaction).toBeNull();
    // 市教育局's answer is still unrated, so the proposal is not concluded yet
    expect(d.state).not.toBe(12);
  });

  it('the office concludes it from 办理跟踪', async () => {
    const page = await as(OFFICE, '/proposal/trackList');
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: '办结' }).click();
    const dialog = dialogTitled(page, '办结');
    await dialog.getByPlaceholder('请输入办结意见').fill('承办单位均已答复，提案人对再次答复表示满意，予以办结。');
    expect(await dialog.getByText('尚未答复').count()).toBe(0);
    await settled(page, 'office-conclude-form');
    const concluded = await answerOf(page, '/proposal/conclude', async () => {
      await button(dialog, '确定办结').click();
      await confirmStep(page, '确认办结');
    });
    expect(concluded.code, concluded.msg).toBe('00000');
    await poll(() => toast(page, '办结成功').count()).toBeGreaterThan(0);
    await dialog.waitFor({ state: 'hidden' });
    await poll(() => rowOf(page, TITLE).count()).toBe(0);
    const d = await detail(cast.office, proposalId);
    expect(d.state).toBe(12);

    const member = await as(MEMBER, '/proposal/member/myProposalList');
    await poll(() => rowOf(member, TITLE).textContent()).toContain('已办结');
    await settled(member, 'rating-my-list-concluded');
  });
});
