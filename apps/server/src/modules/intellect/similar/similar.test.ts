import type { ComparisonResult, LibraryImportResult, LibraryItem, PageResult, SimilarDetail, SimilarItem } from '@cppcc/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { inTx } from '../../../platform/db/tx';
import { indexSimilarDoc, removeSimilarDoc } from './documents';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t.close());

const EDUCATION =
  '关于推进城乡义务教育优质均衡发展的提案。近年来，我市义务教育普及水平持续提高，但城乡之间、校际之间办学条件和师资水平仍有差距。' +
  '一是农村学校教师结构性缺编问题突出，音体美和信息科技教师不足；二是县域内优质学校集中在城区，择校压力较大；三是教育信息化投入不均衡，' +
  '部分乡村学校网络和设备老化。建议：第一，完善教师县管校聘制度，推动骨干教师向乡村学校流动；第二，推进集团化办学和学区制改革，' +
  '扩大优质教育资源覆盖面；第三，加大教育信息化投入，建设城乡同步课堂，让乡村孩子共享优质课程。';
const ELDERLY =
  '关于完善社区居家养老服务体系的提案。随着人口老龄化加快，独居和失能老人照护需求日益增长，社区养老服务设施布局不均、专业护理人员短缺、' +
  '服务内容单一等问题较为突出。建议：一是按照每百户不少于二十平方米的标准配建社区养老服务用房；二是培育专业化养老服务机构，' +
  '推行嵌入式小型养老院；三是建立养老护理员职业技能等级认定和薪酬激励机制；四是推动医养结合，鼓励社区卫生服务中心为老年人提供家庭医生签约服务。';

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
    url: '/api/data/intellect/library/import',
    headers: { authorization: `Bearer ${await c.token(who)}`, 'content-type': m.type },
    payload: m.body,
  });
  return { status: res.statusCode, body: res.json() as { code: string; msg: string; data: LibraryImportResult } };
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

describe('proposal duplicate check', () => {
  it('refuses empty and short texts with the spec messages', async () => {
    const empty = await c.post('weiyuan', 'data/intellect/similar/check', { content: '<p> </p>', threshold: 90 });
    expect([empty.status, empty.body.msg]).toEqual([400, '暂无内容, 无法进行查重']);
    const short = await c.post('weiyuan', 'data/intellect/similar/check', { content: '<p>关于加强垃圾分类的建议</p>' });
    expect([short.status, short.body.msg]).toEqual([400, '当前内容不足100字，无法进行查重！']);
    const bad = await c.post('weiyuan', 'data/intellect/similar/check', { content: EDUCATION, threshold: 120 });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('threshold');
  });

  it('finds an indexed proposal in reordered, re-punctuated text, never the one being edited, and forgets removed ones', async () => {
    await inTx(t.ctx.db, async (tx) => {
      await indexSimilarDoc(tx, {
        corpus: 'proposal',
        docId: 'p-edu',
        title: '关于推进义务教育优质均衡发展的提案',
        source: '十四届三次会议 第18号',
        contentHtml: `<p>${EDUCATION}</p>`,
      });
      await indexSimilarDoc(tx, {
        corpus: 'proposal',
        docId: 'p-old',
        title: '关于完善社区居家养老服务体系的提案',
        source: '十四届二次会议 第7号',
        contentHtml: `<p>${ELDERLY}</p>`,
      });
    });
    const sentences = EDUCATION.split('。').filter(Boolean);
    const reordered = `<p>${[...sentences].reverse().join('。')}。</p>`.replace(/，/g, ',');
    const r = await c.post<SimilarItem[]>('weiyuan', 'data/intellect/similar/check', {
      content: reordered,
      threshold: 90,
      proposalId: 'draft-1',
    });
    expect(r.status).toBe(200);
    expect(r.body.data[0]).toMatchObject({
      id: 'p-edu',
      title: '关于推进义务教育优质均衡发展的提案',
      source: '十四届三次会议 第18号',
      sort: 1,
      overThreshold: true,
    });
    expect(r.body.data[0].similarity).toBeGreaterThan(0.95);
    expect(r.body.data.some((i) => i.id === 'p-old')).toBe(false);

    const self = await c.post<SimilarItem[]>('weiyuan', 'data/intellect/similar/check', { content: EDUCATION, proposalId: 'p-edu' });
    expect(self.body.data.map((i) => i.id)).not.toContain('p-edu');

    // these two are no proposals anybody may open: the check names them, their text stays closed (src/security/record-scope.test.ts)
    const d = await c.get<SimilarDetail>('weiyuan', 'data/intellect/similar/detail/p-old');
    expect([d.status, d.body.msg]).toEqual([404, expect.stringContaining('无权查看该提案的全文')]);

    await inTx(t.ctx.db, (tx) => removeSimilarDoc(tx, 'proposal', 'p-edu'));
    const gone = await c.post<SimilarItem[]>('weiyuan', 'data/intellect/similar/check', { content: EDUCATION });
    expect(gone.body.data.map((i) => i.id)).not.toContain('p-edu');
    expect((await c.get('weiyuan', 'data/intellect/similar/detail/p-edu')).status).toBe(404);
  });

  it('marks matching passages with the same id on both sides, escaped', async () => {
    const source = `<b>${EDUCATION}</b><script>alert(1)</script>`;
    const target = `前言<img src=x onerror=alert(1)>。${EDUCATION.slice(40, 160)}结尾。`;
    const r = await c.post<ComparisonResult>('weiyuan', 'data/intellect/duplication/comparison', {
      sourceContent: source,
      targetContent: target,
    });
    expect(r.status).toBe(200);
    const ids = (html: string) => [...html.matchAll(/data-mark-id="(m\d+)"/g)].map((m) => m[1]);
    expect(ids(r.body.data.sourceMarkedHtml).length).toBeGreaterThan(0);
    expect(new Set(ids(r.body.data.sourceMarkedHtml))).toEqual(new Set(ids(r.body.data.targetMarkedHtml)));
    expect(r.body.data.targetMarkedHtml).not.toContain('<img');
    expect(r.body.data.sourceMarkedHtml).not.toContain('<script');
    const none = await c.post('weiyuan', 'data/intellect/duplication/comparison', { sourceContent: EDUCATION, targetContent: ' ' });
    expect([none.status, none.body.msg]).toEqual([400, '暂无对比数据']);
  });
});

describe('reference library', () => {
  it('imports xlsx rows that the cppcc check then finds; members may not import', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('提案');
    ws.addRow(['标题', '内容', '来源', '年份']);
    ws.addRow(['关于养老服务的提案', ELDERLY, '某市政协十三届五次会议', 2022]);
    ws.addRow(['', '没有标题的一行', '', '']);
    // a year no integer column holds is dropped, not a database error
    ws.addRow(['关于教育的提案', EDUCATION, '', 99999999999]);
    const data = Buffer.from(await wb.xlsx.writeBuffer());
    const denied = await upload('weiyuan', { kind: 'proposal' }, { name: 'lib.xlsx', data });
    expect(denied.status).toBe(403);
    const r = await upload('admin', { kind: 'proposal' }, { name: 'lib.xlsx', data });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ imported: 2, skipped: 1 });

    const hits = await c.post<SimilarItem[]>('weiyuan', 'data/intellect/cppcc/similar/check', { content: ELDERLY });
    expect(hits.body.data[0]).toMatchObject({ title: '关于养老服务的提案', source: '某市政协十三届五次会议' });
    const detail = await c.get<SimilarDetail>('weiyuan', `data/intellect/cppcc/similar/detail/${hits.body.data[0].id}`);
    expect(detail.body.data.contentText).toBe(ELDERLY);

    const page = await c.post<PageResult<LibraryItem>>('admin', 'data/intellect/library/page', { kind: 'proposal', keyword: '养老' });
    expect(page.body.data.total).toBe(1);
    await c.post('admin', 'data/intellect/library/delete', { ids: [page.body.data.list[0].id] });
    const after = await c.post<SimilarItem[]>('weiyuan', 'data/intellect/cppcc/similar/check', { content: ELDERLY });
    expect(after.body.data).toEqual([]);
  });

  it('imports the text files of a zip into the info library and refuses a zip bomb and unknown types', async () => {
    const zip = await zipOf([
      { name: '社情民意/教育.txt', data: Buffer.from(EDUCATION) },
      { name: 'readme.md', data: Buffer.from('忽略') },
    ]);
    const r = await upload('admin', { kind: 'info', source: '省政协信息库', year: '2024' }, { name: '资料.zip', data: zip });
    expect(r.body.data).toMatchObject({ imported: 1, skipped: 0 });
    const hits = await c.post<SimilarItem[]>('weiyuan', 'data/intellect/cppcc/similar/info/check', {
      content: EDUCATION,
      infoId: null,
      year: 2024,
    });
    expect(hits.body.data[0]).toMatchObject({ title: '教育', source: '省政协信息库' });

    const bomb = await zipOf([{ name: 'big.txt', data: Buffer.alloc(30 * 1024 * 1024, 0x41) }]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const refused = await upload('admin', { kind: 'info' }, { name: 'bomb.zip', data: bomb });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('解压后过大');

    const exe = await upload('admin', { kind: 'info' }, { name: 'tool.exe', data: Buffer.from('MZ') });
    expect([exe.status, exe.body.msg]).toEqual([400, '文件类型错误，后缀名应为 xlsx、docx、txt 或 zip']);
    const year = await upload('admin', { kind: 'info', year: '99999999999' }, { name: 'a.txt', data: Buffer.from(EDUCATION) });
    expect([year.status, year.body.msg]).toEqual([400, 'year 必须是年份数字']);
    const kind = await upload('admin', { kind: 'other' }, { name: 'a.txt', data: Buffer.from(EDUCATION) });
    expect([kind.status, kind.body.msg]).toEqual([400, 'kind 只能是 proposal 或 info']);
  });
});
