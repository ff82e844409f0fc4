import type { Readable } from 'node:stream';

/**
 * PDF names that make a viewer act on its own when the file opens or is clicked:
 * scripts, open/page/field actions, launching programs, embedded files, forms that
 * submit or import data. A PDF naming any of them is saved, never shown in place.
 * Names may hide letters as #xx escapes (/J#61vaScript), so names are decoded first.
 * What a compressed object stream holds is not seen here: every file answer also
 * carries a sandboxing CSP (routes.ts), which stops script in the viewer's page.
 */
const ACTIVE = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'RichMedia',
  'SubmitForm',
  'ImportData',
  'GoToE',
  'XFA',
]);
const NAME = /\/([A-Za-z0-9#]{2,40})/g;
/** a name cut by a chunk boundary is seen whole in the next chunk's overlap */
const OVERLAP = 64;

const decodeName = (n: string) => n.replace(/#([0-9a-fA-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

export function activeNameIn(text: string): string | null {
  for (const m of text.matchAll(NAME)) {
    const name = decodeName(m[1]);
    if (ACTIVE.has(name)) return name;
  }
  return null;
}

/** Reads the whole stream; answers the first active name found, or null. */
export async function scanPdf(stream: Readable): Promise<string | null> {
  let tail = '';
  for await (const chunk of stream) {
    const text = tail + (chunk as Buffer).toString('latin1');
    const found = activeNameIn(text);
    if (found) {
      stream.destroy();
      return found;
    }
    tail = text.slice(-OVERLAP);
  }
  return null;
}

/** Verdicts by content hash: a stored file never changes, so each is scanned once per process. */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 5000;

export async function pdfIsPassive(sha256: string, open: () => Promise<Readable | null>): Promise<boolean> {
  const known = verdicts.get(sha256);
  if (known !== undefined) return known;
  const stream = await open();
  if (!stream) return false;
  const passive = (await scanPdf(stream)) === null;
  if (verdicts.size >= MAX_VERDICTS) verdicts.delete(verdicts.keys().next().value as string);
  verdicts.set(sha256, passive);
  return passive;
}
