import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ZipFile } from 'yazl';
import { safeFilename } from './disposition';
import type { ExportRows } from './rows';
import { sendStream } from './send-stream';

export const ZIP_TYPE = 'application/zip';

export interface ZipEntry {
  /** path inside the archive; folders with '/' */
  name: string;
  data: Buffer | string | Readable | (() => Promise<Buffer | Readable>);
}

export interface ZipExport {
  filename: string;
  entries: ExportRows<ZipEntry>;
  timeoutMs?: number;
}

/** Paths inside the archive: no absolute paths or '..' (zip slip), and a repeated name gets （2）, （3） … */
export function entryNamer(): (name: string) => string {
  const used = new Set<string>();
  return (name) => {
    const clean =
      name
        .split(/[\\/]+/)
        .filter((p) => p && p !== '.' && p !== '..')
        .map(safeFilename)
        .join('/') || 'file';
    let candidate = clean;
    for (let n = 2; used.has(candidate.toLowerCase()); n++) {
      const dot = clean.lastIndexOf('.');
      candidate = dot > clean.lastIndexOf('/') + 1 ? `${clean.slice(0, dot)}（${n}）${clean.slice(dot)}` : `${clean}（${n}）`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  };
}

/** Streams a .zip (yazl): entries are added as they come, their content read when the archive reaches them. */
export function sendZip(reply: FastifyReply, z: ZipExport): Promise<FastifyReply> {
  return sendStream(reply, {
    contentType: ZIP_TYPE,
    filename: z.filename.endsWith('.zip') ? z.filename : `${z.filename}.zip`,
    timeoutMs: z.timeoutMs,
    produce: async (out, signal) => {
      const zip = new ZipFile();
      const finished = new Promise<void>((resolve, reject) => {
        zip.outputStream.on('error', reject);
        out.on('finish', resolve);
        out.on('error', reject);
      });
      zip.outputStream.pipe(out);
      const nameOf = entryNamer();
      for await (const e of z.entries) {
        if (signal.aborted) throw signal.reason;
        const name = nameOf(e.name);
        const data = typeof e.data === 'function' ? await e.data() : e.data;
        if (typeof data === 'string') zip.addBuffer(Buffer.from(data, 'utf8'), name);
        else if (Buffer.isBuffer(data)) zip.addBuffer(data, name);
        else zip.addReadStream(data, name);
      }
      zip.end();
      await finished;
    },
  });
}
