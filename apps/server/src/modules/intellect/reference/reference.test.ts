import type { ImportResult, PageResult, ReferenceDetail, ReferenceDocItem, ReferenceSearchResult, SignatureResult } from '@cppcc/contracts';
import { Document, Packer, Paragraph } from 'docx';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { auditLog } from '../../../platform/audit/tables';
import { proposal } from '../../proposal/tables';
import { user } from '../../system/tables';
import { seedReferenceDocs } from './seed-docs';
import { signSearchToken } from './token';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
}, 60_000);
afterAll(() => t.close());

const multipart = async (fields: Record<string, string>, file: { name: string; data: Buffer }) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([file.data]), file.name);
  const req = new Request('http://local/', { method: 'POST', body: form });
  return { body: Buffer.from(await req.arrayBuffer()), type: req.headers.get('content-type') ?? '' };
};
const upload = async (who: string, fields: Record<string, string>, file: { name: string; data: Buffer }) => {
  const m = await multipart(fields, file);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/data/intellect/reference/doc/import',
    headers: { authorization: `Bearer ${await c.token(who)}`, 'content-type': m.type },
    payload: m.body,
  });
  return { status: res.statusCode, body: res.json() as { code: string; msg: string; data: ImportResult } };
};
const xlsx = async (rows: (string | Date)[][]) => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('资料');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
};
const zipOf = (entries: { name: string; data: Buffer }[]) =>
  new Promise<Buffer>((resolve, reject) => {
    const z = new yazl.ZipFile();
    for (const e of entries) z.addBuffer(e.data, e.name);
    z.end();
    const chunks: Buffer[] = [];
    z.outputStream.on('data', (d: Buffer) => chunks.push(d));
    z.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    z.outputStream.on('error', reject);
  });

let token = '';
const search = async (body: Record<string, unknown>, who = 'weiyuan', tk: string | null = token) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/data/intellect/reference/search',
    headers: { authorization: `Bearer ${await c.token(who)}`, ...(tk ? { accesstoken: tk } : {}) },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() as { code: string; msg: string; data: ReferenceSearchResult } };
};

describe('openapi', () => {
  it('lists the intelligent-check paths', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    for (const p of [
      '/api/data/intellect/baidu/error/correction',
      '/api/sensitiveWord/wordTypeMap',
      '/api/data/intellect/ai/detect',
      '/api/data/intellect/classification/proposal',
      '/api/data/intellect/recommend/undertakeUnit',
      '/api/data/intellect/proposal/list',
      '/api/data/intellect/get/signature',
      '/api/data/intellect/reference/search',
      '/api/data/intellect/reference/doc/import',
      '/api/data/intellect/quotation/page',
    ]) {
      expect(Object.keys(doc.paths), p).toContain(p);
    }
  });
});

describe('signature', () => {
  it('gives a 110-minute credential and the search domain on this server', async () => {
    const r = await c.get<SignatureResult>('weiyuan', 'data/intellect/get/signature');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ domain: '/api/data/intellect/reference', expiresIn: 6_600_000 });
    token = r.body.data.signature;
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('refuses a search without, with a forged, an expired or another user’s credential', async () => {
    const none = await search({ keyword: '教育' }, 'weiyuan', null);
    expect([none.status, none.body.msg]).toEqual([403, '鉴权失败：缺少检索凭证 accessToken，请先获取签名']);
    const [p, s] = token.split('.');
    expect((await search({ keyword: '教育' }, 'weiyuan', `${p}.${s.slice(1)}x`)).body.msg).toBe('鉴权失败：检索凭证无效');
    expect((await search({ keyword: '教育' }, 'tian')).body.msg).toBe('鉴权失败：检索凭证不属于当前用户');
    const [me] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.loginName, 'weiyuan'));
    const old = signSearchToken(t.ctx.keys.searchKey, me.id, Date.now() - 6_700_000).token;
    expect((await search({ keyword: '教育' }, 'weiyuan', old)).body.msg).toBe('鉴权失败：检索凭证已过期，请重新获取签名');
  });
});

describe('the demo library', () => {
  it('is imported by the seed through the import service and searchable at once', async () => {
    const r = await search({ keyword: '居家养老' });
    const kinds = new Set(r.body.data.list.map((h) => h.kind));
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['current', 'law', 'policy', 'proposal']));
    const law = r.body.data.list.find((h) => h.title === '中华人民共和国老年人权益保障法');
    expect(law).toMatchObject({ kind: 'law', enacting_agency: '全国人民代表大会常务委员会', publishTime: '2018-12-29' });
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'intellect_reference_doc'), isNull(auditLog.userId)));
    expect(row).toMatchObject({
      action: 'import',
      username: '系统',
      detail: expect.objectContaining({ imported: seedReferenceDocs.length }),
    });
  });
});

describe('reference library and search', () => {
  beforeAll(async () => {
    const laws = await xlsx([
      ['标题', '内容', '公布日期', '制定机关', '效力级别', '时效性'],
      [
        '中华人民共和国义务教育法',
        '第一条 为了保障适龄儿童、少年接受义务教育的权利，保证义务教育的实施，提高全民族素质，根据宪法和教育法，制定本法。第六条 国务院和县级以上地方人民政府应当合理配置教育资源，促进义务教育均衡发展。',
        '2006-06-29',
        '全国人民代表大会常务委员会',
        '法律',
        '已修改',
      ],
      [
        '中华人民共和国老年人权益保障法',
        '第一条 为了保障老年人合法权益，发展老龄事业，弘扬中华民族敬老、养老、助老的美德，根据宪法，制定本法。',
        new Date('2018-12-29'),
        '全国人民代表大会常务委员会',
        '法律',
        '现行有效',
      ],
      ['', '没有标题的一行'],
    ]);
    const r = await upload('admin', { kind: 'law' }, { name: '法律.xlsx', data: laws });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ imported: 2, skipped: 1 });
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph('关于推进城乡义务教育一体化发展的若干意见'),
            new Paragraph('2016年7月2日'),
            new Paragraph('统筹推进县域内城乡义务教育一体化改革发展，加快缩小县域内城乡教育差距，促进教育公平。'),
          ],
        },
      ],
    });
    const policy = await upload(
      'admin',
      { kind: 'policy', source: '国务院', effectiveness: '现行有效' },
      { name: '意见.docx', data: await Packer.toBuffer(doc) },
    );
    expect(policy.body.data).toMatchObject({ imported: 1, skipped: 0 });
    const zip = await zipOf([
      { name: '往届/关于发展社区养老服务的提案.txt', data: Buffer.from('建议发展社区嵌入式养老服务，解决老年人助餐难题。') },
      { name: '说明.pdf', data: Buffer.from('ignored') },
    ]);
    const old = await upload('admin', { kind: 'proposal', source: '某市政协十三届五次会议' }, { name: '往届提案.zip', data: zip });
    expect(old.body.data).toMatchObject({ imported: 1 });
  });

  it('finds laws, policies and earlier proposals with the fields of their kind', async () => {
    const r = await search({ keyword: '义务教育均衡' });
    expect(r.status).toBe(200);
    const law = r.body.data.list.find((h) => h.title === '中华人民共和国义务教育法');
    expect(law).toMatchObject({
      kind: 'law',
      publishTime: '2006-06-29',
      enacting_agency: '全国人民代表大会常务委员会',
      releasePublisher: null,
      potency_level: '法律',
      effectiveness: '已修改',
      startTime: null,
    });
    expect(law?.highlights[0]).toContain('<em>');
    expect(law?.content).not.toContain('<em>');
    const policy = r.body.data.list.find((h) => h.kind === 'policy');
    expect(policy).toMatchObject({
      title: '关于推进城乡义务教育一体化发展的若干意见',
      releasePublisher: '国务院',
      publishTime: '2016-07-02',
      effectiveness: '现行有效',
    });
    const old = await search({ keyword: '养老服务' });
    const p = old.body.data.list.find((h) => h.kind === 'proposal');
    expect(p).toMatchObject({ title: '关于发展社区养老服务的提案', source: '某市政协十三届五次会议', publishTime: null });
  });

  it('pages 20 at a time by default, filters by kind, sorts newest first, and refuses a long keyword', async () => {
    const all = await search({ keyword: '义务教育' });
    expect(all.body.data.total).toBeGreaterThanOrEqual(2);
    const laws = await search({ keyword: '义务教育', kind: 'law' });
    expect(laws.body.data.list.every((h) => h.kind === 'law')).toBe(true);
    expect(laws.body.data.total).toBe(1);
    const newest = await search({ keyword: '宪法', sortType: 1 });
    expect(newest.body.data.list.map((h) => h.publishTime)).toEqual(['2018-12-29', '2006-06-29']);
    const both = await search({ keyword: '宪法', pageSize: 2 });
    const page2 = await search({ keyword: '宪法', pageNum: 2, pageSize: 1 });
    expect(page2.body.data).toMatchObject({ total: 2, list: [{ id: both.body.data.list[1].id }] });
    const long = await search({ keyword: '教'.repeat(51) });
    expect([long.status, long.body.msg]).toEqual([400, expect.stringContaining('检索关键词不能超过50个字')]);
    const none = await search({ keyword: '量子引力' });
    expect(none.body.data).toEqual({ total: 0, list: [] });
  });

  it('includes this conference’s published proposals, masking what their open status hides', async () => {
    const [pub] = await t.ctx.db
      .select({ id: proposal.id, title: proposal.title, openStatus: proposal.openStatus, proposerName: proposal.proposerName })
      .from(proposal)
      .where(and(isNotNull(proposal.openStatus), isNull(proposal.deletedAt)))
      .limit(1);
    const r = await search({ keyword: pub.title.slice(2, 12), kind: 'current' });
    const hit = r.body.data.list.find((h) => h.id === `cur_${pub.id}`);
    expect(hit).toMatchObject({ kind: 'current', title: pub.title, publishTime: null, startTime: expect.any(String) });
    expect(hit?.proposer).toEqual(pub.openStatus === 2 ? null : expect.stringContaining(pub.proposerName));
    const d = await t.app.inject({
      method: 'GET',
      url: `/api/data/intellect/reference/detail/cur_${pub.id}`,
      headers: { authorization: `Bearer ${await c.token('weiyuan')}`, accesstoken: token },
    });
    expect((d.json().data as ReferenceDetail).content.length).toBeGreaterThan(10);
    // once withdrawn from publication it is no longer offered
    await t.ctx.db.update(proposal).set({ openStatus: null, updatedAt: new Date() }).where(eq(proposal.id, pub.id));
    const after = await search({ keyword: pub.title.slice(2, 12), kind: 'current' });
    expect(after.body.data.list.map((h) => h.id)).not.toContain(`cur_${pub.id}`);
  });

  it('lets administrators page and delete, with audit rows, and nobody else', async () => {
    expect((await c.post('weiyuan', 'data/intellect/reference/doc/page', {})).status).toBe(403);
    expect((await upload('weiyuan', { kind: 'law' }, { name: 'a.txt', data: Buffer.from('x') })).status).toBe(403);
    const page = await c.post<PageResult<ReferenceDocItem>>('admin', 'data/intellect/reference/doc/page', { kind: 'law' });
    // the two imported above and the demo seed's laws
    expect(page.body.data.total).toBe(2 + seedReferenceDocs.filter((d) => d.kind === 'law').length);
    const target = page.body.data.list.find((d) => d.title === '中华人民共和国义务教育法') as ReferenceDocItem;
    expect(target).toMatchObject({ potencyLevel: '法律', effectiveness: '已修改', publishTime: '2006-06-29' });
    const del = await c.post('admin', 'data/intellect/reference/doc/delete', { ids: [target.id] });
    expect([del.status, del.body.msg]).toEqual([200, '删除成功']);
    const gone = await search({ keyword: '义务教育', kind: 'law' });
    expect(gone.body.data.total).toBe(0);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'intellect_reference_doc'), isNotNull(auditLog.userId)));
    expect(audits.map((a) => a.action).sort()).toEqual(['delete', 'import', 'import', 'import']);
    const missing = await c.post('admin', 'data/intellect/reference/doc/delete', { ids: [target.id] });
    expect(missing.status).toBe(404);
  });

  it('refuses bad imports with a message and writes nothing', async () => {
    const kind = await upload('admin', { kind: 'news' }, { name: 'a.txt', data: Buffer.from('内容') });
    expect([kind.status, kind.body.msg]).toEqual([400, 'kind 只能是 law、policy 或 proposal']);
    const ext = await upload('admin', { kind: 'law' }, { name: 'a.pdf', data: Buffer.from('内容') });
    expect([ext.status, ext.body.msg]).toEqual([400, '文件类型错误，后缀名应为 xlsx、docx、txt 或 zip']);
    const noTitle = await upload('admin', { kind: 'law' }, { name: 'b.xlsx', data: await xlsx([['名称'], ['无内容列']]) });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.msg).toContain('缺少“标题”或“内容”列');
  });
});
