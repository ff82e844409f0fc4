import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const startScript = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')).scripts.start as string;

let work: string;
let holder: ChildProcess;

/**
 * Runs the root package's `start` script as npm would, with a stand-in `npm`
 * on PATH that only records what it was asked to do: no real build ever runs,
 * whatever the script does.
 */
function npmStart(dataDir: string) {
  const log = path.join(work, `npm-${path.basename(dataDir)}.log`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NPM_LOG: log,
    PATH: `${path.join(work, 'bin')}:${repo}/node_modules/.bin:${process.env.PATH}`,
  };
  delete env.DATABASE_URL;
  const started = Date.now();
  const res = spawnSync('sh', ['-c', startScript], { cwd: repo, env, encoding: 'utf8', timeout: 30_000 });
  return {
    status: res.status,
    stderr: res.stderr,
    ms: Date.now() - started,
    npmCalls: fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [],
  };
}

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-start-'));
  fs.mkdirSync(path.join(work, 'bin'));
  fs.writeFileSync(path.join(work, 'bin/npm'), '#!/bin/sh\necho "$*" >> "$NPM_LOG"\n', { mode: 0o755 });
  holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
});
afterAll(() => {
  holder.kill();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('npm start asks for the data folder lock before it builds', () => {
  it('refuses quickly, without building, when a live server holds DATA_DIR', () => {
    const dataDir = path.join(work, 'locked');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(holder.pid));
    const webDist = path.join(repo, 'apps/web/dist');
    const before = fs.existsSync(webDist) ? fs.statSync(webDist).mtimeMs : null;

    const r = npmStart(dataDir);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain(`已被另一个服务进程（pid ${holder.pid}）占用`);
    expect(r.npmCalls).toEqual([]);
    expect(r.ms).toBeLessThan(10_000);
    expect(fs.existsSync(webDist) ? fs.statSync(webDist).mtimeMs : null).toBe(before);
    // asking does not take the lock away from its owner
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(holder.pid));
  });

  it('builds and serves when the folder is free or the lock is stale', () => {
    const free = path.join(work, 'free');
    expect(npmStart(free)).toMatchObject({ status: 0, npmCalls: ['run build', 'run serve'] });

    const stale = path.join(work, 'stale');
    fs.mkdirSync(stale);
    fs.writeFileSync(path.join(stale, 'server.lock'), '2147483646');
    expect(npmStart(stale)).toMatchObject({ status: 0, npmCalls: ['run build', 'run serve'] });
  });
});
