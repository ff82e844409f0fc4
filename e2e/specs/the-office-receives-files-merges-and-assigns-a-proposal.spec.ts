import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot } from '../support/browser';
import {
  answerOf,
  button,
  type Cast,
  confirmStep,
  detail,
  dialogTitled,
  formalUnits,
  JOINT_UNIT_NAME,
  LEAD_UNIT_NAME,
  MERGED_TITLE,
  OFFICE,
  pickInDialog,
  poll,
  prepare,
  rowOf,
  signedInAt,
  signInCast,
  stopAfterFailure,
  submitSimilar,
  TITLE,
  toast,
} from '../support/proposal';
import { type RunningServer, startServer } from '../support/server';

/**
 * Issue 5, the proposal office's part (田晓东, tian): the member's joint proposal has been submitted
 * and both co-signers agreed (prepared through the API); another member has submitted a proposal on
 * the same subject. The office receives the first (初分, with suggested units), files it (立案),
 * merges the second into it (并案) and assigns it to 市教育局 (主办) and 市财政局 (会办).
 */
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cast: Cast;
let mainId: string;
let mergedId: string;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  cast = await signInCast(server);
  mainId = await prepare(cast, 'confirmed');
  mergedId = await submitSimilar(cast);
  const opened = await newPage(browser, server.url);
  context = opened.context;
  page = opened.page;
  await signedInAt(page, OFFICE, '/proposal/receiveList');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const settled = async (name: string) => {
  await page.waitForTimeout(500);
  await shot(page, name);
};
const menu = async (name: string, path: string) => {
  await page.locator('.ant-layout-sider').getByText(name, { exact: true }).click();
  await page.waitForURL((u) => u.pathname === path);
};

describe('the office receives, files, merges and assigns a proposal', () => {
  stopAfterFailure('office', () => (page ? [page] : []));

  it('receives the joint proposal with its category and suggested units (初分)', async () => {
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 30_000 });
    expect(await row.textContent()).toContain('待初分');
    await row.getByRole('link', { name: '初分' }).click();
    await page.waitForURL(/\/proposal\/receiveForm\?id=/);
    await page.getByText('确定初分').waitFor();
    // the category chosen by the member is kept
    await poll(() => page.locator('.ant-form-item').filter({ hasText: '提案类别' }).textContent()).toContain('教育');
    // the similar proposal of the other member is offered as a merge candidate
    await page.locator('.ant-form-item').filter({ hasText: '相似提案' }).getByText(MERGED_TITLE).waitFor({ timeout: 30_000 });
    await page
      .locator('.ant-form-item')
      .filter({ hasText: '建议承办单位' })
      .getByRole('button', { name: /选\s*择/ })
      .click();
    await pickInDialog(page, '选择建议承办单位', [LEAD_UNIT_NAME, JOINT_UNIT_NAME]);
    await page.getByPlaceholder('请输入初分意见').fill('属教育类提案，建议由市教育局主办、市财政局会办。');
    await settled('office-receive-form');
    const received = await answerOf(page, '/proposal/receive', () => button(page, '确定初分').click());
    expect(received.code, received.msg).toBe('00000');
    expect((received.body as { suggestUnitIds: string[] }).suggestUnitIds).toEqual([cast.lead.me.orgId, cast.joint.me.orgId]);
    await poll(() => toast(page, '初分成功').count()).toBeGreaterThan(0);
    await page.waitForURL(/\/proposal\/receiveList$/);
    expect((await detail(cast.office, mainId)).state).toBe(2);
  });

  it('files it with a number of the session (立案)', async () => {
    await menu('提案审查', '/proposal/checkList');
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('link', { name: '审查' }).click();
    await page.waitForURL(/\/proposal\/checkForm\?id=/);
    // the review starts at the passing choice, never at 退回修改
    await poll(() => page.getByRole('radio', { name: '立案', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '退回修改', exact: true }).isChecked()).toBe(false);
    await poll(() => page.locator('.ant-form-item').filter({ hasText: '提案类别' }).last().textContent()).toContain('教育');
    await page.getByPlaceholder('请输入审查意见').fill('符合立案条件，予以立案。');
    await settled('office-check-form');
    const filed = await answerOf<{ number: number }>(page, '/proposal/file', async () => {
      await button(page, '提交').click();
      await confirmStep(page, '确认立案');
    });
    expect(filed.code, filed.msg).toBe('00000');
    expect(filed.data.number).toBeGreaterThan(0);
    await poll(() => toast(page, `立案成功，案号为${filed.data.number}`).count()).toBeGreaterThan(0);
    await page.waitForURL(/\/proposal\/checkList$/);
    const d = await detail(cast.office, mainId);
    expect(d).toMatchObject({ state: 3, caseState: 3, number: filed.data.number });
  });

  it('merges the other member’s proposal on the same subject into it (并案)', async () => {
    await menu('提案交办', '/proposal/assignList');
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('link', { name: '并案' }).click();
    await page.waitForURL(/\/proposal\/mergeProposalListForm\?id=/);
    const candidate = page.locator('.ant-table-row').filter({ hasText: MERGED_TITLE });
    await candidate.waitFor({ timeout: 30_000 });
    await candidate.locator('.ant-checkbox').click();
    await page.getByPlaceholder('请输入并案意见').fill('两件提案均聚焦课后服务，合并办理。');
    await settled('office-merge-form');
    const merged = await answerOf(page, '/proposal/merge', async () => {
      await button(page, '确定并案').click();
      await confirmStep(page, '确认并案');
    });
    expect(merged.code, merged.msg).toBe('00000');
    expect(merged.body).toMatchObject({ mainId, ids: [mergedId] });
    await poll(() => toast(page, '并案成功').count()).toBeGreaterThan(0);
    await page.waitForURL(/\/proposal\/mergeProposalList$/);
    await rowOf(page, TITLE).waitFor({ timeout: 30_000 });
    await settled('office-merge-list');
    const d = await detail(cast.office, mainId);
    expect(d.merged.map((m) => m.title)).toEqual([MERGED_TITLE]);
    expect((await detail(cast.office, mergedId)).mergedIntoId).toBe(mainId);
  });

  it('assigns it to 市教育局 (主办) and 市财政局 (会办) (交办)', async () => {
    await menu('提案交办', '/proposal/assignList');
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 30_000 });
    // the merged proposal follows the main one and has left the work list
    expect(await rowOf(page, MERGED_TITLE).count()).toBe(0);
    await row.getByRole('button', { name: '交办', exact: true }).click();
    const dialog = dialogTitled(page, '交办');
    await dialog.getByText('办理方式').waitFor();
    await dialog.getByRole('radio', { name: '主办+会办' }).check();
    await dialog
      .locator('.ant-form-item')
      .filter({ hasText: '主办单位' })
      .getByRole('button', { name: /选\s*择/ })
      .click();
    await pickInDialog(page, '选择主办单位', [LEAD_UNIT_NAME]);
    await dialog
      .locator('.ant-form-item')
      .filter({ hasText: '会办单位' })
      .getByRole('button', { name: /选\s*择/ })
      .click();
    await pickInDialog(page, '选择会办单位', [JOINT_UNIT_NAME]);
    await dialog.getByPlaceholder('请输入交办意见').fill('请市教育局牵头、市财政局配合，认真研究办理。');
    await settled('office-assign-form');
    const assigned = await answerOf(page, '/proposal/assign', async () => {
      await button(dialog, '确定交办').click();
      expect(await confirmStep(page, '确认交办')).toContain(`交办给${LEAD_UNIT_NAME}、${JOINT_UNIT_NAME}`);
    });
    expect(assigned.code, assigned.msg).toBe('00000');
    expect((assigned.body as { units: unknown[] }).units).toEqual([
      { unitId: cast.lead.me.orgId, handleType: 0 },
      { unitId: cast.joint.me.orgId, handleType: 1 },
    ]);
    await poll(() => toast(page, '交办成功').count()).toBeGreaterThan(0);
    await dialog.waitFor({ state: 'hidden' });
    await poll(() => rowOf(page, TITLE).count()).toBe(0);

    await menu('办理跟踪', '/proposal/trackList');
    const tracked = rowOf(page, TITLE);
    await tracked.waitFor({ timeout: 30_000 });
    expect(await tracked.textContent()).toContain('办理中');
    await settled('office-track-list');
    const d = await detail(cast.office, mainId);
    expect(d.state).toBe(10);
    expect(formalUnits(d).map((u) => [u.unitName, u.handleType, u.signState])).toEqual([
      [LEAD_UNIT_NAME, 0, 0],
      [JOINT_UNIT_NAME, 1, 0],
    ]);
    expect((await detail(cast.office, mergedId)).state).toBe(10);
  });
});
