import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { isSafeKey, makeKey, resolveInside } from '../../platform/storage/keys';
import { LocalStorage } from '../../platform/storage/local';
import { S3Storage } from '../../platform/storage/s3';
import { stageStream } from '../../platform/storage/staging';
import { contentDisposition, sanitizeTitle } from './names';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-storage-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('storage keys', () => {
  it('are made by the server in one shape', () => {
    expect(makeKey('proposal', 'abc123', 'pdf', new Date(2026, 0, 5))).toBe('proposal/2026/01/abc123.pdf');
    expect(() => makeKey('../x', 'abc', 'pdf')).toThrow();
    expect(() => makeKey('proposal', '../abc', 'pdf')).toThrow();
    expect(() => makeKey('proposal', 'abc', 'p/df')).toThrow();
  });

  it.each([
    '../x/2026/01/a.pdf',
    'proposal/2026/01/../a.pdf',
    '/proposal/2026/01/a.pdf',
    'proposal\\2026\\01\\a.pdf',
    'proposal/2026/01/a.pdf\u0000',
    'proposal/2026/13/a.pdf',
    'Proposal/2026/01/a.pdf',
    'proposal/2026/01/.pdf',
  ])('refuses %j', (key) => {
    expect(isSafeKey(key)).toBe(false);
    expect(() => resolveInside(dir, key)).toThrow();
  });
});

describe('LocalStorage', () => {
  it('stages, moves, reads and deletes inside its root', async () => {
    const s = new LocalStorage(path.join(dir, 'local'));
    const staged = await stageStream(s.tmpDir, Readable.from([Buffer.from('hello '), Buffer.from('world')]), 100);
    expect(staged).toMatchObject({ size: 11, truncated: false });
    expect(staged.sha256).toBe('b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9');
    await s.putFile('common/2026/01/abc.txt', staged.path, 'text/plain');
    expect(fs.existsSync(staged.path)).toBe(false);
    const got = await s.get('common/2026/01/abc.txt');
    expect(got?.size).toBe(11);
    const chunks: Buffer[] = [];
    for await (const c of got?.stream ?? []) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello world');
    await s.delete('common/2026/01/abc.txt');
    expect(await s.get('common/2026/01/abc.txt')).toBeNull();
    await s.delete('common/2026/01/abc.txt'); // deleting twice is fine
  });

  it('stops keeping bytes past the limit', async () => {
    const s = new LocalStorage(path.join(dir, 'local2'));
    const staged = await stageStream(s.tmpDir, Readable.from([Buffer.alloc(60), Buffer.alloc(60)]), 100);
    expect(staged).toMatchObject({ size: 100, truncated: true });
    expect(fs.statSync(staged.path).size).toBe(100);
  });
});

describe('S3Storage', () => {
  it('sends put, get and delete for the key, and reads a missing key as null', async () => {
    const sent: unknown[] = [];
    const fake = {
      async send(cmd: unknown) {
        sent.push(cmd);
        if (cmd instanceof GetObjectCommand) {
          if (cmd.input.Key === 'common/2026/01/gone.txt') throw Object.assign(new Error('nope'), { name: 'NoSuchKey' });
          return { Body: Readable.from([Buffer.from('abc')]), ContentLength: 3 };
        }
        return {};
      },
    };
    const s = new S3Storage(
      path.join(dir, 's3'),
      { endpoint: 'http://minio:9000', bucket: 'cppcc', accessKeyId: 'a', secretAccessKey: 'b', region: 'us-east-1', forcePathStyle: true },
      fake,
    );
    const staged = await stageStream(s.tmpDir, Readable.from([Buffer.from('abc')]), 10);
    await s.putFile('common/2026/01/abc.txt', staged.path, 'text/plain');
    expect(fs.existsSync(staged.path)).toBe(false);
    const put = sent[0] as PutObjectCommand;
    expect(put).toBeInstanceOf(PutObjectCommand);
    expect(put.input).toMatchObject({ Bucket: 'cppcc', Key: 'common/2026/01/abc.txt', ContentLength: 3, ContentType: 'text/plain' });
    expect((await s.get('common/2026/01/abc.txt'))?.size).toBe(3);
    expect(await s.get('common/2026/01/gone.txt')).toBeNull();
    await s.delete('common/2026/01/abc.txt');
    expect(sent.at(-1)).toBeInstanceOf(DeleteObjectCommand);
    await expect(s.get('../../etc/passwd')).rejects.toThrow(/unsafe/);
  });
});

describe('titles and Content-Disposition', () => {
  it('keeps a readable title', () => {
    expect(sanitizeTitle('C:\\fakepath\\提案.docx')).toBe('提案.docx');
    expect(sanitizeTitle('a\u0000b\u001f.pdf')).toBe('ab.pdf');
    expect(sanitizeTitle('..')).toBe('未命名文件');
    expect(sanitizeTitle(`${'长'.repeat(300)}.pdf`)).toHaveLength(200);
    expect(sanitizeTitle(`${'长'.repeat(300)}.pdf`).endsWith('.pdf')).toBe(true);
  });

  it('encodes per RFC 5987 with an ASCII fallback', () => {
    expect(contentDisposition('attachment', "报告(终稿)'s.pdf")).toBe(
      `attachment; filename="__(__)'s.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A%28%E7%BB%88%E7%A8%BF%29%27s.pdf`,
    );
    expect(contentDisposition('inline', 'a"b\\c.png')).toBe(`inline; filename="a_b_c.png"; filename*=UTF-8''a%22b%5Cc.png`);
  });
});
