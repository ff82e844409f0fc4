import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { insertFixture } from './test-fixture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertFixture(t.ctx.db);
});
afterAll(() => t.close());

type Row = { year: number; item_id: string; rep: string | null; pass: string | null; ado: string | null };

const rows = async (q: ReturnType<typeof sql>): Promise<Row[]> =>
  ((await t.ctx.db.execute(q)) as unknown as { rows: Row[] }).rows.map((r) => ({
    year: Number(r.year),
    item_id: r.item_id,
    rep: r.rep && new Date(r.rep).toISOString(),
    pass: r.pass && new Date(r.pass).toISOString(),
    ado: r.ado && new Date(r.ado).toISOString(),
  }));

/** What the score statement grouped from the history before info_item_event existed. */
const fromHistory = () =>
  rows(sql`select extract(year from at at time zone 'Asia/Shanghai')::int as year, item_id,
      min(at) filter (where action = 'submit') as rep,
      min(at) filter (where action in ('submit', 'resubmit', 'pass') and to_state = 2) as pass,
      min(at) filter (where action = 'adopt') as ado
    from info_history where action in ('submit', 'adopt') or (action in ('resubmit', 'pass') and to_state = 2)
    group by 1, 2 order by 1, 2`);
const kept = () =>
  rows(sql`select year, item_id, reported_at as rep, passed_at as pass, adopted_at as ado from info_item_event order by 1, 2`);

describe('info_item_event (kept by the trigger of migration 0021)', () => {
  it('holds what the history groups to, for the demo seed and the fixture', async () => {
    const h = await fromHistory();
    expect(h.length).toBeGreaterThan(5);
    expect(await kept()).toEqual(h);
  });

  it('keeps the first of each event per China year, whatever order and statement the rows come in', async () => {
    const at = (s: string) => `${s}+08:00`;
    // one statement: a later submit before an earlier one, a pass to 待采用 and one that is not,
    // an adopt; a submit at 00:30 China time on 1 January belongs to the new year
    await t.ctx.db.execute(sql`insert into info_history (id, item_id, action, from_state, to_state, at) values
      ('ev1', 'ev-item', 'submit', 0, 1, ${at('2032-05-02T10:00:00')}),
      ('ev2', 'ev-item', 'submit', 0, 1, ${at('2032-03-01T09:00:00')}),
      ('ev3', 'ev-item', 'pass', 1, 1, ${at('2032-03-02T09:00:00')}),
      ('ev4', 'ev-item', 'pass', 1, 2, ${at('2032-03-03T09:00:00')}),
      ('ev5', 'ev-item', 'adopt', 2, 3, ${at('2032-03-04T09:00:00')}),
      ('ev6', 'ev-item', 'submit', 0, 1, ${at('2033-01-01T00:30:00')}),
      ('ev7', 'ev-item', 'save', 0, 0, ${at('2034-01-01T00:30:00')})`);
    // later statements: an earlier submit replaces the first, a later adopt does not
    await t.ctx.db.execute(sql`insert into info_history (id, item_id, action, from_state, to_state, at) values
      ('ev8', 'ev-item', 'submit', 0, 1, ${at('2032-02-01T08:00:00')})`);
    await t.ctx.db.execute(sql`insert into info_history (id, item_id, action, from_state, to_state, at) values
      ('ev9', 'ev-item', 'adopt', 2, 3, ${at('2032-12-31T23:00:00')}),
      ('ev10', 'ev-item', 'resubmit', -1, 2, ${at('2033-02-01T08:00:00')})`);
    const mine = (await kept()).filter((r) => r.item_id === 'ev-item');
    expect(mine).toEqual([
      {
        year: 2032,
        item_id: 'ev-item',
        rep: new Date(at('2032-02-01T08:00:00')).toISOString(),
        pass: new Date(at('2032-03-03T09:00:00')).toISOString(),
        ado: new Date(at('2032-03-04T09:00:00')).toISOString(),
      },
      {
        year: 2033,
        item_id: 'ev-item',
        rep: new Date(at('2033-01-01T00:30:00')).toISOString(),
        pass: new Date(at('2033-02-01T08:00:00')).toISOString(),
        ado: null,
      },
    ]);
    expect(await kept()).toEqual(await fromHistory());
  });
});
