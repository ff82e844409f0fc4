import { inflateRawSync } from 'node:zlib';
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

/** The entries of a zip (a .docx) by name: the central directory, then each entry's data, stored or deflated. */
export function unzip(buf: Buffer): Map<string, Buffer> {
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const out = new Map<string, Buffer>();
  let at = buf.readUInt32LE(end + 16);
  for (let n = buf.readUInt16LE(end + 10); n > 0; n--) {
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    const local = buf.readUInt32LE(at + 42);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    out.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return out;
}

/** The plain text of a .docx's body: word/document.xml without its tags. */
export const docxText = (buf: Buffer): string => (unzip(buf).get('word/document.xml')?.toString('utf8') ?? '').replace(/<[^>]+>/g, '');
