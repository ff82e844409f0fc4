/** A speech's rich text, stored through sanitizeRichHtml on the server (the editor's tags and styles only). */
export function RichText({ html, maxWidth }: { html: string; maxWidth?: number }) {
  return (
    <div
      style={{ lineHeight: 1.8, overflowWrap: 'anywhere', maxWidth, margin: maxWidth ? '0 auto' : undefined }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every stored rich text (platform/html/sanitize.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
