import type { Editor } from '@tiptap/core';
import type { ComponentType, ReactNode } from 'react';
import { type HighlightSpec, highlightKey } from './extensions';
import { isRichEmpty } from './richRules';
import { buildTextMap } from './textMap';

/**
 * Tool slots of the rich-text editor (spec 000 §2: tools enabled per page
 * through a tool list). A tool is a toolbar button and, if it has one, its own
 * drawer; it reaches the text only through `EditorToolApi`. Offsets are offsets
 * in `getText()`.
 */
export type EditorToolName = 'Duplicate' | 'Correction' | 'AutoFormat' | 'Polishing' | 'Detection' | 'Quote';

export interface TextRange {
  from: number;
  to: number;
}

export interface TextChange extends TextRange {
  text: string;
}

export interface ToolHighlight extends TextRange {
  /** handed back in the DOM as data-hl-id, so a click can be traced to its finding */
  id?: string;
  /** CSS colour of the background; amber by default */
  color?: string;
  className?: string;
  /** tooltip */
  title?: string;
}

export interface EditorToolApi {
  editor: Editor;
  /** the HTML the form receives: '' when there is neither text nor picture */
  getHtml(): string;
  /** plain text: one line per paragraph, '\n' between */
  getText(): string;
  /** replaces everything (one undo step) and tells the form */
  setHtml(html: string): void;
  /** replaces one range of getText() with text, keeping the formatting around it */
  replaceRange(range: TextRange, text: string): void;
  /** several replacements at once, offsets all in the same getText(); one undo step */
  apply(changes: TextChange[]): void;
  /** shows these ranges marked (replacing earlier marks); marks are not part of the HTML */
  highlight(ranges: ToolHighlight[]): void;
  clearHighlight(): void;
  /** selects the range and scrolls it into view */
  scrollTo(range: TextRange): void;
  readOnly: boolean;
  maxCount: number;
}

export interface EditorToolPanelProps {
  api: EditorToolApi;
  open: boolean;
  onClose: () => void;
}

export interface EditorTool {
  name: EditorToolName | (string & {});
  /** toolbar text, in Chinese */
  label: string;
  icon?: ReactNode;
  /** spec 000 §2: Duplicate, Correction and Quote need the intelligent-editing version flag */
  intelligent?: boolean;
  /** works on read-only content too (a check, not an edit) */
  readOnlyOk?: boolean;
  /** on click; answer true (or a promise of it) to open the panel as well. Without run, a click opens the panel. */
  run?: (api: EditorToolApi) => boolean | undefined | Promise<boolean | undefined>;
  /** the tool's drawer, mounted while open */
  Panel?: ComponentType<EditorToolPanelProps>;
}

/** The order of the toolbar when a page lists tools by name. */
export const TOOL_ORDER: EditorToolName[] = ['Duplicate', 'Correction', 'AutoFormat', 'Polishing', 'Detection', 'Quote'];

/** The HTML of the editor as the form sees it. */
export function editorHtml(editor: Editor): string {
  const html = editor.getHTML();
  return isRichEmpty(html) ? '' : html;
}

export function createToolApi(editor: Editor, opts: { readOnly: boolean; maxCount: number }): EditorToolApi {
  const map = () => buildTextMap(editor.state.doc);
  const apply = (changes: TextChange[]) => {
    if (!changes.length) return;
    const m = map();
    let tr = editor.state.tr;
    // from the end, so earlier offsets stay valid
    for (const c of [...changes].sort((a, b) => b.from - a.from)) {
      const from = m.toPos(c.from);
      const to = m.toPos(Math.max(c.from, c.to));
      const marks = editor.state.doc.resolve(from).marksAcross(editor.state.doc.resolve(to)) ?? undefined;
      tr = c.text ? tr.replaceWith(from, to, editor.schema.text(c.text, marks)) : tr.delete(from, to);
    }
    editor.view.dispatch(tr);
  };
  return {
    editor,
    readOnly: opts.readOnly,
    maxCount: opts.maxCount,
    getHtml: () => editorHtml(editor),
    getText: () => map().text,
    setHtml: (html) => {
      editor.commands.setContent(html || '', { emitUpdate: true });
    },
    replaceRange: (range, text) => apply([{ ...range, text }]),
    apply,
    highlight: (ranges) => {
      const m = map();
      const specs: HighlightSpec[] = ranges.map((r) => ({ ...r, from: m.toPos(r.from), to: m.toPos(r.to) }));
      editor.view.dispatch(editor.state.tr.setMeta(highlightKey, specs));
    },
    clearHighlight: () => editor.view.dispatch(editor.state.tr.setMeta(highlightKey, [])),
    scrollTo: (range) => {
      const m = map();
      editor
        .chain()
        .setTextSelection({ from: m.toPos(range.from), to: m.toPos(range.to) })
        .scrollIntoView()
        .run();
    },
  };
}
