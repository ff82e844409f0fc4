import fs from 'node:fs';
import type { OssFile } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { sanitizeTitle } from './names';
import { activeNameIn } from './pdf-scan';
import { fileUrl } from './signing';
import { createOssTestApp, EXE, multipart, type Part, PDF, PNG, zipOf } from './test-helpers';

let t: TestApp;
let outside: string;
const QUOTA = 64 * 1024;

async function upload(token: string, file: Part, fields: Record<string, string> = { module: 'proposal' }) {
  const { payload, headers } = multipart(fields, file);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sys/oss/upload',
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { code: string; msg: string; data: OssFile } };
}
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  ({ t, outside } = await createOssTestApp({ quotaBytes: QUOTA, urlTtlMinutes: 10 }));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outside, { recursive: true, force: true });
});

describe('signed file addresses (finding 15)', () => {
  it('live minutes, not hours, and carry the session', async () => {
    const token = await t.login('weiyuan');
    const f = (await upload(token, { name: '照片.png', data: PNG })).body.data;
    const u = new URL(f.url, 'http://x');
    expect(u.pathname).toBe(`/api/sys/oss/rpc/download/${f.id}`);
    const ttl = Number(u.searchParams.get('t')) - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(9 * 60);
    expect(ttl).toBeLessThanOrEqual(11 * 60);
    expect(u.searchParams.get('s')).toBeTruthy();
    expect((await get(f.url)).statusCode).toBe(200);
  });

  it('are refused once the session that signed them signed out', async () => {
    const token = await t.login('weiyuan');
    const f = (await upload(token, { name: '材料.pdf', data: PDF })).body.data;
    expect((await get(f.url)).statusCode).toBe(200);
    expect((await get('/api/sso/logout/current', token)).statusCode).toBe(200);
    const after = await get(f.url);
    expect(after.statusCode).toBe(403);
    expect(after.json().msg).toBe('下载链接无效或已过期');
  });

  it('are refused past their time, and when the session in them is swapped', async () => {
    const token = await t.login('weiyuan');
    const f = (await upload(token, { name: '材料.pdf', data: PDF })).body.data;
    const u = new URL(f.url, 'http://x');
    const sid = u.searchParams.get('s') as string;
    const old = fileUrl(f.id, f.module, Date.now() - 11 * 60_000, sid);
    expect((await get(old)).statusCode).toBe(403);
    // the record read again in the same session is signed for that session
    const again = (await get(`/api/sys/oss/rpc/file/${f.id}`, token)).json().data as OssFile;
    expect(new URL(again.url, 'http://x').searchParams.get('s')).toBe(sid);
    // another session id in a genuine address breaks its signature
    u.searchParams.set('s', `${sid.slice(0, -1)}x`);
    expect((await get(u.pathname + u.search)).statusCode).toBe(403);
  });

  it('in a sign-in answer are signed for the session that sign-in opened', async () => {
    const token = await t.login('chengban');
    const photo = (await upload(token, { name: '头像.png', data: PNG }, { module: 'photo' })).body.data;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/personal/avatar/update',
      headers: { authorization: `Bearer ${token}` },
      payload: { fileId: photo.id },
    });
    expect(set.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sso/login',
      payload: { username: 'chengban', password: t.encrypt(DEMO_PASSWORD) },
    });
    const { token: fresh, user } = res.json().data as { token: string; user: { avatar: string } };
    const sid = JSON.parse(Buffer.from(fresh.split('.')[1], 'base64url').toString()).sid as string;
    expect(new URL(user.avatar, 'http://x').searchParams.get('s')).toBe(sid);
    expect((await get(user.avatar)).statusCode).toBe(200);
    await get('/api/sso/logout/current', fresh);
    expect((await get(user.avatar)).statusCode).toBe(403);
  });

  it('are not made without a signed-in request: the bearer-only address instead', () => {
    expect(fileUrl('abc', 'proposal')).toBe('/api/sys/oss/file/abc');
  });
});

describe('storage quota (finding 11)', () => {
  it('refuses an upload over the per-user quota with a Chinese 400', async () => {
    const token = await t.login('jiti');
    const big = Buffer.concat([PDF.subarray(0, PDF.length - 6), Buffer.alloc(40 * 1024, 0x20), Buffer.from('%%EOF\n')]);
    expect((await upload(token, { name: '一.pdf', data: big })).status).toBe(200);
    const over = await upload(token, { name: '二.pdf', data: big });
    expect(over.status).toBe(400);
    expect(over.body.msg).toMatch(/^上传失败：您的文件存储空间已用完（上限 \d+MB），请删除不再需要的附件后重试$/);
    // another user is not affected
    expect((await upload(await t.login('tian'), { name: '三.pdf', data: big })).status).toBe(200);
  });
});

describe('archives, PDFs and names (finding 17)', () => {
  it('refuses a zip holding a program, by content or by name', async () => {
    const token = await t.login('xinxi');
    const renamed = await zipOf((z) => z.addBuffer(EXE, '资料/说明.txt'));
    const named = await zipOf((z) => z.addBuffer(Buffer.from('echo hi'), 'run.bat'));
    const plain = await zipOf((z) => z.addBuffer(Buffer.from('纯文本'), '说明.txt'));
    for (const data of [renamed, named]) {
      const r = await upload(token, { name: '资料.zip', data });
      expect([r.status, r.body.msg]).toEqual([400, '禁止上传可执行程序：资料.zip']);
    }
    expect((await upload(token, { name: '资料.zip', data: plain })).status).toBe(200);
  });

  it('serves a PDF with /OpenAction or script as an attachment, a plain one in place, every file sandboxed', async () => {
    const token = await t.login('xinxi');
    const active = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Open#41ction 2 0 R>>endobj\n2 0 obj<</S/JavaScript/JS(app.alert(1))>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const a = (await upload(token, { name: '带脚本.pdf', data: active })).body.data;
    const p = (await upload(token, { name: '普通.pdf', data: PDF })).body.data;
    const ra = await get(a.url);
    const rp = await get(p.url);
    expect(ra.headers['content-disposition']).toMatch(/^attachment; /);
    expect(rp.headers['content-disposition']).toMatch(/^inline; /);
    for (const r of [ra, rp]) expect(String(r.headers['content-security-policy'])).toMatch(/^sandbox;/);
    expect(activeNameIn('<</AA<<>>>>')).toBe('AA');
    expect(activeNameIn('<</Type/Page/Font/F1>>')).toBeNull();
  });

  it('strips bidi controls, zero-width and control characters from stored names', async () => {
    expect(sanitizeTitle('报告\u202Efdp.exe')).toBe('报告fdp.exe');
    expect(sanitizeTitle('a\u200Bb\u2066c\u2069\uFEFF\u0085d\u0000.pdf')).toBe('abcd.pdf');
    expect(sanitizeTitle('x\uD800y.pdf')).toBe('xy.pdf');
    const token = await t.login('xinxi');
    const r = await upload(token, { name: '照片\u202Egnp.exe.png', data: PNG });
    expect(r.body.data.title).toBe('照片gnp.exe.png');
  });
});
