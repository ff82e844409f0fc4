import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from '../support/browser';
import { AccountPages, Api, answerOf, button, dialogTitled, poll, rowOf, stopAfterFailure } from '../support/proposal';
import { type RunningServer, startServer } from '../support/server';

/**
 * Issue 17, the readers' side: on the demo 社情民意 issue (distributed by the edit part's seed) the
 * information office records a city leader's instruction on the item of 魏远航 (weiyuan); he finds
 * the message in the message centre and the instruction on /social/periodical/instruct, and his
 * score for the year rises by the 市级领导批示 rule's 6 points, the explanation naming the leader
 * and the issue. jiti, not on the issue's distribution list, is refused on the reading page and by
 * the API (403). A reader on the list (chengban, 市教育局) reads it and leaves a receipt.
 */
const LEADER = '周明远';
const CONTENT = '这条信息反映的问题要高度重视，请市交通运输局会同相关部门研究解决。';

interface IssueRow {
  id: string;
  typeName: string;
  numLabel: string;
  title: string;
}
interface IssueDetail {
  items: { infoId: string; title: string; reporterNames: string }[];
}
interface ScoreRow {
  id: string;
  total: number;
}
interface ScoreLine {
  event: string;
  itemId: string;
  points: number;
  note: string | null;
}

let server: RunningServer;
let browser: Browser;
let pages: AccountPages;
let office: Api;
let member: Api;
let issue: IssueRow;
let item: { infoId: string; title: string };
const year = Number(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 4));

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  pages = new AccountPages(browser, server.url);
  office = await Api.signIn(server, 'xinxi');
  member = await Api.signIn(server, 'weiyuan');
  const issues = await office.post<{ list: IssueRow[] }>('/publication/all/page', { state: 3, pageNum: 1, pageSize: 40 });
  const found = issues.list.find((r) => r.typeName === '社情民意');
  if (!found) throw new Error('the demo seed has no distributed 社情民意 issue');
  issue = found;
  const d = await office.get<IssueDetail>(`/publication/detail/${issue.id}`);
  const mine = d.items.find((i) => i.reporterNames.includes(member.me.username));
  if (!mine) throw new Error('the demo issue has no item of weiyuan');
  item = mine;
}, 180_000);
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
const scoreOf = async (userId: string) =>
  (await office.post<{ rows: ScoreRow[] }>('/info/score/statistics', { year, kind: 'person' })).rows.find((r) => r.id === userId)?.total ??
  0;
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const pick = async (page: Page, field: string, text: string) => {
  const dialog = dialogTitled(page, '登记领导批示');
  await dialog
    .locator('.ant-form-item')
    .filter({ has: page.locator(`#${field}`) })
    .locator('.ant-select')
    .click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first();
  await option.waitFor({ timeout: 20_000 });
  await option.click();
};

describe('a leader’s instruction reaches the reporter and raises their score', () => {
  stopAfterFailure('publication-instruction', () => pages.opened());
  let before = 0;

  it('a reader on the list opens the issue from 收到的刊物 and leaves a read receipt', async () => {
    const page = await as('chengban', '/info/openPeriodical');
    const row = rowOf(page, issue.title).first();
    await row.waitFor({ timeout: 30_000 });
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'publication-open-list');
    await row.getByRole('link').first().click();
    await page.getByRole('tab', { name: '刊物正文' }).waitFor({ timeout: 30_000 });
    await page.getByText(issue.numLabel).first().waitFor();
    await page.getByText(/阅读于/).waitFor({ timeout: 20_000 });
    // the composer's layout of the issue, when it answers; else the items laid out on the page
    const laidOut = page.frameLocator('iframe').getByText(issue.numLabel).or(page.getByText(issue.numLabel).nth(1));
    await laidOut.first().waitFor({ timeout: 30_000 });
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'publication-reading');
    const readers = await office.get<{ rows: { name: string; readAt: string | null }[] }>(`/publication/readers/${issue.id}`);
    expect(readers.rows.find((r) => r.name === '市教育局')?.readAt).toBeTruthy();
  });

  it('the office records a city leader’s instruction on weiyuan’s item', async () => {
    before = await scoreOf(member.me.userId);
    const page = await as('xinxi', '/info/periodical/instruct');
    await button(page, '登记批示').click();
    const dialog = dialogTitled(page, '登记领导批示');
    await dialog.waitFor();
    await pick(page, 'publicationId', issue.title);
    await pick(page, 'infoId', item.title);
    await dialog.locator('#leaderName').fill(LEADER);
    await dialog.locator('#leaderPost').fill('市人民政府副市长');
    await dialog.locator('#content').fill(CONTENT);
    expect(
      await dialog
        .locator('.ant-form-item')
        .filter({ has: page.locator('#level') })
        .textContent(),
    ).toContain('市级领导');
    await shot(page, 'publication-instruction-form');
    const added = await answerOf(page, '/publicationInstruction/add', () => button(dialog, '保存').click());
    expect(added.code, added.msg).toBe('00000');
    await rowOf(page, LEADER).first().waitFor({ timeout: 30_000 });
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'publication-instruction-list');
  });

  it('weiyuan reads the message, sees the instruction and his score is 6 points higher, explained', async () => {
    const inbox = await as('weiyuan', '/message');
    const msg = inbox.getByText('您的信息获得领导批示').first();
    await msg.waitFor({ timeout: 30_000 });
    await shot(inbox, 'publication-instruction-message');

    const page = await as('weiyuan', '/social/periodical/instruct');
    await page.getByText(CONTENT).first().waitFor({ timeout: 30_000 });
    await page.getByText(LEADER).first().waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'publication-instruction-reporter');

    await poll(() => scoreOf(member.me.userId)).toBe(before + 6);
    const explained = await office.post<{ lines: ScoreLine[] }>('/info/score/statistics/detail', {
      year,
      kind: 'person',
      id: member.me.userId,
    });
    const line = explained.lines.find((l) => l.event === 'instruction' && l.itemId === item.infoId && l.note?.includes(LEADER));
    expect(line?.points).toBe(6);
    expect(line?.note).toContain(issue.numLabel);
    const scores = await as('xinxi', '/info/statistic/scoreCount');
    await rowOf(scores, member.me.username).first().waitFor({ timeout: 30_000 });
    expect(await fitsWidth(scores)).toBe(true);
    await shot(scores, 'publication-instruction-score');
  });

  it('jiti, not on the distribution list, is refused on the page and by the API', async () => {
    const page = await as('jiti', `/periodical/periodicalDetail/${issue.id}`);
    await page.getByText('无权阅读').waitFor({ timeout: 30_000 });
    await page.getByText('您不在该期刊物的阅读范围内').waitFor();
    await shot(page, 'publication-reader-refused');
    const jiti = await Api.signIn(server, 'jiti');
    const res = await fetch(`${server.url}/api/publication/read/${issue.id}`, { headers: { authorization: `Bearer ${jiti.me.token}` } });
    expect(res.status).toBe(403);
  });

  it('the office’s feedback list and the reader’s own feedback page', async () => {
    const list = await as('xinxi', '/info/periodical/feedback');
    await rowOf(list, '市教育局').first().waitFor({ timeout: 30_000 });
    expect(await fitsWidth(list)).toBe(true);
    await shot(list, 'publication-feedback-office');
    // 我的反馈: the reader's own feedback (the demo one of 市教育局 on the issue) and 新增反馈
    const mine = await as('chengban', '/social/takePeriodical/feedback');
    await mine.locator('.ant-table').first().waitFor({ timeout: 30_000 });
    await mine.waitForTimeout(1_000);
    await shot(mine, 'publication-feedback-mine');
    expect(
      await mine.getByRole('button', { name: '新增反馈' }).count(),
      'manage/routes.tsx routes /social/takePeriodical/feedback to 采用反馈 before this page',
    ).toBe(1);
    await rowOf(mine, issue.numLabel).first().waitFor({ timeout: 10_000 });
  });
});
