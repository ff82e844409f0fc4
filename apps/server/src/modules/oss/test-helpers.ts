import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import yazl from 'yazl';
import { createTestApp, type TestApp } from '../../../test/harness';

/** A test app whose files live in a folder of its own, so files on disk can be counted. */
export async function createOssTestApp(
  storage: { quotaBytes?: number; urlTtlMinutes?: number } = {},
): Promise<{ t: TestApp; root: string; outside: string }> {
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-oss-'));
  const root = path.join(outside, 'files');
  const t = await createTestApp({
    storage: { kind: 'local', root, s3: null, urlTtlMinutes: storage.urlTtlMinutes ?? 10, quotaBytes: storage.quotaBytes ?? 0 },
  });
  return { t, root, outside };
}

/** Every file under dir, relative paths, the staging folder included. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

export interface Part {
  name: string;
  data: Buffer;
  field?: string;
}

/** A multipart/form-data body the way a browser writes one (fields first, as the web uploaders send them). */
export function multipart(
  fields: Record<string, string>,
  file?: Part,
  fieldsAfter: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cppcc${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const addFields = (f: Record<string, string>) => {
    for (const [k, v] of Object.entries(f)) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    }
  };
  addFields(fields);
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  addFields(fieldsAfter);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(256)]);
export const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(249)]);

export async function zipOf(build: (z: yazl.ZipFile) => void): Promise<Buffer> {
  const z = new yazl.ZipFile();
  build(z);
  z.end();
  const chunks: Buffer[] = [];
  for await (const c of z.outputStream as unknown as AsyncIterable<Buffer>) chunks.push(c);
  return Buffer.concat(chunks);
}

/** A minimal Word document: the OOXML parts file-type looks for. */
export function docx(): Promise<Buffer> {
  return zipOf((z) => {
    z.addBuffer(
      Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '[Content_Types].xml',
    );
    z.addBuffer(Buffer.from('<w:document/>'), 'word/document.xml');
  });
}

/** `mb` megabytes of zeros, deflated: a few hundred kilobytes that unpack to a lot. */
export function zipBomb(mb: number): Promise<Buffer> {
  return zipOf((z) => {
    z.addBuffer(Buffer.from('<?xml version="1.0"?><Types/>'), '[Content_Types].xml');
    const zeros = new PassThrough();
    z.addReadStream(zeros, 'word/document.xml');
    const chunk = Buffer.alloc(1024 * 1024);
    Readable.from(
      (function* () {
        for (let i = 0; i < mb; i++) yield chunk;
      })(),
    ).pipe(zeros);
  });
}
