import { spawn } from 'node:child_process';
import { OpsError } from './backup-format';

/**
 * pg_dump / pg_restore with the URL's password in PGPASSWORD rather than on
 * the command line, where every local user could read it in `ps`.
 */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(e.code === 'ENOENT' ? new OpsError(`找不到 ${tool}：请安装与数据库服务器版本一致的 PostgreSQL 客户端工具。`) : e),
    );
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new OpsError(`${tool} 执行失败（退出码 ${code}）：${err.trim()}`))));
  });
}

export async function pgToolVersion(tool: 'pg_dump' | 'pg_restore'): Promise<string> {
  return (await run(tool, ['--version'], process.env)).trim();
}

/** One consistent snapshot (pg_dump runs in a single repeatable-read transaction). */
export async function pgDump(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env);
}

/** All or nothing: one transaction, stopping at the first error. */
export async function pgRestore(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file], env);
}
