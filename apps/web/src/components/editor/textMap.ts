import type { Node as PmNode } from '@tiptap/pm/model';

/**
 * The plain text of a document as the tools see it (one line per paragraph,
 * a hard break is a line break, pictures are nothing) and the way back from an
 * offset in that text to a position in the document.
 */
export interface TextMap {
  text: string;
  /** document position of a text offset; an offset at a line end maps to the end of that line */
  toPos(offset: number): number;
}

interface Segment {
  start: number;
  pos: number;
  length: number;
}

export function buildTextMap(doc: PmNode): TextMap {
  const segments: Segment[] = [];
  let text = '';
  let blocks = 0;
  doc.descendants((node, pos) => {
    if (node.isTextblock) {
      if (blocks > 0) {
        // the separator belongs to the end of the previous block
        segments.push({ start: text.length, pos: -1, length: 0 });
        text += '\n';
      }
      blocks += 1;
      segments.push({ start: text.length, pos: pos + 1, length: 0 });
      return true;
    }
    if (node.isText) {
      segments.push({ start: text.length, pos, length: node.text?.length ?? 0 });
      text += node.text ?? '';
      return false;
    }
    if (node.type.name === 'hardBreak') {
      segments.push({ start: text.length, pos, length: 0 });
      text += '\n';
      segments.push({ start: text.length, pos: pos + 1, length: 0 });
      return false;
    }
    return true;
  });
  const toPos = (offset: number): number => {
    const at = Math.max(0, Math.min(offset, text.length));
    let best: Segment | null = null;
    for (const s of segments) {
      if (s.pos < 0) continue;
      if (s.start <= at && at <= s.start + s.length) {
        best = s;
        // inside a text node: exact; keep looking only when at its very end
        if (at < s.start + s.length) break;
      }
      if (s.start > at) break;
    }
    if (best) return best.pos + (at - best.start);
    const last = [...segments].reverse().find((s) => s.pos >= 0 && s.start <= at);
    return last ? last.pos + last.length : 1;
  };
  return { text, toPos };
}
