import fsp from 'node:fs/promises';
import { OSS_LIMITS, type OssKind, OssMsg } from '@cppcc/contracts';
import { fileTypeFromFile } from 'file-type/node';
import { extOf } from './names';
import { inspectZip, looksExecutable, ZIP_LIMITS } from './zip-guard';

export { looksExecutable };

/** The stored Content-Type of each accepted extension (the browser's claim is never used). */
const MIME_BY_EXT: Record<string, string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pdf: 'application/pdf',
  wps: 'application/vnd.ms-works',
  ofd: 'application/ofd',
  txt: 'text/plain',
  csv: 'text/csv',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  epub: 'application/epub+zip',
};

const RASTER = new Set(['jpg', 'png', 'gif', 'bmp']);
const ZIP_BASED = new Set(['docx', 'xlsx', 'pptx', 'ofd', 'epub', 'zip']);
const TEXT = new Set(['txt', 'csv']);

/** What file-type must find for each extension; `zip` stands for "any zip" (an OOXML written without the usual entry order). */
const EXPECTED: Record<string, string[]> = {
  pdf: ['pdf'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  wps: ['cfb'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  ofd: ['zip'],
  epub: ['epub', 'zip'],
  rar: ['rar'],
  '7z': ['7z'],
  mp3: ['mp3'],
  mp4: ['mp4', 'm4v', 'mov'],
};

/** Detected types that are programs whatever the name says. */
const PROGRAMS = new Set(['exe', 'elf', 'macho', 'msi', 'class', 'wasm', 'dex', 'apk', 'dmg', 'deb', 'rpm', 'cab', 'jar', 'lnk']);

export class UploadRefused extends Error {
  constructor(
    message: string,
    /** refusals worth an audit row (content that lies about itself) */
    readonly suspicious = false,
  ) {
    super(message);
    this.name = 'UploadRefused';
  }
}

export interface Accepted {
  ext: string;
  mimeType: string;
}

function startsWith(head: Buffer, bytes: number[], offset = 0): boolean {
  return head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
}

const isZip = (head: Buffer) => startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06]);

/** Text has no NUL byte (UTF-16, which does, starts with a byte-order mark). */
function looksLikeText(head: Buffer): boolean {
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return true;
  return !head.includes(0);
}

async function readHead(file: string, bytes = 8192): Promise<Buffer> {
  const fh = await fsp.open(file, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await fh.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

function sizeMessage(kind: OssKind): string {
  const limit = OSS_LIMITS[kind];
  if (kind === 'editor') return OssMsg.editorImageTooLarge;
  return kind === 'file' ? OssMsg.fileTooLarge(limit.maxSizeMb) : OssMsg.imageTooLarge(limit.maxSizeMb);
}

/** The size rule alone: also used while the upload streams in, to stop at the limit. */
export function checkSize(kind: OssKind, size: number, truncated = false): void {
  if (truncated || size > OSS_LIMITS[kind].maxSize) throw new UploadRefused(sizeMessage(kind));
  if (size === 0) throw new UploadRefused(OssMsg.emptyFile);
}

/** The name rule alone: the extension must be in the kind's accept list. */
export function checkName(kind: OssKind, title: string): string {
  const ext = extOf(title);
  const limit = OSS_LIMITS[kind];
  if (!limit.extensions.includes(ext)) {
    throw new UploadRefused(kind === 'file' ? OssMsg.badExtension(limit.extensions) : OssMsg.badImageType);
  }
  return ext;
}

/**
 * Checks a staged upload against its kind: accept list, size, then what the
 * bytes really are (magic numbers via file-type, zip contents via yauzl).
 * Throws UploadRefused with the Chinese message to show; answers the type to store.
 */
export async function inspectUpload(kind: OssKind, title: string, file: string, size: number): Promise<Accepted> {
  const ext = checkName(kind, title);
  checkSize(kind, size);
  const head = await readHead(file);
  if (looksExecutable(head)) throw new UploadRefused(OssMsg.executable(title), true);

  const wantsImage = kind !== 'file' || RASTER.has(ext === 'jpeg' ? 'jpg' : ext);
  if (isZip(head)) {
    if (!ZIP_BASED.has(ext)) throw mismatch(kind, title, ext);
    const verdict = await inspectZip(file);
    if (!verdict.ok) {
      if (verdict.reason === 'corrupt') throw new UploadRefused(OssMsg.badArchive(title));
      if (verdict.reason === 'executable') throw new UploadRefused(OssMsg.executable(title), true);
      throw new UploadRefused(
        verdict.reason === 'bomb' ? OssMsg.zipBomb(title) : OssMsg.zipTooManyEntries(title, ZIP_LIMITS.maxEntries),
        true,
      );
    }
  }

  const detected = await fileTypeFromFile(file).catch(() => undefined);
  if (detected && PROGRAMS.has(detected.ext)) throw new UploadRefused(OssMsg.executable(title), true);

  if (wantsImage) {
    // a photo saved as .png that is really a JPEG is common and harmless: any accepted raster type is fine, stored as what it is
    const allowed = kind === 'file' ? RASTER : new Set(['jpg', 'png']);
    if (!detected || !allowed.has(detected.ext)) throw mismatch(kind, title, ext);
    return { ext: detected.ext, mimeType: detected.mime };
  }
  if (TEXT.has(ext)) {
    if (detected || !looksLikeText(head)) throw mismatch(kind, title, ext);
    return { ext, mimeType: MIME_BY_EXT[ext] };
  }
  if (ext === 'zip') {
    if (!isZip(head)) throw mismatch(kind, title, ext);
    return { ext, mimeType: MIME_BY_EXT.zip };
  }
  const expected = EXPECTED[ext];
  if (!expected || !detected || !expected.includes(detected.ext)) throw mismatch(kind, title, ext);
  if (ZIP_BASED.has(ext) && !isZip(head)) throw mismatch(kind, title, ext);
  return { ext, mimeType: MIME_BY_EXT[ext] };
}

function mismatch(kind: OssKind, title: string, ext: string): UploadRefused {
  return new UploadRefused(kind === 'file' ? OssMsg.mismatch(title, ext) : OssMsg.notImage, true);
}
