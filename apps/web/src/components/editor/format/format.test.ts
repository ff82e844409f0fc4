import { describe, expect, it } from 'vitest';
import { autoFormatHtml, autoFormatTexts, hasFormattableText, htmlToSourceBlocks } from './autoFormat';
import { applyChanges, polishText } from './polish';
import { headingOf, normalizeParagraph } from './punctuation';

describe('normalizeParagraph', () => {
  it('widens punctuation in Chinese text', () => {
    expect(normalizeParagraph('近年来,我市人口老龄化程度持续加深;养老服务需求快速增长.')).toBe(
      '近年来，我市人口老龄化程度持续加深；养老服务需求快速增长。',
    );
    expect(normalizeParagraph('问题在哪里?怎么办!')).toBe('问题在哪里？怎么办！');
    expect(normalizeParagraph('主要包括:一是资金,二是人才')).toBe('主要包括：一是资金，二是人才');
  });

  it('leaves numbers, times, decimals and English alone', () => {
    expect(normalizeParagraph('全市GDP达到1,234.56亿元,同比增长3.5%.')).toBe('全市GDP达到1,234.56亿元，同比增长3.5%。');
    expect(normalizeParagraph('会议定于14:30召开.')).toBe('会议定于14:30召开。');
    expect(normalizeParagraph('Hello, world. This stays.')).toBe('Hello, world. This stays.');
    expect(normalizeParagraph('详见www.example.gov.cn网站')).toBe('详见www.example.gov.cn网站');
  });

  it('widens brackets and quotes around Chinese', () => {
    expect(normalizeParagraph('根据《中国人民政治协商会议章程》(2023年修订)的规定')).toBe(
      '根据《中国人民政治协商会议章程》（2023年修订）的规定',
    );
    expect(normalizeParagraph('坚持"两个毫不动摇"')).toBe('坚持“两个毫不动摇”');
    expect(normalizeParagraph('f(x) = "abc"')).toBe('f(x) = "abc"');
  });

  it('cleans spaces: none inside Chinese text, one at most elsewhere', () => {
    expect(normalizeParagraph('　　我 市 共 有 社 区 养 老 服 务 中 心 126 个 ， 覆 盖 率 达 到 85% 。  ')).toBe(
      '我市共有社区养老服务中心126个，覆盖率达到85%。',
    );
    expect(normalizeParagraph('使用  Windows   系统')).toBe('使用 Windows 系统');
    expect(normalizeParagraph('   \u3000 ')).toBe('');
  });

  it('writes heading numbers the standard way', () => {
    expect(normalizeParagraph('一. 总体要求')).toBe('一、总体要求');
    expect(normalizeParagraph('(二)主要任务')).toBe('（二）主要任务');
    expect(normalizeParagraph('3、加强组织领导')).toBe('3.加强组织领导');
    expect(normalizeParagraph('( 4 ) 强化考核')).toBe('（4）强化考核');
    expect(normalizeParagraph('1.5亿元资金已到位')).toBe('1.5亿元资金已到位');
    expect(normalizeParagraph('2024年我市新增')).toBe('2024年我市新增');
  });

  it('is idempotent', () => {
    for (const s of ['一、总体要求。坚持以人民为中心。', '（一）加强统筹', '近年来，我市（含县区）“一网通办”', '3.5%']) {
      expect(normalizeParagraph(normalizeParagraph(s))).toBe(normalizeParagraph(s));
    }
  });
});

describe('headingOf', () => {
  it('recognises the four levels of GB/T 9704', () => {
    expect(headingOf('一、总体要求')).toMatchObject({ level: 1, number: '一、' });
    expect(headingOf('十二、其他')).toMatchObject({ level: 1, number: '十二、' });
    expect(headingOf('（三）工作措施')).toMatchObject({ level: 2, number: '（三）' });
    expect(headingOf('2.完善机制')).toMatchObject({ level: 3, number: '2.' });
    expect(headingOf('（10）附则')).toMatchObject({ level: 4, number: '（10）' });
    expect(headingOf('一是加强领导')).toBeNull();
    expect(headingOf('一、')).toBeNull();
  });
});

const proposal = [
  '关于加强社区居家养老服务的建议',
  '市民政局:',
  '近年来,我市人口老龄化程度持续加深,截至2024年底,60岁以上老年人口达到86.5万人,占总人口的21.3%.',
  '',
  '一、存在的问题。当前社区养老服务设施不足,专业护理人员短缺.',
  '(一)设施布局不均衡',
  '1.老城区用地紧张',
  '(1)部分社区没有日间照料中心',
  '市政协社会和法制委员会',
  '2025年3月12日',
];

describe('autoFormatTexts', () => {
  const blocks = autoFormatTexts(proposal);

  it('drops blank paragraphs and finds each kind of paragraph', () => {
    expect(blocks.map((b) => b.kind)).toEqual([
      'title',
      'addressee',
      'body',
      'heading1',
      'heading2',
      'heading3',
      'heading4',
      'signature',
      'date',
    ]);
  });

  it('styles them after GB/T 9704', () => {
    const [title, addressee, body, h1, h2, h3, h4, signature, date] = blocks;
    expect(title).toMatchObject({ align: 'center', indent: 0, runs: [{ font: '方正小标宋简体', size: 22 }] });
    expect(addressee).toMatchObject({ align: 'left', indent: 0, runs: [{ text: '市民政局：', font: '仿宋', size: 16 }] });
    expect(body).toMatchObject({ align: 'justify', indent: 2, runs: [{ font: '仿宋', size: 16 }] });
    expect(body.runs[0].text).toBe('近年来，我市人口老龄化程度持续加深，截至2024年底，60岁以上老年人口达到86.5万人，占总人口的21.3%。');
    // the heading's words in 黑体 up to its full stop, the rest in the body font
    expect(h1.runs).toEqual([
      { text: '一、存在的问题。', font: '黑体', size: 16 },
      { text: '当前社区养老服务设施不足，专业护理人员短缺。', font: '仿宋', size: 16 },
    ]);
    expect(h2.runs).toEqual([{ text: '（一）设施布局不均衡', font: '楷体', size: 16 }]);
    expect(h3.runs).toEqual([{ text: '1.老城区用地紧张', font: '仿宋', size: 16 }]);
    expect(h4.runs).toEqual([{ text: '（1）部分社区没有日间照料中心', font: '仿宋', size: 16 }]);
    expect([h1.indent, h2.indent, h3.indent, h4.indent]).toEqual([2, 2, 2, 2]);
    expect(signature).toMatchObject({ align: 'right', indent: 0 });
    expect(date).toMatchObject({ align: 'right', indent: 0, runs: [{ text: '2025年3月12日' }] });
  });

  it('does not take a sentence for a title', () => {
    const plain = autoFormatTexts(['这是一段完整的话。', '第二段。']);
    expect(plain.map((b) => b.kind)).toEqual(['body', 'body']);
    expect(autoFormatTexts(['短标题', '正文。'], { detectTitle: false })[0].kind).toBe('body');
    // a lone line is body text, not a title
    expect(autoFormatTexts(['只有一行'])[0].kind).toBe('body');
  });
});

describe('autoFormatHtml', () => {
  it('replaces earlier formatting with the official layout and keeps pictures in place', () => {
    const html =
      '<h1>关于推进老旧小区改造的建议</h1>' +
      '<p><span style="font-family: 微软雅黑; font-size: 12pt">截至目前,全市共有老旧小区<strong>1200余个</strong>.</span></p>' +
      '<p></p><p>   </p>' +
      '<p><img src="/api/sys/oss/file/abc"></p>' +
      '<ol><li><p>加快推进改造</p></li><li><p>完善长效管理</p></li></ol>';
    const out = autoFormatHtml(html);
    const doc = new DOMParser().parseFromString(out, 'text/html');
    const ps = Array.from(doc.body.children);
    expect(ps.map((p) => p.textContent)).toEqual([
      '关于推进老旧小区改造的建议',
      '截至目前，全市共有老旧小区1200余个。',
      '',
      '1.加快推进改造',
      '2.完善长效管理',
    ]);
    expect(ps[0].getAttribute('style')).toBe('text-align: center');
    expect(ps[1].getAttribute('style')).toBe('text-indent: 2em; text-align: justify');
    expect(ps[1].querySelector('span')?.getAttribute('style')).toContain("font-family: '仿宋'");
    expect(ps[1].querySelector('span')?.getAttribute('style')).toContain('font-size: 16pt');
    expect(ps[1].querySelector('strong')).toBeNull();
    expect(ps[2].querySelector('img')?.getAttribute('src')).toBe('/api/sys/oss/file/abc');
    expect(ps[0].querySelector('span')?.getAttribute('style')).toContain('方正小标宋简体');
  });

  it('is idempotent and escapes text', () => {
    const once = autoFormatHtml('<p>标题&lt;甲&gt;</p><p>正文,内容.</p>');
    expect(once).toContain('标题&lt;甲&gt;');
    expect(autoFormatHtml(once)).toBe(once);
  });

  it('knows when there is nothing to lay out', () => {
    expect(hasFormattableText('<p></p><p> </p>')).toBe(false);
    expect(hasFormattableText('<p><img src="/api/sys/oss/file/x"></p>')).toBe(false);
    expect(hasFormattableText('<p>字</p>')).toBe(true);
    expect(htmlToSourceBlocks('<p>a<br>b</p>')).toEqual([{ text: 'a' }, { text: 'b' }]);
  });
});

describe('polishText', () => {
  it('rewrites doubled and mixed punctuation', () => {
    const r = polishText('这个问题必须解决！！！我们要抓紧，，尽快落实，。他说。。。');
    expect(r.text).toBe('这个问题必须解决！我们要抓紧，尽快落实。他说……');
    expect(r.changes.map((c) => c.rule)).toEqual(['punctuation', 'punctuation', 'punctuation', 'punctuation']);
    expect(polishText('情况如下……').changes).toEqual([]);
    expect(polishText('等等…').text).toBe('等等……');
  });

  it('removes redundant wording', () => {
    expect(polishText('参加培训的大约200人左右，超过100人以上为基层干部。').text).toBe('参加培训的约200人，超过100人为基层干部。');
    expect(polishText('各位委员们，这涉及到群众切身利益，我们亲眼目睹了变化。').text).toBe(
      '各位委员，这涉及群众切身利益，我们目睹了变化。',
    );
    expect(polishText('这是我的的建议').text).toBe('这是我的建议');
    expect(polishText('他的的确确做到了').text).toBe('他的的确确做到了');
  });

  it('turns colloquial words into written ones', () => {
    const r = polishText('老百姓反映好多问题，咱们得搞清楚这一块咋办，赶紧拿出靠谱的办法。');
    expect(r.text).toBe('群众反映许多问题，我们得查清这方面怎么办，尽快拿出可靠的办法。');
    expect(r.changes.every((c) => c.rule === 'formal')).toBe(true);
    expect(r.changes[0]).toEqual({ index: 0, from: '老百姓', to: '群众', rule: 'formal', reason: '口语“老百姓”宜改为书面语“群众”' });
    expect(polishText('病情好多了').text).toBe('病情好多了');
    expect(polishText('截止到2024年底').text).toBe('截至2024年底');
  });

  it('reports offsets in the original text so any subset can be applied', () => {
    const text = '老百姓说，，咱们要赶紧办。';
    const r = polishText(text);
    expect(r.changes.map((c) => text.slice(c.index, c.index + c.from.length))).toEqual(r.changes.map((c) => c.from));
    expect(applyChanges(text, r.changes)).toBe(r.text);
    expect(applyChanges(text, [r.changes[1]])).toBe('老百姓说，咱们要赶紧办。');
    expect(applyChanges(text, [])).toBe(text);
  });

  it('changes nothing in text that is already formal', () => {
    const text = '建议市政府进一步加大财政投入，完善社区养老服务设施布局，提升专业化服务水平。';
    expect(polishText(text)).toEqual({ text, changes: [] });
  });
});
