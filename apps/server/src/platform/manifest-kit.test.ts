import { and, asc, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { client } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildApp } from '../app';
import { manifests } from '../modules';
import { actorOf } from './audit/audit';
import { auditLog } from './audit/tables';
import { principalOf } from './auth/plugin';
import type { AppContext } from './context';
import type { Queryable } from './db/client';
import { newId } from './db/ids';
import { AppError, notFound } from './errors';
import { ok } from './http/envelope';
import { claimSlot, runDue } from './jobs/scheduler';
import type { ModuleManifest } from './module';
import { refuseIfInUse } from './reference/in-use';
import { affairPolicies, corpusDecls, filePolicyOf, installManifests } from './services';
import { defineMachine, runStep, type Who } from './workflow';

/**
 * The test module's own records and their history, created by the test with raw SQL (no
 * migration): an item is drafted by anyone, submitted, and finished by a user manager.
 */
const kitItem = pgTable('kit_item', { id: text('id').primaryKey(), title: text('title').notNull(), state: integer('state').notNull() });
const kitItemHistory = pgTable('kit_item_history', {
  id: text('id').primaryKey(),
  itemId: text('item_id').notNull(),
  seq: integer('seq').notNull(),
  action: text('action').notNull(),
  fromState: integer('from_state'),
  toState: integer('to_state'),
});
type KitItem = typeof kitItem.$inferSelect;
type KitActor = 'author' | 'reviewer';

/** What the after-commit effects did: they run once the step has committed, never on a rollback. */
const effects: string[] = [];

const kitFlow = defineMachine<KitItem, KitActor, 'submit' | 'finish'>({
  subject: '事项',
  states: { 0: '草稿', 1: '已提交', 2: '已完成' },
  actors: { author: '起草人', reviewer: '审核人' },
  transitions: {
    submit: { label: '提交', by: ['author'], from: [0], to: 1, effect: (row) => effects.push(`submitted ${row.id}`) },
    finish: { label: '办结', by: ['reviewer'], from: [1], to: 2, effect: (row) => effects.push(`finished ${row.id}`) },
  },
  stateOf: (row) => row.state,
  setState: (row, to) => {
    row.state = to;
  },
  write: async (s, row, to) => {
    await s.tx.update(kitItem).set({ state: to }).where(eq(kitItem.id, row.id));
  },
  history: async (s, row, e) => {
    const [{ n }] = await s.tx.select({ n: sql<number>`count(*)::int` }).from(kitItemHistory).where(eq(kitItemHistory.itemId, row.id));
    await s.tx
      .insert(kitItemHistory)
      .values({ id: newId(), itemId: row.id, seq: n + 1, action: e.action, fromState: e.fromState, toState: e.toState });
  },
  audit: { objectType: 'kitItem', objectId: (row) => row.id },
});

const stepBody = z.object({ id: z.string(), action: z.enum(['submit', 'finish']), failAfter: z.boolean().optional() });

/** The test module's HTTP face: every caller drafts, a user manager reviews; the buttons come from the machine. */
const kitRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const whoOf = (perms: Set<string>): Who<KitActor> => ({ kinds: perms.has('system:user:list') ? ['author', 'reviewer'] : ['author'] });
  const load = async (q: Queryable, id: string) => {
    const [row] = await q.select().from(kitItem).where(eq(kitItem.id, id));
    if (!row) throw notFound('事项');
    return row;
  };
  app.post('/kitTest/item/add', async (req) => {
    const { title } = z.object({ title: z.string().min(1) }).parse(req.body);
    const id = newId();
    await ctx.db.insert(kitItem).values({ id, title, state: 0 });
    return ok({ id });
  });
  app.get('/kitTest/item/:id', async (req) => {
    const row = await load(ctx.db, (req.params as { id: string }).id);
    const who = whoOf(principalOf(req).permissions);
    const history = await ctx.db
      .select({ action: kitItemHistory.action, fromState: kitItemHistory.fromState, toState: kitItemHistory.toState })
      .from(kitItemHistory)
      .where(eq(kitItemHistory.itemId, row.id))
      .orderBy(asc(kitItemHistory.seq));
    const audit = await ctx.db
      .select({ action: auditLog.action, username: auditLog.username, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'kitItem'), eq(auditLog.objectId, row.id)))
      .orderBy(asc(auditLog.seq));
    const actions = kitFlow.availableActions(who, row).map((a) => ({ action: a, label: kitFlow.spec.transitions[a].label }));
    return ok({ state: row.state, stateLabel: kitFlow.spec.states[row.state], actions, history, audit });
  });
  app.post('/kitTest/item/step', async (req) => {
    const body = stepBody.parse(req.body);
    const who = whoOf(principalOf(req).permissions);
    const change = await runStep(
      ctx.db,
      (tx, after) => ({ tx, after, actor: actorOf(req) }),
      async (s) => {
        const moved = await kitFlow.move(s, await load(s.tx, body.id), body.action, { who });
        // a later part of the step failing takes the move back with it
        if (body.failAfter) throw new AppError('kitFailed', 500, '后续处理失败');
        return moved;
      },
    );
    return ok(change);
  });
};

/** A module that exists only in this test and plugs into every field of the manifest. */
const ran: Date[] = [];
const kit: ModuleManifest = {
  name: 'kitTest',
  title: '测试模块',
  widgets: [
    { key: 'kitTest.everyone', title: '人人可见', count: async () => 7 },
    { key: 'kitTest.admins', title: '仅用户管理', permission: 'system:user:list', count: async (_ctx, p) => p.roleCodes.length },
  ],
  jobs: [{ name: 'kitTest.tick', everyMs: 3_600_000, run: async (_ctx, now) => void ran.push(now) }],
  deleteGuards: { 'kitTest.kind': async (_q, id) => (id === 'used' ? '已有2件记录使用该类别' : null) },
  filePolicies: { kitFiles: { canRead: () => false } },
  affairPolicies: { kitAffairs: { canRead: async () => undefined, canBind: async () => undefined } },
  corpora: [{ name: 'kit', title: '测试语料' }],
  routes: kitRoutes,
};

let t: TestApp;
let ctx: AppContext;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await createTestApp();
  ctx = t.ctx;
  await ctx.db.execute(sql`create table if not exists kit_item (id text primary key, title text not null, state integer not null)`);
  await ctx.db.execute(
    sql`create table if not exists kit_item_history (id text primary key, item_id text not null, seq integer not null, action text not null, from_state integer, to_state integer)`,
  );
  app = await buildApp(ctx, [...manifests, kit]);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
  // later files in this worker see the application's own manifests again
  installManifests(manifests);
});

describe('the manifest is the only door', () => {
  it('shows each caller the widgets it may see, counted for it', async () => {
    const c = client({ ...t, app });
    const mine = async (who: string) =>
      (await c.get<{ key: string; title: string; module: string; count: number }[]>(who, 'desktop/widgets')).body.data.filter(
        (w) => w.module === 'kitTest',
      );
    expect(await mine('weiyuan')).toEqual([{ key: 'kitTest.everyone', title: '人人可见', module: 'kitTest', count: 7 }]);
    const admin = await mine('admin');
    expect(admin.map((w) => w.key)).toEqual(['kitTest.everyone', 'kitTest.admins']);
    expect(admin[1].count).toBeGreaterThan(0);
  });

  it('runs a job once per slot, whichever process asks first', async () => {
    // the application's scheduler ran the current slot once the app was ready
    await vi.waitFor(() => expect(ran).toHaveLength(1));
    const job = kit.jobs![0];
    const at = new Date('2030-01-01T10:15:00Z');
    expect(await runDue(ctx, job, at)).toBe(true);
    // a second process (or a second tick) in the same hour finds the slot taken
    expect(await runDue(ctx, job, new Date('2030-01-01T10:59:59Z'))).toBe(false);
    expect(await claimSlot(ctx, job, new Date('2030-01-01T11:00:00Z'))).toBe(true);
    expect(ran.slice(1)).toEqual([at]);
  });

  it('refuses deleting reference data a module still uses, with its reason', async () => {
    await expect(refuseIfInUse(ctx.db, 'kitTest.kind', 'used', '甲类')).rejects.toThrow('「甲类」已有2件记录使用该类别，不能删除');
    await expect(refuseIfInUse(ctx.db, 'kitTest.kind', 'free', '乙类')).resolves.toBeUndefined();
    await expect(refuseIfInUse(ctx.db, undefined, 'used', '丙类')).resolves.toBeUndefined();
  });

  it('hands the file area the policies and the search the corpora', () => {
    expect(filePolicyOf('KITFILES')).toBe(kit.filePolicies!.kitFiles);
    expect(affairPolicies()).toContain(kit.affairPolicies!.kitAffairs);
    expect(corpusDecls()).toContainEqual({ name: 'kit', title: '测试语料', module: 'kitTest' });
    expect(corpusDecls().map((c) => c.name)).toContain('cppcc-proposal');
  });
});

describe('a workflow plugged in through the manifest alone', () => {
  type Detail = {
    state: number;
    stateLabel: string;
    actions: { action: string; label: string }[];
    history: { action: string; fromState: number | null; toState: number | null }[];
    audit: { action: string; username: string; detail: Record<string, unknown> }[];
  };
  const c = () => client({ ...t, app });
  const detail = async (who: string, id: string) => (await c().get<Detail>(who, `kitTest/item/${id}`)).body.data;
  const step = (who: string, id: string, action: string, failAfter?: boolean) =>
    c().post<{ action: string; from: number; to: number }>(who, 'kitTest/item/step', { id, action, failAfter });
  const add = async () => (await c().post<{ id: string }>('weiyuan', 'kitTest/item/add', { title: '测试事项' })).body.data.id;

  it('shows each caller the actions the table allows in the state, then moves with history, audit and effect', async () => {
    const id = await add();
    expect(await detail('weiyuan', id)).toMatchObject({ state: 0, stateLabel: '草稿', actions: [{ action: 'submit', label: '提交' }] });
    effects.length = 0;
    const submitted = await step('weiyuan', id, 'submit');
    expect([submitted.status, submitted.body.data]).toEqual([200, { action: 'submit', from: 0, to: 1 }]);
    expect(effects).toEqual([`submitted ${id}`]);
    // a member may not finish; a user manager is offered it
    expect((await detail('weiyuan', id)).actions).toEqual([]);
    expect((await detail('admin', id)).actions).toEqual([{ action: 'finish', label: '办结' }]);
    expect((await step('admin', id, 'finish')).status).toBe(200);
    expect(effects).toEqual([`submitted ${id}`, `finished ${id}`]);
    const done = await detail('admin', id);
    expect(done).toMatchObject({ state: 2, stateLabel: '已完成', actions: [] });
    expect(done.history).toEqual([
      { action: 'submit', fromState: 0, toState: 1 },
      { action: 'finish', fromState: 1, toState: 2 },
    ]);
    expect(done.audit).toMatchObject([
      { action: 'submit', detail: { from: '草稿', to: '已提交' } },
      { action: 'finish', detail: { from: '已提交', to: '已完成' } },
    ]);
  });

  it('runs no effect and keeps no trail when the step rolls back', async () => {
    const id = await add();
    effects.length = 0;
    const failed = await step('weiyuan', id, 'submit', true);
    expect([failed.status, failed.body.msg]).toEqual([500, '后续处理失败']);
    expect(effects).toEqual([]);
    expect(await detail('weiyuan', id)).toMatchObject({ state: 0, history: [], audit: [] });
  });

  it('refuses an illegal move with a 400 naming the state and the step, and the wrong actor with a 403', async () => {
    const id = await add();
    const illegal = await step('admin', id, 'finish');
    expect([illegal.status, illegal.body.msg]).toEqual([400, '事项当前状态为「草稿」，不能办结']);
    await step('weiyuan', id, 'submit');
    const again = await step('weiyuan', id, 'submit');
    expect([again.status, again.body.msg]).toEqual([400, '事项当前状态为「已提交」，不能提交']);
    const wrong = await step('weiyuan', id, 'finish');
    expect([wrong.status, wrong.body.msg]).toEqual([403, '只有审核人可以办结']);
    expect((await detail('weiyuan', id)).history).toHaveLength(1);
  });
});
