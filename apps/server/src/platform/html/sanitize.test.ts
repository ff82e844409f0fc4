import { describe, expect, it } from 'vitest';
import { htmlToText, isAllowedImageSrc, sanitizeRichHtml } from './sanitize';

describe('sanitizeRichHtml', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h2 style="text-align: center">关于加强社区养老服务的建议</h2>' +
      '<p style="text-indent: 2em; text-align: justify"><span style="font-family: 仿宋; font-size: 16pt">近年来，<strong>我市</strong>老龄化<em>加速</em>，<u>养老</u><s>服务</s>需求增长。</span></p>' +
      '<ol start="2"><li><p>一是</p></li></ol><ul><li><p>二是</p></li></ul><blockquote><p>引文<br />换行</p></blockquote>' +
      '<img src="/api/sys/oss/file/abc123" alt="图" />';
    const out = sanitizeRichHtml(html);
    expect(out).toContain('<h2 style="text-align:center">');
    expect(out).toContain('<p style="text-indent:2em;text-align:justify">');
    expect(out).toContain('<span style="font-family:仿宋;font-size:16pt">');
    for (const tag of ['<strong>', '<em>', '<u>', '<s>', '<ol start="2">', '<ul>', '<li>', '<blockquote>', '<br />'])
      expect(out).toContain(tag);
    expect(out).toContain('<img src="/api/sys/oss/file/abc123" alt="图" />');
  });

  it('keeps a font fallback list but not other CSS', () => {
    const out = sanitizeRichHtml(
      '<span style="font-family: &quot;方正小标宋简体&quot;, 宋体; color: red; background: url(javascript:alert(1)); position: fixed">题</span>',
    );
    expect(out).toContain('方正小标宋简体');
    expect(out).toContain('宋体');
    expect(out).not.toMatch(/color|url|position|javascript/);
  });

  it.each([
    ['<script>alert(1)</script><p>正文</p>', '<p>正文</p>'],
    ['<p onclick="alert(1)" onmouseover="x()">正文</p>', '<p>正文</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="https://evil.example/x.png">', ''],
    ['<img src="//evil.example/x.png">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', ''],
    ['<img src="/api/sys/oss/file/../../etc/passwd">', ''],
    ['<a href="javascript:alert(1)">点我</a>', '点我'],
    ['<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<style>body{display:none}</style><p>b</p>', '<p>b</p>'],
    ['<p style="font-size: expression(alert(1))">c</p>', '<p>c</p>'],
    ['<p style="text-align: center; behavior: url(x.htc)">d</p>', '<p style="text-align:center">d</p>'],
    ['<object data="x.swf"></object><embed src="x.swf">e', 'e'],
    ['<math><mi xlink:href="javascript:alert(1)">f</mi></math>', 'f'],
    ['<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['<form action="https://evil.example"><input name="x"><button>提交</button></form>', '提交'],
    ['<p><!-- <script>alert(1)</script> -->g</p>', '<p>g</p>'],
    ['<span style="font-family: x;}</style><script>alert(1)</script>">h</span>', '<span>h</span>'],
  ])('strips %s', (input, expected) => {
    const out = sanitizeRichHtml(input);
    expect(out).toBe(expected);
    expect(out).not.toMatch(/<script|onerror|onclick|javascript:/i);
  });

  it('maps synonyms and turns table cells into paragraphs', () => {
    expect(sanitizeRichHtml('<b>粗</b><i>斜</i><strike>删</strike><h6>小标题</h6>')).toBe(
      '<strong>粗</strong><em>斜</em><s>删</s><h4>小标题</h4>',
    );
    expect(sanitizeRichHtml('<table><tr><td>甲</td><th>乙</th></tr></table>')).toBe('<p>甲</p><p>乙</p>');
  });

  it('accepts inline PNG and JPEG pictures', () => {
    expect(isAllowedImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isAllowedImageSrc('data:image/jpeg;base64,/9j/4AAQ')).toBe(true);
    expect(isAllowedImageSrc('data:image/gif;base64,R0lGOD')).toBe(false);
    expect(isAllowedImageSrc('/api/sys/oss/file/01h2x?download=0')).toBe(true);
    expect(sanitizeRichHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=" />');
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeRichHtml(null)).toBe('');
    expect(sanitizeRichHtml(undefined)).toBe('');
    expect(sanitizeRichHtml('')).toBe('');
  });
});

describe('htmlToText', () => {
  it('gives one line per block and decodes entities', () => {
    const html =
      '<h1>标题</h1><p>第一段&nbsp;A&amp;B &lt;C&gt;</p><p>第二段<br>换行</p><ul><li><p>要点</p></li></ul><p></p><p>&#20013;&#x6587;</p>';
    expect(htmlToText(html)).toBe('标题\n第一段 A&B <C>\n第二段\n换行\n要点\n中文');
  });

  it('drops scripts and styles rather than showing them', () => {
    expect(htmlToText('<p>正文</p><script>alert("x")</script><style>p{}</style>')).toBe('正文');
  });

  it('is empty for empty editor content', () => {
    expect(htmlToText('<p></p>')).toBe('');
    expect(htmlToText('<p><img src="/api/sys/oss/file/1" /></p>')).toBe('');
    expect(htmlToText(null)).toBe('');
  });
});
