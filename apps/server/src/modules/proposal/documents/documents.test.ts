import type { OssFile } from '@cppcc/contracts';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { client } from '../../../../test/client';
import type { TestApp } from '../../../../test/harness';
import { multipart, PDF } from '../../oss/test-helpers';
import { createStatsTestApp } from '../stats/test-app';
import { kit } from '../test-kit';
import { htmlParagraphs } from './build';

let t: TestApp;
let c: ReturnType<typeof client>;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  t = await createStatsTestApp();
  c = client(t);
  k = kit(t);
});
afterAll(() => t?.close());

async function download(who: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${await c.token(who)}` } });
  return {
    status: res.statusCode,
    type: String(res.headers['content-type'] ?? ''),
    disposition: decodeURIComponent(String(res.headers['content-disposition'] ?? '')),
    body: res.rawPayload,
    json: () => res.json() as { msg: string },
  };
}

/** The text of a .docx: it must open as a Word document. */
async function docxText(buf: Buffer): Promise<string> {
  return (await mammoth.extractRawText({ buffer: buf })).value;
}

function zipNames(buf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      zip.on('entry', (e: yauzl.Entry) => {
        names.push(e.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('Word documents of a proposal', () => {
  it('writes the proposal in the official layout for whoever may read it, and nobody else', async () => {
    const id = await k.assigned();
    const r = await download('tian', `proposal/document/${id}/proposal.docx`);
    expect(r.status).toBe(200);
    expect(r.type).toContain('wordprocessingml');
    const text = await docxText(r.body);
    expect(text).toContain('关于加强社区养老服务设施建设的建议');
    expect(text).toContain('提案内容');
    expect(text).toContain('按照每百户不少于20平方米的标准配建养老服务用房');
    expect(text).toMatch(/第\d+号/);
    expect(r.disposition).toContain('关于加强社区养老服务设施建设的建议.docx');
    expect((await download('weiyuan', `proposal/document/${id}/proposal.docx`)).status).toBe(200);
    expect((await download('chengban', `proposal/document/${id}/proposal.docx`)).status).toBe(200);
    // another member neither proposed nor co-signed it, and it is not public
    expect((await download('wy0002', `proposal/document/${id}/proposal.docx`)).status).toBe(404);
  });

  it('writes the assignment notice per unit for the office and the unit itself', async () => {
    const edu = await k.orgId('市教育局');
    const fin = await k.orgId('市财政局');
    const id = await k.assigned([
      { unitId: edu, handleType: 0 },
      { unitId: fin, handleType: 1 },
    ]);
    const all = await download('tian', `proposal/document/${id}/assignNotice.docx`);
    expect(all.status).toBe(200);
    const text = await docxText(all.body);
    expect(text).toContain('提案交办单');
    expect(text).toContain('市教育局');
    expect(text).toContain('市财政局（会办）');
    const own = await docxText((await download('chengban', `proposal/document/${id}/assignNotice.docx`)).body);
    expect(own).toContain('交由你单位主办');
    expect(own).not.toContain('市财政局：');
    expect((await download('chengban', `proposal/document/${id}/assignNotice.docx?unitId=${fin}`)).status).toBe(404);
    expect((await download('weiyuan', `proposal/document/${id}/assignNotice.docx`)).status).toBe(403);
    const waiting = await k.filed();
    const refused = await download('tian', `proposal/document/${waiting}/assignNotice.docx`);
    expect(refused.status).toBe(400);
    expect(refused.json().msg).toContain('尚未交办');
  });

  it('writes the filing and the not-filing notice once the review has decided', async () => {
    const filedId = await k.filed();
    const filed = await docxText((await download('weiyuan', `proposal/document/${filedId}/caseNotice.docx`)).body);
    expect(filed).toContain('立案通知书');
    expect(filed).toContain('予以立案');

    const other = await k.add('weiyuan', { submit: true, title: '关于规范共享单车停放的建议' });
    const early = await download('weiyuan', `proposal/document/${other}/caseNotice.docx`);
    expect(early.status).toBe(400);
    expect(early.json().msg).toContain('尚未审查');
    k.expectOk(await c.post('tian', 'proposal/receive', { id: other, overrideJoint: true }));
    k.expectOk(await c.post('tian', 'proposal/notFile', { id: other, destination: 16, reason: '属于个人诉求，建议以委员来信反映' }));
    const notFiled = await docxText((await download('weiyuan', `proposal/document/${other}/caseNotice.docx`)).body);
    expect(notFiled).toContain('不立案通知书');
    expect(notFiled).toContain('属于个人诉求');
    expect(notFiled).toContain('转为委员来信');
  });

  it('compiles a session’s filed proposals into one book, for the office only', async () => {
    const sid = await k.sessionId();
    const id = await k.filed({ title: '关于推进老旧小区加装电梯的建议' });
    const r = await download('tian', `proposal/document/session/${sid}/book.docx`);
    expect(r.status).toBe(200);
    const text = await docxText(r.body);
    expect(text).toContain('提案汇编');
    expect(text).toContain('目　录');
    expect(text).toContain('关于推进老旧小区加装电梯的建议');
    expect(id).toBeTruthy();
    expect((await download('weiyuan', `proposal/document/session/${sid}/book.docx`)).status).toBe(403);
    const unknown = await download('tian', 'proposal/document/session/nope/book.docx');
    expect(unknown.status).toBe(400);
  });

  it('zips the proposal’s attachments, and says so when there are none', async () => {
    const { payload, headers } = multipart({ module: 'proposal' }, { name: '调研报告.pdf', data: PDF });
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/sys/oss/upload',
      headers: { ...headers, authorization: `Bearer ${await c.token('weiyuan')}` },
      payload,
    });
    const file = (up.json() as { data: OssFile }).data;
    expect(file?.id).toBeTruthy();
    const id = await k.add('weiyuan', { fileIds: [file.id] });
    const r = await download('weiyuan', `proposal/document/${id}/attachments.zip`);
    expect(r.status).toBe(200);
    expect(await zipNames(r.body)).toEqual(['提案附件/调研报告.pdf']);
    const none = await k.add('weiyuan');
    const empty = await download('weiyuan', `proposal/document/${none}/attachments.zip`);
    expect(empty.status).toBe(400);
    expect(empty.json().msg).toContain('没有附件');
    expect((await download('wy0002', `proposal/document/${id}/attachments.zip`)).status).toBe(404);
  });

  it('tells each reader which documents it may download, exactly as the downloads decide', async () => {
    type Available = {
      proposal: boolean;
      assignNotice: { unitId: string; unitName: string }[];
      caseNotice: 'filed' | 'notFiled' | null;
      attachments: number;
    };
    const available = (who: string, id: string) => c.get<Available>(who, `proposal/document/${id}/available`);
    const edu = await k.orgId('市教育局');
    const fin = await k.orgId('市财政局');
    const id = await k.assigned([
      { unitId: edu, handleType: 0 },
      { unitId: fin, handleType: 1 },
    ]);
    const office = (await available('tian', id)).body.data;
    expect(office).toEqual({
      proposal: true,
      assignNotice: [
        { unitId: edu, unitName: '市教育局' },
        { unitId: fin, unitName: '市财政局' },
      ],
      caseNotice: 'filed',
      attachments: 0,
    });
    // a unit: its own 交办单 only; the proposer: none
    const unit = (await available('chengban', id)).body.data;
    expect(unit.assignNotice).toEqual([{ unitId: edu, unitName: '市教育局' }]);
    expect(unit.caseNotice).toBe('filed');
    const proposer = (await available('weiyuan', id)).body.data;
    expect(proposer).toEqual({ proposal: true, assignNotice: [], caseNotice: 'filed', attachments: 0 });
    // whatever is offered downloads, whatever is not is refused
    const docs: [string, Available][] = [
      ['tian', office],
      ['chengban', unit],
      ['weiyuan', proposer],
    ];
    for (const [who, a] of docs) {
      expect((await download(who, `proposal/document/${id}/assignNotice.docx`)).status).toBe(a.assignNotice.length ? 200 : 403);
      for (const u of a.assignNotice) {
        expect((await download(who, `proposal/document/${id}/assignNotice.docx?unitId=${u.unitId}`)).status).toBe(200);
      }
      expect((await download(who, `proposal/document/${id}/caseNotice.docx`)).status).toBe(200);
      expect((await download(who, `proposal/document/${id}/attachments.zip`)).status).toBe(400);
    }
    // outside the scope it does not exist
    expect((await available('wy0002', id)).status).toBe(404);

    // once public, an outsider reads the proposal, but is no party to the notices
    k.expectOk(await c.post('tian', 'proposal/open', { ids: [id], openStatus: 0 }));
    const outsider = (await available('wy0002', id)).body.data;
    expect(outsider).toEqual({ proposal: true, assignNotice: [], caseNotice: null, attachments: 0 });
    expect((await download('wy0002', `proposal/document/${id}/caseNotice.docx`)).status).toBe(403);

    // before the review: no notice; before the assignment: no 交办单
    const fresh = await k.add('weiyuan', { submit: true, title: '关于完善夜间公交线路的建议' });
    expect((await available('weiyuan', fresh)).body.data.caseNotice).toBeNull();
    expect((await available('tian', fresh)).body.data.assignNotice).toEqual([]);
    k.expectOk(await c.post('tian', 'proposal/receive', { id: fresh, overrideJoint: true }));
    k.expectOk(await c.post('tian', 'proposal/notFile', { id: fresh, destination: 16, reason: '属于个人诉求，建议以委员来信反映' }));
    expect((await available('weiyuan', fresh)).body.data.caseNotice).toBe('notFiled');
  });

  it('counts the files the attachments zip would hold', async () => {
    const { payload, headers } = multipart({ module: 'proposal' }, { name: '现状调查.pdf', data: PDF });
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/sys/oss/upload',
      headers: { ...headers, authorization: `Bearer ${await c.token('weiyuan')}` },
      payload,
    });
    const file = (up.json() as { data: OssFile }).data;
    const id = await k.add('weiyuan', { fileIds: [file.id] });
    const a = await c.get<{ attachments: number; caseNotice: string | null }>('weiyuan', `proposal/document/${id}/available`);
    expect(a.body.data.attachments).toBe(1);
    expect(a.body.data.caseNotice).toBeNull();
  });

  it('turns rich text into paragraphs', () => {
    expect(htmlParagraphs('<p>一、<strong>基本情况</strong></p><p>甲&nbsp;乙 &amp; 丙<br>丁</p><p> </p>')).toEqual([
      '一、基本情况',
      '甲 乙 & 丙',
      '丁',
    ]);
  });
});
