import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeTighten, makePrivateTree } from './private-tree';
import { openToOthers } from './test-support';

let dirs: string[] = [];
afterEach(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  dirs = [];
});

function tmp(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-private-'));
  dirs.push(d);
  return d;
}

describe('the data folder is owner-only', () => {
  it('creates a missing DATA_DIR as 0700', () => {
    const root = path.join(tmp(), 'data');
    const r = makePrivateTree(root);
    expect(fs.statSync(root).mode & 0o777).toBe(0o700);
    expect(r.rootModeBefore).toBeNull();
    expect(describeTighten(root, r)).toBeNull();
  });

  it('narrows a tree an earlier version left at 0755/0666, once', () => {
    const root = path.join(tmp(), 'data');
    fs.mkdirSync(path.join(root, 'pg/base/5'), { recursive: true });
    fs.mkdirSync(path.join(root, 'files/proposal/2026/11'), { recursive: true });
    fs.writeFileSync(path.join(root, 'pg/base/5/1259'), 'x');
    fs.writeFileSync(path.join(root, 'pg/PG_VERSION'), '17');
    fs.writeFileSync(path.join(root, 'files/proposal/2026/11/a.pdf'), 'pdf');
    fs.writeFileSync(path.join(root, 'run.sh'), '#!/bin/sh');
    for (const rel of ['', 'pg', 'pg/base', 'pg/base/5', 'files', 'files/proposal', 'files/proposal/2026', 'files/proposal/2026/11']) {
      fs.chmodSync(path.join(root, rel), 0o755);
    }
    for (const rel of ['pg/base/5/1259', 'pg/PG_VERSION', 'files/proposal/2026/11/a.pdf']) fs.chmodSync(path.join(root, rel), 0o666);
    fs.chmodSync(path.join(root, 'run.sh'), 0o755);
    // a link to a file outside is neither followed nor changed
    const outside = path.join(tmp(), 'outside.txt');
    fs.writeFileSync(outside, 'x');
    fs.chmodSync(outside, 0o644);
    fs.symlinkSync(outside, path.join(root, 'link'));
    expect(openToOthers(root).length).toBe(12);

    const r = makePrivateTree(root);
    expect(openToOthers(root)).toEqual([]);
    expect(r.rootModeBefore).toBe(0o755);
    expect(r.changed).toBe(12);
    expect(describeTighten(root, r)).toContain('原权限 0755');
    expect(fs.statSync(path.join(root, 'pg/PG_VERSION')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(root, 'run.sh')).mode & 0o777).toBe(0o700);
    expect(fs.statSync(outside).mode & 0o777).toBe(0o644);
    expect(fs.readFileSync(path.join(root, 'files/proposal/2026/11/a.pdf'), 'utf8')).toBe('pdf');

    const again = makePrivateTree(root);
    expect(again.changed).toBe(0);
    expect(describeTighten(root, again)).toBeNull();
  });
});
