import path from 'node:path';
import { buildApp } from './app';
import { manifests } from './modules';
import { demoAccounts } from './modules/system/seed-data';
import { listenNotice } from './ops/listen-notice';
import { describeTighten, makePrivateTree, PRIVATE_UMASK } from './ops/private-tree';
import { createContext, prepareDatabase } from './platform/bootstrap';
import { loadConfig } from './platform/config';
import { openDatabase } from './platform/db/client';
import { DataDirLockedError, lockDataDir } from './platform/db/lock';

async function main() {
  // before anything is written: the database, keys and uploads are owner-only (see ops/private-tree.ts)
  process.umask(PRIVATE_UMASK);
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
  // a data folder written by an earlier version (0755 folders, 0666 database files) is narrowed once
  const privateRoots = [config.dataDir];
  const storageRoot = config.storage.root;
  if (config.storage.kind === 'local' && path.relative(config.dataDir, storageRoot).startsWith('..')) privateRoots.push(storageRoot);
  for (const root of privateRoots) {
    const note = describeTighten(root, makePrivateTree(root));
    if (note) console.warn(note);
  }
  const pgDir = path.join(config.dataDir, 'pg');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgDir });
  // PGlite's initdb chmods the files of a new cluster to 0666 whatever the umask; the files PostgreSQL makes later are 0600
  if (database.kind === 'pglite') makePrivateTree(pgDir);
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
      // leave the cluster (Redis connections) before the database goes
      await ctx.close();
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
  const notice = listenNotice(config);
  lines.push(...notice.info);
  console.log(lines.join('\n'));
  if (notice.warning) console.warn(`\n${notice.warning}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
