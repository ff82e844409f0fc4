import sanitizeHtml from 'sanitize-html';

/**
 * The HTML the rich-text editor produces (TipTap: paragraphs, four heading levels,
 * marks, lists, quotes, images) and nothing else. Every module stores editor HTML
 * through `sanitizeRichHtml`, so what comes back to a browser cannot run script.
 */
const BLOCK_STYLED = ['p', 'h1', 'h2', 'h3', 'h4', 'li', 'blockquote'];

/** Editor images live in the file service; pasted or imported pictures may be inline PNG/JPEG. */
const OSS_IMAGE = /^\/api\/sys\/oss\/file\/[A-Za-z0-9_-]+(\?[A-Za-z0-9_=&%.-]*)?$/;
const DATA_IMAGE = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=\s]+$/;

export function isAllowedImageSrc(src: string | undefined): boolean {
  return !!src && (OSS_IMAGE.test(src) || DATA_IMAGE.test(src));
}

const length = /^\d{1,3}(\.\d{1,2})?(pt|px|em)$/;
const styles: sanitizeHtml.IOptions['allowedStyles'] = {
  '*': {
    // family names: CJK, Latin, digits, spaces, quotes, commas and hyphens (a fallback list), never url() or expressions
    'font-family': [/^[\p{Script=Han}A-Za-z0-9 ,"'_-]{1,120}$/u],
    'font-size': [length],
    'text-align': [/^(left|right|center|justify)$/],
    'text-indent': [length],
  },
};

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h1', 'h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'ol', 'ul', 'li', 'blockquote', 'br', 'span', 'img'],
  allowedAttributes: {
    ...Object.fromEntries(BLOCK_STYLED.map((t) => [t, ['style']])),
    span: ['style'],
    ol: ['start'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedStyles: styles,
  allowedSchemes: [],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  selfClosing: ['br', 'img'],
  // synonyms other editors and Word imports produce; cells become paragraphs because the editor has no tables
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h5: 'h4',
    h6: 'h4',
    td: 'p',
    th: 'p',
    caption: 'p',
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSrc(frame.attribs.src),
  disallowedTagsMode: 'discard',
};

/** Editor HTML fit to store and to show again: the editor's tags and styles only, images only from the file service. */
export function sanitizeRichHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, options).trim();
}

const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|div|tr|table|ul|ol|pre|section|article)\s*>|<br\s*\/?>/gi;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  hellip: '…',
  mdash: '—',
};

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const cp = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
      return Number.isFinite(cp) && cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
    }
    return NAMED[e.toLowerCase()] ?? m;
  });
}

/**
 * Plain text of editor HTML: one line per block, no markup (duplicate checks,
 * counting, search). Script and style contents are dropped, not turned into text.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const marked = html.replace(BLOCK_END, (m) => `${m}\n`);
  const bare = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(bare)
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
