import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { htmlToText } from '../../platform/html/sanitize';
import { exportDocx, importDocx } from './docx';

/** The text of word/document.xml inside a .docx, read with a real zip reader. */
function documentXml(buf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      zip.readEntry();
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== 'word/document.xml') return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      zip.on('end', () => reject(new Error('no word/document.xml')));
    });
  });
}

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('exportDocx', () => {
  it('writes a valid .docx with the title and every paragraph', async () => {
    const html =
      '<p style="text-indent:2em">近年来，我市人口老龄化程度持续加深，<strong>养老服务</strong>需求快速增长。</p>' +
      '<p style="text-indent:2em"><span style="font-family:黑体">一、存在的问题</span></p>' +
      '<p style="text-align:right">市政协委员　张明</p>' +
      `<p><img src="data:image/png;base64,${PNG_1PX}" /></p>`;
    const buf = await exportDocx('关于加强社区养老服务的建议', html);
    expect(buf.subarray(0, 2).toString()).toBe('PK');
    const xml = await documentXml(buf);
    for (const t of [
      '关于加强社区养老服务的建议',
      '近年来，我市人口老龄化程度持续加深，',
      '养老服务',
      '一、存在的问题',
      '市政协委员　张明',
    ])
      expect(xml).toContain(t);
    expect(xml).toContain('w:pStyle w:val="Title"');
    expect(xml).toContain('<w:jc w:val="right"/>');
    // 2em of a 三号 (16 pt) character: 640 twips
    expect(xml).toContain('<w:ind w:firstLine="640"/>');
    expect(xml).toMatch(/<w:drawing>/);
    // GB/T 9704 page: A4 and the 37 mm top margin
    expect(xml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(xml).toMatch(/w:top="2098"/);
  });

  it('never lets script through to the document', async () => {
    const xml = await documentXml(await exportDocx('', '<p>正文</p><script>alert(1)</script>'));
    expect(xml).toContain('正文');
    expect(xml).not.toContain('alert');
  });

  it('embeds file-service pictures handed in by address', async () => {
    const src = '/api/sys/oss/file/abc';
    const withImg = await documentXml(await exportDocx('t', `<p><img src="${src}" /></p>`, { [src]: Buffer.from(PNG_1PX, 'base64') }));
    const without = await documentXml(await exportDocx('t', `<p><img src="${src}" /></p>`));
    expect(withImg).toMatch(/<w:drawing>/);
    expect(without).not.toMatch(/<w:drawing>/);
  });
});

describe('importDocx', () => {
  it('reads a generated .docx: title apart, paragraphs, marks, alignment and indent kept', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun('关于推进老旧小区改造的建议')] }),
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('一、基本情况')] }),
            new Paragraph({
              indent: { firstLine: 640 },
              children: [new TextRun('截至2024年底，全市共有老旧小区'), new TextRun({ text: '1200余个', bold: true }), new TextRun('。')],
            }),
            new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: '居中一行', italics: true, underline: {} })] }),
            new Paragraph({ children: [new TextRun({ text: '<script>alert(1)</script>' })] }),
          ],
        },
      ],
    });
    const { title, html } = await importDocx(await Packer.toBuffer(doc));
    expect(title).toBe('关于推进老旧小区改造的建议');
    expect(html).not.toContain('关于推进老旧小区改造的建议');
    expect(html).toContain('<h1>一、基本情况</h1>');
    expect(html).toContain('<p style="text-indent:2em">截至2024年底，全市共有老旧小区<strong>1200余个</strong>。</p>');
    expect(html).toContain('<p style="text-align:center"><em><u>居中一行</u></em></p>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script');
  });

  it('round-trips an exported document', async () => {
    const html = '<p style="text-indent:2em">第一段，正文内容。</p><p style="text-indent:2em">第二段，<strong>重点</strong>内容。</p>';
    const back = await importDocx(await exportDocx('往返测试', html));
    expect(back.title).toBe('往返测试');
    expect(htmlToText(back.html)).toBe('第一段，正文内容。\n第二段，重点内容。');
  });

  it('refuses what is not a .docx', async () => {
    await expect(importDocx(Buffer.from('not a zip'))).rejects.toThrow();
  });
});
