import type { DownloadDetail, DownloadListItem, OssFile, PageResult } from '@cppcc/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import { ossFile } from '../oss/tables';
import { multipart } from '../oss/test-helpers';
import { user } from '../system/tables';

let t: TestApp;
let c: ReturnType<typeof client>;
let ids: Map<string, string>;

const STAFF = 'wu.bgt';
const READER = 'weiyuan';
const OTHER = 'wy0001';

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  const rows = await t.ctx.db
    .select({ id: user.id, loginName: user.loginName })
    .from(user)
    .where(inArray(user.loginName, [STAFF, READER, OTHER]));
  ids = new Map(rows.map((r) => [r.loginName, r.id]));
});
afterAll(() => t.close());

async function upload(who: string, name = '制度汇编.txt'): Promise<OssFile> {
  const body = multipart({ module: 'download', kind: 'file' }, { name, data: Buffer.from('政协办公厅制度汇编') });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sys/oss/upload',
    headers: { authorization: `Bearer ${await c.token(who)}`, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as OssFile;
}

async function newDoc(who: string, title: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/officedoc/api.do',
    headers: { authorization: `Bearer ${await c.token(who)}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ method: '1', title, html: '<p>第一条 为规范机关公文处理工作，制定本办法。</p>' }).toString(),
  });
  expect(res.json().errorCode).toBe(0);
  return res.json().fileId as string;
}

/** a call whose answer is a file, not the JSON envelope */
async function raw(who: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method,
    url: `/api/${url}`,
    headers: { authorization: `Bearer ${await c.token(who)}` },
    ...(payload ? { payload } : {}),
  });
}

const page = (who: string, body: Record<string, unknown> = {}) =>
  c.post<PageResult<DownloadListItem>>(who, 'office/download/center/page', body);
const titles = async (who: string, body: Record<string, unknown> = {}) => (await page(who, body)).body.data.list.map((r) => r.title);
const audits = (objectId: string) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'downloadItem'), eq(auditLog.objectId, objectId)));

describe('download centre', () => {
  let itemId = '';
  let fileA: OssFile;

  it('is managed by office staff and read by members; other users have no entry', async () => {
    expect((await page('jiti')).status).toBe(403);
    expect((await page(READER)).status).toBe(200);
    expect((await c.post(READER, 'office/download/center/add', { title: 'x', typeCode: '01' })).status).toBe(403);
    expect((await c.post(READER, 'office/download/center/export', {})).status).toBe(403);
    expect((await page(STAFF)).body.data).toEqual({ list: [], total: 0 });
  });

  it('refuses bad input with Chinese messages that name the field', async () => {
    const add = (b: Record<string, unknown>) => c.post(STAFF, 'office/download/center/add', b);
    const noTitle = await add({ title: '  ', typeCode: '01' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.msg).toContain('标题不能为空');
    expect((await add({ title: 'x'.repeat(101), typeCode: '01' })).body.msg).toContain('标题不能超过100个字');
    const badType = await add({ title: '办法', typeCode: 'zz' });
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toContain('typeCode');
    const badUser = await add({ title: '办法', typeCode: '01', visibleUserIds: ['nobody'] });
    expect(badUser.status).toBe(400);
    expect(badUser.body.msg).toContain('visibleUserIds');
    const badDoc = await add({ title: '办法', typeCode: '01', docFileId: 'nodoc' });
    expect(badDoc.body.msg).toContain('docFileId');
    const badFile = await add({ title: '办法', typeCode: '01', fileIds: ['nofile'] });
    expect(badFile.status).toBe(400);
    expect(badFile.body.msg).toContain('附件不存在或已过期');
    expect((await page(STAFF, { pageSize: 11 })).status).toBe(400);
    expect((await page(STAFF)).body.data.total).toBe(0);
  });

  it('adds an item with attachments, an online document and visible people in one audited transaction', async () => {
    fileA = await upload(STAFF);
    const docId = await newDoc(STAFF, '公文处理办法');
    const res = await c.post<{ id: string }>(STAFF, 'office/download/center/add', {
      title: '机关公文处理办法',
      typeCode: '01',
      description: '2026年修订',
      fileIds: [fileA.id],
      docFileId: docId,
      visibleUserIds: [ids.get(READER)],
      published: true,
      sort: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('保存成功');
    itemId = res.body.data.id;
    const [bound] = await t.ctx.db.select().from(ossFile).where(eq(ossFile.id, fileA.id));
    expect(bound.affairId).toBe(itemId);

    const detail = await c.get<DownloadDetail>(STAFF, `office/download/center/${itemId}`);
    expect(detail.body.data).toMatchObject({
      title: '机关公文处理办法',
      typeName: '制度文件',
      published: true,
      fileCount: 1,
      docTitle: '公文处理办法',
      docFileId: docId,
      visibleCount: 1,
      createdByName: '吴海燕',
    });
    expect(detail.body.data.files.map((f) => f.id)).toEqual([fileA.id]);
    expect(detail.body.data.visiblePeople).toEqual([{ userId: ids.get(READER), userType: 1, name: expect.any(String) }]);
    expect((await audits(itemId)).map((a) => a.action)).toEqual(['create']);
  });

  it('shows a published item only to the people it names; files follow the item', async () => {
    expect(await titles(READER)).toEqual(['机关公文处理办法']);
    expect(await titles(OTHER)).toEqual([]);
    expect((await c.get(OTHER, `office/download/center/${itemId}`)).status).toBe(404);
    expect((await raw(OTHER, 'GET', `sys/oss/file/${fileA.id}`)).statusCode).toBeGreaterThanOrEqual(403);
    const file = await raw(READER, 'GET', `sys/oss/file/${fileA.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('政协办公厅制度汇编');
    const seen = await c.get<DownloadDetail>(READER, `office/download/center/${itemId}`);
    // readers are not told who else may see it
    expect(seen.body.data.visiblePeople).toEqual([]);
    expect(seen.body.data.files).toHaveLength(1);
  });

  it('counts downloads and serves the online document as Word to readers', async () => {
    const counted = await c.post<{ downloadCount: number }>(READER, 'office/download/center/count', { id: itemId });
    expect(counted.body.data.downloadCount).toBe(1);
    expect((await c.post(OTHER, 'office/download/center/count', { id: itemId })).status).toBe(404);
    const doc = await raw(READER, 'GET', `office/download/center/doc/${itemId}`);
    expect(doc.headers['content-type']).toContain('wordprocessingml');
    expect(doc.rawPayload.readUInt32LE(0)).toBe(0x04034b50);
    expect(decodeURIComponent(String(doc.headers['content-disposition']))).toContain('公文处理办法.docx');
    expect((await raw(OTHER, 'GET', `office/download/center/doc/${itemId}`)).statusCode).toBe(404);
    expect((await page(STAFF)).body.data.list[0].downloadCount).toBe(2);
  });

  it('hides unpublished items from readers and publishes with an audit row', async () => {
    const hidden = await c.post<{ id: string }>(STAFF, 'office/download/center/add', { title: '会议材料模板', typeCode: '02', sort: 2 });
    const id = hidden.body.data.id;
    expect(await titles(OTHER)).toEqual([]);
    expect(await titles(STAFF, { published: false })).toEqual(['会议材料模板']);
    const pub = await c.post(STAFF, 'office/download/center/publish', { id, published: true });
    expect(pub.body.msg).toBe('发布成功');
    // no visible people: everyone with the entry sees it
    expect(await titles(OTHER)).toEqual(['会议材料模板']);
    expect(await titles(READER)).toEqual(['机关公文处理办法', '会议材料模板']);
    expect((await audits(id)).map((a) => a.action).sort()).toEqual(['create', 'publish']);
  });

  it('pages, filters and sorts the list', async () => {
    expect(await titles(STAFF, { sort: 'title', order: true })).toEqual(['会议材料模板', '机关公文处理办法']);
    expect(await titles(STAFF, { sort: 'sort', order: false })).toEqual(['会议材料模板', '机关公文处理办法']);
    expect(await titles(STAFF, { keyword: '公文' })).toEqual(['机关公文处理办法']);
    expect(await titles(STAFF, { typeCode: '02' })).toEqual(['会议材料模板']);
    expect(await titles(STAFF, { from: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    // an unknown sort key falls back to the default order, never into SQL
    expect((await page(STAFF, { sort: 'title; drop table x' })).status).toBe(200);
    const second = await page(STAFF, { pageNum: 2, pageSize: 15 });
    expect(second.body.data).toEqual({ list: [], total: 2 });
  });

  it('updates attachments, visible people and the document link in one transaction', async () => {
    const fileB = await upload(STAFF, '附件二.txt');
    const res = await c.post(STAFF, 'office/download/center/update', {
      id: itemId,
      title: '机关公文处理办法（修订）',
      typeCode: '01',
      fileIds: [fileB.id],
      docFileId: null,
      visibleUserIds: [ids.get(OTHER), ids.get(READER)],
      published: true,
      sort: 1,
    });
    expect(res.status).toBe(200);
    const detail = await c.get<DownloadDetail>(STAFF, `office/download/center/${itemId}`);
    expect(detail.body.data.files.map((f) => f.id)).toEqual([fileB.id]);
    expect(detail.body.data.docTitle).toBeNull();
    expect(detail.body.data.visiblePeople.map((p) => p.userId)).toEqual([ids.get(OTHER), ids.get(READER)]);
    const [old] = await t.ctx.db.select().from(ossFile).where(eq(ossFile.id, fileA.id));
    expect(old.removedAt).not.toBeNull();
    expect(await titles(OTHER)).toContain('机关公文处理办法（修订）');
    expect((await audits(itemId)).map((a) => a.action).sort()).toEqual(['create', 'update']);
    // a reader cannot edit, and a missing item is 404
    expect((await c.post(READER, 'office/download/center/update', { id: itemId, title: 'x', typeCode: '01' })).status).toBe(403);
    expect((await c.post(STAFF, 'office/download/center/update', { id: 'missing', title: 'x', typeCode: '01' })).status).toBe(404);
  });

  it('exports the list as xlsx with the filters', async () => {
    const res = await raw(STAFF, 'POST', 'office/download/center/export', { keyword: '公文' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '标题',
      '下载类型',
      '说明',
      '附件数',
      '在线文档',
      '可见范围',
      '状态',
      '排序',
      '下载次数',
      '创建人',
      '创建时间',
    ]);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('机关公文处理办法（修订）');
    expect(sheet.getRow(2).getCell(2).value).toBe('制度文件');
    expect(sheet.getRow(2).getCell(6).value).toBe('2人');
    expect(sheet.getRow(2).getCell(7).value).toBe('已发布');
  });

  it('deletes in a batch with the attachments and an audit row each', async () => {
    const all = (await page(STAFF)).body.data.list.map((r) => r.id);
    expect((await c.post(STAFF, 'office/download/center/delete', { ids: [...all, 'missing'] })).status).toBe(404);
    const res = await c.post(STAFF, 'office/download/center/delete', { ids: all });
    expect(res.body.msg).toBe('删除成功');
    expect((await page(STAFF)).body.data.total).toBe(0);
    expect((await c.get(STAFF, `office/download/center/${itemId}`)).status).toBe(404);
    const live = await t.ctx.db.select().from(ossFile).where(eq(ossFile.affairId, itemId));
    expect(live.every((f) => f.removedAt)).toBe(true);
    expect((await audits(itemId)).map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });
});
