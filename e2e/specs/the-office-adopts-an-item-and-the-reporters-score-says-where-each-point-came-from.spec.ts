import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from '../support/browser';
import { AccountPages, Api, answerOf, button, dialogTitled, drawerTitled, rowOf, stopAfterFailure } from '../support/proposal';
import { type RunningServer, startServer } from '../support/server';

/**
 * Issue 16, scores: an item of the direct-report point 城东区政协信息直报点 (zb_cd) has passed its
 * three levels; the information office adopts it on 信息采用, and at once the unit's score on 积分统计
 * grows, its explanation names the item with the 采用 rule and its points, and the unit statistics
 * count one more adopted item.
 */
const UNIT = '城东区政协信息直报点';
const TITLE = '关于规范城东片区共享单车停放管理的建议';

interface ScoreRow {
  id: string;
  name: string;
  total: number;
}
interface StatResult {
  columns: { key: string; title: string }[];
  rows: { name: string; values: Record<string, number> }[];
}

let server: RunningServer;
let browser: Browser;
let pages: AccountPages;
let office: Api;
let itemId = '';
const year = Number(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 4));

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  pages = new AccountPages(browser, server.url);
  office = await Api.signIn(server, 'xinxi');
  // the item reaches 待采用 through the calls the pages make (reporting and review have their own spec)
  const reporter = await Api.signIn(server, 'zb_cd');
  const types = await reporter.get<{ id: string; name: string }[]>('/infoType/options');
  const typeId = types.find((t) => t.name === '城市治理')?.id ?? types[0].id;
  const added = await reporter.post<{ id: string }>('/web/info/add', {
    typeId,
    title: TITLE,
    content: '<p>城东片区共享单车乱停乱放挤占人行道，建议划定停放区域并纳入企业考核。</p>',
    submit: true,
  });
  itemId = added.id;
  for (const who of ['xinxi', 'he.xinxi', 'weiyuan.staff']) {
    const reviewer = who === 'xinxi' ? office : await Api.signIn(server, who);
    await reviewer.post('/info/check/check', { id: itemId, status: 1, opinion: '同意' });
  }
}, 180_000);
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

const as = async (path: string): Promise<Page> => {
  const page = await pages.as('xinxi', path);
  await page.setViewportSize({ width: 1366, height: 768 });
  return page;
};
const unitScore = async () =>
  (await office.post<{ rows: ScoreRow[] }>('/info/score/statistics', { year, kind: 'unit' })).rows.find((r) => r.name === UNIT)?.total ?? 0;
const adoptedOfUnit = async () => {
  const r = await office.post<StatResult>('/info/statistics/unit/report', { year });
  const key = r.columns.find((c) => c.title.startsWith('采用'))?.key ?? '';
  return r.rows.find((x) => x.name === UNIT)?.values[key] ?? 0;
};

describe('the office adopts an item and the reporter’s score says where each point came from', () => {
  stopAfterFailure('info-score', () => pages.opened());
  let scoreBefore = 0;
  let adoptedBefore = 0;

  it('adopts the item on 信息采用, after a confirmation naming it', async () => {
    scoreBefore = await unitScore();
    adoptedBefore = await adoptedOfUnit();
    const page = await as('/info/infoMgt/adoptPage');
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: '采用', exact: true }).click();
    const dialog = dialogTitled(page, `采用：`);
    await dialog.getByText(TITLE).first().waitFor();
    const adopted = await answerOf(page, '/info/adopt', () => button(dialog, '确定').click());
    expect(adopted.code, adopted.msg).toBe('00000');
    const d = await office.post<{ state: number; adopt: number }>(`/info/detail/${itemId}`);
    expect([d.state, d.adopt]).toEqual([3, 1]);
  });

  it('shows the unit’s higher score at once, and its explanation names the item, the rule and the points', async () => {
    const page = await as('/info/statistic/scoreCount');
    await page.locator('.ant-segmented-item', { hasText: '按上报单位' }).click();
    const row = rowOf(page, UNIT);
    await row.waitFor({ timeout: 30_000 });
    const after = await unitScore();
    expect(after).toBeGreaterThan(scoreBefore);
    expect(await row.textContent()).toContain(String(after));
    await row.click();
    const drawer = drawerTitled(page, UNIT);
    const line = drawer.locator('.ant-table-row').filter({ hasText: TITLE }).filter({ hasText: '采用' });
    await line.first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(300);
    await shot(page, 'info-score-explained');
    // the explanation adds up to the total the table shows
    expect(await drawer.textContent()).toContain(`共${after}分`);
    await adoptedOfUnit().then((n) => expect(n).toBe(adoptedBefore + 1));
  });
});
