import { escapeHtml } from '@cppcc/textkit';

interface Span {
  id: string;
  type: string;
  operation: number;
  start: number;
  end: number;
}

const html = (s: string) => escapeHtml(s).replace(/\r\n|\r|\n/g, '<br>');

/**
 * The checked text as HTML with every finding in a `<mark class="proofread-mark" data-id="…">`
 * (sensitive words also carry `proofread-sensitive`), so the panel can scroll to a finding and
 * mark sensitive words. An insertion point is an empty mark. A finding overlapping one already
 * marked stays in the lists but gets no mark of its own (marks cannot cross).
 */
export function markFindings(text: string, spans: readonly Span[]): string {
  const ordered = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let pos = 0;
  for (const s of ordered) {
    if (s.start < pos || s.end > text.length) continue;
    const cls = s.type === '010000' ? 'proofread-mark proofread-sensitive' : 'proofread-mark';
    out += html(text.slice(pos, s.start));
    out += `<mark class="${cls}" data-id="${escapeHtml(s.id)}" data-type="${s.type}" data-operation="${s.operation}">${html(text.slice(s.start, s.end))}</mark>`;
    pos = s.end;
  }
  return out + html(text.slice(pos));
}
