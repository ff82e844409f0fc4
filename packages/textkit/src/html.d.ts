/** Escape text for HTML element content and attribute values. */
export declare function escapeHtml(text: string): string;
/** Escape text and turn its line breaks (\r\n, \n, \r) into `<br>`. */
export declare function textToHtml(text: string): string;
/** Decode HTML character references (numeric and the common named ones). */
export declare function decodeEntities(text: string): string;
/**
 * Rich-text HTML → plain text for the duplicate check (which takes plain text only):
 * scripts, styles and comments dropped, `<br>` and the ends of paragraphs and other
 * blocks become newlines, all other tags removed, entities decoded, runs of blank lines
 * collapsed. Not a sanitiser: the result is text, to be escaped again if shown as HTML.
 */
export declare function stripHtml(html: string): string;
