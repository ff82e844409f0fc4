import { beforeAll } from 'vitest';

/** ProseMirror measures ranges when it focuses and scrolls; jsdom has no layout. */
export function editorTestSetup(): void {
  beforeAll(() => {
    const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
    Range.prototype.getBoundingClientRect = () => rect;
    Range.prototype.getClientRects = () =>
      ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
    Element.prototype.scrollIntoView = () => {};
    document.elementFromPoint = () => null;
  });
}

/** The editor's text as the tools see it, from the DOM: one line per paragraph. */
export function editorLines(): string[] {
  return Array.from(document.querySelectorAll('.ProseMirror p')).map((p) => p.textContent ?? '');
}
