import type { Readable } from 'node:stream';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import { readableFile } from '../oss/service';
import { ossStorage } from '../oss/storage';
import type { DocxImages } from './docx';

const SRC = /<img\b[^>]*?\ssrc="(\/api\/sys\/oss\/file\/([A-Za-z0-9_-]+)[^"]*)"/g;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);
/** an editor image is at most 1 MB; anything bigger in a document came some other way and is left out of the Word file */
const MAX_BYTES = 10 * 1024 * 1024;

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
export async function editorImages(ctx: AppContext, p: Principal, html: string): Promise<DocxImages> {
  const out: DocxImages = {};
  for (const [, src, id] of html.matchAll(SRC)) {
    if (out[src]) continue;
    try {
      const row = await readableFile(ctx.db, p, id);
      if (!IMAGE_TYPES.has(row.mimeType)) continue;
      const obj = await ossStorage(ctx).get(row.path);
      const data = obj ? await readAll(obj.stream, MAX_BYTES) : null;
      if (data) out[src] = data;
    } catch {
      // unreadable or gone: the export goes on without it
    }
  }
  return out;
}
