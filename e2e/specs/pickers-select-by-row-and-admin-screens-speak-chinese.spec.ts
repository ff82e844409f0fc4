import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextMotion, launchBrowser, shot } from '../support/browser';
import { Api, button, dialogTitled, MEMBER, OFFICE, signedInAt, stopAfterFailure } from '../support/proposal';
import { type RunningServer, startServer } from '../support/server';

/**
 * Issue 15, items 5 and 6: a picker row is picked by a click on it (or Space) in a dialog that
 * fits 1366×768, and the administrators' tables show no code word.
 */
const VIEWPORT = { width: 1366, height: 768 };
/** English code words that reached the admin tables before (issue 15 #6) */
const RAW = /\b(proposal|outbox|method|password|loginName|null|Mozilla)\b/;

let server: RunningServer;
let browser: Browser;
const pages: Page[] = [];

async function pageAs(loginName: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORT, locale: 'zh-CN', ...contextMotion });
  const page = await context.newPage();
  pages.push(page);
  await signedInAt(page, loginName, path);
  return page;
}

/** The body text of the page's first table once it has rows. */
async function tableText(page: Page): Promise<string> {
  const body = page.locator('.ant-table-tbody').first();
  await body.locator('.ant-table-row').first().waitFor({ timeout: 20_000 });
  return body.innerText();
}

/** A proposal filed with 短信通知 ticked: its SMS is in the outbox with business type proposal. */
async function fileWithSms(): Promise<void> {
  const [member, office] = await Promise.all([Api.signIn(server, MEMBER), Api.signIn(server, OFFICE)]);
  const session = await office.get<{ id: string }>('/proposalSession/set/info');
  const [type] = await office.get<{ id: string }[]>('/proposalType/options');
  const { id } = await member.post<{ id: string }>('/proposal/add', {
    sessionId: session.id,
    title: '关于完善社区养老服务设施的建议',
    content: '<p>建议统筹社区养老服务设施建设，完善日间照料中心布局。</p>',
    typeId: type.id,
    submit: true,
  });
  await office.post('/proposal/receive', { id, typeId: type.id, suggestUnitIds: [] });
  await office.post('/proposal/file', { id, typeId: type.id, opinion: '同意立案', sms: true });
}

beforeAll(async () => {
  const started = Date.now();
  server = await startServer();
  browser = await launchBrowser();
  await fileWithSms();
  console.log(`ready in ${Date.now() - started} ms`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('pickers select by row and admin screens speak Chinese', () => {
  stopAfterFailure('picker-admin', () => pages);

  it('a member picks a co-signer by clicking the name row, then another with Space, in a dialog that fits 768 px', async () => {
    const page = await pageAs(MEMBER, '/proposal/member/addProposal');
    const joint = page.locator('.ant-form-item').filter({ hasText: '联名人' });
    await joint.getByRole('button', { name: /选\s*择/ }).click();
    const picker = dialogTitled(page, '选择联名人');
    const rows = picker.locator('.picker-table .ant-table-row');
    await rows.nth(1).waitFor({ timeout: 20_000 });

    // the footer is on screen, clear of the bottom edge
    const footer = await picker.locator('.ant-modal-footer').boundingBox();
    expect(footer).not.toBeNull();
    expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual(VIEWPORT.height - 8);
    const ok = await button(picker, '确定').boundingBox();
    expect((ok?.y ?? 0) + (ok?.height ?? 0)).toBeLessThanOrEqual(VIEWPORT.height - 8);

    const first = rows.first();
    // a virtual table: the cells are divs; the second is the name
    const nameCell = first.locator('.ant-table-cell').nth(1);
    const name = (await nameCell.innerText()).trim();
    await nameCell.click();
    await picker.getByText('已选择（1）').waitFor();
    expect(await first.locator('.ant-checkbox-input').isChecked()).toBe(true);

    await rows.nth(1).focus();
    await page.keyboard.press('Space');
    await picker.getByText('已选择（2）').waitFor();
    await shot(page, 'picker-row-picked-1366x768');

    await button(picker, '确定').click();
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => joint.locator('input').first().inputValue()).toContain(name);
  });

  it('the system admin reads the SMS outbox and the channel notice in Chinese', async () => {
    const page = await pageAs('admin', '/system/smsOutbox');
    const text = await tableText(page);
    expect(text).toContain('提案');
    expect(text).toContain('发件箱');
    expect(text).not.toMatch(RAW);
    await shot(page, 'admin-sms-outbox-chinese');
    await page.goto('/system/msgAccount');
    const notice = page.locator('.ant-alert').first();
    await notice.waitFor();
    const said = (await notice.textContent()) ?? '';
    expect(said).toContain('运维人员');
    expect(said).not.toMatch(/SMS_|=http/);
  });

  it('the audit admin reads labelled details in the login and audit logs', async () => {
    const page = await pageAs('auditadmin', '/system/loginLog');
    const logins = await tableText(page);
    expect(logins).toContain('登录方式：密码登录');
    expect(logins).not.toMatch(RAW);
    await shot(page, 'auditadmin-login-log-chinese');
    await page.goto('/system/auditLog');
    const trail = await tableText(page);
    expect(trail).toContain('提案');
    expect(trail).not.toMatch(RAW);
  });

  it('the security admin sees each online session as browser / system', async () => {
    const page = await pageAs('secadmin', '/system/online');
    const text = await tableText(page);
    expect(text).toMatch(/Chrome \d+ \/ Linux/);
    expect(text).toContain('密码登录');
    expect(text).not.toMatch(RAW);
    await shot(page, 'secadmin-online-browser-system');
  });
});
