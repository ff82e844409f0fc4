import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config';
import { createBackup } from './backup';
import { OpsError } from './backup-format';
import { PRIVATE_UMASK } from './private-tree';
import { restoreBackup } from './restore';

const USAGE = `用法:
  npm run backup [-- --out 备份文件.zip]
  npm run restore -- 备份文件.zip [--data-dir 新数据目录]
数据目录、数据库与文件存储取自与服务相同的环境变量（DATA_DIR、DATABASE_URL、STORAGE…）。`;

function stamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

function appVersion(): string {
  const pkg = new URL('../../package.json', import.meta.url);
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { out: { type: 'string' }, 'data-dir': { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help || (command !== 'backup' && command !== 'restore')) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 2;
    return;
  }
  // the archive, the restored database and keys are as private as the data folder they come from
  process.umask(PRIVATE_UMASK);
  const env = values['data-dir'] ? { ...process.env, DATA_DIR: values['data-dir'] } : process.env;
  const config = loadConfig(env);
  const started = Date.now();
  if (command === 'backup') {
    const out = path.resolve(values.out ?? positionals[0] ?? `cppcc-backup-${stamp(new Date())}.zip`);
    const m = await createBackup(config, out, appVersion());
    const size = fs.statSync(out).size;
    console.log(
      [
        `备份完成: ${out}（${(size / 1024 / 1024).toFixed(1)} MB，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒）`,
        `  数据库: ${m.database.kind === 'pglite' ? '内嵌 PGlite' : 'PostgreSQL'}（${m.database.tool}）`,
        `  文件: ${m.storage.fileCount} 个${m.storage.note ? `；${m.storage.note}` : ''}`,
        `  密钥: ${m.keys.files.join('、') || '无'}${m.keys.note ? `；${m.keys.note}` : ''}`,
        '备份文件含数据库全部内容和签名密钥，请像对待数据库本身一样保管（仅所有者可读，0600）。',
      ].join('\n'),
    );
    return;
  }
  const archive = positionals[0];
  if (!archive) {
    console.error(`缺少备份文件。\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const m = await restoreBackup(config, archive);
  console.log(
    [
      `恢复完成: ${path.resolve(archive)} → ${config.dataDir}（用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒）`,
      `  备份时间: ${m.createdAt}，数据库: ${m.database.kind === 'pglite' ? '内嵌 PGlite' : 'PostgreSQL'}，文件: ${m.storage.fileCount} 个`,
      `用同样的环境变量${values['data-dir'] ? `和 DATA_DIR=${config.dataDir}` : ''} 启动服务即可使用恢复的数据。`,
    ].join('\n'),
  );
}

run(process.argv.slice(2)).catch((err) => {
  if (err instanceof OpsError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exitCode = 1;
});
