import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from '../support/browser';
import { AccountPages, Api, button, dialogTitled, pickInDialog, rowOf, stopAfterFailure } from '../support/proposal';
import { type RunningServer, startServer } from '../support/server';

/**
 * Issue 18, a meeting from the form to its end: the office (吴, wu.bgt) creates a meeting through the
 * form with location sign-in and the member 委员 (weiyuan) as attendee, and releases it; the member
 * finds it in 我的日程, says 参加 and signs in by location (the server measures the distance); the
 * office sees the sign-in in 签到管理; on the demo meeting under way, the QR page shows a signed code
 * that the member's phone opens to sign in; the member writes a speech for the meeting and the office
 * adopts it; the office ends the meeting and the attendance counts it.
 */
const OFFICE = 'wu.bgt';
const MEMBER = 'weiyuan';
const TITLE = '关于推进老旧小区加装电梯的专题协商会';
const SPEECH = '加快老旧小区加装电梯审批与资金保障的建议';
/** the meeting place, and the member's phone about 45 m away */
const PLACE = { latitude: 30.2741, longitude: 120.1551 };
const PHONE = { latitude: 30.2745, longitude: 120.1552 };
const UNDER_WAY = '十四届常委会第十二次会议';

let server: RunningServer;
let browser: Browser;
let pages: AccountPages;
let office: Api;
let member: Api;
let meetId = '';
let memberName = '';

/** Beijing wall clock of now + minutes, as the range picker reads it */
const wallClock = (minutes: number): string => {
  const t = new Date(Date.now() + minutes * 60_000 + 8 * 3_600_000);
  return t.toISOString().slice(0, 16).replace('T', ' ');
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  pages = new AccountPages(browser, server.url);
  office = await Api.signIn(server, OFFICE);
  member = await Api.signIn(server, MEMBER);
  memberName = member.me.username;
}, 180_000);
afterAll(async () => {
  await pages?.close();
  await browser?.close();
  await server?.stop();
});

const asOffice = async (path: string): Promise<Page> => {
  const page = await pages.as(OFFICE, path);
  await page.setViewportSize({ width: 1366, height: 768 });
  return page;
};
const asMember = async (path: string): Promise<Page> => {
  const page = await pages.as(MEMBER, path);
  await page.setViewportSize({ width: 1366, height: 768 });
  return page;
};

/** The form item whose label is exactly `label`. */
const itemLabelled = (page: Page, label: string) =>
  page.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });

/** Types a range into the form item labelled `label`: start, Enter, end, Enter. */
async function fillRange(page: Page, label: string, from: string, to: string) {
  const item = itemLabelled(page, label);
  const start = item.getByPlaceholder('开始时间');
  await start.click();
  await start.fill(from);
  await start.press('Enter');
  const end = item.getByPlaceholder('结束时间');
  await end.fill(to);
  await end.press('Enter');
  await expect.poll(() => end.inputValue()).toBe(to);
}

describe('an organiser releases a meeting, members sign in by location and QR code, and speak', () => {
  stopAfterFailure('meet', () => pages.opened());

  it('the office fills in 新增会议 with location sign-in and an attendee, saves and releases it', async () => {
    const page = await asOffice('/meet/list');
    await button(page, '新增会议').click();
    await page.waitForURL(/\/meet\/add/);
    await itemLabelled(page, '会议类型').locator('.ant-select').click();
    await page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: '专题协商会' }).click();
    await page.getByPlaceholder('请输入标题').fill(TITLE);
    await fillRange(page, '会议时间', wallClock(-30), wallClock(120));
    await page
      .locator('.ant-form-item')
      .filter({ hasText: /^会议地点/ })
      .locator('input')
      .fill('市政协机关三楼会议室');
    await page.getByRole('radio', { name: '定位签到', exact: true }).check();
    const numberIn = (label: string) =>
      page
        .locator('.ant-form-item')
        .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) })
        .locator('input');
    await numberIn('纬度').fill(String(PLACE.latitude));
    await numberIn('经度').fill(String(PLACE.longitude));
    await numberIn('签到范围').fill('300');
    await itemLabelled(page, '参加人员').getByRole('button').click();
    await pickInDialog(page, '选择参加人员', [memberName]);
    await button(page, '保存').click();
    await page.waitForURL(/\/meet\/detail\?id=/, { timeout: 30_000 });
    // the member is also on the demo meeting under way: saving warns of the clash and still saves
    const clash = page.locator('.ant-modal-confirm').filter({ hasText: '时间冲突' });
    await clash.waitFor({ timeout: 20_000 });
    expect(await clash.textContent()).toContain(`${memberName} 同一时间已安排参加《${UNDER_WAY}》`);
    await button(clash, '知道了').click();
    await clash.waitFor({ state: 'hidden' });
    meetId = new URL(page.url()).searchParams.get('id') ?? '';
    expect(meetId).not.toBe('');
    await expect.poll(() => page.getByText(TITLE).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('草稿').count()).toBeGreaterThan(0);

    await button(page, '发布').click();
    const ask = dialogTitled(page, '发布会议');
    await button(ask, '确定').click();
    // released, with the same clash named again
    const again = page.locator('.ant-modal-confirm').filter({ hasText: '时间冲突' });
    await again.waitFor({ timeout: 20_000 });
    await button(again, '知道了').click();
    await expect.poll(() => page.getByText('已发布').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await shot(page, 'meet-released');
    // the member was told
    const inbox = await member.post<{ list: { title: string }[] }>('/web/msg/centre/im/page', { pageNum: 1, pageSize: 15 });
    expect(inbox.list.some((m) => m.title.includes(TITLE))).toBe(true);
  });

  it('the member finds it in 我的日程, says 参加 and signs in by location; 2.3 km away is refused with the distance', async () => {
    const page = await asMember('/meetActivity/schedule');
    const context = page.context();
    await context.grantPermissions(['geolocation'], { origin: server.url });
    await context.setGeolocation({ ...PHONE, accuracy: 10 });
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 20_000 });
    await button(row, '参加').click();
    await expect.poll(() => page.getByText('已回复参加').count()).toBeGreaterThan(0);

    // far away first: the server measures and refuses
    await context.setGeolocation({ latitude: PLACE.latitude + 0.021, longitude: PLACE.longitude, accuracy: 10 });
    await button(rowOf(page, TITLE), '签到').click();
    await expect.poll(() => page.getByText(/超出 300 米签到范围/).count(), { timeout: 20_000 }).toBeGreaterThan(0);

    await context.setGeolocation({ ...PHONE, accuracy: 10 });
    await button(rowOf(page, TITLE), '签到').click();
    await expect.poll(() => page.getByText(/签到成功（距签到地点约 \d+ 米）/).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect
      .poll(
        () =>
          rowOf(page, TITLE)
            .getByText(/^(出席|已签到)$/)
            .count(),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await shot(page, 'meet-member-signed');
  });

  it('the office sees the sign-in in 签到管理 with its way and distance', async () => {
    const page = await asOffice(`/meet/signList?id=${meetId}`);
    const row = page.locator('.ant-table-row').filter({ hasText: memberName });
    await row.waitFor({ timeout: 20_000 });
    await expect.poll(() => row.textContent()).toMatch(/定位签到/);
    await expect.poll(() => row.textContent()).toMatch(/\d+ 米/);
    await expect.poll(() => row.textContent()).toMatch(/出席/);
    await shot(page, 'meet-sign-list');
  });

  it('on the meeting under way the QR page shows a signed code; the member’s phone opens it and is signed in', async () => {
    const found = await office.post<{ list: { id: string; title: string }[] }>('/meet/page', {
      pageNum: 1,
      pageSize: 15,
      title: UNDER_WAY,
    });
    const underWay = found.list.find((r) => r.title === UNDER_WAY);
    expect(underWay).toBeDefined();
    const id = underWay?.id ?? '';
    const page = await asOffice(`/meet/sign/${id}`);
    await page.locator('.ant-qrcode').waitFor({ timeout: 20_000 });
    await shot(page, 'meet-qr');
    const qr = await office.get<{ url: string }>(`/meet/attend/qr/${id}`);
    expect(qr.url).toMatch(new RegExp(`^/meet/sign/${id}\\?code=`));

    const phone = await asMember(qr.url);
    await phone.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => phone.getByText('签到成功').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await shot(phone, 'meet-qr-signed-phone');
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  it('the member writes a speech for the meeting and submits it; the office adopts it', async () => {
    const page = await asMember('/speak/myEdit');
    await itemLabelled(page, '会议').locator('.ant-select').click();
    await page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: TITLE }).click();
    await itemLabelled(page, '发言标题').locator('input').fill(SPEECH);
    await page.getByRole('radio', { name: '书面发言' }).check();
    await page
      .locator('.ant-form-item')
      .filter({ hasText: '发言内容' })
      .locator('[contenteditable="true"]')
      .fill('建议简化加装电梯审批流程，将住房公积金提取和财政补助向加装电梯倾斜，并建立维护保养长效机制。');
    await button(page, '提交').click();
    await page.waitForURL(/\/speak\/myList/, { timeout: 30_000 });
    await rowOf(page, SPEECH).waitFor({ timeout: 20_000 });

    const check = await asOffice('/speak/check');
    const row = rowOf(check, SPEECH);
    await row.waitFor({ timeout: 20_000 });
    await button(row, '审核').click();
    await check.waitForURL(/\/speak\/checkForm/);
    await row.waitFor({ state: 'detached' });
    await check.getByText('流转记录').waitFor();
    await button(check, '审核').click();
    const dialog = dialogTitled(check, '审核发言');
    await dialog.getByRole('radio', { name: '采用' }).check();
    await button(dialog, '确定').click();
    await expect.poll(() => check.getByText('已采用').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const mine = await member.post<{ list: { title: string; state: number }[] }>('/speak/my/page', { pageNum: 1, pageSize: 15 });
    expect(mine.list.find((s) => s.title === SPEECH)?.state).toBe(2);
  });

  it('the office ends the meeting and its attendance counts the member present', async () => {
    const page = await asOffice(`/meet/detail?id=${meetId}`);
    await button(page, '结束').click();
    await button(dialogTitled(page, '结束会议'), '确定').click();
    await expect.poll(() => page.getByText('已结束').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const stats = await office.get<{ invited: number; present: number; rate: number }>(`/meet/attend/statistics/attendResult/${meetId}`);
    expect(stats).toMatchObject({ invited: 1, present: 1 });
  });
});
