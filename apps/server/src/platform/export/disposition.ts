import { dateStamp } from '../time/china';

/**
 * Content-Disposition for a download (RFC 6266 with the RFC 5987 `filename*`):
 * browsers use the UTF-8 name, and very old clients the ASCII fallback.
 */
export function contentDisposition(filename: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const name = safeFilename(filename);
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** encodeURIComponent leaves ' ( ) * unescaped, which RFC 5987 attr-chars do not allow. */
export function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** No path, no control characters, not empty: a name fit to save as it is. */
export function safeFilename(filename: string): string {
  const base = filename
    .replace(/[\\/]/g, '_')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return base.replace(/^\.+/, '') || 'download';
}

/** 20260315: the date part of export file names, in the users' calendar (China Standard Time). */
export function fileStamp(now: Date = new Date()): string {
  return dateStamp(now);
}
