import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Pieces of the meetings spec (issue 18): the form's labelled items, the range picker, and the
 * text of a downloaded .docx.
 */

/** Beijing wall clock of now + minutes, as the range picker reads it */
export const wallClock = (minutes: number): string => {
  const t = new Date(Date.now() + minutes * 60_000 + 8 * 3_600_000);
  return t.toISOString().slice(0, 16).replace('T', ' ');
};

/** The form item whose label is exactly `label`. */
export const itemLabelled = (page: Page, label: string) =>
  page.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });

/** Types a range into the form item labelled `label`: start, Enter, end, Enter. */
export async function fillRange(page: Page, label: string, from: string, to: string) {
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
