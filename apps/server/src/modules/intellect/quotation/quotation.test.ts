import type { ImportResult, PageResult, QuotationItem } from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { auditLog } from '../../../platform/audit/tables';
import { parseQuotationLine } from './import';
import { seedQuotationLines } from './seed-lines';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
}, 60_000);
afterAll(() => t.close());

const upload = async (who: string, file: { name: string; data: Buffer }) => {
  const form = new FormData();
  form.append('file', new Blob([file.data]), file.name);
  const req = new Request('http://local/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/data/intellect/quotation/import',
    headers: { authorization: `Bearer ${await c.token(who)}`, 'content-type': req.headers.get('content-type') ?? '' },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() as { code: string; msg: string; data: ImportResult } };
};
const page = (body: Record<string, unknown> = {}) => c.post<PageResult<QuotationItem>>('admin', 'data/intellect/quotation/page', body);

describe('诗词名句库', () => {
  it('starts with the seeded lines, searchable by text, author or work', async () => {
    const all = await page({ pageSize: 15 });
    expect(all.body.data.total).toBe(seedQuotationLines.length);
    const du = await page({ keyword: '杜甫' });
    expect(du.body.data.list.map((q) => q.text).sort()).toEqual(['会当凌绝顶，一览众山小', '安得广厦千万间，大庇天下寒士俱欢颜'].sort());
  });

  it('is for administrators only', async () => {
    expect((await c.post('weiyuan', 'data/intellect/quotation/page', {})).status).toBe(403);
    expect((await c.post('weiyuan', 'data/intellect/quotation/add', { text: '海纳百川，有容乃大' })).status).toBe(403);
    expect((await upload('tian', { name: 'a.txt', data: Buffer.from('海纳百川，有容乃大') })).status).toBe(403);
  });

  it('adds, refuses duplicates and short lines, updates and deletes, with audit rows', async () => {
    const add = await c.post<{ id: string }>('admin', 'data/intellect/quotation/add', {
      text: ' 海纳百川，有容乃大 ',
      author: '林则徐',
      dynasty: '清',
    });
    expect(add.status).toBe(200);
    const dup = await c.post('admin', 'data/intellect/quotation/add', { text: '海纳百川，有容乃大' });
    expect([dup.status, dup.body.msg]).toEqual([409, '名句「海纳百川，有容乃大」已存在']);
    const short = await c.post('admin', 'data/intellect/quotation/add', { text: '海纳' });
    expect([short.status, short.body.msg]).toEqual([400, expect.stringContaining('名句内容至少4个字')]);
    const id = add.body.data.id;
    const upd = await c.post('admin', 'data/intellect/quotation/update', {
      id,
      text: '海纳百川，有容乃大；壁立千仞，无欲则刚',
      author: '林则徐',
      title: '自题联',
      dynasty: '清',
    });
    expect(upd.status).toBe(200);
    const found = await page({ keyword: '壁立千仞' });
    expect(found.body.data.list[0]).toMatchObject({ id, title: '自题联' });
    const del = await c.post('admin', 'data/intellect/quotation/delete', { ids: [id] });
    expect([del.status, del.body.msg]).toEqual([200, '删除成功']);
    expect((await c.post('admin', 'data/intellect/quotation/delete', { ids: [id] })).status).toBe(404);
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.objectId, id));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('reads the usual ways of writing a quotation in a txt line', () => {
    expect(parseQuotationLine('先天下之忧而忧——（宋）范仲淹《岳阳楼记》')).toEqual({
      text: '先天下之忧而忧',
      dynasty: '宋',
      author: '范仲淹',
      title: '《岳阳楼记》',
    });
    expect(parseQuotationLine('人无远虑，必有近忧|孔子|《论语·卫灵公》|春秋')).toEqual({
      text: '人无远虑，必有近忧',
      author: '孔子',
      title: '《论语·卫灵公》',
      dynasty: '春秋',
    });
    expect(parseQuotationLine('  # 注释行')).toBeNull();
    expect(parseQuotationLine('工欲善其事，必先利其器')).toMatchObject({ text: '工欲善其事，必先利其器', author: null });
  });

  it('imports txt and xlsx, skipping lines already there and listing why', async () => {
    const txt = [
      '人无远虑，必有近忧|孔子|《论语·卫灵公》|春秋',
      '工欲善其事，必先利其器——孔子《论语·卫灵公》',
      '欲穷千里目，更上一层楼',
      '短句',
      '工欲善其事，必先利其器',
    ].join('\n');
    const r = await upload('admin', { name: '名句.txt', data: Buffer.from(txt) });
    expect(r.status).toBe(200);
    expect(r.body.data.imported).toBe(2);
    expect(r.body.data.errors).toEqual([
      '第4条“短句”过短（至少4个字）',
      '第5条“工欲善其事，必先利其器”在文件中重复',
      '“欲穷千里目，更上一层楼”已在名句库中',
    ]);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('名句');
    ws.addRow(['名句', '作者', '出处', '朝代']);
    ws.addRow(['桃李不言，下自成蹊', '司马迁', '《史记·李将军列传》', '汉']);
    const x = await upload('admin', { name: '名句.xlsx', data: Buffer.from(await wb.xlsx.writeBuffer()) });
    expect(x.body.data).toMatchObject({ imported: 1, skipped: 0 });
    expect((await page({ keyword: '司马迁' })).body.data.list[0]).toMatchObject({ text: '桃李不言，下自成蹊', dynasty: '汉' });
    const only = await upload('admin', { name: '名句.txt', data: Buffer.from('桃李不言，下自成蹊') });
    expect([only.status, only.body.msg]).toEqual([400, '“桃李不言，下自成蹊”已在名句库中']);
    const ext = await upload('admin', { name: '名句.doc', data: Buffer.from('x') });
    expect([ext.status, ext.body.msg]).toEqual([400, '文件类型错误，后缀名应为 txt 或 xlsx']);
  });
});
