import type { SelectPerson, SelectTreeNode } from '@cppcc/contracts';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { user } from '../system/tables';
import { EXTRA_MEMBER_PREFIX, seedExtraMembers } from './extra-members';
import { seedSelector } from './seed';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  await t.ctx.db.transaction((tx) => seedExtraMembers(tx, 5000));
});
afterAll(() => t.close());

const sum = (nodes: SelectTreeNode[]) => nodes.reduce((s, n) => s + n.userCount, 0);

describe('the picker with 5,000 extra members', () => {
  it('counts them in every grouping', async () => {
    const tree = (await c.post<SelectTreeNode[]>('tian', 'select/memberSession/left', {})).body.data;
    expect(tree[0].userCount).toBe(5301);
    for (const kind of ['sector', 'party', 'group', 'plenaryGroup']) {
      const heading = tree.find((n) => n.code === kind)!;
      expect(heading.userCount).toBe(5301);
      expect(sum(heading.children)).toBe(5301);
    }
    const committee = tree.find((n) => n.code === 'committee')!;
    expect(sum(committee.children)).toBe(committee.userCount);
    expect(committee.userCount).toBeGreaterThan(4000);
  });

  it('answers all 5,301 members in one list, fast, and a node exactly as counted', async () => {
    const started = performance.now();
    const all = (await c.post<SelectPerson[]>('tian', 'select/memberSession/right', { code: 'all' })).body.data;
    const ms = performance.now() - started;
    expect(all).toHaveLength(5301);
    expect(new Set(all.map((p) => p.userId)).size).toBe(5301);
    // generous bound for a shared 2-core machine; bench/selector.ts measures properly
    expect(ms).toBeLessThan(3000);
    const tree = (await c.post<SelectTreeNode[]>('tian', 'select/memberSession/left', {})).body.data;
    const sector = tree.find((n) => n.code === 'sector')!.children[5];
    const people = (await c.post<SelectPerson[]>('tian', 'select/memberSession/right', { code: sector.code })).body.data;
    expect(people).toHaveLength(sector.userCount);
    expect(people.every((p) => p.sector === sector.name)).toBe(true);
    const extras = all.filter((p) => p.mobile?.startsWith('199'));
    expect(extras).toHaveLength(5000);
  });

  it('finds members by keyword among thousands', async () => {
    const [one] = await t.ctx.db.select({ id: user.id, username: user.username }).from(user).where(eq(user.loginName, 'wyx01234'));
    const hits = (await c.post<SelectPerson[]>('weiyuan', 'select/memberSession/right', { keyword: one.username })).body.data;
    expect(hits.map((p) => p.userId)).toContain(one.id);
    expect(
      hits.every((p) => p.username.includes(one.username) || p.duty?.includes(one.username) || p.workUnit?.includes(one.username)),
    ).toBe(true);
  });

  it('numbers further batches after the first and cannot sign in without a password', async () => {
    await t.ctx.db.transaction((tx) => seedExtraMembers(tx, 3));
    const names = (
      await t.ctx.db
        .select({ loginName: user.loginName })
        .from(user)
        .where(like(user.loginName, `${EXTRA_MEMBER_PREFIX}%`))
    ).map((u) => u.loginName);
    expect(names).toHaveLength(5003);
    expect(names).toContain('wyx05003');
    await expect(t.login('wyx05003')).rejects.toThrow();
    await expect(t.ctx.db.transaction((tx) => seedExtraMembers(tx, -1))).rejects.toThrow();
  });

  it('adds DEMO_EXTRA_MEMBERS at the demo seed only, able to sign in with the demo password', async () => {
    const before = process.env.DEMO_EXTRA_MEMBERS;
    try {
      process.env.DEMO_EXTRA_MEMBERS = '2';
      await t.ctx.db.transaction((tx) => seedSelector({ tx, ctx: t.ctx, demo: false }));
      await t.ctx.db.transaction((tx) => seedSelector({ tx, ctx: t.ctx, demo: true }));
      const count = async () =>
        (
          await t.ctx.db
            .select({ id: user.id })
            .from(user)
            .where(like(user.loginName, `${EXTRA_MEMBER_PREFIX}%`))
        ).length;
      expect(await count()).toBe(5005);
      expect(await t.login('wyx05005')).toBeTruthy();
      process.env.DEMO_EXTRA_MEMBERS = 'many';
      await expect(t.ctx.db.transaction((tx) => seedSelector({ tx, ctx: t.ctx, demo: true }))).rejects.toThrow(/DEMO_EXTRA_MEMBERS/);
    } finally {
      if (before === undefined) delete process.env.DEMO_EXTRA_MEMBERS;
      else process.env.DEMO_EXTRA_MEMBERS = before;
    }
  });
});
