/**
 * A small iCalendar (RFC 5545) writer for a member's schedule (GET /meetActivity/schedule.ics):
 * VEVENTs with UTC times, text escaped (§3.3.11) and lines folded at 75 octets (§3.1) without
 * splitting a UTF-8 character. No library in the environment's lists is worth a dependency for this.
 */
export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  stamp?: Date;
}

/** 20261128T013000Z */
export const icsTime = (d: Date): string =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

/** TEXT values: backslash, semicolon and comma escaped, newlines as \n. */
export const icsText = (s: string): string =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Folds a content line into lines of at most 75 octets, each continuation starting with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let cur = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    // the first line holds 75 octets, the continuations 74 after their leading space
    if (bytes + n > (out.length ? 74 : 75)) {
      out.push(cur);
      cur = '';
      bytes = 0;
    }
    cur += ch;
    bytes += n;
  }
  out.push(cur);
  return out.join('\r\n ');
}

/** Rich text to plain text for DESCRIPTION. */
const plain = (html: string): string =>
  html
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

export function writeIcs(calName: string, events: IcsEvent[], now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CPPCC//Meetings and activities//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(calName)}`,
    'X-WR-TIMEZONE:Asia/Shanghai',
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${icsTime(e.stamp ?? now)}`,
      `DTSTART:${icsTime(e.start)}`,
      `DTEND:${icsTime(e.end)}`,
      `SUMMARY:${icsText(e.summary)}`,
    );
    if (e.location) lines.push(`LOCATION:${icsText(e.location)}`);
    const description = e.description ? plain(e.description) : '';
    if (description) lines.push(`DESCRIPTION:${icsText(description.slice(0, 2000))}`);
    if (e.url) lines.push(`URL:${e.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
