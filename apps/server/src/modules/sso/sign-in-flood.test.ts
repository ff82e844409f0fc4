import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { verifyChain } from '../../platform/audit/chain';
import { flushFloods, NAMES_KEPT, startFloodFlusher } from '../../platform/audit/flood';
import { auditFlood, auditLog } from '../../platform/audit/tables';
import { badCredentials } from './auth-errors';
import { refuseSignIn } from './sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The anonymous login failures from one address written after a point in the chain. */
async function anonymousRows(ip: string, afterSeq: number) {
  return t.ctx.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.category, 'login'),
        eq(auditLog.result, 'failure'),
        isNull(auditLog.userId),
        eq(auditLog.ip, ip),
        gt(auditLog.seq, afterSeq),
      ),
    );
}
const lastSeq = async () => (await t.ctx.db.select({ seq: auditLog.seq }).from(auditLog)).reduce((m, r) => Math.max(m, r.seq), 0);
const attempts = (rows: Awaited<ReturnType<typeof anonymousRows>>) => rows.reduce((n, r) => n + Number(r.detail?.count ?? 1), 0);

describe('anonymous sign-in floods', () => {
  it('turn 800 failures from one address into a handful of rows with the right count', async () => {
    const from = await lastSeq();
    const ip = '203.0.113.7';
    for (let i = 0; i < 800; i++) {
      const attempt = { method: 'password' as const, name: `guess${i % 30}`, client: { ip, userAgent: null } };
      await expect(refuseSignIn(t.ctx, attempt, null, 'unknown-user', badCredentials())).rejects.toThrow();
    }
    // the first attempt of a window is written at once, the rest waits for the window's end
    expect((await anonymousRows(ip, from)).length).toBeLessThanOrEqual(2);
    await flushFloods(t.ctx.db, { all: true });
    const rows = await anonymousRows(ip, from);
    // one window, or two when the run crosses a minute: a first row and a gathered row each
    expect(rows.length).toBeLessThanOrEqual(4);
    expect(attempts(rows)).toBe(800);
    const gathered = rows.filter((r) => r.detail?.aggregated);
    expect(gathered.length).toBeGreaterThanOrEqual(1);
    for (const g of gathered) {
      expect((g.detail?.names as string[] | undefined)?.length).toBeLessThanOrEqual(NAMES_KEPT);
      expect(g.detail).toMatchObject({ reasons: ['unknown-user'], namesCapped: true });
    }
    expect(await t.ctx.db.select().from(auditFlood)).toHaveLength(0);
    expect((await verifyChain(t.ctx.db)).ok).toBe(true);
  });

  it('gathers unknown names through the sign-in route, while a real account keeps a row per failure', async () => {
    const from = await lastSeq();
    const signIn = (username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sso/login',
        payload: { username, password: t.encrypt('Wrong@2026') },
        remoteAddress: '198.51.100.4',
      });
    for (const name of ['nobody1', 'nobody2', 'nobody3', 'nobody2']) expect((await signIn(name)).json().code).toBe('10003');
    const before = await anonymousRows('198.51.100.4', from);
    expect(before.length).toBeLessThanOrEqual(2);
    for (let i = 0; i < 2; i++) expect((await signIn('tian')).json().code).toBe('10003');
    const named = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ip, '198.51.100.4'), isNotNull(auditLog.userId), eq(auditLog.result, 'failure'), gt(auditLog.seq, from)));
    expect(named).toHaveLength(2);
    // shutdown writes the window that is still open
    await startFloodFlusher(t.ctx.db, (err) => {
      throw err;
    })();
    const rows = await anonymousRows('198.51.100.4', from);
    expect(attempts(rows)).toBe(4);
    const names = rows.flatMap((r) => (r.detail?.aggregated ? (r.detail.names as string[]) : [r.detail?.loginName as string]));
    expect(new Set(names)).toEqual(new Set(['nobody1', 'nobody2', 'nobody3']));
  });

  it('writes a window once even when two flushes race', async () => {
    const from = await lastSeq();
    const ip = '192.0.2.55';
    for (let i = 0; i < 5; i++) {
      await expect(
        refuseSignIn(t.ctx, { method: 'sms', name: '13800000000', client: { ip, userAgent: null } }, null, 'code-wrong', badCredentials()),
      ).rejects.toThrow();
    }
    await Promise.all([flushFloods(t.ctx.db, { all: true }), flushFloods(t.ctx.db, { all: true })]);
    const rows = await anonymousRows(ip, from);
    expect(attempts(rows)).toBe(5);
  });
});
