import type { PublicationComposeCapabilities, PublicationPreview } from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { client } from '../../../../../test/client';
import { createTestApp, type TestApp } from '../../../../../test/harness';
import { auditLog } from '../../../../platform/audit/tables';
import { chromiumPath } from './pdf';
import { type FixtureIssue, insertIssue } from './test-fixture';

let t: TestApp;
let c: ReturnType<typeof client>;
let issue: FixtureIssue;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  issue = await insertIssue(t.ctx.db, { num: 901, readers: ['chengban'] });
});
afterAll(() => t.close());

const NUMBER_LINE = '2026年第901期（总第9901期）';

/** a download: the answer as bytes (the test client reads JSON) */
async function fetchFile(who: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${await c.token(who)}` } });
  const json = () => res.json() as { code: string; msg: string };
  return { status: res.statusCode, headers: res.headers, data: res.rawPayload, json };
}
/** every entry of a zip (name → content), read with yauzl: an implementation other than the one that wrote it */
function unzip(buf: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
type Zip = Map<string, Buffer>;
async function docxOf(who: string, id: string) {
  const r = await fetchFile(who, `publication/export/docx/${id}`);
  return { status: r.status, headers: r.headers, zip: r.status === 200 ? await unzip(r.data) : null };
}
const xml = async (zip: Zip, name: string) => zip.get(name)?.toString('utf8') ?? '';
/** the text of a WordprocessingML part, runs joined paragraph by paragraph */
const textOf = (x: string) =>
  x
    .split('</w:p>')
    .map((p) => [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))
    .filter(Boolean);

describe('the issue as a Word file', () => {
  it('lays the issue out after GB/T 9704: red header, number line, titles, 仿宋 3号 body, page numbers, 版记', async () => {
    const { status, headers, zip } = await docxOf('xinxi', issue.id);
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('wordprocessingml.document');
    expect(headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('社情民意2026年第901期.docx')}`);
    const doc = await xml(zip as Zip, 'word/document.xml');
    const lines = textOf(doc);
    expect(lines[0]).toBe('社情民意');
    expect(lines[1]).toBe(NUMBER_LINE);
    expect(lines[2]).toBe('市政协办公厅2026年3月15日');
    expect(doc).toMatch(/市政协办公厅<\/w:t><w:tab\/><w:t[^>]*>2026年3月15日/);
    for (const title of issue.titles) expect(lines).toContain(title);
    // the header's name in red 小标宋, its rule red; the body 仿宋 3号 (32 half-points) on a fixed 28 pt line
    expect(doc).toMatch(/<w:rFonts [^>]*w:eastAsia="方正小标宋简体"[^>]*\/><w:color w:val="FF0000"\/>/);
    expect(doc).toMatch(/<w:bottom w:val="single" w:color="FF0000"/);
    const styles = await xml(zip as Zip, 'word/styles.xml');
    expect(styles).toMatch(/<w:docDefaults>.*w:eastAsia="仿宋".*<w:sz w:val="32"\/>.*w:line="560" w:lineRule="exact"/s);
    expect(doc).toContain('<w:ind w:firstLine="640"/>');
    // who reported each item, in 楷体
    expect(lines.some((l) => l.startsWith('（反映人：'))).toBe(true);
    expect(doc).toMatch(/w:eastAsia="楷体"[\s\S]*?（反映人：/);
    // the 版记: 报/送/发 and the imprint, inside rules
    expect(lines).toEqual(
      expect.arrayContaining([
        '报：全国政协办公厅，省政协办公厅',
        '送：市委、市政府主要领导',
        '发：市政协各专门委员会，各民主党派市委会',
        '市政协办公厅2026年3月15日印发',
      ]),
    );
    expect(doc).toMatch(/<w:tblBorders><w:top w:val="single" w:color="000000" w:sz="8"\/>/);
    // 「— 1 —」 in 宋体 4号: odd pages right, even pages left
    const rels = await xml(zip as Zip, 'word/_rels/document.xml.rels');
    const footers = [...(zip as Zip).keys()].filter((f) => /^word\/footer\d+\.xml$/.test(f));
    expect(footers.length).toBe(2);
    for (const f of footers) {
      const x = await xml(zip as Zip, f);
      expect(x).toContain('PAGE');
      expect(x).toMatch(/w:eastAsia="宋体"[^>]*\/><w:sz w:val="28"\/>/);
      expect(rels).toContain(f.replace('word/', ''));
    }
    expect(doc).toMatch(/<w:footerReference w:type="default"/);
    expect(doc).toMatch(/<w:footerReference w:type="even"/);
    expect(await xml(zip as Zip, 'word/settings.xml')).toContain('<w:evenAndOddHeaders/>');
    // A4, margins 37/35/28/26 mm
    expect(doc).toContain('<w:pgSz w:w="11906" w:h="16838"');
    expect(doc).toMatch(/<w:pgMar w:top="2098" w:right="1474" w:bottom="1984" w:left="1587"/);
    // the pasted picture of the first item came along
    expect([...(zip as Zip).keys()].some((f) => f.startsWith('word/media/'))).toBe(true);
  });

  it('prints 签发人 where the type has one', async () => {
    const special = await insertIssue(t.ctx.db, { type: '社情民意专报', num: 902, issuer: '王建国' });
    const { zip } = await docxOf('xinxi', special.id);
    const lines = textOf(await xml(zip as Zip, 'word/document.xml'));
    expect(lines.slice(0, 3)).toEqual(['社情民意专报', '2026年第902期（总第9902期）', '签发人：王建国']);
    const plain = textOf(await xml((await docxOf('xinxi', issue.id)).zip as Zip, 'word/document.xml'));
    expect(plain.some((l) => l.startsWith('签发人'))).toBe(false);
  });

  it('is read by the readers on the list, refused to others, and 404 for no issue; each download is audited', async () => {
    expect((await docxOf('chengban', issue.id)).status).toBe(200);
    const outside = await fetchFile('weiyuan', `publication/export/docx/${issue.id}`);
    expect(outside.status).toBe(403);
    expect(outside.json().msg).toBe('您不在该期刊物的阅读范围内');
    expect((await c.get('weiyuan', `publication/preview/${issue.id}`)).status).toBe(403);
    const missing = await fetchFile('xinxi', 'publication/export/docx/NoSuchIssue0001');
    expect(missing.status).toBe(404);
    expect(missing.json().msg).toBe('刊物不存在');
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, issue.id), eq(auditLog.action, 'compose')));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.objectType === 'publication' && (r.detail as { format: string }).format === 'docx')).toBe(true);
  });
});

describe('the preview and the PDF', () => {
  it('answers A4 pages of HTML without scripts, with the same header, numbers and titles', async () => {
    const r = await c.get<PublicationPreview>('chengban', `publication/preview/${issue.id}`);
    expect(r.status).toBe(200);
    const { html, pages, name } = r.body.data;
    expect(name).toBe('社情民意2026年第901期');
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("default-src 'none'");
    expect(html).toContain('<h1 class="masthead"');
    expect(html).toContain(NUMBER_LINE);
    for (const title of issue.titles) expect(html).toContain(title);
    expect(html).toContain('— 1 —');
    expect(html).toMatch(/font-family: "仿宋", FangSong.*"Noto Serif CJK SC"/);
    expect(html).toContain('发：市政协各专门委员会，各民主党派市委会');
  });

  it('says whether it can make a PDF, and makes one where Chromium is installed', async () => {
    const cap = await c.get<PublicationComposeCapabilities>('chengban', 'publication/compose/capabilities');
    expect(cap.body.data).toEqual(chromiumPath() ? { pdf: true, converter: 'Chromium' } : { pdf: false, converter: null });
    const r = await fetchFile('chengban', `publication/export/pdf/${issue.id}`);
    if (!chromiumPath()) {
      expect(r.status).toBe(400);
      expect(r.json().msg).toBe('服务器未安装PDF转换程序（Chromium）');
      return;
    }
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(r.headers['content-disposition']).toContain(encodeURIComponent('社情民意2026年第901期.pdf'));
  }, 90_000);
});
