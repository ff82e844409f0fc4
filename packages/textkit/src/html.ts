const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escape text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Escape text and turn its line breaks (\r\n, \n, \r) into `<br>`. */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  middot: '·',
  bull: '•',
  times: '×',
  divide: '÷',
  copy: '©',
  reg: '®',
  deg: '°',
  yen: '¥',
};

function decodeEntity(entity: string, body: string): string {
  if (body[0] === '#') {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    // Invalid or out-of-range references stay as written rather than throwing.
    if (!Number.isFinite(code) || code < 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return entity;
    return String.fromCodePoint(code);
  }
  return NAMED_ENTITIES[body] ?? NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/** Decode HTML character references (numeric and the common named ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g, decodeEntity);
}

const BLOCK_END = /<\/(?:p|div|li|h[1-6]|tr|blockquote|section|article|pre|table|ul|ol)\s*>/gi;

/**
 * Rich-text HTML → plain text for the duplicate check (which takes plain text only):
 * scripts, styles and comments dropped, `<br>` and the ends of paragraphs and other
 * blocks become newlines, all other tags removed, entities decoded, runs of blank lines
 * collapsed. Not a sanitiser: the result is text, to be escaped again if shown as HTML.
 */
export function stripHtml(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(BLOCK_END, '\n')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '')
    .replace(/\r\n?/g, '\n');
  return decodeEntities(text)
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
