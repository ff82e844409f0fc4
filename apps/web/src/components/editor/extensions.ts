import { Extension } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import StarterKit from '@tiptap/starter-kit';

/** First-line indent of paragraphs and headings (公文: two characters), kept as `text-indent` in the HTML. */
export const TextIndent = Extension.create({
  name: 'textIndent',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph', 'heading'],
        attributes: {
          textIndent: {
            default: null,
            parseHTML: (el: HTMLElement) => el.style.textIndent || null,
            renderHTML: (attrs: Record<string, unknown>) => (attrs.textIndent ? { style: `text-indent: ${attrs.textIndent}` } : {}),
          },
        },
      },
    ];
  },
});

export interface HighlightSpec {
  from: number;
  to: number;
  id?: string;
  color?: string;
  className?: string;
  title?: string;
}

export const highlightKey = new PluginKey<DecorationSet>('toolHighlight');

/**
 * Marks that the intelligent tools put on the text (wrong words, sensitive words,
 * duplicate passages) as decorations: shown, never saved in the HTML, moved along with edits.
 */
export const ToolHighlight = Extension.create({
  name: 'toolHighlight',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key: highlightKey,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            const next = tr.getMeta(highlightKey) as HighlightSpec[] | undefined;
            if (next) {
              return DecorationSet.create(
                tr.doc,
                next
                  .filter((h) => h.to > h.from)
                  .map((h) =>
                    Decoration.inline(
                      h.from,
                      h.to,
                      {
                        class: ['rich-editor-hl', h.className].filter(Boolean).join(' '),
                        style: `background-color: ${h.color ?? 'rgba(255, 196, 0, 0.45)'}`,
                        ...(h.title ? { title: h.title } : {}),
                        ...(h.id ? { 'data-hl-id': h.id } : {}),
                      },
                      { id: h.id },
                    ),
                  ),
              );
            }
            return set.map(tr.mapping, tr.doc);
          },
        },
        props: { decorations: (state) => highlightKey.getState(state) },
      }),
    ];
  },
});

export function editorExtensions(placeholder: string) {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4] },
      // not in the HTML the server keeps (platform/html/sanitize.ts)
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: false,
    }),
    TextStyle,
    FontFamily,
    FontSize,
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right', 'justify'] }),
    TextIndent,
    // editor pictures are served without a token (the file service's rule for kind editor), so a plain <img> shows them
    Image.configure({ inline: false, allowBase64: true }),
    CharacterCount,
    Placeholder.configure({ placeholder }),
    ToolHighlight,
  ];
}
