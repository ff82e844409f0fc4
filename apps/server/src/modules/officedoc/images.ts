import type { Readable } from 'node:stream';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { ossStorage, readableFile } from '../oss';
import type { DocxImages } from './docx';

const SRC = /<img\b[^>]*?\ssrc="(\/api\/sys\/oss\/file\/([A-Za-z0-9_-]+)[^"]*)"/g;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);
/** an editor image is at most 1 MB; anything bigger in a document came some other way and is left out of the Word file */
const MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_LIMITS = {
  /** distinct pictures looked up for one Word file */
  files: 100,
  /** picture bytes one Word file may hold, repeats counted */
  bytes: 40 * 1024 * 1024,
};

async function readAll(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The file-service pictures of a document, read with the caller's own rights
 * (a picture the caller may not see is left out of the Word file, not an error).
 */
export async function editorImages(ctx: AppContext, p: Principal, html: string, limits = IMAGE_LIMITS): Promise<DocxImages> {
  const out: DocxImages = {};
  // every <img> becomes a picture in the Word file, and addresses differing only in the query are the same
  // file: the budget counts what the file will hold, so one picture repeated ten thousand times cannot blow it up
  const uses = new Map<string, { id: string; count: number }>();
  for (const [, src, id] of html.matchAll(SRC)) {
    const u = uses.get(src);
    if (u) u.count++;
    else uses.set(src, { id, count: 1 });
  }
  const byId = new Map<string, Buffer | null>();
  let budget = limits.bytes;
  for (const [src, { id, count }] of uses) {
    if (!byId.has(id)) {
      if (byId.size >= limits.files) continue;
      byId.set(id, await readImage(ctx, p, id));
    }
    const data = byId.get(id);
    if (!data || data.length * count > budget) continue;
    budget -= data.length * count;
    out[src] = data;
  }
  return out;
}

async function readImage(ctx: AppContext, p: Principal, id: string): Promise<Buffer | null> {
  try {
    const row = await readableFile(ctx.db, p, id);
    if (!IMAGE_TYPES.has(row.mimeType)) return null;
    const obj = await ossStorage(ctx).get(row.path);
    return obj ? await readAll(obj.stream, MAX_BYTES) : null;
  } catch {
    // unreadable or gone: the export goes on without it
    return null;
  }
}
