import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shot } from '../support/browser';
import { docxText } from '../support/docx';
import { fillRange, itemLabelled, wallClock } from '../support/meet';
import { AccountPages, Api, button, dialogTitled, pickInDialog, rowOf, stopAfterFailure } from '../support/proposal';
import { type RunningServer, startServer } from '../support/server';

/**
 * Issue 18, a meeting from the form to its end: the office (吴, wu.bgt) creates a meeting through the
 * form with location sign-in and three members from the picker, and releases it; the members get a
 * message. 委员 (weiyuan) signs up for the demo activity whose sign-up window is open. One
 * attendee (wy0002) asks for leave and the office approves it; 委员 signs in by location
 * (800 m away is refused with the distance); the office sees it in 签到管理 and registers the one
 * left (wy0003) absent, and the statistics change. On the demo meeting under way the QR page's code
 * signs the member in. The member's speech is returned with a reason, resubmitted, adopted and is in
 * the manuscript .docx; the office ends the meeting.
 */
const OFFICE = 'wu.bgt';
const MEMBER = 'weiyuan';
const ON_LEAVE = 'wy0002';
const ABSENT = 'wy0003';
const TITLE = '关于推进老旧小区加装电梯的专题协商会';
const SPEECH = '加快老旧小区加装电梯审批与资金保障的建议';
const RETURN_REASON = '请补充资金保障的具体测算依据';
const LEAVE_REASON = '同一时间需出席全国政协调研活动';
/** the meeting place, and the member's phone about 45 m away */
const PLACE = { latitude: 30.2741, longitude: 120.1551 };
const PHONE = { latitude: 30.2745, longitude: 120.1552 };
/** about 800 m north of the place */
const FAR = { latitude: PLACE.latitude + 0.0072, longitude: PLACE.longitude };
const UNDER_WAY = '十四届常委会第十二次会议';
const OPEN_ACTIVITY = '城市更新项目视察';

interface Stats {
  invited: number;
  present: number;
  leave: number;
  absent: number;
  unknown: number;
  rate: number;
}

let server: RunningServer;
let browser: Browser;
let pages: AccountPages;
let office: Api;
let member: Api;
let onLeave: Api;
let absent: Api;
let meetId = '';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  pages = new AccountPages(browser, server.url);
  [office, member, onLeave, absent] = await Promise.all([OFFICE, MEMBER, ON_LEAVE, ABSENT].map((n) => Api.signIn(server, n)));
}, 180_000);
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
const statistics = () => office.get<Stats>(`/meet/attend/statistics/attendResult/${meetId}`);
/** whether one of the account's newest messages says all of `texts` (in its title or content) */
const inboxHas = async (api: Api, ...texts: string[]) => {
  const inbox = await api.post<{ list: unknown[] }>('/web/msg/centre/im/page', { pageNum: 1, pageSize: 15 });
  return inbox.list.some((m) => texts.every((t) => JSON.stringify(m).includes(t)));
};

describe('an organiser releases a meeting; members sign up, take leave, sign in by location and QR code, and speak', () => {
  stopAfterFailure('meet', () => pages.opened());

  it('the office fills in 新增会议 with location sign-in and three attendees from the picker, saves and releases it; they are told', async () => {
    const page = await as(OFFICE, '/meet/list');
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
    await itemLabelled(page, '纬度').locator('input').fill(String(PLACE.latitude));
    await itemLabelled(page, '经度').locator('input').fill(String(PLACE.longitude));
    await itemLabelled(page, '签到范围').locator('input').fill('300');
    await itemLabelled(page, '参加人员').getByRole('button').click();
    await pickInDialog(page, '选择参加人员', [member.me.username, onLeave.me.username, absent.me.username]);
    await button(page, '保存').click();
    await page.waitForURL(/\/meet\/detail\?id=/, { timeout: 30_000 });
    // the member is also on the demo meeting under way: saving warns of the clash and still saves
    const clash = page.locator('.ant-modal-confirm').filter({ hasText: '时间冲突' });
    await clash.waitFor({ timeout: 20_000 });
    expect(await clash.textContent()).toContain(`${member.me.username} 同一时间已安排参加《${UNDER_WAY}》`);
    await button(clash, '知道了').click();
    await clash.waitFor({ state: 'hidden' });
    meetId = new URL(page.url()).searchParams.get('id') ?? '';
    expect(meetId).not.toBe('');
    await expect.poll(() => page.getByText(TITLE).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('草稿').count()).toBeGreaterThan(0);

    await button(page, '发布').click();
    await button(dialogTitled(page, '发布会议'), '确定').click();
    // released, with the same clash named again
    const again = page.locator('.ant-modal-confirm').filter({ hasText: '时间冲突' });
    await again.waitFor({ timeout: 20_000 });
    await button(again, '知道了').click();
    await expect.poll(() => page.getByText('已发布').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await shot(page, 'meet-released');
    for (const api of [member, onLeave, absent]) expect(await inboxHas(api, TITLE)).toBe(true);
    expect(await statistics()).toMatchObject({ invited: 3, present: 0, leave: 0, absent: 0, unknown: 3 });
  });

  it('委员 signs up in 报名 for the demo activity whose sign-up window is open (the demo leaves him off its sign-ups)', async () => {
    const page = await as(MEMBER, '/meetActivity/enters');
    const row = rowOf(page, OPEN_ACTIVITY);
    await row.waitFor({ timeout: 20_000 });
    const before = (await row.textContent()) ?? '';
    // 已报名 reads "8/30人": the head count and the limit
    const count = Number(/(\d+)\/\d+人/.exec(before)?.[1]);
    expect(count).toBeGreaterThan(0);
    await button(row, '报名').click();
    await expect.poll(() => page.getByText('报名成功').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => button(rowOf(page, OPEN_ACTIVITY), '取消报名').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => rowOf(page, OPEN_ACTIVITY).textContent()).toContain(`${count + 1}/`);
    await shot(page, 'meet-signed-up');
  });

  it('an attendee asks for leave in 我的日程 and the office approves it in 请假审核', async () => {
    const page = await as(ON_LEAVE, '/meetActivity/schedule');
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 20_000 });
    await button(row, '请假').click();
    const ask = dialogTitled(page, `请假：${TITLE}`);
    await ask.getByPlaceholder('请输入请假事由').fill(LEAVE_REASON);
    await button(ask, '提交').click();
    await expect.poll(() => page.getByText('请假申请已提交').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => rowOf(page, TITLE).getByText('请假待审核').count(), { timeout: 20_000 }).toBeGreaterThan(0);

    const check = await as(OFFICE, `/meet/apply?id=${meetId}`);
    const apply = check.locator('.ant-table-row').filter({ hasText: onLeave.me.username });
    await apply.waitFor({ timeout: 20_000 });
    expect(await apply.textContent()).toContain(LEAVE_REASON);
    await button(apply, '审核').click();
    const dialog = dialogTitled(check, '审核请假');
    await dialog.getByRole('radio', { name: '同意', exact: true }).check();
    await button(dialog, '提交').click();
    await expect.poll(() => apply.getByText('已同意').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await shot(check, 'meet-leave-approved');
    expect(await statistics()).toMatchObject({ invited: 3, leave: 1, unknown: 2 });
  });

  it('委员 says 参加 and signs in by location; 800 m away is refused with the distance; his 会议目标 counts it', async () => {
    // countByMeeting/attendMeetCount: the meetings attended this year, as the member's 会议目标 card shows them
    const attended = async () => (await member.get<{ done: number }>('/meet/count/annual')).done;
    const before = await attended();
    const page = await as(MEMBER, '/meetActivity/schedule');
    const context = page.context();
    await context.grantPermissions(['geolocation'], { origin: server.url });
    await context.setGeolocation({ ...FAR, accuracy: 10 });
    const row = rowOf(page, TITLE);
    await row.waitFor({ timeout: 20_000 });
    await button(row, '参加').click();
    await expect.poll(() => page.getByText('已回复参加').count()).toBeGreaterThan(0);

    // 800 m away first: the server measures and refuses, naming the distance
    await button(rowOf(page, TITLE), '签到').click();
    const refusal = page.getByText(/您距签到地点约 \d+ 米，超出 300 米签到范围/);
    await expect.poll(() => refusal.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const metres = Number(/约 (\d+) 米/.exec((await refusal.first().textContent()) ?? '')?.[1]);
    expect(metres).toBeGreaterThan(750);
    expect(metres).toBeLessThan(850);

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
    expect(await attended()).toBe(before + 1);
  });

  it('the office sees the sign-in in 签到管理 and registers the one left absent; the statistics change', async () => {
    const page = await as(OFFICE, `/meet/signList?id=${meetId}`);
    const signed = page.locator('.ant-table-row').filter({ hasText: member.me.username });
    await signed.waitFor({ timeout: 20_000 });
    await expect.poll(() => signed.textContent()).toMatch(/定位签到/);
    await expect.poll(() => signed.textContent()).toMatch(/\d+ 米/);
    await expect.poll(() => signed.textContent()).toMatch(/出席/);
    expect(await statistics()).toMatchObject({ invited: 3, present: 1, leave: 1, absent: 0, unknown: 1 });

    const left = page.locator('.ant-table-row').filter({ hasText: absent.me.username });
    await left.locator('.ant-checkbox').click();
    await button(page, '登记出席情况').click();
    const dialog = dialogTitled(page, '登记出席情况');
    await dialog.getByRole('radio', { name: '缺席', exact: true }).check();
    await button(dialog, '确定').click();
    await expect.poll(() => page.getByText('登记成功').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => left.textContent(), { timeout: 20_000 }).toMatch(/缺席/);
    expect(await statistics()).toMatchObject({ invited: 3, present: 1, leave: 1, absent: 1, unknown: 0 });
    await shot(page, 'meet-sign-list');
  });

  it('on the meeting under way the QR page shows a signed code; the member’s phone opens it and is signed in', async () => {
    const found = await office.post<{ list: { id: string; title: string }[] }>('/meet/page', {
      pageNum: 1,
      pageSize: 15,
      title: UNDER_WAY,
    });
    const id = found.list.find((r) => r.title === UNDER_WAY)?.id ?? '';
    expect(id).not.toBe('');
    const page = await as(OFFICE, `/meet/sign/${id}`);
    await page.locator('.ant-qrcode').waitFor({ timeout: 20_000 });
    await shot(page, 'meet-qr');
    const qr = await office.get<{ url: string }>(`/meet/attend/qr/${id}`);
    expect(qr.url).toMatch(new RegExp(`^/meet/sign/${id}\\?code=`));

    const phone = await as(MEMBER, qr.url);
    await phone.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => phone.getByText('签到成功').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await shot(phone, 'meet-qr-signed-phone');
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  it('the member submits a speech; the office returns it with a reason; the member sees the reason and resubmits', async () => {
    const page = await as(MEMBER, '/speak/myEdit');
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

    const check = await as(OFFICE, '/speak/check');
    const row = rowOf(check, SPEECH);
    await row.waitFor({ timeout: 20_000 });
    await button(row, '审核').click();
    await check.waitForURL(/\/speak\/checkForm/);
    await check.getByText('流转记录').waitFor();
    await button(check, '审核').click();
    const dialog = dialogTitled(check, '审核发言');
    await dialog.getByRole('radio', { name: '退回' }).check();
    await dialog.getByPlaceholder(/请填写退回理由/).fill(RETURN_REASON);
    await button(dialog, '确定').click();
    await expect.poll(() => check.getByText('已退回').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await inboxHas(member, '发言被退回', SPEECH, RETURN_REASON)).toBe(true);

    const list = await as(MEMBER, '/speak/myList');
    const mine = rowOf(list, SPEECH);
    await expect.poll(() => mine.getByText('已退回').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await button(mine, '修改').click();
    await page.waitForURL(/\/speak\/myEdit\?id=/);
    await page.getByText(`退回理由：${RETURN_REASON}`).waitFor({ timeout: 20_000 });
    await shot(page, 'meet-speech-returned');
    await page
      .locator('.ant-form-item')
      .filter({ hasText: '发言内容' })
      .locator('[contenteditable="true"]')
      .fill('建议简化加装电梯审批流程；按每台约30万元测算，财政补助每台10万元、住房公积金提取覆盖居民分摊部分，并建立维护保养长效机制。');
    await button(page, '重新提交').click();
    await page.waitForURL(/\/speak\/myList/, { timeout: 30_000 });
    await expect.poll(() => rowOf(page, SPEECH).getByText('待审核').count(), { timeout: 20_000 }).toBeGreaterThan(0);
  });

  it('the office adopts the resubmitted speech and it is in the manuscript .docx of the meeting', async () => {
    const check = await as(OFFICE, '/speak/check');
    const row = rowOf(check, SPEECH);
    await row.waitFor({ timeout: 20_000 });
    await button(row, '审核').click();
    await check.waitForURL(/\/speak\/checkForm/);
    await check.getByText('流转记录').waitFor();
    await button(check, '审核').click();
    const dialog = dialogTitled(check, '审核发言');
    await dialog.getByRole('radio', { name: '采用' }).check();
    await button(dialog, '确定').click();
    await expect.poll(() => check.getByText('已采用').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const mine = await member.post<{ list: { title: string; state: number }[] }>('/speak/my/page', { pageNum: 1, pageSize: 15 });
    expect(mine.list.find((s) => s.title === SPEECH)?.state).toBe(2);

    const page = await as(OFFICE, '/speak/manuscript');
    await page.locator('.ant-select').first().click();
    await page.keyboard.type('加装电梯');
    await page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: TITLE }).click();
    await rowOf(page, SPEECH).waitFor({ timeout: 20_000 });
    await shot(page, 'meet-manuscript');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导出汇编/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.docx$/);
    const buf = fs.readFileSync(await download.path());
    expect(buf.subarray(0, 2).toString()).toBe('PK');
    expect(docxText(buf)).toContain(SPEECH);
  });

  it('the office ends the meeting and its attendance counts one present, one on leave, one absent', async () => {
    const page = await as(OFFICE, `/meet/detail?id=${meetId}`);
    await button(page, '结束').click();
    await button(dialogTitled(page, '结束会议'), '确定').click();
    await expect.poll(() => page.getByText('已结束').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await statistics()).toMatchObject({ invited: 3, present: 1, leave: 1, absent: 1, unknown: 0 });
  });
});
