import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Files and folders under root that a group or other user can read, write or enter. */
export function openToOthers(root: string): string[] {
  const out: string[] = [];
  for (const rel of ['', ...fs.readdirSync(root, { recursive: true, encoding: 'utf8' })]) {
    const st = fs.lstatSync(path.join(root, rel));
    if (!st.isSymbolicLink() && (st.mode & 0o077) !== 0) out.push(`${rel || '.'} ${(st.mode & 0o777).toString(8)}`);
  }
  return out;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** The real server (src/main.ts through tsx) as a child process, as `npm run dev` starts it. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DEMO: '1', LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('已启动')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited (${code}) before it started:\n${out}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
