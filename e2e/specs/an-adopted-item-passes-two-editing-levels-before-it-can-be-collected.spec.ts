import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from '../support/browser';
import { AccountPages, Api, answerOf, button, dialogTitled, rowOf, stopAfterFailure } from '../support/proposal';
import { type RunningServer, startServer } from '../support/server';

/**
 * Issue 16, the editing flow: the demo type 文化事业 has an editing flow 管理员 → 处长, both levels
 * held by 徐欣怡 (xinxi). An item of that type, once adopted, waits on 编辑审核 and cannot be collected
 * (收入编辑); she edits its title at the first level and passes it, passes the second, and then it
 * is 编辑完成 and can be collected.
 */
const EDITOR = 'xinxi';
const TITLE = '关于提升社区文化活动中心服务水平的建议';
const EDITED = '关于提升社区文化活动中心服务效能的建议';

interface Detail {
  state: number;
  editState?: number;
  editStateName?: string | null;
  versions: { stage: number; title: string }[];
}

let server: RunningServer;
let browser: Browser;
let pages: AccountPages;
let office: Api;
let itemId = '';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  pages = new AccountPages(browser, server.url);
  office = await Api.signIn(server, EDITOR);
  // the item reaches 已采用 through the calls the pages make (reporting, review and adoption have their own specs)
  const reporter = await Api.signIn(server, 'zb_cd');
  const types = await reporter.get<{ id: string; name: string }[]>('/infoType/options');
  const typeId = types.find((t) => t.name === '文化事业')?.id ?? '';
  const added = await reporter.post<{ id: string }>('/web/info/add', {
    typeId,
    title: TITLE,
    content: '<p>部分社区文化活动中心开放时间短、活动内容单一，建议引入社会力量运营，丰富公共文化服务供给。</p>',
    submit: true,
  });
  itemId = added.id;
  for (const who of ['xinxi', 'he.xinxi', 'weiyuan.staff']) {
    const reviewer = who === EDITOR ? office : await Api.signIn(server, who);
    await reviewer.post('/info/check/check', { id: itemId, status: 1, opinion: '同意' });
  }
  await office.post('/info/adopt', { ids: [itemId], adopt: 1 });
}, 180_000);
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

const as = async (path: string): Promise<Page> => {
  const page = await pages.as(EDITOR, path);
  await page.setViewportSize({ width: 1366, height: 768 });
  return page;
};
const detail = () => office.post<Detail>(`/info/detail/${itemId}`);

describe('an adopted item passes two editing levels before it can be collected', () => {
  stopAfterFailure('info-editing', () => pages.opened());

  it('waits at the first editing level and cannot be collected meanwhile', async () => {
    expect((await detail()).editStateName).toBe('编辑审核中 · 管理员');
    await expect(office.post('/info/useInfo', { ids: [itemId], use: true })).rejects.toThrow(
      `信息《${TITLE}》正在编辑审核中，审核完成后方可收入编辑`,
    );
  });

  it('is edited and passed at 管理员 on 编辑审核, the change kept as a version', async () => {
    const page = await as('/info/check/list/editing');
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 30_000 });
    // the state column says the stage; its tooltip names the level
    expect(await row.getByText('编辑审核中', { exact: true }).getAttribute('title')).toBe('已采用 · 编辑审核中 · 管理员');
    await row.getByRole('button', { name: '审核', exact: true }).click();
    const dialog = dialogTitled(page, '编辑审核');
    const title = dialog.getByRole('textbox').first();
    await expect.poll(() => title.inputValue(), { timeout: 20_000 }).toBe(TITLE);
    await title.fill(EDITED);
    await expect.poll(() => dialog.getByRole('radio', { name: '通过' }).isChecked()).toBe(true);
    await shot(page, 'info-editing-dialog');
    const passed = await answerOf(page, '/info/check/edit/check', () => button(dialog, '确定').click());
    expect(passed.code, passed.msg).toBe('00000');
    const d = await detail();
    expect(d.editStateName).toBe('编辑审核中 · 处长');
    expect(d.versions.map((v) => [v.stage, v.title])).toEqual([
      [1, TITLE],
      [4, EDITED],
    ]);
  });

  it('is passed at 处长, then 编辑完成 and collected', async () => {
    const page = await as('/info/check/list/editing');
    const row = rowOf(page, EDITED);
    await row.waitFor({ timeout: 30_000 });
    // the state column says the stage; its tooltip names the level
    expect(await row.getByText('编辑审核中', { exact: true }).getAttribute('title')).toBe('已采用 · 编辑审核中 · 处长');
    await row.getByRole('button', { name: '审核', exact: true }).click();
    const dialog = dialogTitled(page, '编辑审核');
    await expect.poll(() => dialog.getByRole('textbox').first().inputValue(), { timeout: 20_000 }).toBe(EDITED);
    const passed = await answerOf(page, '/info/check/edit/check', () => button(dialog, '确定').click());
    expect(passed.code, passed.msg).toBe('00000');
    await row.waitFor({ state: 'detached', timeout: 20_000 });
    expect((await detail()).editStateName).toBe('编辑完成');
    await office.post('/info/useInfo', { ids: [itemId], use: true });
    const reviewed = await as('/info/check/finish/page');
    const done = rowOf(reviewed, EDITED);
    await done.waitFor({ timeout: 30_000 });
    expect(await done.textContent()).toContain('编辑完成');
    await shot(reviewed, 'info-editing-finished');
  });
});
