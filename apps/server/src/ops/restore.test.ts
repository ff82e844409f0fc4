import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { loadConfig } from '../platform/config';
import { BACKUP_FORMAT, type BackupManifest, PGLITE_ENTRY, sha256 } from './backup-format';
import { restoreBackup } from './restore';

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-restore-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A hand-made archive: entries as given, a manifest that lists `listed` (defaults to the entries' true checksums). */
async function archive(
  name: string,
  entries: Record<string, Buffer>,
  listed?: BackupManifest['entries'],
  kind: 'pglite' | 'postgres' = 'pglite',
): Promise<string> {
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: 1,
    appVersion: 'test',
    createdAt: new Date().toISOString(),
    database: { kind, entry: PGLITE_ENTRY, tool: 'test' },
    storage: { kind: 'local', fileCount: 0, bytes: 0 },
    keys: { files: [] },
    entries: listed ?? Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, { size: v.length, sha256: sha256(v) }])),
  };
  const zip = new yazl.ZipFile();
  for (const [k, v] of Object.entries(entries)) zip.addBuffer(v, k);
  zip.addBuffer(Buffer.from(JSON.stringify(manifest)), 'manifest.json');
  zip.end();
  const file = path.join(work, name);
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream as unknown as AsyncIterable<Buffer>) chunks.push(c);
  fs.writeFileSync(file, Buffer.concat(chunks));
  return file;
}

const configFor = (dir: string) => loadConfig({ DATA_DIR: path.join(work, dir), DEMO: '1' });

describe('restore refuses what it cannot bring back whole', () => {
  it('an entry whose bytes do not match the manifest, leaving the target empty', async () => {
    const file = await archive(
      'tampered.zip',
      { 'keys/jwt.secret': Buffer.from('changed') },
      { 'keys/jwt.secret': { size: 7, sha256: sha256(Buffer.from('original')) } },
    );
    const config = configFor('t1');
    await expect(restoreBackup(config, file)).rejects.toThrow('校验值不符');
    expect(fs.readdirSync(config.dataDir)).toEqual([]);
  });

  it('an entry that would land outside its folder', async () => {
    // yazl will not write `..`: write a same-length name and patch the bytes, as a hostile tool would
    const made = await archive('escape.zip', { 'files/xx/xx/xx/evil.txt': Buffer.from('x') });
    const bytes = fs.readFileSync(made);
    fs.writeFileSync(made, Buffer.from(bytes.toString('latin1').replaceAll('files/xx/xx/xx/', 'files/../../../'), 'latin1'));
    const file = made;
    const config = configFor('t2');
    await expect(restoreBackup(config, file)).rejects.toThrow('无法识别的条目');
    expect(fs.existsSync(path.join(work, 'evil.txt'))).toBe(false);
    expect(fs.existsSync(config.dataDir) ? fs.readdirSync(config.dataDir) : []).toEqual([]);
  });

  it('a file that is not a backup, and a PostgreSQL dump without DATABASE_URL', async () => {
    const junk = path.join(work, 'junk.zip');
    fs.writeFileSync(junk, 'not a zip');
    await expect(restoreBackup(configFor('t3'), junk)).rejects.toThrow('不是有效的备份文件');

    const pgArchive = await archive('pg.zip', {}, undefined, 'postgres');
    await expect(restoreBackup(configFor('t4'), pgArchive)).rejects.toThrow('请设置 DATABASE_URL');
  });
});
