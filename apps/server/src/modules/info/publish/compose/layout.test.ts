import type { PublicationDetail, PublicationItem } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { previewHtml, printHtml } from './html';
import { bodyHtml, chineseDate, composeIssue, topLevel } from './layout';
import { PAGE_HEIGHT_PT, paginate, splitParagraph } from './paginate';

const item = (over: Partial<PublicationItem> = {}): PublicationItem => ({
  id: 'i',
  infoId: 'f',
  sort: 1,
  title: '关于加装电梯的建议',
  content: '<p>正文。</p>',
  originalTitle: '加装电梯',
  edited: false,
  serialNumber: null,
  typeName: null,
  reporterNames: '张三',
  unitNames: '民革市委会',
  ...over,
});
const detail = (over: Partial<PublicationDetail> = {}): PublicationDetail =>
  ({
    typeName: '社情民意',
    year: 2026,
    num: 3,
    totalNum: 45,
    numLabel: '2026年第3期（总第45期）',
    title: '第3期',
    publishDate: '2026-03-05',
    signedAt: null,
    distributedAt: null,
    signerName: '李签发',
    issuer: null,
    hasIssuer: false,
    publishingUnit: '市政协办公厅',
    reportTo: '省政协',
    sendTo: null,
    issueTo: '各专委会',
    items: [item()],
    ...over,
  }) as PublicationDetail;

describe('the layout of an issue', () => {
  it('puts the header, the items and the 版记 in the order of GB/T 9704', () => {
    const { name, blocks } = composeIssue(detail());
    expect(name).toBe('社情民意2026年第3期');
    expect(blocks.map((b) => b.kind)).toEqual(['masthead', 'number', 'unitDate', 'title', 'body', 'credit', 'colophon']);
    expect(blocks[2]).toEqual({ kind: 'unitDate', unit: '市政协办公厅', date: '2026年3月5日' });
    expect(blocks[5]).toEqual({ kind: 'credit', text: '（反映人：张三　单位：民革市委会）' });
    // 送 is empty: only 报 and 发 are printed
    expect(blocks[6]).toMatchObject({
      lines: [
        { label: '报', text: '省政协' },
        { label: '发', text: '各专委会' },
      ],
    });
  });

  it('prints 签发人 for a type that has one (the signer when no name is set), and names a reporting unit once', () => {
    const { blocks } = composeIssue(detail({ hasIssuer: true, items: [item({ reporterNames: '民革市委会', unitNames: '民革市委会' })] }));
    expect(blocks[2]).toEqual({ kind: 'issuer', name: '李签发' });
    expect(blocks.find((b) => b.kind === 'credit')).toEqual({ kind: 'credit', text: '（反映人：民革市委会）' });
  });

  it('keeps a long name on one line, and leaves the date blank when there is none', () => {
    const long = composeIssue(detail({ typeName: '政协委员社情民意信息专报' })).blocks[0];
    expect(long.kind === 'masthead' && long.sizePt).toBeLessThan(60);
    expect(chineseDate(null)).toBe('　　年　月　日');
  });

  it('makes each line of plain text its own paragraph, and keeps lists whole', () => {
    expect(bodyHtml('第一段&lt;甲&gt;<br>第二段<br><br>第三段')).toBe('<p>第一段&lt;甲&gt;</p><p>第二段</p><p>第三段</p>');
    expect(bodyHtml('<p style="text-align:center">甲<br />乙</p>')).toBe(
      '<p style="text-align:center">甲</p><p style="text-align:center">乙</p>',
    );
    expect(topLevel('<ul><li>一<ul><li>二</li></ul></li></ul>尾')).toEqual(['<ul><li>一<ul><li>二</li></ul></li></ul>', '<p>尾</p>']);
    expect(bodyHtml('<p>正文</p><script>alert(1)</script>')).toBe('<p>正文</p>');
  });
});

describe('the preview pages', () => {
  it('splits a plain paragraph at the foot of a page, never inside an entity', () => {
    const [a, b] = splitParagraph(`<p>${'字'.repeat(20)}&amp;${'文'.repeat(40)}</p>`, 1) ?? [];
    expect(a).toBe(`<p>${'字'.repeat(20)}&amp;${'文'.repeat(5)}</p>`);
    expect(b).toBe(`<p>${'文'.repeat(35)}</p>`);
    expect(splitParagraph('<p>有<strong>标记</strong>的段落</p>', 1)).toBeNull();
  });

  it('fills pages of 22 lines and numbers them odd right, even left', () => {
    const long = `<p>${'这是一段很长的正文。'.repeat(100)}</p>`;
    const d = detail({ items: [item({ content: long }), item({ content: long })] });
    const pages = paginate(composeIssue(d).blocks);
    // 2 × 1,000 characters ≈ 2 × 36 lines of 28, plus the header and titles: 4 pages
    expect(pages.length).toBe(4);
    const { html } = previewHtml(composeIssue(d));
    expect(html.match(/<section class="sheet (odd|even)"/g)).toEqual([
      '<section class="sheet odd"',
      '<section class="sheet even"',
      '<section class="sheet odd"',
      '<section class="sheet even"',
    ]);
    expect(html).toContain('<p class="cont">');
    expect(PAGE_HEIGHT_PT / 28).toBeGreaterThan(22);
    expect(printHtml(composeIssue(d))).toContain('@bottom-right { content: "— " counter(page) " —"');
  });
});
