import { countDocChars } from '@cppcc/contracts';
import { htmlToText, sanitizeRichHtml } from '../../../platform/html/sanitize';

/** Rich text of proposals, replies and summaries: stored only through the platform's sanitiser. */
export const cleanHtml = (html: string): string => sanitizeRichHtml(html);

/** Plain text of rich text (word limit, search, the duplicate check). */
export const plainText = (html: string): string => htmlToText(html);

/** Characters counted against the session's word limit: the editor's own count (contracts countDocChars). */
export const wordCount = (text: string): number => countDocChars(text);
