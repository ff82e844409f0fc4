import { LONE_SURROGATE } from '../../platform/http/input-guard';

/**
 * A user's file name is only ever a title: shown, and sent back in
 * Content-Disposition. It never builds a storage path, but it is still cleaned
 * so that it reads as a plain name (no folders, no control characters).
 */
const MAX_TITLE = 200;

/**
 * Characters that change how a name reads without being seen: C0/C1 controls (NUL
 * included), bidirectional overrides and isolates (U+202E makes "gpj.exe" read
 * "exe.jpg"), marks and zero-width characters, and the byte-order mark.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

export function sanitizeTitle(raw: string | undefined | null): string {
  let name = String(raw ?? '')
    .replace(LONE_SURROGATE, '')
    .replace(INVISIBLE, '')
    .normalize('NFC');
  // the last segment of either separator: a browser may send a whole Windows path
  name = name.split(/[/\\]/).pop() ?? '';
  name = name
    .replace(/[<>:"|?*]/g, '_')
    .replace(/^[\s.]+/, '')
    .trim();
  if (name.length > MAX_TITLE) {
    const ext = extOf(name);
    const keep = ext ? MAX_TITLE - ext.length - 1 : MAX_TITLE;
    name = ext ? `${name.slice(0, keep)}.${ext}` : name.slice(0, keep);
  }
  return name || '未命名文件';
}

/** Lower-case extension without the dot, '' when the name has none. */
export function extOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  return name.slice(dot + 1).toLowerCase();
}

/** RFC 5987 / 6266: an ASCII fallback for old clients and the UTF-8 name for everyone else. */
export function contentDisposition(type: 'inline' | 'attachment', title: string): string {
  const fallback =
    title
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\%;]/g, '_')
      .trim() || 'file';
  const encoded = encodeURIComponent(title).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
