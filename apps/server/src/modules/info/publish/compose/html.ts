import { type Block, type ComposedIssue, FONT, LINE_PT, PAGE, RED, SIZE, TITLE_LINE_PT } from './layout';
import { type Piece, paginate } from './paginate';

/**
 * The issue as HTML + CSS, no scripts: `preview` lays the blocks of layout.ts out on A4 sheets
 * (pages estimated by paginate.ts, page numbers drawn on each sheet) for the web's iframe;
 * `print` lets Chromium break the pages itself for the PDF, with the numbers in the @page
 * margin boxes (odd pages right, even pages left). A Content-Security-Policy keeps the
 * document from loading anything: pictures come inline as data URLs.
 */

export type HtmlImages = Record<string, Buffer>;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const m = PAGE.marginMm;

/** 仿宋 first (FangSong on Windows, STFangsong on a Mac), Noto Serif CJK where none is installed */
const BODY_STACK = `"${FONT.body}", FangSong, "仿宋_GB2312", FangSong_GB2312, STFangsong, "Noto Serif CJK SC", "Source Han Serif SC", serif`;
const KAI_STACK = `"${FONT.kai}", KaiTi, "楷体_GB2312", KaiTi_GB2312, STKaiti, "Noto Serif CJK SC", serif`;
const SONG_STACK = `"${FONT.song}", SimSun, STSong, "Noto Serif CJK SC", serif`;

const CSS = `
/* 小标宋 where installed; else the bold Noto Serif CJK, without faux-bolding a real 小标宋 */
@font-face { font-family: "GbTitle"; src: local("${FONT.title}"), local("FZXiaoBiaoSong-B05S"), local("FZXBSJW--GB1-0"),
  local("Noto Serif CJK SC Bold"), local("NotoSerifCJKsc-Bold"), local("Source Han Serif SC Bold"); }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
/* 28 characters a line as GB/T 9704 sets (the 156 mm line holds 27.6 of 16 pt; Word's grid tightens them alike) */
body { font-family: ${BODY_STACK}; font-size: ${SIZE.s3}pt; line-height: ${LINE_PT}pt; color: #000; letter-spacing: -0.22pt; }
.masthead { margin: 0 0 6pt; text-align: center; color: #${RED}; font-family: "GbTitle", "${FONT.title}", "Noto Serif CJK SC", serif;
  letter-spacing: 0.1em; white-space: nowrap; }
.number { margin: 0; text-align: center; }
.issuer { margin: 0; text-align: right; padding-right: 1em; }
.issuer .name, .credit { font-family: ${KAI_STACK}; }
.unit-date { display: flex; justify-content: space-between; margin: 0 0 ${LINE_PT / 2}pt; padding-bottom: 3pt;
  border-bottom: 2.25pt solid #${RED}; }
.title { margin: ${LINE_PT}pt 0 ${LINE_PT / 2}pt; text-align: center; font-family: "GbTitle", "${FONT.title}", "Noto Serif CJK SC", serif;
  font-size: ${SIZE.s2}pt; line-height: ${TITLE_LINE_PT}pt; font-weight: normal; break-after: avoid; }
.title.first { margin-top: ${LINE_PT / 2}pt; }
.body p, .body h1, .body h2, .body h3, .body h4, .body blockquote { margin: 0; text-indent: 2em; text-align: justify;
  font-size: ${SIZE.s3}pt; line-height: ${LINE_PT}pt; }
.body h1, .body h2, .body h3, .body h4 { font-weight: bold; }
.body ul, .body ol { margin: 0; padding-left: 2em; }
.body p.cont { text-indent: 0; }
.body p:has(img) { text-indent: 0; text-align: center; line-height: normal; }
.body img { max-width: 100%; height: auto; }
.credit { margin: 0; text-align: right; }
.colophon { margin-top: ${LINE_PT * 2}pt; border-top: 1pt solid #000; border-bottom: 1pt solid #000; font-size: ${SIZE.s4}pt; }
.colophon p { margin: 0; padding: 3pt 1em; line-height: ${LINE_PT}pt; }
.colophon p + p { border-top: 0.75pt solid #000; }
.colophon .imprint { display: flex; justify-content: space-between; }
.page-number { font-family: ${SONG_STACK}; font-size: ${SIZE.s4}pt; }
@media screen {
  html { background: #e8e8e8; }
  body { padding: 16px 0; }
  .sheet { position: relative; width: ${PAGE.widthMm}mm; min-height: ${PAGE.heightMm}mm; margin: 0 auto 16px; background: #fff;
    padding: ${m.top}mm ${m.right}mm ${m.bottom}mm ${m.left}mm; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25); }
  .sheet .page-number { position: absolute; top: ${PAGE.heightMm - m.bottom + 7}mm; }
  .sheet.odd .page-number { right: calc(${m.right}mm + 1em); }
  .sheet.even .page-number { left: calc(${m.left}mm + 1em); }
}
@page { size: A4; margin: ${m.top}mm ${m.right}mm ${m.bottom}mm ${m.left}mm; }
@page :right { @bottom-right { content: "— " counter(page) " —"; font-family: ${SONG_STACK}; font-size: ${SIZE.s4}pt;
  vertical-align: top; padding-top: 7mm; padding-right: 1em; } }
@page :left { @bottom-left { content: "— " counter(page) " —"; font-family: ${SONG_STACK}; font-size: ${SIZE.s4}pt;
  vertical-align: top; padding-top: 7mm; padding-left: 1em; } }
@media print { .sheet .page-number { display: none; } }
`;

const IMG = /<img\b([^>]*?)\ssrc="([^"]*)"([^>]*)>/gi;

const mimeOf = (b: Buffer) => (b[0] === 0x89 && b[1] === 0x50 ? 'image/png' : 'image/jpeg');

/** Pictures as data URLs (the CSP loads nothing else); one the caller may not read is left out. */
function inlineImages(html: string, images: HtmlImages): string {
  return html.replace(IMG, (_all, before: string, src: string, after: string) => {
    if (src.startsWith('data:image/')) return `<img${before} src="${src}"${after}>`;
    const data = images[src.replace(/&amp;/g, '&')];
    return data ? `<img${before} src="data:${mimeOf(data)};base64,${data.toString('base64')}"${after}>` : '';
  });
}

function blockHtml(b: Block, images: HtmlImages, first: { title: boolean }): string {
  switch (b.kind) {
    case 'masthead':
      return `<h1 class="masthead" style="font-size:${b.sizePt}pt;line-height:${Math.ceil(b.sizePt * 1.25)}pt">${esc(b.text)}</h1>`;
    case 'number':
      return `<p class="number">${esc(b.text)}</p>`;
    case 'issuer':
      return `<p class="issuer">签发人：<span class="name">${esc(b.name)}</span></p>`;
    case 'unitDate':
      return `<div class="unit-date"><span>${esc(b.unit)}</span><span>${esc(b.date)}</span></div>`;
    case 'title': {
      const cls = first.title ? 'title first' : 'title';
      first.title = false;
      return `<h2 class="${cls}">${esc(b.text)}</h2>`;
    }
    case 'body':
      return `<div class="body">${inlineImages(b.html, images)}</div>`;
    case 'credit':
      return `<p class="credit">${esc(b.text)}</p>`;
    case 'colophon': {
      const lines = b.lines.map((l) => `<p>${l.label}：${esc(l.text)}</p>`).join('');
      const imprint = `<p class="imprint"><span>${esc(b.unit)}</span><span>${esc(b.date)}印发</span></p>`;
      return `<footer class="colophon">${lines}${imprint}</footer>`;
    }
  }
}

const document = (issue: ComposedIssue, mode: 'preview' | 'print', body: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">` +
  `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'">` +
  `<title>${esc(`${issue.name} ${issue.title}`)}</title><style>${CSS}</style></head><body class="${mode}">${body}</body></html>`;

function pieceHtml(p: Piece, images: HtmlImages, first: { title: boolean }): string {
  if ('block' in p) return blockHtml(p.block, images, first);
  const html = p.continued ? p.html.replace(/^<p\b[^>]*>/i, '<p class="cont">') : p.html;
  return `<div class="body">${inlineImages(html, images)}</div>`;
}

/** A4 sheets for the screen, with the pages estimated here; `pages` says how many. */
export function previewHtml(issue: ComposedIssue, images: HtmlImages = {}): { html: string; pages: number } {
  const first = { title: true };
  const pages = paginate(issue.blocks);
  const sheets = pages.map((page, i) => {
    const n = i + 1;
    const side = n % 2 ? 'odd' : 'even';
    const content = page.map((p) => pieceHtml(p, images, first)).join('');
    return `<section class="sheet ${side}" aria-label="第${n}页">${content}<div class="page-number">— ${n} —</div></section>`;
  });
  return { html: document(issue, 'preview', sheets.join('')), pages: pages.length };
}

/** One flowing document for Chromium's --print-to-pdf, which breaks the pages and numbers them. */
export function printHtml(issue: ComposedIssue, images: HtmlImages = {}): string {
  const first = { title: true };
  return document(issue, 'print', issue.blocks.map((b) => blockHtml(b, images, first)).join(''));
}
