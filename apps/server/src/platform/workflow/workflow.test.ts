import { and, asc, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { Actor } from '../audit/audit';
import { auditLog } from '../audit/tables';
import { newId } from '../db/ids';
import { AppError } from '../errors';
import { defineMachine, runStep, transitionTable, type Who, type WorkflowStep } from './index';

/** A module of the tests only: a document drafted by its author and approved or sent back by a reviewer. */
const doc = pgTable('wf_test_doc', { id: text('id').primaryKey(), title: text('title').notNull(), state: integer('state').notNull() });
const docHistory = pgTable('wf_test_doc_history', {
  id: text('id').primaryKey(),
  docId: text('doc_id').notNull(),
  action: text('action').notNull(),
  fromState: integer('from_state'),
  toState: integer('to_state'),
  opinion: text('opinion'),
});
type Doc = typeof doc.$inferSelect;
type Kind = 'author' | 'reviewer';

const told: string[] = [];

const docFlow = defineMachine<Doc, Kind, 'edit' | 'submit' | 'decide', Who<Kind>, Partial<Pick<Doc, 'title'>>>({
  subject: '文档',
  states: { 0: '草稿', 1: '已提交', 2: '已完成' },
  actors: { author: '作者', reviewer: '审核人' },
  transitions: {
    edit: { label: '修改', by: ['author'], from: [0], to: null },
    submit: {
      label: '提交',
      by: ['author'],
      from: [0],
      to: 1,
      guard: (row) => (row.title ? null : '标题不能为空'),
      effect: (row) => told.push(`submitted ${row.id}`),
    },
    decide: {
      label: '审核',
      by: ['reviewer'],
      permission: 'doc:review',
      from: [1],
      to: [2, 0],
      choose: (_row, input) => (input.approve ? 2 : 0),
      note: '通过或退回',
    },
  },
  stateOf: (row) => row.state,
  setState: (row, to) => {
    row.state = to;
  },
  write: async (s, row, to, patch) => {
    await s.tx
      .update(doc)
      .set({ ...patch, state: to })
      .where(eq(doc.id, row.id));
  },
  history: async (s, row, e) => {
    await s.tx
      .insert(docHistory)
      .values({ id: newId(), docId: row.id, action: e.action, fromState: e.fromState, toState: e.toState, opinion: e.opinion ?? null });
  },
  audit: { objectType: 'wfTestDoc', objectId: (row) => row.id },
});

let t: TestApp;
const actor: Actor = { userId: 'u1', username: '测试员', ip: null };
const author: Who<Kind> = { kinds: ['author'] };
const reviewer: Who<Kind> = { kinds: ['reviewer'], permissions: new Set(['doc:review']) };

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.execute(sql`create table wf_test_doc (id text primary key, title text not null, state integer not null)`);
  await t.ctx.db.execute(
    sql`create table wf_test_doc_history (id text primary key, doc_id text not null, action text not null, from_state integer, to_state integer, opinion text)`,
  );
});
afterAll(() => t.close());

const step = <T>(work: (s: WorkflowStep) => Promise<T>) => runStep(t.ctx.db, (tx, after) => ({ tx, after, actor }), work);
const load = async (id: string) => (await t.ctx.db.select().from(doc).where(eq(doc.id, id)))[0];
async function newDoc(title = '关于测试的文档'): Promise<Doc> {
  const row = { id: newId(), title, state: 0 };
  await t.ctx.db.insert(doc).values(row);
  return row;
}
const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};

describe('a three-state workflow (draft → submitted → done)', () => {
  it('offers each actor the steps of the table in the row state', async () => {
    const d = await newDoc();
    expect(docFlow.availableActions(author, d)).toEqual(['edit', 'submit']);
    expect(docFlow.availableActions(reviewer, d)).toEqual([]);
    expect(docFlow.availableActions(reviewer, { ...d, state: 1 })).toEqual(['decide']);
    // the permission is part of the rule
    expect(docFlow.availableActions({ kinds: ['reviewer'] }, { ...d, state: 1 })).toEqual([]);
  });

  it('moves by the table: state, history, audit, and the effect after the commit', async () => {
    const d = await newDoc();
    told.length = 0;
    const change = await step(async (s) => {
      const c = await docFlow.move(s, d, 'submit', { who: author, set: { title: '改过的标题' }, entry: { opinion: '请审核' } });
      expect(told).toEqual([]); // not before the commit
      return c;
    });
    expect(change).toEqual({ action: 'submit', from: 0, to: 1 });
    expect(told).toEqual([`submitted ${d.id}`]);
    expect(await load(d.id)).toMatchObject({ state: 1, title: '改过的标题' });
    expect(d.state).toBe(1);
    const history = await t.ctx.db.select().from(docHistory).where(eq(docHistory.docId, d.id)).orderBy(asc(docHistory.id));
    expect(history).toMatchObject([{ action: 'submit', fromState: 0, toState: 1, opinion: '请审核' }]);
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'wfTestDoc'), eq(auditLog.objectId, d.id)));
    expect(row).toMatchObject({ action: 'submit', username: '测试员', detail: { from: '草稿', to: '已提交', opinion: '请审核' } });
  });

  it('lets the chooser pick the target among those the table allows', async () => {
    const d = await newDoc();
    await step((s) => docFlow.move(s, d, 'submit', { who: author }));
    await step((s) => docFlow.move(s, d, 'decide', { who: reviewer, input: { approve: false } }));
    expect((await load(d.id)).state).toBe(0);
    await step((s) => docFlow.move(s, d, 'submit', { who: author }));
    await step((s) => docFlow.move(s, d, 'decide', { who: reviewer, input: { approve: true } }));
    expect((await load(d.id)).state).toBe(2);
  });

  it('runs no effect when the transaction rolls back', async () => {
    const d = await newDoc();
    told.length = 0;
    const err = await refusal(
      step(async (s) => {
        await docFlow.move(s, d, 'submit', { who: author });
        throw new AppError('test', 500, '后面的步骤失败');
      }),
    );
    expect(err.message).toBe('后面的步骤失败');
    expect(told).toEqual([]);
    expect((await load(d.id)).state).toBe(0);
    expect(await t.ctx.db.select().from(docHistory).where(eq(docHistory.docId, d.id))).toEqual([]);
  });

  it('refuses an illegal move with a 400 naming the state and the step', async () => {
    const d = await newDoc();
    const err = await refusal(step((s) => docFlow.move(s, d, 'decide', { who: reviewer, input: { approve: true } })));
    expect(err.status).toBe(400);
    expect(err.message).toBe('文档当前状态为「草稿」，不能审核');
    expect((await load(d.id)).state).toBe(0);
  });

  it('refuses the wrong actor (403), a missing permission, and a guard', async () => {
    const d = await newDoc('');
    const wrong = await refusal(step((s) => docFlow.move(s, d, 'submit', { who: reviewer })));
    expect([wrong.status, wrong.message]).toEqual([403, '只有作者可以提交']);
    const noPerm = await refusal(step((s) => docFlow.move(s, { ...d, state: 1 }, 'decide', { who: { kinds: ['reviewer'] } })));
    expect(noPerm.status).toBe(403);
    const guarded = await refusal(step((s) => docFlow.move(s, d, 'submit', { who: author })));
    expect([guarded.status, guarded.message]).toEqual([400, '标题不能为空']);
  });

  it('renders the docs table from the same declaration', () => {
    expect(transitionTable(docFlow).split('\n')).toEqual([
      '| 动作 | 名称 | 谁 | 起始状态 | 结果状态 | 说明 |',
      '| --- | --- | --- | --- | --- | --- |',
      '| edit | 修改 | 作者 | 0 草稿 | 不变 |  |',
      '| submit | 提交 | 作者 | 0 草稿 | 1 已提交 |  |',
      '| decide | 审核 | 审核人 | 1 已提交 | 2 已完成 / 0 草稿 | 通过或退回 |',
    ]);
  });
});
