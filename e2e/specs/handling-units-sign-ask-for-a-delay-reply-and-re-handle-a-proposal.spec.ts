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
  JOINT_UNIT,
  JOINT_UNIT_NAME,
  LEAD_UNIT,
  LEAD_UNIT_NAME,
  OFFICE,
  poll,
  prepare,
  rowOf,
  signInCast,
  stopAfterFailure,
  TITLE,
  toast,
  UNSATISFIED_COMMENT,
} from '../support/proposal';
import { type RunningServer, startServer } from '../support/server';

/**
 * Issue 5, the handling units' part: the office has assigned the member's joint proposal to
 * 市教育局 (lead) and 市财政局 (joint). Both sign for it, 市教育局 asks for a delay that the office
 * grants, both reply; after the member rates 市财政局's answer not satisfied, 市财政局 handles it
 * again and replies a second time.
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
  proposalId = await prepare(cast, 'assigned');
});
afterAll(async () => {
  await accounts?.close();
  await browser?.close();
  await server?.stop();
});

/** The account's page (signed in once per spec), opened at `path`. */
const as = (loginName: string, path: string) => accounts.as(loginName, path);

const settled = async (page: Page, name: string) => {
  await page.waitForTimeout(400);
  await shot(page, name);
};

async function signFor(loginName: string, unitName: string, file: string) {
  const page = await as(loginName, '/proposal/signList');
  const row = rowOf(page, TITLE);
  await row.waitFor({ timeout: 30_000 });
  await row.getByRole('link', { name: '签收' }).click();
  await page.waitForURL(/\/proposal\/signFor\?id=/);
  await page.getByText('确认签收').waitFor();
  await expect.poll(() => page.locator('.ant-descriptions').filter({ hasText: '承办单位' }).first().textContent()).toContain(unitName);
  await page.getByPlaceholder('请输入签收意见').fill(`${unitName}已签收，将按期办理。`);
  await settled(page, `${file}-sign-form`);
  const signed = await answerOf(page, '/proposal/sign', () => button(page, '确认签收').click());
  expect(signed.code).toBe('00000');
  await page.waitForURL(/\/proposal\/handlingList$/);
  await rowOf(page, TITLE).waitFor({ timeout: 30_000 });
  await settled(page, `${file}-handling-list`);
}

async function reply(loginName: string, text: string, file: string) {
  const page = await as(loginName, '/proposal/handlingList');
  const row = rowOf(page, TITLE);
  await row.waitFor({ timeout: 30_000 });
  await row.getByRole('link', { name: '答复', exact: true }).click();
  await page.waitForURL(/\/proposal\/handlingForm\?id=[^&]+$/);
  const editor = page.locator('.ProseMirror').first();
  await editor.waitFor();
  await editor.click();
  await page.keyboard.insertText(text);
  await page.getByRole('radio', { name: /^A类/ }).check();
  // the contact person is a person: it starts empty, never as the unit's name
  const contact = page.getByPlaceholder('请输入联系人');
  expect(await contact.inputValue()).toBe('');
  await contact.fill('张联络');
  await settled(page, `${file}-reply-form`);
  const replied = await answerOf(page, '/proposal/reply', async () => {
    await button(page, '提交答复').click();
    await confirmStep(page, '确认提交答复');
  });
  expect(replied.code, replied.msg).toBe('00000');
  expect((replied.body as { handleLevel: string }).handleLevel).toBe('A');
  expect((replied.body as { content: string }).content).toContain(text.slice(0, 10));
  await page.waitForURL(/\/proposal\/finishList$/);
  await rowOf(page, TITLE).waitFor({ timeout: 30_000 });
  await settled(page, `${file}-finish-list`);
}

describe('handling units sign, ask for a delay, reply and re-handle a proposal', () => {
  stopAfterFailure('units', () => accounts?.opened() ?? []);

  it('市教育局 and 市财政局 each sign for the proposal assigned to them', async () => {
    await signFor(LEAD_UNIT, LEAD_UNIT_NAME, 'unit-lead');
    await signFor(JOINT_UNIT, JOINT_UNIT_NAME, 'unit-joint');
    const d = await detail(cast.office, proposalId);
    expect(formalUnits(d).map((u) => [u.unitName, u.signState])).toEqual([
      [LEAD_UNIT_NAME, 1],
      [JOINT_UNIT_NAME, 1],
    ]);
  });

  it('市教育局 asks for a delay and the office grants it, moving the deadline', async () => {
    const before = formalUnits(await detail(cast.office, proposalId)).find((u) => u.unitName === LEAD_UNIT_NAME);
    expect(before?.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const wanted = new Date(`${before?.deadline}T00:00:00Z`);
    wanted.setUTCDate(wanted.getUTCDate() + 30);
    const delayTo = wanted.toISOString().slice(0, 10);

    const page = await as(LEAD_UNIT, '/proposal/handlingList');
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('link', { name: '申请延期' }).click();
    await page.waitForURL(/type=delay/);
    await page
      .getByText(before?.deadline ?? '')
      .first()
      .waitFor();
    const date = page.getByLabel('申请延期至');
    await date.click();
    await date.fill(delayTo);
    await date.press('Enter');
    await page.getByPlaceholder('请输入延期理由').fill('涉及市财政预算调整，需待明年预算批复后答复。');
    await settled(page, 'unit-lead-delay-form');
    const asked = await answerOf(page, '/proposal/delay/apply', () => button(page, '提交申请').click());
    expect(asked.code, asked.msg).toBe('00000');
    expect((asked.body as { delayDate: string }).delayDate).toBe(delayTo);
    await poll(() => toast(page, '延期申请已提交，请等待提案办审核').count()).toBeGreaterThan(0);

    const office = await as(OFFICE, '/proposal/delayRecord');
    const request = rowOf(office, TITLE).filter({ hasText: LEAD_UNIT_NAME });
    await request.waitFor({ timeout: 30_000 });
    await request.getByRole('button', { name: '审核' }).click();
    const dialog = dialogTitled(office, '审核延期申请');
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: '同意', exact: true }).check();
    await poll(() => dialog.getByLabel('新的答复期限').inputValue()).toBe(delayTo);
    await dialog.getByPlaceholder('请输入审核意见').fill('同意延期。');
    await settled(office, 'office-delay-decide');
    const decided = await answerOf(office, '/proposal/delay/decide', () => button(dialog, '确定').click());
    expect(decided.code, decided.msg).toBe('00000');
    expect(decided.body).toMatchObject({ approve: true, deadline: delayTo });
    await dialog.waitFor({ state: 'hidden' });
    // decided: no 审核 left on the row, the decision and the decider in its place
    await poll(() => request.getByRole('button', { name: '审核' }).count()).toBe(0);
    expect(await request.textContent()).not.toContain('待审核');
    expect(await request.textContent()).toContain(cast.office.me.username);
    await settled(office, 'office-delay-record');

    const after = formalUnits(await detail(cast.office, proposalId)).find((u) => u.unitName === LEAD_UNIT_NAME);
    expect(after?.deadline).toBe(delayTo);
    // the unit sees the new deadline on its list
    const unit = await as(LEAD_UNIT, '/proposal/handlingList');
    await poll(() => rowOf(unit, TITLE).textContent()).toContain(delayTo);
  });

  it('both units reply with an answer letter and a handling result', async () => {
    await reply(LEAD_UNIT, `${LEAD_UNIT_NAME}答复：已将课后服务课程资源库建设列入年度重点工作，统筹校外资源进校园。`, 'unit-lead');
    await reply(JOINT_UNIT, `${JOINT_UNIT_NAME}答复：已安排专项资金支持课后服务，补助标准另行研究。`, 'unit-joint');
    const d = await detail(cast.office, proposalId);
    expect(formalUnits(d).map((u) => [u.unitName, u.signState])).toEqual([
      [LEAD_UNIT_NAME, 2],
      [JOINT_UNIT_NAME, 2],
    ]);
    expect(d.state).toBe(10);
  });

  it('市财政局 handles the proposal again after the member rates its reply not satisfied, and replies again', async () => {
    // the member's rating is the member spec's subject; here it only sends the unit back to work
    await cast.member.post('/proposal/evaluate', {
      id: proposalId,
      unitId: cast.joint.me.orgId,
      satisfaction: 0,
      comment: UNSATISFIED_COMMENT,
    });
    const page = await as(JOINT_UNIT, '/proposal/handlingList');
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('link', { name: '答复', exact: true }).click();
    await page.waitForURL(/\/proposal\/handlingForm\?id=/);
    await page.getByText('第2轮（重新办理）').waitFor();
    await settled(page, 'unit-joint-rehandle-form');
    await reply(
      JOINT_UNIT,
      `${JOINT_UNIT_NAME}再次答复：已会同市教育局制定课后服务经费保障办法，明年起按生均标准足额拨付。`,
      'unit-joint-again',
    );
    const joint = formalUnits(await detail(cast.office, proposalId)).find((u) => u.unitName === JOINT_UNIT_NAME);
    expect(joint).toMatchObject({ signState: 2, round: 2 });
  });
});
