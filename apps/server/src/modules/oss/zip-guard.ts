import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

/**
 * What an archive may hold. An office file (docx/xlsx/pptx, ofd, epub) is a zip
 * that server-side readers (mammoth, exceljs, file-type) may unpack; a bomb
 * (a small file that unpacks to gigabytes, or millions of entries) is refused
 * at upload. Nested archives are not opened: nothing on the server unpacks them.
 */
export const ZIP_LIMITS = {
  maxEntries: 10_000,
  /** sum of the entries' sizes once unpacked */
  maxTotalBytes: 300 * 1024 * 1024,
  /** unpacked / packed over the whole archive, checked once the archive unpacks to more than ratioFloorBytes */
  maxRatio: 100,
  ratioFloorBytes: 10 * 1024 * 1024,
};

export type ZipVerdict =
  | { ok: true; entries: number; totalBytes: number }
  | { ok: false; reason: 'corrupt' | 'bomb' | 'entries' | 'executable'; entry?: string };

/**
 * Names a Windows, Linux or macOS user would run by opening them: refused inside
 * an archive as they are at the top level (the accept list has none of them).
 */
const RUNNABLE = new Set([
  'exe',
  'dll',
  'com',
  'scr',
  'pif',
  'cpl',
  'sys',
  'msi',
  'msp',
  'msc',
  'bat',
  'cmd',
  'ps1',
  'psm1',
  'vbs',
  'vbe',
  'js',
  'jse',
  'wsf',
  'wsh',
  'hta',
  'lnk',
  'reg',
  'inf',
  'jar',
  'apk',
  'app',
  'sh',
  'run',
  'elf',
  'dmg',
  'pkg',
  'deb',
  'rpm',
  'iso',
  'img',
]);

/** Windows PE ("MZ"), ELF, Mach-O (32/64, both byte orders, fat). */
export function looksExecutable(head: Buffer): boolean {
  const m = (bytes: number[]) => head.length >= bytes.length && bytes.every((b, i) => head[i] === b);
  return (
    m([0x4d, 0x5a]) ||
    m([0x7f, 0x45, 0x4c, 0x46]) ||
    m([0xfe, 0xed, 0xfa, 0xce]) ||
    m([0xfe, 0xed, 0xfa, 0xcf]) ||
    m([0xce, 0xfa, 0xed, 0xfe]) ||
    m([0xcf, 0xfa, 0xed, 0xfe]) ||
    m([0xca, 0xfe, 0xba, 0xbe])
  );
}

function runnableName(fileName: string): boolean {
  const base = fileName.split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && RUNNABLE.has(base.slice(dot + 1).toLowerCase());
}

/**
 * Reads the central directory first (declared sizes: cheap, catches ordinary
 * and overlapping-entry bombs), then unpacks every entry into nothing, counting
 * bytes: yauzl stops an entry that unpacks to more than it declared, so lying
 * headers cannot get past the declared totals.
 */
export async function inspectZip(file: string, limits = ZIP_LIMITS): Promise<ZipVerdict> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false });
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  try {
    if (zip.entryCount > limits.maxEntries) return { ok: false, reason: 'entries' };
    const entries: yauzl.Entry[] = [];
    let declared = 0;
    let packed = 0;
    for await (const entry of zip.eachEntry()) {
      entries.push(entry);
      declared += entry.uncompressedSize;
      packed += entry.compressedSize;
      if (entries.length > limits.maxEntries) return { ok: false, reason: 'entries' };
      if (declared > limits.maxTotalBytes) return { ok: false, reason: 'bomb' };
      if (runnableName(entry.fileName)) return { ok: false, reason: 'executable', entry: entry.fileName };
    }
    if (declared > limits.ratioFloorBytes && declared / Math.max(packed, 1) > limits.maxRatio) return { ok: false, reason: 'bomb' };

    let unpacked = 0;
    for (const entry of entries) {
      // encrypted entries cannot be unpacked without the password; their declared sizes were checked above
      if (entry.isEncrypted() || entry.fileName.endsWith('/')) continue;
      const stream = await zip.openReadStreamPromise(entry);
      // a program renamed to anything: its first bytes give it away
      let head = Buffer.alloc(0);
      await pipeline(
        stream,
        new Writable({
          write(chunk: Buffer, _enc, done) {
            unpacked += chunk.length;
            if (head.length < 4) head = Buffer.concat([head, chunk.subarray(0, 4 - head.length)]);
            done(unpacked > limits.maxTotalBytes ? new Error('zip bomb') : null);
          },
        }),
      );
      if (looksExecutable(head)) return { ok: false, reason: 'executable', entry: entry.fileName };
    }
    return { ok: true, entries: entries.length, totalBytes: unpacked };
  } catch (err) {
    return { ok: false, reason: err instanceof Error && err.message === 'zip bomb' ? 'bomb' : 'corrupt' };
  } finally {
    zip.close();
  }
}
