import type { PageResult, SensitiveImportResult, SensitiveWordItem } from '@cppcc/contracts';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { auditLog } from '../../../platform/audit/tables';
import { decodeText, parseTxt } from './import';
import { loadSensitiveWords, sensitiveWordsVersion } from './service';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t.close());

const page = (body: object = {}) => c.post<PageResult<SensitiveWordItem>>('admin', 'system/sensitive/page', body);

/** POST a multipart import as the browser's FormData would. */
async function importFile(name: string, content: Buffer, query = '') {
  const boundary = '----cppcc-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/system/sensitive/import${query}`,
    headers: { authorization: `Bearer ${await c.token('admin')}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([head, content, tail]),
  });
  return { status: res.statusCode, body: res.json() as { code: string; msg: string; data: SensitiveImportResult } };
}

describe('sensitive words (敏感词)', () => {
  it('seeds a dictionary the checks can load, with a version to cache by', async () => {
    const words = await loadSensitiveWords(t.ctx.db);
    expect(words.length).toBeGreaterThanOrEqual(30);
    expect(words.find((w) => w.word === '双规')).toEqual({
      word: '双规',
      type: 'forbidden',
      explain: '《监察法》施行后不再使用“双规”，应使用“留置”。',
    });
    expect(await sensitiveWordsVersion(t.ctx.db)).toBeGreaterThanOrEqual(1);
    const politics = await page({ type: 'politics' });
    expect(politics.body.data.list.every((w) => w.type === 'politics')).toBe(true);
    expect((await page({ keyword: '留置' })).body.data.list.map((w) => w.word)).toEqual(['双规']);
    expect((await page({ type: 'other' })).body.msg).toContain('type');
    expect((await c.post('weiyuan', 'system/sensitive/page', {})).status).toBe(403);
  });

  it('adds, edits, stops and deletes words; every change moves the version and leaves a trace', async () => {
    const v0 = await sensitiveWordsVersion(t.ctx.db);
    expect((await c.post('admin', 'system/sensitive/add', { word: ' ', type: 'custom' })).body.msg).toContain('敏感词不能为空');
    expect((await c.post('admin', 'system/sensitive/add', { word: '双规', type: 'custom' })).status).toBe(409);
    expect((await c.post('admin', 'system/sensitive/add', { word: '字'.repeat(51), type: 'custom' })).body.msg).toContain('不能超过50个字');
    const add = await c.post<{ id: string }>('admin', 'system/sensitive/add', {
      word: '一把手',
      type: 'forbidden',
      explain: '正式文稿中应写明具体职务。',
    });
    expect(add.status).toBe(200);
    const id = add.body.data.id;
    expect(await sensitiveWordsVersion(t.ctx.db)).toBe(v0 + 1);
    expect((await loadSensitiveWords(t.ctx.db)).some((w) => w.word === '一把手')).toBe(true);

    expect((await c.post('admin', 'system/sensitive/update', { id, word: '一把手', type: 'custom', explain: '' })).status).toBe(200);
    expect((await c.get<SensitiveWordItem>('admin', `system/sensitive/detail/${id}`)).body.data).toMatchObject({
      type: 'custom',
      explain: null,
    });
    expect((await c.post('admin', 'system/sensitive/enable', { id, enabled: false })).status).toBe(200);
    expect((await loadSensitiveWords(t.ctx.db)).some((w) => w.word === '一把手')).toBe(false);
    expect((await c.post('admin', 'system/sensitive/delete', { ids: [id] })).status).toBe(200);
    expect(await sensitiveWordsVersion(t.ctx.db)).toBe(v0 + 4);
    const trail = await t.ctx.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.objectId, id));
    expect(trail.map((r) => r.action).sort()).toEqual(['create', 'delete', 'disable', 'update']);
  });

  it('imports a txt (UTF-8 or GB18030) with types, skipping known words and reporting bad lines', async () => {
    const txt = [
      '# 导入测试',
      '套路贷',
      '校园贷,违禁,涉及非法借贷，须核实语境',
      '双规',
      '套路贷',
      '刷单,不存在的类型',
      '',
      '虚开增值税发票\t违禁',
    ].join('\r\n');
    const r = await importFile('词表.txt', Buffer.from(txt, 'utf8'), '?type=illegal');
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      added: 3,
      updated: 0,
      skipped: 2,
      errors: [{ line: 6, message: expect.stringContaining('类型「不存在的类型」不正确') }],
    });
    const words = await loadSensitiveWords(t.ctx.db);
    expect(words.find((w) => w.word === '校园贷')).toEqual({ word: '校园贷', type: 'illegal', explain: '涉及非法借贷，须核实语境' });
    expect(words.find((w) => w.word === '套路贷')?.type).toBe('illegal');

    const gbk = Buffer.from([0xc9, 0xf1, 0xc6, 0xc5]); // 「神婆」 in GB18030
    expect(decodeText(gbk)).toBe('神婆');
    expect(parseTxt('a，自定义，说明,含逗号')).toEqual([{ line: 1, word: 'a', type: '自定义', explain: '说明，含逗号' }]);
    const over = await importFile('覆盖.txt', Buffer.from('双规,政治,改为新的说明', 'utf8'), '?overwrite=true');
    expect(over.body.data).toMatchObject({ added: 0, updated: 1, skipped: 0 });
    expect((await loadSensitiveWords(t.ctx.db)).find((w) => w.word === '双规')).toMatchObject({
      type: 'politics',
      explain: '改为新的说明',
    });
    // the demo data has imports of its own (the reference library): read this list's first one
    const [trace] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.objectType, 'sensitiveWord')))
      .orderBy(asc(auditLog.at), asc(auditLog.id));
    expect(trace.detail).toMatchObject({ filename: '词表.txt', added: 3, invalid: 1 });
  });

  it('imports an xlsx laid out by its header row, and refuses other files', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('词表');
    sheet.addRow(['说明', '敏感词', '类型']);
    sheet.addRow(['涉及赌博', '网络赌场', '违禁']);
    sheet.addRow(['', '低俗直播', 'porn']);
    const r = await importFile('词表.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    expect(r.body.data).toMatchObject({ added: 2, errors: [] });
    expect((await loadSensitiveWords(t.ctx.db)).find((w) => w.word === '网络赌场')).toEqual({
      word: '网络赌场',
      type: 'illegal',
      explain: '涉及赌博',
    });

    expect((await importFile('词表.doc', Buffer.from('x'))).body.msg).toBe('文件类型错误，后缀名应为 .xlsx 或 .txt');
    expect((await importFile('假的.xlsx', Buffer.from('not a zip'))).body.msg).toContain('不是有效的 .xlsx');
    expect((await importFile('空.txt', Buffer.from('# 只有注释\n'))).body.msg).toBe('文件中没有可导入的敏感词');
    const noFile = await c.post('admin', 'system/sensitive/import', {});
    expect(noFile.status).toBe(400);
    expect(noFile.body.msg).toContain('请选择要导入的文件');
  });

  it('downloads the import template and exports the words with labels', async () => {
    const token = await c.token('admin');
    const tpl = await t.app.inject({
      method: 'GET',
      url: '/api/system/sensitive/import/template',
      headers: { authorization: `Bearer ${token}` },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(1).getCell(1).value).toBe('敏感词');
    expect(String(wb.worksheets[0].getRow(1).getCell(2).value)).toContain('禁用词');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/system/sensitive/export',
      headers: { authorization: `Bearer ${token}` },
      payload: { type: 'politics' },
    });
    expect(res.statusCode).toBe(200);
    const out = new ExcelJS.Workbook();
    await out.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = out.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['敏感词', '类型', '说明', '状态', '更新时间']);
    const total = (await page({ type: 'politics' })).body.data.total;
    expect(sheet.actualRowCount).toBe(total + 1);
    for (let i = 2; i <= sheet.actualRowCount; i++) expect(sheet.getRow(i).getCell(2).value).toBe('政治');
  });
});
