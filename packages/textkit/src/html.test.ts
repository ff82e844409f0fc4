import { describe, expect, it } from 'vitest';
import { escapeHtml, stripHtml, textToHtml } from './html.js';

describe('html', () => {
  it('escapes markup characters and turns line breaks into <br>', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(textToHtml('第一段\r\n第二段\n第三段')).toBe('第一段<br>第二段<br>第三段');
  });

  it('strips rich text to plain text with paragraphs as new lines', () => {
    const html =
      '<p>关于<strong>加强</strong>社区治理的提案</p><p>建议&nbsp;一：完善&lt;议事&gt;机制<br/>建议二</p><script>alert(1)</script><!-- 注释 -->';
    expect(stripHtml(html)).toBe('关于加强社区治理的提案\n建议 一：完善<议事>机制\n建议二');
  });

  it('decodes numeric entities and leaves unknown ones as written', () => {
    expect(stripHtml('&#25919;&#x534F; &unknown; &#xD800;')).toBe('政协 &unknown; &#xD800;');
  });
});
