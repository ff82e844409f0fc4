import type { Locator, Page } from 'playwright-core';

/**
 * The rich editor of the pages (apps/web/src/components/editor): its text as the tools see it,
 * its toolbar's tool buttons, and selecting words on the page as a reader would.
 */

/** The first rich editor of the page. */
export const richEditor = (page: Page): Locator => page.locator('.ProseMirror').first();

/** The editor's paragraphs, one a line (what the tools call getText()). */
export const editorText = (page: Page): Promise<string> =>
  richEditor(page).evaluate((el) =>
    Array.from(el.querySelectorAll('p'))
      .map((p) => p.textContent ?? '')
      .join('\n'),
  );

/** A tool button of the editor's toolbar (智能查重, 智能纠错, 一键排版, 智能润色, AI写作检测, 引用检索). */
export const editorTool = (page: Page, label: string): Locator =>
  page.locator('.rich-editor-tools').getByRole('button', { name: new RegExp(label) });

/** Selects `text` inside `scope` (one text node holds it), as dragging the mouse over it would. */
export async function selectText(scope: Locator, text: string): Promise<void> {
  await scope.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const at = n.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(n, at);
      range.setEnd(n, at + wanted.length);
      const sel = window.getSelection();
      sel?.removeAllRanges();
      sel?.addRange(range);
      return;
    }
    throw new Error(`text not found: ${wanted}`);
  }, text);
}
