import { UserType } from '@cppcc/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/harness';
import type { Principal } from '../../../../platform/auth/principal-type';
import { inTx } from '../../../../platform/db/tx';
import { directory } from '../../../../platform/services';
import { org, user } from '../../../system/tables';
import { listedAccounts, loadReadable } from '../core/access';
import { publication, publicationReader } from '../tables';
import { insertReadFixture, type ReadFixture } from './test-kit';

/**
 * The one reading of a distribution list (listedAccounts) that the distribution notice and the
 * 阅读情况 list share, and the one-statement opening of an issue (loadReadable).
 */

let t: TestApp;
let f: ReadFixture;
let edu: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await insertReadFixture(t.ctx.db);
  const [row] = await t.ctx.db.select({ id: org.id }).from(org).where(eq(org.name, '市教育局'));
  edu = row.id;
});
afterAll(() => t.close());

const principal = async (userId: string): Promise<Principal> => {
  const core = await directory().loadPrincipal(t.ctx.db, userId);
  if (!core) throw new Error(`no principal for ${userId}`);
  return { ...core, sessionId: 'test' };
};

describe('listedAccounts', () => {
  it('reaches the people named and the live staff and unit accounts of the organisations named, once each', async () => {
    const { db } = t.ctx;
    await db.insert(publicationReader).values([
      // named as a person too: 本人 wins over the organisation
      { publicationId: f.issue, kind: 1, targetId: f.users.chengban, name: '承办' },
      // a deleted account is reached by nobody's list
      { publicationId: f.issue, kind: 1, targetId: f.users.zb, name: '已删除' },
      // an organisation without accounts is still an entry the editor chose
      { publicationId: f.issue, kind: 2, targetId: 'zz-no-org', name: '无账号单位' },
    ]);
    await db.update(user).set({ deletedAt: new Date() }).where(eq(user.id, f.users.zb));
    const ofEdu = await db
      .select({ id: user.id })
      .from(user)
      .where(
        and(
          eq(user.orgId, edu),
          inArray(user.userType, [UserType.staff, UserType.collective]),
          eq(user.enabled, true),
          isNull(user.deletedAt),
        ),
      );
    expect(ofEdu.map((u) => u.id)).toContain(f.users.chengban);

    const { entries, accounts } = await listedAccounts(db, f.issue);
    expect(entries).toBe(5);
    const ids = accounts.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual([...new Set([f.users.staff, ...ofEdu.map((u) => u.id)])].sort());
    const via = new Map(accounts.map((a) => [a.id, a.via]));
    expect(via.get(f.users.staff)).toBe('本人');
    expect(via.get(f.users.chengban)).toBe('本人');
    for (const u of ofEdu) if (u.id !== f.users.chengban) expect(via.get(u.id)).toBe('市教育局');
  });

  it('is empty for a list that names nobody', async () => {
    expect(await listedAccounts(t.ctx.db, 'zz-no-such-issue')).toEqual({ entries: 0, accounts: [] });
  });
});

describe('loadReadable', () => {
  it('opens an issue for the office, its signer and its readers once distributed; 404 and 403 otherwise', async () => {
    const { db } = t.ctx;
    await db.update(publication).set({ signerId: f.users.jiti }).where(eq(publication.id, f.signed));
    const [office, staff, jiti, chengban] = await Promise.all(
      [f.users.xinxi, f.users.staff, f.users.jiti, f.users.chengban].map(principal),
    );
    expect((await loadReadable(db, office, f.signed)).id).toBe(f.signed);
    expect((await loadReadable(db, staff, f.issue)).id).toBe(f.issue);
    expect((await loadReadable(db, jiti, f.signed)).signerId).toBe(f.users.jiti);
    await expect(loadReadable(db, jiti, f.issue)).rejects.toMatchObject({ status: 403 });
    // on the list, not yet distributed
    await expect(loadReadable(db, chengban, f.signed)).rejects.toMatchObject({ status: 403 });
    await expect(loadReadable(db, office, 'zz-no-such-issue')).rejects.toMatchObject({ status: 404 });
    // a step locks the row it reads: the same answers inside a transaction
    const locked = await inTx(db, (tx) => loadReadable(tx, chengban, f.issue, true));
    expect(locked).not.toHaveProperty('listed');
    expect(locked.id).toBe(f.issue);
    await expect(inTx(db, (tx) => loadReadable(tx, jiti, f.issue, true))).rejects.toMatchObject({ status: 403 });
  });
});
