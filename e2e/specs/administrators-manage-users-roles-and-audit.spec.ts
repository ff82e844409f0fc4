import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shot, signIn } from '../support/browser';
import { DEMO_PASSWORD, type RunningServer, startServer } from '../support/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openAs(account: string, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, server.url);
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, account, DEMO_PASSWORD);
  await page.waitForURL(new RegExp(`${path}$`), { timeout: 20_000 });
  return { page, close: () => context.close() };
}

describe('administrators manage the system', () => {
  it('the system admin adds a user: a validation error first, then success', async () => {
    const { page, close } = await openAs('admin', '/system/user');
    try {
      await page
        .getByText(/共\s*\d+\s*条数据/)
        .first()
        .waitFor();
      await page.getByRole('button', { name: /新\s*增/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
      await expect.poll(() => dialog.getByText('请输入登录名').count()).toBeGreaterThan(0);
      await shot(page, 'admin-user-add-validation');
      await dialog.getByLabel('登录名').fill('e2e.user');
      await dialog.getByLabel('姓名').fill('测试用户');
      // 用户类型 defaults to 机关工作人员
      await dialog.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
      await expect.poll(() => page.getByText('保存成功').count()).toBeGreaterThan(0);
      // the generated password is shown once
      const pwd = page.getByRole('dialog').filter({ hasText: '新密码' });
      await pwd.waitFor();
      await shot(page, 'admin-user-added');
      await pwd.getByRole('button', { name: '我已记录' }).click();
      await page.getByPlaceholder(/姓名/).first().fill('e2e.user');
      await page
        .getByRole('button', { name: /查\s*询/ })
        .first()
        .click();
      await expect.poll(() => page.getByRole('cell', { name: 'e2e.user' }).count()).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it('the security admin sees roles and online users, not the audit log', async () => {
    const { page, close } = await openAs('secadmin', '/system/role');
    try {
      await page
        .getByText(/共\s*\d+\s*条数据/)
        .first()
        .waitFor();
      await shot(page, 'secadmin-roles');
      await page.goto('/system/auditLog');
      await page.waitForURL(/404|\/system\/auditLog/);
      expect(await page.getByText('审计日志').count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('the audit admin filters the audit log and exports it as xlsx', async () => {
    const { page, close } = await openAs('auditadmin', '/system/auditLog');
    try {
      await page
        .getByText(/共\s*\d+\s*条数据/)
        .first()
        .waitFor();
      await shot(page, 'auditadmin-audit-log');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /导\s*出/ }).click()]);
      const file = await download.path();
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0];
      expect(sheet.rowCount).toBeGreaterThan(1);
      const header = (sheet.getRow(1).values as unknown[]).join(' ');
      expect(header).toMatch(/时间|用户|操作/);
    } finally {
      await close();
    }
  });
});
