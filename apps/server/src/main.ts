import path from 'node:path';
import { buildApp } from './app';
import { manifests } from './modules';
import { demoAccounts } from './modules/system/seed-data';
import { createContext, prepareDatabase } from './platform/bootstrap';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { DataDirLockedError, lockDataDir } from './platform/db/lock';

async function main() {
  const config = loadConfig();
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = lockDataDir(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    }
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgDir: path.join(config.dataDir, 'pg') });
  const ctx = createContext(config, database);
  const { seeded } = await prepareDatabase(ctx, database, manifests);
  const app = await buildApp(ctx, manifests, { logger: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    try {
      await app.close();
      await database.close();
    } finally {
      release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}/`;
  const lines = [
    '',
    `政协履职服务平台已启动: ${url}`,
    `数据库: ${database.kind === 'pglite' ? `内嵌 PGlite (${path.join(config.dataDir, 'pg')})` : 'PostgreSQL'}${seeded ? '（首次启动，已写入演示数据）' : ''}`,
  ];
  if (config.demo) {
    lines.push(`演示账号（密码均为 ${config.demoPassword}，可用环境变量 DEMO_PASSWORD 修改）:`);
    for (const a of demoAccounts) lines.push(`  ${a.loginName.padEnd(12)} ${a.label}`);
  }
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
