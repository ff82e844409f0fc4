import { htmlToText, sanitizeRichHtml } from '../../platform/html/sanitize';

/** Rich text of proposals, replies and summaries: stored only through the platform's sanitiser. */
export const cleanHtml = (html: string): string => sanitizeRichHtml(html);

/** Plain text of rich text (word limit, search, the duplicate check). */
export const plainText = (html: string): string => htmlToText(html);

/**
 * Characters counted against the session's word limit, the way the editor
 * counts them (spec 001 §2.26): white space is not counted, a run of digits or
 * of Latin letters counts as one.
 */
export function wordCount(text: string): number {
  return text
    .replace(/\s+/g, '')
    .replace(/[0-9]+/g, '0')
    .replace(/[A-Za-z]+/g, 'a').length;
}
