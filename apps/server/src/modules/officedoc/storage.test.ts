import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { docx } from '../oss/test-helpers';
import { absolute, sweepUploads } from './files';
import { UPLOAD_MAX_AGE_MS } from './routes';

let t: TestApp;
let word: Buffer;

beforeAll(async () => {
  word = await docx();
  t = await createTestApp();
  // room for two uploads, not three
  t.ctx.config.storage.quotaBytes = word.length * 2 + 10;
});
afterAll(() => t.close());

async function upload(token: string) {
  const boundary = '----cppcc-officedoc-storage';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.docx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    word,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/officedoc/uploadFile.do',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { errorCode: number; errorMessage: string; filePath?: string } };
}

describe('office-document uploads (finding 11)', () => {
  it('count against the per-user quota', async () => {
    const token = await t.login('jiti');
    expect((await upload(token)).body.errorCode).toBe(0);
    expect((await upload(token)).body.errorCode).toBe(0);
    const third = await upload(token);
    expect(third.status).toBe(400);
    expect(third.body.errorMessage).toMatch(/^上传失败：您的文件存储空间已用完/);
    // the quota is per user
    expect((await upload(await t.login('tian'))).body.errorCode).toBe(0);
  });

  it('are swept once older than a day, fresh ones kept', async () => {
    const token = await t.login('weiyuan');
    const old = (await upload(token)).body.filePath as string;
    const fresh = (await upload(token)).body.filePath as string;
    const oldFile = absolute(t.ctx.config, old);
    const twoDaysAgo = new Date(Date.now() - 2 * UPLOAD_MAX_AGE_MS);
    fs.utimesSync(oldFile, twoDaysAgo, twoDaysAgo);
    expect(await sweepUploads(t.ctx.config, UPLOAD_MAX_AGE_MS)).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(oldFile)).toBe(false);
    expect(fs.existsSync(absolute(t.ctx.config, fresh))).toBe(true);
    // a folder left empty goes too
    const freshFile = absolute(t.ctx.config, fresh);
    fs.utimesSync(freshFile, twoDaysAgo, twoDaysAgo);
    await sweepUploads(t.ctx.config, UPLOAD_MAX_AGE_MS);
    expect(fs.existsSync(path.dirname(freshFile))).toBe(false);
  });
});
