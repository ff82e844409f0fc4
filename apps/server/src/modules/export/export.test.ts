import { Readable } from 'node:stream';
import type { ExportColumnItem, ExportTemplateItem, ExportTemplateOption, ExportTypeItem, PageResult } from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import { badRequest } from '../../platform/errors';
import { contentDisposition, officialDocument, pagedRows, registerExportType, sendDocx, sendZip } from '../../platform/export';
import { installErrorHandler } from '../../platform/http/error-handler';
import { exportWithTemplate } from './export-with-template';
import { unzip } from './test-unzip';

interface Person {
  name: string;
  sex: number;
  level: string;
  joined: Date;
  standing: boolean;
}
const people: Person[] = Array.from({ length: 2345 }, (_, i) => ({
  name: `委员${i + 1}`,
  sex: (i % 2) + 1,
  level: i % 3 === 0 ? 'A' : 'B,C',
  joined: new Date(Date.UTC(2026, 0, 1, 16, 30)),
  standing: i === 0,
}));

let t: TestApp;
let c: ReturnType<typeof client>;
/** a bare Fastify app with the platform's error handler: the routes another module would write */
let side: FastifyInstance;
let reads = 0;

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  registerExportType<Person>({
    code: 'testPeople',
    name: '测试名册',
    columns: [
      { key: 'name', title: '姓名' },
      { key: 'sex', title: '性别', dict: 'sex' },
      { key: 'level', title: '等级', labels: { A: '甲', B: '乙', C: '丙' } },
      { key: 'joined', title: '加入时间', format: 'datetime' },
      { key: 'standing', title: '常委' },
    ],
  });
  side = Fastify();
  installErrorHandler(side);
  side.get<{ Querystring: { templateId?: string; fail?: string } }>('/people', async (req, reply) =>
    exportWithTemplate<Person>(reply, {
      db: t.ctx.db,
      type: 'testPeople',
      templateId: req.query.templateId,
      rows: pagedRows(async (offset, limit) => {
        reads++;
        if (req.query.fail === 'first') throw badRequest('查询条件有误，无法导出');
        return people.slice(offset, offset + limit);
      }, 1000),
    }),
  );
  side.get('/docx', async (_req, reply) =>
    sendDocx(reply, {
      filename: '关于加强提案办理工作的意见',
      document: officialDocument({
        title: '关于加强提案办理工作的意见',
        subtitle: '市政协办公室',
        paragraphs: ['第一段正文。', '第二段正文。'],
      }),
    }),
  );
  side.get('/docx-broken', async (_req, reply) =>
    sendDocx(reply, {
      filename: '坏文档',
      document: () => {
        throw badRequest('文稿内容为空，无法导出');
      },
    }),
  );
  side.get('/zip', async (_req, reply) =>
    sendZip(reply, {
      filename: '提案附件',
      entries: (async function* () {
        yield { name: '提案/关于老旧小区改造的建议.txt', data: '正文' };
        yield { name: '提案/关于老旧小区改造的建议.txt', data: Buffer.from('第二份') };
        yield { name: '../../etc/passwd', data: Readable.from([Buffer.from('流式内容')]) };
      })(),
    }),
  );
  await side.ready();
});
afterAll(async () => {
  await side.close();
  await t.close();
});

async function sheetOf(raw: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(raw as unknown as ArrayBuffer);
  return wb.worksheets[0];
}
const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

describe('export templates (导出模板)', () => {
  it('lists the registered types and their columns to any signed-in user', async () => {
    const types = (await c.get<ExportTypeItem[]>('weiyuan', 'export/template/type/list')).body.data;
    expect(types).toEqual(
      expect.arrayContaining([
        { code: 'audit', name: '审计日志' },
        { code: 'user', name: '用户列表' },
        { code: 'member', name: '委员名册' },
      ]),
    );
    const cols = (await c.get<ExportColumnItem[]>('weiyuan', 'export/template/type/columns/audit')).body.data;
    expect(cols[0]).toEqual({ key: 'at', title: '时间' });
    expect((await c.get('weiyuan', 'export/template/type/columns/nothing')).status).toBe(404);
    const seeded = (await c.get<ExportTemplateOption[]>('weiyuan', 'export/template/options?typeCode=member')).body.data;
    expect(seeded.map((o) => o.name)).toEqual(['委员通讯录', '委员基本信息表']);
  });

  it('adds, validates, updates, stops and deletes templates, with audit rows', async () => {
    expect((await c.post('weiyuan', 'export/template/page', {})).status).toBe(403);
    const bad = await c.post('admin', 'export/template/add', { typeCode: 'testPeople', name: '简表', columns: ['name', 'age'] });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('columns');
    expect(bad.body.msg).toContain('age');
    expect((await c.post('admin', 'export/template/add', { typeCode: 'testPeople', name: '简表', columns: [] })).body.msg).toContain(
      '请至少选择一个导出列',
    );
    expect((await c.post('admin', 'export/template/add', { typeCode: 'nope', name: '简表', columns: ['x'] })).body.msg).toContain(
      'typeCode',
    );
    const add = await c.post<{ id: string }>('admin', 'export/template/add', {
      typeCode: 'testPeople',
      name: '简表',
      columns: ['sex', 'name'],
    });
    expect(add.status).toBe(200);
    const id = add.body.data.id;
    expect((await c.post('admin', 'export/template/add', { typeCode: 'testPeople', name: '简表', columns: ['name'] })).status).toBe(409);

    const page = await c.post<PageResult<ExportTemplateItem>>('admin', 'export/template/page', { typeCode: 'testPeople' });
    expect(page.body.data.list).toMatchObject([
      { id, typeName: '测试名册', columns: ['sex', 'name'], columnTitles: ['性别', '姓名'], enabled: true },
    ]);
    const upd = await c.post('admin', 'export/template/update', {
      id,
      typeCode: 'testPeople',
      name: '简表',
      columns: ['level', 'sex', 'name', 'joined'],
    });
    expect(upd.status).toBe(200);
    const detail = await c.get<ExportTemplateItem>('admin', `export/template/detail/${id}`);
    expect(detail.body.data.columns).toEqual(['level', 'sex', 'name', 'joined']);
    const trail = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'exportTemplate'), eq(auditLog.objectId, id)));
    expect(trail.map((r) => r.action).sort()).toEqual(['create', 'update']);

    expect((await c.post('admin', 'export/template/enable', { id, enabled: false })).status).toBe(200);
    expect((await c.get<ExportTemplateOption[]>('admin', 'export/template/options?typeCode=testPeople')).body.data).toEqual([]);
    const stopped = await side.inject({ method: 'GET', url: `/people?templateId=${id}` });
    expect(stopped.statusCode).toBe(400);
    expect(stopped.json()).toMatchObject({ code: '40000', msg: expect.stringContaining('已停用') });
    expect((await c.post('admin', 'export/template/enable', { id, enabled: true })).status).toBe(200);

    const other = await c.post<{ id: string }>('admin', 'export/template/add', { typeCode: 'testPeople', name: '临时', columns: ['name'] });
    expect((await c.post('admin', 'export/template/delete', { ids: [other.body.data.id] })).status).toBe(200);
    expect((await c.get('admin', `export/template/detail/${other.body.data.id}`)).status).toBe(404);
  });
});

describe('export service', () => {
  it('streams an xlsx in the template column order with dictionary labels, reading rows in batches', async () => {
    const tpl = (await c.get<ExportTemplateOption[]>('admin', 'export/template/options?typeCode=testPeople')).body.data[0];
    reads = 0;
    const res = await side.inject({ method: 'GET', url: `/people?templateId=${tpl.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const cd = String(res.headers['content-disposition']);
    expect(cd).toMatch(/^attachment; filename="_+\d{8}\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(cd.split("UTF-8''")[1])).toMatch(/^测试名册_\d{8}\.xlsx$/);
    expect(reads).toBe(3);
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.name).toBe('测试名册');
    expect(rowValues(sheet, 1)).toEqual(['等级', '性别', '姓名', '加入时间']);
    expect(rowValues(sheet, 2)).toEqual(['甲', '男', '委员1', '2026-01-02 00:30:00']);
    expect(rowValues(sheet, 3)).toEqual(['乙、丙', '女', '委员2', '2026-01-02 00:30:00']);
    expect(sheet.actualRowCount).toBe(people.length + 1);
  });

  it('writes every column when no template is chosen (booleans as 是/否)', async () => {
    const sheet = await sheetOf((await side.inject({ method: 'GET', url: '/people' })).rawPayload);
    expect(rowValues(sheet, 1)).toEqual(['姓名', '性别', '等级', '加入时间', '常委']);
    expect(rowValues(sheet, 2)[4]).toBe('是');
    expect(rowValues(sheet, 3)[4]).toBe('否');
  });

  it('answers an error envelope when the export fails before the first byte', async () => {
    const res = await side.inject({ method: 'GET', url: '/people?fail=first' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toEqual({ code: '40000', msg: '查询条件有误，无法导出', data: null });
    const foreign = await side.inject({ method: 'GET', url: '/people?templateId=nothing' });
    expect(foreign.json().msg).toContain('导出模板不存在');
    const broken = await side.inject({ method: 'GET', url: '/docx-broken' });
    expect(broken.json()).toMatchObject({ code: '40000', msg: '文稿内容为空，无法导出' });
  });

  it('sends a valid Word document', async () => {
    const res = await side.inject({ method: 'GET', url: '/docx' });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1])).toBe('关于加强提案办理工作的意见.docx');
    const files = await unzip(res.rawPayload);
    const xml = files.get('word/document.xml')?.toString('utf8') ?? '';
    expect(xml).toContain('关于加强提案办理工作的意见');
    expect(xml).toContain('第二段正文。');
    expect(xml).toContain('仿宋_GB2312');
  });

  it('sends a zip with safe, distinct Chinese entry names', async () => {
    const res = await side.inject({ method: 'GET', url: '/zip' });
    expect(res.headers['content-type']).toBe('application/zip');
    const files = await unzip(res.rawPayload);
    expect([...files.keys()]).toEqual(['提案/关于老旧小区改造的建议.txt', '提案/关于老旧小区改造的建议（2）.txt', 'etc/passwd']);
    expect(files.get('提案/关于老旧小区改造的建议（2）.txt')?.toString()).toBe('第二份');
    expect(files.get('etc/passwd')?.toString()).toBe('流式内容');
  });

  it('builds RFC 5987 dispositions', () => {
    expect(contentDisposition("委员名册(2026)'s.xlsx")).toBe(
      `attachment; filename="____(2026)'s.xlsx"; filename*=UTF-8''${encodeURIComponent('委员名册')}%282026%29%27s.xlsx`,
    );
    expect(contentDisposition('../a/b.docx')).toBe(`attachment; filename="_a_b.docx"; filename*=UTF-8''_a_b.docx`);
    expect(contentDisposition('"引号"\u0007.zip')).toContain('filename="____.zip"');
  });
});

describe('audit export through the export service', () => {
  it('uses the chosen template and keeps the rows and the trace', async () => {
    const tpl = (await c.get<ExportTemplateOption[]>('auditadmin', 'export/template/options?typeCode=audit')).body.data.find(
      (o) => o.name === '操作留痕（简版）',
    );
    expect(tpl).toBeDefined();
    const token = await c.token('auditadmin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/system/audit/export',
      headers: { authorization: `Bearer ${token}` },
      payload: { category: 'operation', templateId: tpl?.id },
    });
    expect(res.statusCode).toBe(200);
    const sheet = await sheetOf(res.rawPayload);
    expect(rowValues(sheet, 1)).toEqual(['时间', '操作人', '操作', '对象类型', '结果']);
    // newest first: the trace of this very export
    expect(rowValues(sheet, 2).slice(2)).toEqual(['导出', '审计日志', '成功']);
    expect(rowValues(sheet, 2)[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/system/audit/export',
      headers: { authorization: `Bearer ${token}` },
      payload: { templateId: (await c.get<ExportTemplateOption[]>('admin', 'export/template/options?typeCode=member')).body.data[0].id },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('不属于「审计日志」');
  });
});
