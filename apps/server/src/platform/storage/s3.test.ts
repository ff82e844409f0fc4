import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeKey } from './keys';
import { S3Storage } from './s3';
import { createStorage } from './storage';
import { type LoopbackS3, startLoopbackS3 } from './test-s3';

let s3: LoopbackS3;
let root: string;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

function staged(storage: S3Storage, data: Buffer): string {
  const file = path.join(storage.tmpDir, `${randomBytes(6).toString('hex')}.part`);
  fs.writeFileSync(file, data);
  return file;
}

beforeAll(async () => {
  s3 = await startLoopbackS3();
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-s3-root-'));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('S3Storage against an S3-compatible server on loopback (s3rver)', () => {
  it('is what STORAGE=s3 makes', () => {
    const s = createStorage({ kind: 's3', root, urlTtlMinutes: 10, quotaBytes: 0, s3: s3.s3 });
    expect(s).toBeInstanceOf(S3Storage);
    expect(s.kind).toBe('s3');
    expect(s.tmpDir).toBe(path.join(root, '.tmp'));
  });

  it('puts a staged file, reports it, streams it back whole and deletes it', async () => {
    const storage = new S3Storage(root, s3.s3);
    const data = randomBytes(3 * 1024 * 1024 + 17);
    const key = makeKey('proposal', randomBytes(8).toString('hex'), 'pdf');
    const file = staged(storage, data);
    await storage.putFile(key, file, 'application/pdf');
    // the staged copy is gone: the bucket holds the only one
    expect(fs.existsSync(file)).toBe(false);
    expect(await storage.exists(key)).toBe(true);

    const got = await storage.get(key);
    expect(got?.size).toBe(data.length);
    const back = await bytesOf(got?.stream as Readable);
    expect(createHash('sha256').update(back).digest('hex')).toBe(createHash('sha256').update(data).digest('hex'));

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    // deleting what is not there is not an error
    await storage.delete(key);
  });

  it('reads a key nobody stored as missing, and a second driver sees what the first stored', async () => {
    const one = new S3Storage(path.join(root, 'one'), s3.s3);
    const two = new S3Storage(path.join(root, 'two'), s3.s3);
    expect(await one.get(makeKey('photo', 'nothinghere', 'png'))).toBeNull();
    expect(await one.exists(makeKey('photo', 'nothinghere', 'png'))).toBe(false);
    const key = makeKey('photo', randomBytes(8).toString('hex'), 'png');
    await one.putFile(key, staged(one, Buffer.from('图片内容')), 'image/png');
    expect((await bytesOf((await two.get(key))?.stream as Readable)).toString()).toBe('图片内容');
    await two.delete(key);
    expect(await one.exists(key)).toBe(false);
  });

  it('refuses a key the server did not make, before any request', async () => {
    const storage = new S3Storage(root, s3.s3);
    for (const bad of ['../etc/passwd', 'proposal/2026/01/../../x.pdf', '/abs/2026/01/a.pdf', 'Proposal/2026/01/a.pdf']) {
      await expect(storage.get(bad)).rejects.toThrow(/unsafe storage key/);
      await expect(storage.delete(bad)).rejects.toThrow(/unsafe storage key/);
    }
  });

  it('says so when the bucket cannot be reached, instead of reading every file as missing', async () => {
    const storage = new S3Storage(root, { ...s3.s3, bucket: 'no-such-bucket' });
    await expect(
      storage.putFile(makeKey('proposal', 'abc', 'pdf'), staged(storage, Buffer.from('x')), 'application/pdf'),
    ).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});
