import fs from 'node:fs';
import path from 'node:path';
import type { AuditVerifyResult } from '@cppcc/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { migrationsFolder } from '../db/client';
import { inTx } from '../db/tx';
import { audit, systemActor } from './audit';
import { ROW_HASH_SQL, verifyChain } from './chain';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t.close());

const run = (text: string) => t.ctx.db.execute(sql.raw(text));
const one = async <T>(text: string) => ((await run(text)) as unknown as { rows: T[] }).rows[0];
const idAt = async (seq: number) => (await one<{ id: string }>(`select id from sys_audit_log where seq = ${seq}`)).id;
const head = async () => Number((await one<{ seq: string }>('select seq from sys_audit_head where id = 1')).seq);

/** A fresh stretch of chain to tamper with; the tampering is undone by rewriting the chain from scratch afterwards. */
async function writeRows(n: number, detail: Record<string, unknown> = {}) {
  for (let i = 0; i < n; i++)
    await audit(
      t.ctx.db,
      { userId: null, username: 'tester', ip: '10.0.0.9' },
      { objectType: 'test', action: 'test', detail: { i, ...detail } },
    );
}

/** Rebuilds every hash from the rows as they now are (the migration's backfill), so each test starts from a sound chain. */
async function rechain() {
  await run('delete from sys_audit_head');
  // out of the way of the unique seq the backfill hands out
  await run('update sys_audit_log set seq = -seq');
  await run(backfillSql());
}

function backfillSql(): string {
  const file = path.join(migrationsFolder(), '0011_audit_chain_backfill.sql');
  return fs.readFileSync(file, 'utf8');
}

describe('audit hash chain', () => {
  beforeEach(async () => {
    await writeRows(6, { note: '审计', nested: { b: 2, a: [1, 1.5, 'x'] }, big: 12345678901234 });
    expect((await verifyChain(t.ctx.db)).ok).toBe(true);
  });

  it('passes on the untouched database, through the audit administrator\u2019s button only', async () => {
    expect((await c.post('admin', 'system/audit/verify', {})).status).toBe(403);
    const res = await c.post<AuditVerifyResult>('auditadmin', 'system/audit/verify', {});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ ok: true, firstBreak: null });
    expect(res.body.data.rows).toBe(res.body.data.headSeq);
    expect(res.body.data.rows).toBeGreaterThan(6);
  });

  it.each([
    ['detail', `detail = jsonb_set(detail, '{note}', '"改过"')`],
    ['ip', `ip = '1.2.3.4'`],
    ['at', `at = at - interval '1 microsecond'`],
  ])('names the row whose %s was edited in SQL', async (_field, set) => {
    const seq = (await head()) - 3;
    await run(`update sys_audit_log set ${set} where seq = ${seq}`);
    const r = await verifyChain(t.ctx.db);
    expect(r.ok).toBe(false);
    expect(r.firstBreak).toMatchObject({ kind: 'altered', seq, id: await idAt(seq) });
    expect(r.rows).toBe(seq - 1);
    await rechain();
  });

  it('names the gap a deleted row leaves', async () => {
    const seq = (await head()) - 2;
    const gone = await idAt(seq);
    await run(`delete from sys_audit_log where id = '${gone}'`);
    const r = await verifyChain(t.ctx.db);
    expect(r.firstBreak).toMatchObject({ kind: 'missing', seq: seq + 1, prevSeq: seq - 1, missing: 1 });
    await rechain();
  });

  it('names a row inserted in the middle, even one hashed by the rules', async () => {
    const seq = (await head()) - 2;
    // make room the way an intruder would: shift the later rows up, then forge a row that links to the one before
    await run(`update sys_audit_log set seq = -(seq + 1) where seq >= ${seq}`);
    await run(`update sys_audit_log set seq = -seq where seq < 0`);
    await run(`update sys_audit_head set seq = seq + 1 where id = 1`);
    const prev = await one<{ hash: string }>(`select hash from sys_audit_log where seq = ${seq - 1}`);
    await run(
      `insert into sys_audit_log (id, seq, at, username, ip, object_type, action, result, category, detail, prev_hash, hash)
       select 'forged', ${seq}, now(), 'admin', '10.0.0.1', 'user', 'delete', 'success', 'operation', '{}'::jsonb, '${prev.hash}', 'x'`,
    );
    await run(`update sys_audit_log set hash = ${ROW_HASH_SQL} where id = 'forged'`);
    const r = await verifyChain(t.ctx.db);
    expect(r.firstBreak).toMatchObject({ kind: 'unlinked', seq: seq + 1, prevSeq: seq, prevId: 'forged' });
    await rechain();
  });

  it('names a row added after the head, and rows cut from the end', async () => {
    const last = await head();
    const h = await one<{ hash: string }>(`select hash from sys_audit_head where id = 1`);
    await run(
      `insert into sys_audit_log (id, seq, at, username, object_type, action, result, category, prev_hash, hash)
       values ('appended', ${last + 1}, now(), 'admin', 'user', 'delete', 'success', 'operation', '${h.hash}', 'x')`,
    );
    await run(`update sys_audit_log set hash = ${ROW_HASH_SQL} where id = 'appended'`);
    expect((await verifyChain(t.ctx.db)).firstBreak).toMatchObject({ kind: 'beyond-head', seq: last + 1, id: 'appended' });
    await run(`delete from sys_audit_log where seq >= ${last - 1}`);
    expect((await verifyChain(t.ctx.db)).firstBreak).toMatchObject({ kind: 'truncated', prevSeq: last - 2, missing: 2 });
    await rechain();
  });

  it('does not pass when the head itself is deleted', async () => {
    await run('delete from sys_audit_head');
    expect((await verifyChain(t.ctx.db)).firstBreak).toMatchObject({ kind: 'no-head' });
    await rechain();
  });

  it('reads back in batches smaller than the chain', async () => {
    const r = await verifyChain(t.ctx.db, { batch: 4 });
    expect(r).toMatchObject({ ok: true, rows: await head() });
  });

  it('chains the rows written before the chain existed (migration 0011)', async () => {
    await run('delete from sys_audit_head');
    await run('update sys_audit_log set seq = -seq');
    await run(backfillSql());
    const r = await verifyChain(t.ctx.db);
    expect(r.ok).toBe(true);
    expect(r.rows).toBeGreaterThan(6);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('keeps one chain under concurrent audited transactions (PostgreSQL)', async () => {
    const before = await head();
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        inTx(t.ctx.db, async (tx) => {
          await audit(tx, systemActor, { objectType: 'test', action: 'test', detail: { parallel: i } });
          await audit(tx, systemActor, { objectType: 'test', action: 'test', detail: { parallel: i, second: true } });
        }),
      ),
    );
    expect(await head()).toBe(before + 80);
    expect(await verifyChain(t.ctx.db)).toMatchObject({ ok: true, rows: before + 80 });
  });
});
