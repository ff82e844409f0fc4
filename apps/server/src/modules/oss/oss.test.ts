import fs from 'node:fs';
import path from 'node:path';
import type { OssFile } from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import { inTx } from '../../platform/db/tx';
import { bindFiles, listFiles, syncFiles, unbindFiles } from './service';
import { ossStorage } from './storage';
import { sweepUnboundFiles } from './sweep';
import { ossFile } from './tables';
import { createOssTestApp, docx, ELF, EXE, filesUnder, multipart, type Part, PDF, PNG, zipBomb } from './test-helpers';

let t: TestApp;
let root: string;
let outside: string;
const tokens = new Map<string, string>();

async function token(who: string) {
  if (!tokens.has(who)) tokens.set(who, await t.login(who));
  return tokens.get(who) as string;
}

/** `after` sends a `kind` field behind the file */
async function upload(who: string, file: Part | undefined, fields: Record<string, string> = { module: 'proposal' }) {
  const { after, ...before } = fields;
  const { payload, headers } = multipart(before, file, after ? { kind: after } : {});
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sys/oss/upload',
    headers: { ...headers, authorization: `Bearer ${await token(who)}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() as { code: string; msg: string; data: OssFile } };
}

async function call<T = unknown>(who: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url: url.startsWith('/api') ? url : `/api/${url}`,
    headers: who ? { authorization: `Bearer ${await token(who)}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: res.statusCode,
    res,
    body: (String(res.headers['content-type'] ?? '').includes('json') ? res.json() : null) as { code: string; msg: string; data: T },
  };
}

beforeAll(async () => {
  ({ t, root, outside } = await createOssTestApp());
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outside, { recursive: true, force: true });
});

describe('upload, list, bind, download, delete', () => {
  it('round trip', async () => {
    const up = await upload('weiyuan', { name: '关于加强社区养老服务的提案.pdf', data: PDF });
    expect(up.status).toBe(200);
    expect(up.body.msg).toBe('上传成功');
    const f = up.body.data;
    expect(f).toMatchObject({ title: '关于加强社区养老服务的提案.pdf', mimeType: 'application/pdf', module: 'proposal', size: PDF.length });
    expect(f.path).toMatch(new RegExp(`^proposal/\\d{4}/\\d{2}/${f.id}\\.pdf$`));
    expect(fs.readFileSync(path.join(root, f.path)).equals(PDF)).toBe(true);

    // the affair id comes from the server; nothing is listed before the form saves
    const affair = (await call<string>('weiyuan', 'GET', 'id/get')).body.data;
    expect(affair).toMatch(/^[0-9a-z]+$/);
    expect((await call<OssFile[]>('weiyuan', 'GET', `sys/oss/list/${affair}`)).body.data).toEqual([]);

    const bound = await call<OssFile[]>('weiyuan', 'POST', 'sys/oss/binding', { fileIds: [f.id], id: affair });
    expect(bound.status).toBe(200);
    expect(bound.body.data.map((x) => x.id)).toEqual([f.id]);
    // binding again is harmless
    expect((await call('weiyuan', 'POST', 'sys/oss/binding', { fileIds: [f.id], id: affair })).status).toBe(200);
    // but not to another affair
    const other = await call('weiyuan', 'POST', 'sys/oss/binding', { fileIds: [f.id], id: 'another' });
    expect(other.status).toBe(400);
    expect(other.body.msg).toBe('附件已关联其他事项，不能重复关联');

    const listed = await call<OssFile[]>('tian', 'GET', `sys/oss/list/${affair}`);
    expect(listed.body.data).toHaveLength(1);

    // download: the Chinese title in RFC 5987 form, inline for a PDF, attachment on request
    const dl = await call(null, 'GET', `sys/oss/file/${f.id}`);
    expect(dl.status).toBe(401);
    const file = await call('weiyuan', 'GET', `sys/oss/file/${f.id}`);
    expect(file.status).toBe(200);
    expect(file.res.headers['content-type']).toBe('application/pdf');
    expect(file.res.headers['content-disposition']).toBe(
      `inline; filename="${'_'.repeat(13)}.pdf"; filename*=UTF-8''${encodeURIComponent('关于加强社区养老服务的提案.pdf')}`,
    );
    expect(file.res.rawPayload.equals(PDF)).toBe(true);
    const att = await call('weiyuan', 'GET', `sys/oss/file/${f.id}?dl=1`);
    expect(att.res.headers['content-disposition']).toMatch(/^attachment; /);

    // the signed address works without a token, and only untampered
    const signed = await call(null, 'GET', f.url);
    expect(signed.status).toBe(200);
    expect(signed.res.rawPayload.equals(PDF)).toBe(true);
    const tampered = await call(null, 'GET', f.url.replace(/r=[^&]+/, 'r=AAAA'));
    expect(tampered.status).toBe(403);
    expect((await call(null, 'GET', f.url.replace('module=proposal', 'module=photo'))).status).toBe(403);

    const rpc = await call<OssFile>('tian', 'GET', `sys/oss/rpc/file/${f.id}`);
    expect(rpc.body.data.title).toBe(f.title);

    const byPath = await call('tian', 'GET', `sys/oss/download?module=proposal&path=${encodeURIComponent(f.path)}`);
    expect(byPath.status).toBe(200);
    expect(byPath.res.headers['content-disposition']).toMatch(/^attachment; /);

    // a bound file belongs to its affair now: the generic delete refuses it, the owning module's call removes it
    const refused = await call('weiyuan', 'POST', 'sys/oss/delete', [f.id]);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('只能操作本人上传且尚未保存的附件');
    await inTx(t.ctx.db, (tx) => unbindFiles(tx, [f.id], { affairId: affair }));
    expect((await call<OssFile[]>('weiyuan', 'GET', `sys/oss/list/${affair}`)).body.data).toEqual([]);
    expect((await call('weiyuan', 'GET', `sys/oss/file/${f.id}`)).status).toBe(404);
    // contents go with the next sweep, whatever their age
    expect(fs.existsSync(path.join(root, f.path))).toBe(true);
    await sweepUnboundFiles({ db: t.ctx.db, storage: ossStorage(t.ctx) });
    expect(fs.existsSync(path.join(root, f.path))).toBe(false);

    const actions = await t.ctx.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.objectType, 'ossFile'));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['upload', 'bind', 'unbind', 'sweep']));
  });

  it('deletes the caller’s own unbound upload, at once, and nobody else’s', async () => {
    const f = (await upload('weiyuan', { name: 'draft.pdf', data: PDF })).body.data;
    expect((await call('tian', 'GET', `sys/oss/file/${f.id}`)).status).toBe(404); // a draft is its uploader's
    expect((await call('tian', 'POST', 'sys/oss/delete', [f.id])).status).toBe(403);
    expect((await call('tian', 'POST', 'sys/oss/binding', { fileIds: [f.id], id: 'x1' })).status).toBe(403);
    const del = await call('weiyuan', 'POST', 'sys/oss/delete', { ids: [f.id, 'no-such-file'] });
    expect(del.status).toBe(200);
    expect(del.body.msg).toBe('删除成功');
    expect(fs.existsSync(path.join(root, f.path))).toBe(false);
    expect(await t.ctx.db.select().from(ossFile).where(eq(ossFile.id, f.id))).toEqual([]);
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'ossFile'), eq(auditLog.action, 'delete'), eq(auditLog.objectId, f.id)));
    expect(row.detail).toMatchObject({ titles: ['draft.pdf'] });
  });

  it('takes images, photos and office files for what they are', async () => {
    const img = await upload('weiyuan', { name: 'photo.png', data: PNG }, { module: 'photo' });
    expect(img.body.data).toMatchObject({ module: 'photo', mimeType: 'image/png' });
    const shown = await call(null, 'GET', img.body.data.url);
    expect(shown.res.headers['content-disposition']).toMatch(/^inline; /);
    expect(shown.res.headers['content-type']).toBe('image/png');
    const word = await upload('weiyuan', { name: '材料.docx', data: await docx() });
    expect(word.status).toBe(200);
    expect(word.body.data.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const txt = await upload('weiyuan', { name: '说明.txt', data: Buffer.from('纯文本说明\n') });
    expect(txt.body.data.mimeType).toBe('text/plain');
    const dl = await call('weiyuan', 'GET', `sys/oss/file/${txt.body.data.id}`);
    expect(dl.res.headers['content-disposition']).toMatch(/^attachment; /);
  });
});

it('documents every files call in the OpenAPI description', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
  for (const p of [
    '/api/sys/oss/list/{id}',
    '/api/sys/oss/upload',
    '/api/sys/oss/delete',
    '/api/sys/oss/binding',
    '/api/id/get',
    '/api/sys/oss/rpc/upload',
    '/api/sys/oss/rpc/binding',
    '/api/sys/oss/rpc/remove/binding',
    '/api/sys/oss/file/{id}',
    '/api/sys/oss/rpc/download/{id}',
    '/api/sys/oss/rpc/file/{id}',
    '/api/sys/oss/download',
  ]) {
    expect(doc.paths[p], p).toBeDefined();
  }
});

describe('refusals write nothing', () => {
  async function refused(who: string, file: Part | undefined, fields?: Record<string, string>) {
    const before = filesUnder(outside);
    const rows = (await t.ctx.db.select().from(ossFile)).length;
    const r = await upload(who, file, fields);
    expect(r.status).toBe(400);
    expect(filesUnder(outside)).toEqual(before);
    expect((await t.ctx.db.select().from(ossFile)).length).toBe(rows);
    return r.body.msg;
  }

  it('oversize files, per kind', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]);
    expect(await refused('weiyuan', { name: 'big.pdf', data: big })).toBe('文件的大小不能超过20MB!');
    const png3 = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    expect(await refused('weiyuan', { name: 'p.png', data: png3 }, { module: 'photo' })).toBe('大小不能超过2MB!');
    const png11 = Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)]);
    expect(await refused('weiyuan', { name: 'p.png', data: png11 }, { module: 'news', kind: 'image' })).toBe('大小不能超过10MB!');
    const png2 = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    expect(await refused('weiyuan', { name: 'p.png', data: png2 }, { module: 'news', kind: 'editor' })).toBe('上传失败，图片不可超过1MB!');
    // the kind sent after the file still decides
    expect(await refused('weiyuan', { name: 'p.png', data: png3 }, { module: 'news', after: 'photo' })).toBe('大小不能超过2MB!');
  });

  it('names and types outside the accept lists', async () => {
    expect(await refused('weiyuan', { name: 'setup.exe', data: PDF })).toMatch(/^文件类型错误，后缀名应为doc,docx,/);
    expect(await refused('weiyuan', { name: 'a.pdf', data: PDF }, { kind: 'image' })).toBe('你上传图片格式不正确!');
    expect(await refused('weiyuan', { name: 'a.png', data: PDF }, { kind: 'image' })).toBe('请上传图片');
    expect(await refused('weiyuan', { name: 'empty.pdf', data: Buffer.alloc(0) })).toBe('文件内容为空，请重新选择');
    expect(await refused('weiyuan', undefined)).toBe('请求体字段 file 不正确：请选择要上传的文件');
    expect(await refused('weiyuan', { name: 'a.pdf', data: PDF }, { module: '../etc' })).toMatch(/^请求体字段 module 不正确/);
    expect(await refused('weiyuan', { name: 'a.pdf', data: PDF }, { kind: 'virus' })).toMatch(/^请求体字段 kind 不正确/);
  });

  it('renamed executables', async () => {
    expect(await refused('weiyuan', { name: '会议纪要.pdf', data: EXE })).toBe('禁止上传可执行程序：会议纪要.pdf');
    expect(await refused('weiyuan', { name: 'report.docx', data: ELF })).toBe('禁止上传可执行程序：report.docx');
    expect(await refused('weiyuan', { name: 'notes.txt', data: EXE })).toBe('禁止上传可执行程序：notes.txt');
    expect(await refused('weiyuan', { name: 'photo.png', data: EXE }, { module: 'photo' })).toBe('禁止上传可执行程序：photo.png');
    // content of one type under the name of another
    expect(await refused('weiyuan', { name: 'table.xlsx', data: PDF })).toBe('文件内容与后缀名不符：table.xlsx 不是有效的 XLSX 文件');
    expect(await refused('weiyuan', { name: 'doc.pdf', data: await docx() })).toBe('文件内容与后缀名不符：doc.pdf 不是有效的 PDF 文件');
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'ossFile'), eq(auditLog.result, 'failure')))
      .limit(1);
    expect(row.action).toBe('upload');
  });

  it('zip bombs', async () => {
    const bomb = await zipBomb(200);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(await refused('weiyuan', { name: '附件.docx', data: bomb })).toBe('压缩文件解压后体积异常（疑似压缩炸弹），禁止上传：附件.docx');
    expect(await refused('weiyuan', { name: 'all.zip', data: bomb })).toMatch(/^压缩文件解压后体积异常/);
    expect(await refused('weiyuan', { name: 'broken.docx', data: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64)]) })).toBe(
      '压缩文件已损坏或无法读取：broken.docx',
    );
  }, 60_000);
});

describe('names never become paths', () => {
  it.each([
    ['../../evil.pdf', 'evil.pdf'],
    ['..\\..\\evil.pdf', 'evil.pdf'],
    ['/etc/cron.d/evil.pdf', 'evil.pdf'],
    ['C:\\Windows\\System32\\evil.pdf', 'evil.pdf'],
    ['..%2F..%2Fevil.pdf', '%2F..%2Fevil.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
  ])('%s', async (name, title) => {
    const before = new Set(filesUnder(outside));
    const r = await upload('weiyuan', { name, data: PDF });
    expect(r.status).toBe(200);
    expect(r.body.data.title).toBe(title);
    const added = filesUnder(outside).filter((f) => !before.has(f));
    // exactly one new file, the generated key, inside the storage root
    expect(added).toEqual([path.join('files', r.body.data.path)]);
    expect(r.body.data.path).not.toContain('evil');
  });

  it('a NUL in the name', async () => {
    const r = await upload('weiyuan', { name: 'ev\u0000il.pdf', data: PDF });
    expect(r.status).toBe(200);
    expect(r.body.data.title).toBe('evil.pdf');
  });

  it('GET /sys/oss/download refuses paths the server did not make', async () => {
    const f = (await upload('weiyuan', { name: 'x.pdf', data: PDF })).body.data;
    const paths = [
      '../../keys/jwt.secret',
      'proposal/../../keys/jwt.secret',
      `/${f.path}`,
      f.path.replace(/\//g, '\\'),
      `${f.path}\u0000.png`,
      'proposal/2026/01/../../../../etc/passwd',
      `${path.join(root, f.path)}`,
    ];
    for (const p of paths) {
      const r = await call('weiyuan', 'GET', `sys/oss/download?module=proposal&path=${encodeURIComponent(p)}`);
      expect(r.status, p).toBe(400);
      // a NUL byte is stopped earlier, by the platform's input guard, for every route alike
      expect(r.body.msg).toBe(p.includes('\u0000') ? '查询参数字段 path 含有非法字符' : '请求参数 path 不正确：文件路径不合法');
    }
    // the right path under another module is refused too
    const wrong = await call('weiyuan', 'GET', `sys/oss/download?module=news&path=${encodeURIComponent(f.path)}`);
    expect(wrong.status).toBe(400);
    const unknown = await call('weiyuan', 'GET', `sys/oss/download?module=proposal&path=${encodeURIComponent('proposal/2026/01/zzz.pdf')}`);
    expect(unknown.status).toBe(404);
    const good = await call('weiyuan', 'GET', `sys/oss/download?module=proposal&path=${encodeURIComponent(f.path)}`);
    expect(good.status).toBe(200);
  });
});

describe('module service functions and the sweeper', () => {
  it('bindFiles / syncFiles / listFiles inside the owner’s transaction', async () => {
    const a = (await upload('weiyuan', { name: 'a.pdf', data: PDF })).body.data;
    const b = (await upload('weiyuan', { name: 'b.pdf', data: PDF })).body.data;
    const affair = 'affair-sync-1';
    // a rolled-back save binds nothing
    await expect(
      inTx(t.ctx.db, async (tx) => {
        await bindFiles(tx, affair, [a.id]);
        throw new Error('save failed');
      }),
    ).rejects.toThrow('save failed');
    expect(await listFiles(t.ctx.db, affair)).toEqual([]);

    const p = await t.ctx.db.select().from(ossFile).where(eq(ossFile.id, a.id));
    await expect(inTx(t.ctx.db, (tx) => bindFiles(tx, affair, [a.id], { uploaderId: 'somebody-else' }))).rejects.toThrow(
      '只能操作本人上传且尚未保存的附件',
    );
    await expect(inTx(t.ctx.db, (tx) => bindFiles(tx, affair, ['missing']))).rejects.toThrow('附件不存在或已过期，请重新上传');
    expect(await inTx(t.ctx.db, (tx) => bindFiles(tx, affair, [a.id], { uploaderId: p[0].uploaderId ?? undefined }))).toBe(1);
    expect((await listFiles(t.ctx.db, affair)).map((f) => f.id)).toEqual([a.id]);

    // the form now holds b only: a is removed, b bound
    expect(await inTx(t.ctx.db, (tx) => syncFiles(tx, affair, [b.id]))).toEqual({ bound: 1, removed: 1 });
    expect((await listFiles(t.ctx.db, affair)).map((f) => f.id)).toEqual([b.id]);
  });

  it('sweeps unbound files older than a day, keeps bound and recent ones', async () => {
    const deps = { db: t.ctx.db, storage: ossStorage(t.ctx) };
    await sweepUnboundFiles(deps); // whatever earlier tests left removed
    const stale = (await upload('weiyuan', { name: 'stale.pdf', data: PDF })).body.data;
    const kept = (await upload('weiyuan', { name: 'kept.pdf', data: PDF })).body.data;
    await inTx(t.ctx.db, (tx) => bindFiles(tx, 'affair-sweep', [kept.id]));

    expect(await sweepUnboundFiles(deps)).toEqual({ removed: 0 });
    expect(fs.existsSync(path.join(root, stale.path))).toBe(true);

    const later = new Date(Date.now() + 25 * 3600 * 1000);
    // editor pictures wait a week (editor-images.test.ts)
    const unboundBefore = (await t.ctx.db.select().from(ossFile)).filter((r) => !r.affairId && r.kind !== 'editor').length;
    const { removed } = await sweepUnboundFiles(deps, { now: later });
    expect(removed).toBe(unboundBefore);
    expect(fs.existsSync(path.join(root, stale.path))).toBe(false);
    expect(fs.existsSync(path.join(root, kept.path))).toBe(true);
    expect((await t.ctx.db.select().from(ossFile)).every((r) => r.affairId || r.kind === 'editor')).toBe(true);
    expect((await call('weiyuan', 'GET', `sys/oss/file/${kept.id}`)).status).toBe(200);

    // a staged upload abandoned by a dropped connection goes too
    const orphan = path.join(root, '.tmp', 'abandoned.part');
    fs.writeFileSync(orphan, 'x');
    await sweepUnboundFiles(deps, { now: new Date(Date.now() + 2 * 3600 * 1000) });
    expect(fs.existsSync(orphan)).toBe(false);
  });
});
