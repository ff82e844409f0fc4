// npm run audit:verify — walks the audit hash chain (src/platform/audit/chain.ts)
// on DATABASE_URL, or on the embedded PGlite under DATA_DIR/pg. Prints the rows
// checked, the time, the head, and the first break if any; exits 1 on a break,
// 2 when it cannot check (PGlite folder held by a running server, old database).
import path from 'node:path';
import { auditBreakText } from '@cppcc/contracts';
import { verifyChain } from '../src/platform/audit/chain';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db/client';
import { DataDirLockedError, lockDataDir } from '../src/platform/db/lock';

async function main(): Promise<number> {
  const config = loadConfig();
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = lockDataDir(config.dataDir);
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
      console.error(err.message);
      console.error('服务器运行时请由审计管理员在“审计日志”页面点击“校验完整性”，或停止服务器后再运行 npm run audit:verify。');
      return 2;
    }
  }
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, pgDir: path.join(config.dataDir, 'pg') });
    try {
      const where = database.kind === 'pglite' ? `内嵌 PGlite（${path.join(config.dataDir, 'pg')}）` : 'PostgreSQL（DATABASE_URL）';
      console.log(`校验审计日志哈希链：${where}`);
      const r = await verifyChain(database.db).catch((err: Error) => {
        if (/sys_audit_head|prev_hash|seq/.test(err.message))
          throw new Error(`数据库尚未升级到带哈希链的审计日志，请先启动一次服务器以应用迁移（${err.message}）`);
        throw err;
      });
      console.log(`已校验 ${r.rows} 条记录，用时 ${(r.ms / 1000).toFixed(2)} 秒`);
      console.log(`链头：第 ${r.headSeq} 条，哈希 ${r.headHash}（可另行记下，用于日后比对）`);
      if (r.ok) {
        console.log('结果：完整，未发现修改、删除或插入');
        return 0;
      }
      console.log(`结果：已被篡改。首个断点：${r.firstBreak ? auditBreakText(r.firstBreak) : ''}`);
      return 1;
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
