/**
 * The audit hash chain at scale (issue 13, finding 8): writes 1,000,000 chained
 * audit rows by bulk SQL, then times `verifyChain` (what npm run audit:verify and
 * the 校验完整性 button run) on PGlite and on PostgreSQL; also times one audited
 * write with the chain against the plain insert it replaced.
 *
 *   npx tsx bench/audit-verify.ts [--rows 1000000] [--pg postgres://postgres@127.0.0.1:5432/postgres] [--skip-pglite]
 *
 * The bulk rows' hashes are computed here in JavaScript from jsonb's text form
 * of simple rows; that verification then passes is itself a check that the
 * hash reads the stored row the way this file writes it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { audit, systemActor } from '../apps/server/src/platform/audit/audit';
import { GENESIS_HASH, verifyChain } from '../apps/server/src/platform/audit/chain';
import { type Db, openDatabase } from '../apps/server/src/platform/db/client';
import { newId } from '../apps/server/src/platform/db/ids';
import { inTx } from '../apps/server/src/platform/db/tx';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ROWS = Number(arg('rows') ?? 1_000_000);
const PG_URL = arg('pg') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BATCH = 10_000;
const T0 = Date.UTC(2026, 0, 1);

/** at as the hash spells it (to_char … US) and as timestamptz input */
const atOf = (i: number) => new Date(T0 + i * 7).toISOString().replace('Z', '000Z');
const q = (s: string) => JSON.stringify(s);

/** jsonb_build_array(…)::text of a bench row: jsonb prints ", " between items and ": " after keys. */
function canonical(seq: number, id: string, at: string, prev: string): string {
  return `[${seq}, ${q(id)}, ${q(at)}, null, "bench", "10.0.0.1", "bench", null, "test", "success", "operation", {"i": ${seq}}, ${q(prev)}]`;
}

async function fill(db: Db, rows: number): Promise<number> {
  const started = performance.now();
  const [{ seq: start, hash: startHash }] = (
    (await db.execute(sql`select seq, hash from sys_audit_head where id = 1`)) as unknown as { rows: { seq: string; hash: string }[] }
  ).rows;
  let prev = startHash;
  let seq = Number(start);
  for (let done = 0; done < rows; done += BATCH) {
    const batch = [];
    for (let k = 0; k < Math.min(BATCH, rows - done); k++) {
      seq++;
      const id = `bench${String(seq).padStart(9, '0')}`;
      const at = atOf(seq);
      const hash = createHash('sha256')
        .update(canonical(seq, id, at, prev), 'utf8')
        .digest('hex');
      batch.push({ id, seq, at, prev_hash: prev, hash, i: seq });
      prev = hash;
    }
    await db.execute(sql`
      insert into sys_audit_log (id, seq, at, user_id, username, ip, object_type, object_id, action, result, category, detail, prev_hash, hash)
      select id, seq, at, null, 'bench', '10.0.0.1', 'bench', null, 'test', 'success', 'operation', jsonb_build_object('i', i), prev_hash, hash
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(id text, seq bigint, at timestamptz, prev_hash text, hash text, i bigint)`);
  }
  await db.execute(sql`update sys_audit_head set seq = ${seq}, hash = ${prev} where id = 1`);
  return performance.now() - started;
}

/** One audited write per transaction, N times: the chain's way, then the plain insert the chain replaced. */
async function writeCost(db: Db, n: number): Promise<{ chained: number; plain: number }> {
  const t1 = performance.now();
  for (let i = 0; i < n; i++) await inTx(db, (tx) => audit(tx, systemActor, { objectType: 'bench', action: 'test', detail: { i } }));
  const chained = (performance.now() - t1) / n;
  await db.execute(sql`create temp table plain_audit (like sys_audit_log including defaults)`);
  const t2 = performance.now();
  for (let i = 0; i < n; i++) {
    await inTx(db, (tx) =>
      tx.execute(sql`insert into plain_audit (id, user_id, username, ip, object_type, object_id, action, result, category, detail, seq, prev_hash, hash)
        values (${newId()}, null, '系统', null, 'bench', null, 'test', 'success', 'operation', ${JSON.stringify({ i })}::jsonb, 0, '', '')`),
    );
  }
  const plain = (performance.now() - t2) / n;
  return { chained, plain };
}

async function run(label: string, db: Db): Promise<void> {
  const { chained, plain } = await writeCost(db, 500);
  console.log(
    `${label}: one audited write in its own transaction: chained ${(chained * 1000).toFixed(0)} µs, plain insert ${(plain * 1000).toFixed(0)} µs (mean of 500)`,
  );
  const fillMs = await fill(db, ROWS);
  console.log(`${label}: bulk-wrote ${ROWS.toLocaleString('en')} chained rows in ${(fillMs / 1000).toFixed(1)} s`);
  const heap0 = process.memoryUsage().rss;
  for (const batch of [10_000]) {
    const r = await verifyChain(db, { batch });
    const rss = process.memoryUsage().rss;
    console.log(
      `${label}: verify ${r.ok ? 'ok' : `BROKEN ${JSON.stringify(r.firstBreak)}`}: ${r.rows.toLocaleString('en')} rows in ${(r.ms / 1000).toFixed(2)} s ` +
        `(${Math.round(r.rows / (r.ms / 1000)).toLocaleString('en')} rows/s, batch ${batch}, rss ${Math.round(rss / 2 ** 20)} MiB, before ${Math.round(heap0 / 2 ** 20)} MiB)`,
    );
  }
  await db.execute(sql`update sys_audit_log set detail = jsonb_build_object('i', 1) where seq = ${Math.floor(ROWS / 2)}`);
  const broken = await verifyChain(db);
  console.log(
    `${label}: after editing one row mid-chain: ${broken.firstBreak?.kind} at row ${broken.firstBreak?.seq}, found in ${(broken.ms / 1000).toFixed(2)} s`,
  );
}

async function main() {
  console.log(`audit chain bench: ${ROWS.toLocaleString('en')} rows, GENESIS ${GENESIS_HASH.slice(0, 8)}…`);
  if (!process.argv.includes('--skip-pglite')) {
    // on disk, as the server keeps it: a million rows would crowd PGlite's in-memory heap
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-bench-audit-'));
    const database = await openDatabase({ pgDir: dir });
    try {
      await database.migrate();
      await run('PGlite (on disk)', database.db);
    } finally {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!process.argv.includes('--skip-pg')) {
    const name = `cppcc_bench_audit_${process.pid}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await database.migrate();
      await run('PostgreSQL 15 (local)', database.db);
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
