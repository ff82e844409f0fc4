import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { htmlToText } from '../../platform/html/sanitize';
import { user } from '../system/tables';
import { importDocx } from './docx';

type Answer = {
  errorCode: number;
  errorMessage: string;
  fileId?: string;
  title?: string;
  html?: string;
  filePath?: string | null;
  updatedBy?: string | null;
  code?: string;
};

let t: TestApp;
let dataDir: string;
const tokens = new Map<string, string>();
const token = async (who: string) => {
  if (!tokens.has(who)) tokens.set(who, await t.login(who));
  return tokens.get(who)!;
};

/** api.do as the old client calls it: a url-encoded form. */
async function apiDo(who: string, fields: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/officedoc/api.do',
    headers: { authorization: `Bearer ${await token(who)}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: res.statusCode, body: res.json() as Answer };
}

function multipart(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = '----cppcc-test-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(who: string, filename: string, data: Buffer) {
  const m = multipart([{ name: 'file', value: data, filename }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/officedoc/uploadFile.do',
    headers: { authorization: `Bearer ${await token(who)}`, 'content-type': m.contentType },
    payload: m.payload,
  });
  return { status: res.statusCode, body: res.json() as Answer & { fileName?: string } };
}

async function wordFile(): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('关于完善农村饮水安全保障的建议')] }),
          new Paragraph({ indent: { firstLine: 640 }, children: [new TextRun('部分山区村组仍存在季节性缺水问题。')] }),
          new Paragraph({ indent: { firstLine: 640 }, children: [new TextRun({ text: '建议加快管网延伸。', bold: true })] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'officedoc-'));
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('api.do', () => {
  it('creates, opens, saves and renames a document, with its .docx on disk', async () => {
    const created = await apiDo('weiyuan', {
      method: '1',
      title: '关于加强社区养老服务的建议',
      html: '<p style="text-indent:2em">我市老龄化加速。</p><script>alert(1)</script><img src="https://evil.example/x.png">',
    });
    expect(created.status).toBe(200);
    expect(created.body.errorCode).toBe(0);
    expect(created.body.errorMessage).toBe('');
    expect(created.body.html).toBe('<p style="text-indent:2em">我市老龄化加速。</p>');
    const fileId = created.body.fileId!;
    expect(created.body.filePath).toBe(`docs/${fileId}.docx`);
    expect(fs.existsSync(path.join(dataDir, 'officedoc', created.body.filePath!))).toBe(true);

    const opened = await apiDo('weiyuan', { method: '1', fileId });
    expect(opened.body).toMatchObject({ errorCode: 0, fileId, title: '关于加强社区养老服务的建议', html: created.body.html });

    const saved = await apiDo('weiyuan', {
      method: '3',
      fileId,
      title: '关于加强社区居家养老服务的建议',
      html: '<p>第一段：现状。</p><p>第二段：<strong>建议</strong>。</p>',
    });
    expect(saved.body).toMatchObject({ errorCode: 0, title: '关于加强社区居家养老服务的建议', updatedBy: expect.any(String) });
    const docx = fs.readFileSync(path.join(dataDir, 'officedoc', saved.body.filePath!));
    const back = await importDocx(docx);
    expect(back.title).toBe('关于加强社区居家养老服务的建议');
    expect(htmlToText(back.html)).toBe('第一段：现状。\n第二段：建议。');

    const renamed = await apiDo('weiyuan', { method: '5', fileId, fileTitle: '养老服务建议（修改稿）' });
    expect(renamed.body).toMatchObject({ errorCode: 0, title: '养老服务建议（修改稿）', html: saved.body.html });
    expect((await importDocx(fs.readFileSync(path.join(dataDir, 'officedoc', renamed.body.filePath!)))).title).toBe(
      '养老服务建议（修改稿）',
    );

    const reopened = await apiDo('weiyuan', { method: '1', fileId });
    expect(reopened.body).toMatchObject({
      title: '养老服务建议（修改稿）',
      html: '<p>第一段：现状。</p><p>第二段：<strong>建议</strong>。</p>',
    });

    const closed = await apiDo('weiyuan', { method: '3', fileId, save: '0' });
    expect(closed.body).toEqual({ errorCode: 0, errorMessage: '' });
  });

  it('needs a title before a file is created, and for saving and renaming', async () => {
    const none = await apiDo('weiyuan', { method: '1', html: '<p>正文</p>' });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ errorCode: 400, errorMessage: '标题不能为空' });
    const blank = await apiDo('weiyuan', { method: '1', title: '   ' });
    expect(blank.body.errorMessage).toBe('标题不能为空');

    const { body } = await apiDo('weiyuan', { method: '1', title: '草稿' });
    expect((await apiDo('weiyuan', { method: '3', fileId: body.fileId!, html: '<p>x</p>' })).body.errorMessage).toBe('标题不能为空');
    expect((await apiDo('weiyuan', { method: '5', fileId: body.fileId! })).body.errorMessage).toBe('标题不能为空');
    expect((await apiDo('weiyuan', { method: '3', title: '无编号' })).body.errorMessage).toBe('请提供 fileId');
  });

  it('answers an errorCode for a bad method', async () => {
    const two = await apiDo('weiyuan', { method: '2', title: 'x' });
    expect(two.status).toBe(400);
    expect(two.body.errorCode).toBe(400);
    expect(two.body.errorMessage).toContain('不支持的操作 2');
    const word = await apiDo('weiyuan', { method: 'open' });
    expect(word.body.errorCode).toBe(400);
    expect(word.body.errorMessage).toContain('method');
    const missing = await apiDo('weiyuan', { title: 'x' });
    expect(missing.body.errorCode).toBe(400);
    expect(missing.body.errorMessage).toContain('method');
  });

  it('keeps a document to its author and to office staff', async () => {
    const { body } = await apiDo('weiyuan', { method: '1', title: '委员的稿子', html: '<p>内容</p>' });
    const stranger = await apiDo('jiti', { method: '1', fileId: body.fileId! });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ errorCode: 404, errorMessage: '文档不存在' });
    expect((await apiDo('jiti', { method: '3', fileId: body.fileId!, title: '改', html: '<p>改</p>' })).body.errorCode).toBe(404);
    const staff = await apiDo('xinxi', { method: '1', fileId: body.fileId! });
    expect(staff.body).toMatchObject({ errorCode: 0, title: '委员的稿子' });
    expect((await apiDo('weiyuan', { method: '1', fileId: 'nosuchid' })).body.errorCode).toBe(404);
  });

  it('takes multipart and JSON forms too', async () => {
    const m = multipart([
      { name: 'method', value: '1' },
      { name: 'title', value: '多部分表单' },
      { name: 'html', value: '<p>甲</p>' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/officedoc/api.do',
      headers: { authorization: `Bearer ${await token('weiyuan')}`, 'content-type': m.contentType },
      payload: m.payload,
    });
    expect(res.json()).toMatchObject({ errorCode: 0, title: '多部分表单', html: '<p>甲</p>' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/officedoc/api.do',
      headers: { authorization: `Bearer ${await token('weiyuan')}` },
      payload: { method: 1, title: 'JSON', html: '<p>乙</p>' },
    });
    expect(json.json()).toMatchObject({ errorCode: 0, title: 'JSON' });
  });

  it('needs sign-in, and says so in both protocols so the client can refresh', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/officedoc/api.do',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'method=1&title=x',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 401, code: '10001' });
  });
});

describe('uploadFile.do and import', () => {
  it('imports an uploaded .docx into a new document', async () => {
    const up = await upload('weiyuan', '饮水安全.docx', await wordFile());
    expect(up.body).toMatchObject({ errorCode: 0, fileName: '饮水安全.docx' });
    expect(up.body.filePath).toMatch(/^upload\/[0-9a-z]+\/[0-9a-z]+\.docx$/);

    const created = await apiDo('weiyuan', { method: '1', title: '饮水安全', filePath: up.body.filePath! });
    expect(created.body.errorCode).toBe(0);
    expect(created.body.html).toBe(
      '<p style="text-indent:2em">部分山区村组仍存在季节性缺水问题。</p><p style="text-indent:2em"><strong>建议加快管网延伸。</strong></p>',
    );

    // without id and title: shown only, with the Word title to start from
    const preview = await apiDo('weiyuan', { method: '1', filePath: up.body.filePath! });
    expect(preview.body).toMatchObject({ errorCode: 0, fileId: '', title: '关于完善农村饮水安全保障的建议' });
    expect(preview.body.html).toContain('季节性缺水');

    // into an open document: shown, not stored until saved
    const other = await apiDo('weiyuan', { method: '1', title: '另一篇', html: '<p>旧</p>' });
    const into = await apiDo('weiyuan', { method: '1', fileId: other.body.fileId!, filePath: up.body.filePath! });
    expect(into.body.html).toContain('季节性缺水');
    expect((await apiDo('weiyuan', { method: '1', fileId: other.body.fileId! })).body.html).toBe('<p>旧</p>');
  });

  it('keeps uploads to the one who uploaded them', async () => {
    const up = await upload('weiyuan', 'a.docx', await wordFile());
    const theft = await apiDo('xinxi', { method: '1', title: '拿来', filePath: up.body.filePath! });
    expect(theft.body.errorCode).toBe(400);
    const traversal = await apiDo('weiyuan', { method: '1', title: 'x', filePath: '../../../etc/passwd' });
    expect(traversal.body.errorCode).toBe(400);
  });

  it('refuses what is not a Word file', async () => {
    expect((await upload('weiyuan', 'a.txt', Buffer.from('hello'))).body).toEqual({
      errorCode: 400,
      errorMessage: '文件类型错误，后缀名应为.docx',
    });
    expect((await upload('weiyuan', 'fake.docx', Buffer.from('not a zip at all'))).body.errorCode).toBe(400);
  });
});

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('pictures of the file service', () => {
  it('go into the Word file', async () => {
    const m = multipart([
      { name: 'module', value: 'info' },
      { name: 'kind', value: 'editor' },
      { name: 'file', value: Buffer.from(PNG_1PX, 'base64'), filename: 'dot.png' },
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/sys/oss/upload',
      headers: { authorization: `Bearer ${await token('weiyuan')}`, 'content-type': m.contentType },
      payload: m.payload,
    });
    const fileId = (up.json() as { data: { id: string } }).data.id;
    const html = `<p>现场照片：</p><p><img src="/api/sys/oss/file/${fileId}" /></p>`;
    const saved = await apiDo('weiyuan', { method: '1', title: '带图的文档', html });
    expect(saved.body.html).toContain(`/api/sys/oss/file/${fileId}`);
    const docx = fs.readFileSync(path.join(dataDir, 'officedoc', saved.body.filePath!));
    expect((await importDocx(docx)).html).toMatch(/<img src="data:image\/png;base64,/);
    // saving bound the picture to the document: whoever may open the document (here the info staff,
    // who may open every document) has it in an export too
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/officedoc/export.do',
      headers: { authorization: `Bearer ${await token('xinxi')}` },
      payload: { title: 't', html },
    });
    expect((await importDocx(other.rawPayload)).html).toContain('<img');
    // a member who may not open the document does not get its picture
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/officedoc/export.do',
      headers: { authorization: `Bearer ${await token('jiti')}` },
      payload: { title: 't', html },
    });
    expect((await importDocx(stranger.rawPayload)).html).not.toContain('<img');
    // what the caller may not read stays out (and an unknown id is no error)
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/officedoc/export.do',
      headers: { authorization: `Bearer ${await token('xinxi')}` },
      payload: { title: 't', html: '<p>图</p><p><img src="/api/sys/oss/file/nosuchfile" /></p>' },
    });
    expect(missing.statusCode).toBe(200);
    expect((await importDocx(missing.rawPayload)).html).toBe('<p>图</p>');
  });
});

describe('download.do and export.do', () => {
  it('streams the stored .docx and exports unsaved content', async () => {
    const { body } = await apiDo('weiyuan', { method: '1', title: '导出测试', html: '<p>段落一</p><p>段落二</p>' });
    const dl = await t.app.inject({
      method: 'GET',
      url: `/api/officedoc/download.do?fileId=${body.fileId}`,
      headers: { authorization: `Bearer ${await token('weiyuan')}` },
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toContain('wordprocessingml');
    expect(String(dl.headers['content-disposition'])).toContain(encodeURIComponent('导出测试.docx'));
    expect(htmlToText((await importDocx(dl.rawPayload)).html)).toBe('段落一\n段落二');

    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/officedoc/download.do?fileId=${body.fileId}`,
      headers: { authorization: `Bearer ${await token('jiti')}` },
    });
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toMatchObject({ code: '40400', msg: '文档不存在' });

    const ex = await t.app.inject({
      method: 'POST',
      url: '/api/officedoc/export.do',
      headers: { authorization: `Bearer ${await token('weiyuan')}` },
      payload: { title: '临时', html: '<p>未保存的内容</p>' },
    });
    expect(ex.statusCode).toBe(200);
    const back = await importDocx(ex.rawPayload);
    expect(back.title).toBe('临时');
    expect(htmlToText(back.html)).toBe('未保存的内容');
  });
});

describe('pictures are bounded', () => {
  it('counts repeats of one picture against the budget and looks up a limited number of files', async () => {
    const { editorImages } = await import('./images');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const m = multipart([
        { name: 'kind', value: 'editor' },
        { name: 'file', value: Buffer.from(PNG_1PX, 'base64'), filename: `dot${i}.png` },
      ]);
      const up = await t.app.inject({
        method: 'POST',
        url: '/api/sys/oss/upload',
        headers: { authorization: `Bearer ${await token('weiyuan')}`, 'content-type': m.contentType },
        payload: m.payload,
      });
      ids.push((up.json() as { data: { id: string } }).data.id);
    }
    const size = Buffer.from(PNG_1PX, 'base64').length;
    const img = (id: string, q = '') => `<p><img src="/api/sys/oss/file/${id}${q}" /></p>`;
    // the uploader: pictures not yet saved into a record are theirs alone (oss policy)
    const [me] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.loginName, 'weiyuan'));
    const principal = { userId: me.id } as Parameters<typeof editorImages>[1];

    // one picture under ten addresses and repeated: only what fits the budget is embedded
    const repeated = Array.from({ length: 10 }, (_, i) => img(ids[0], `?v=${i}`).repeat(2)).join('');
    const some = await editorImages(t.ctx, principal, repeated, { files: 10, bytes: size * 7 });
    expect(Object.keys(some)).toHaveLength(3);

    const distinct = ids.map((id) => img(id)).join('');
    expect(Object.keys(await editorImages(t.ctx, principal, distinct, { files: 2, bytes: 1e6 }))).toHaveLength(2);
  });
});
