import type { PageResult, ScoreExclude, ScoreRule, ScoreRuleCheck } from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { auditLog } from '../../../platform/audit/tables';
import { chinaYear } from '../../../platform/time/china';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t.close());

const Y = 2033;
const rule = (over: Record<string, unknown> = {}) => ({ year: Y, name: '报送', event: 'report', points: 1, target: 1, ...over });
const add = async (over: Record<string, unknown> = {}) => c.post<{ id: string }>('xinxi', 'info/score/rule/add', rule(over));

describe('score rules', () => {
  it('seeds this year and last year with the same rules and an exclude rule', async () => {
    const year = chinaYear();
    for (const y of [year - 1, year]) {
      const rules = (await c.post<ScoreRule[]>('xinxi', 'info/score/rule/list', { year: y })).body.data;
      expect(rules.map((r) => r.event)).toContain('upperAdopt');
      const excludes = (await c.post<ScoreExclude[]>('xinxi', 'info/score/rule/exclude/list', { year: y })).body.data;
      expect(excludes).toHaveLength(1);
      expect(excludes[0].ruleNames).toEqual(['市级采用', '省级采用', '全国采用']);
      expect((await c.post<ScoreRuleCheck>('xinxi', 'info/score/rule/check', { year: y })).body.data).toEqual({
        valid: true,
        problems: [],
      });
    }
  });

  it('adds, reads, pages, updates and deletes a rule, with audit rows', async () => {
    const added = await add({ name: '省级采用', event: 'upperAdopt', points: 12.5, target: 3, submissionObject: 2 });
    expect(added.status).toBe(200);
    const id = added.body.data.id;
    const detail = (await c.get<ScoreRule>('xinxi', `info/score/rule/detail/${id}`)).body.data;
    expect(detail).toMatchObject({
      year: Y,
      event: 'upperAdopt',
      eventLabel: '上级采用',
      points: 12.5,
      submissionObject: 2,
      enabled: true,
    });
    const page = (await c.post<PageResult<ScoreRule>>('xinxi', 'info/score/rule/page', { year: Y, pageNum: 1, pageSize: 15 })).body.data;
    expect(page.total).toBe(1);
    expect(
      (
        await c.post('xinxi', 'info/score/rule/update', {
          ...rule({ name: '省级采用', event: 'upperAdopt', points: 11, submissionObject: 2 }),
          id,
        })
      ).status,
    ).toBe(200);
    expect((await c.get<ScoreRule>('xinxi', `info/score/rule/detail/${id}`)).body.data.points).toBe(11);
    expect((await c.post('xinxi', 'info/score/rule/delete', { ids: [id] })).status).toBe(200);
    expect((await c.get('xinxi', `info/score/rule/detail/${id}`)).status).toBe(404);
    const audits = await t.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'info.scoreRule'), eq(auditLog.objectId, id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['add', 'delete', 'update']);
  });

  it('refuses bad rules with 400 in Chinese naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ points: 1000 }, '分值不能超过999'],
      [{ points: -1 }, '分值不能小于0'],
      [{ points: 1.25 }, '最多保留1位小数'],
      [{ name: '' }, '规则名称不能为空'],
      [{ name: '长'.repeat(5000) }, '规则名称不能超过50个字'],
      [{ event: 'nope' }, '计分事件不正确'],
      [{ target: 4 }, '计分对象'],
      [{ year: 1999 }, '年度不能早于2000年'],
      [{ submissionObject: 1 }, 'submissionObject'],
      [{ instructionLevel: 2 }, 'instructionLevel'],
      [{ typeId: 'missing' }, 'typeId 信息类别不存在'],
    ];
    for (const [over, msg] of cases) {
      const r = await add(over);
      expect(r.status, JSON.stringify(over)).toBe(400);
      expect(r.body.msg).toContain(msg);
    }
    const nul = await add({ name: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect((await c.post('xinxi', 'info/score/rule/update', rule({ id: 'missing' }))).status).toBe(404);
    expect((await c.post('xinxi', 'info/score/rule/delete', { ids: [] })).body.msg).toContain('请至少选择一条规则');
  });

  it('refuses a duplicate event and conditions, and check reports one before it is saved', async () => {
    expect((await add()).status).toBe(200);
    const dup = await add({ name: '报送2' });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toContain('与积分规则「报送」的计分事件和条件相同');
    // a different condition is another rule
    expect((await add({ name: '经济类报送', typeId: await typeId('经济发展') })).status).toBe(200);
    const check = (await c.post<ScoreRuleCheck>('xinxi', 'info/score/rule/check', { year: Y, rule: rule({ name: '再报送' }) })).body.data;
    expect(check.valid).toBe(false);
    expect(check.problems[0]).toContain('「报送」与「再报送」');
    // a disabled duplicate is allowed
    expect((await add({ name: '停用的报送', enabled: false })).status).toBe(200);
  });

  it('exclude rules name at least two live rules of their own year', async () => {
    const a = (await add({ name: '市级', event: 'upperAdopt', points: 5, submissionObject: 1 })).body.data.id;
    const b = (await add({ name: '省级', event: 'upperAdopt', points: 10, submissionObject: 2 })).body.data.id;
    const other = (await add({ year: Y + 1, name: '次年' })).body.data.id;
    expect((await c.post('xinxi', 'info/score/rule/exclude/add', { year: Y, name: '只一条', ruleIds: [a] })).body.msg).toContain(
      '至少包含2条',
    );
    expect((await c.post('xinxi', 'info/score/rule/exclude/add', { year: Y, name: '跨年', ruleIds: [a, other] })).body.msg).toContain(
      `只能包含${Y}年度`,
    );
    expect((await c.post('xinxi', 'info/score/rule/exclude/add', { year: Y, name: '重复', ruleIds: [a, a] })).body.msg).toContain(
      '不能重复',
    );
    const x = await c.post<{ id: string }>('xinxi', 'info/score/rule/exclude/add', { year: Y, name: '上级取高', ruleIds: [a, b] });
    expect(x.status).toBe(200);
    const xid = x.body.data.id;
    expect((await c.get<ScoreExclude>('xinxi', `info/score/rule/exclude/detail/${xid}`)).body.data.ruleNames).toEqual(['市级', '省级']);
    // a rule named by an exclude rule cannot go, nor leave the year
    const refused = await c.post('xinxi', 'info/score/rule/delete', { ids: [a] });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('在互斥规则「上级取高」中');
    expect(
      (
        await c.post('xinxi', 'info/score/rule/update', {
          ...rule({ name: '市级', event: 'upperAdopt', points: 5, submissionObject: 1, year: Y + 1 }),
          id: a,
        })
      ).status,
    ).toBe(400);
    expect((await c.get<ScoreRule>('xinxi', `info/score/rule/detail/${a}`)).body.data.excludeNames).toEqual(['上级取高']);
    expect(
      (await c.post('xinxi', 'info/score/rule/exclude/update', { id: xid, year: Y, name: '上级采用取最高', ruleIds: [b, a] })).status,
    ).toBe(200);
    expect((await c.post('xinxi', `info/score/rule/exclude/remove/${xid}`)).status).toBe(200);
    expect((await c.get('xinxi', `info/score/rule/exclude/detail/${xid}`)).status).toBe(404);
    await c.post('xinxi', 'info/score/rule/exclude/add', { year: Y, name: '上级取高', ruleIds: [a, b] });
  });

  it('copies a year into another in one action, refusing a year with rules unless told to replace', async () => {
    const from = (await c.post<ScoreRule[]>('xinxi', 'info/score/rule/list', { year: Y })).body.data;
    const copied = await c.post<{ rules: number; excludes: number }>('xinxi', 'info/score/rule/copy', { fromYear: Y, toYear: Y + 2 });
    expect(copied.body.data).toEqual({ rules: from.length, excludes: 1 });
    const to = (await c.post<ScoreRule[]>('xinxi', 'info/score/rule/list', { year: Y + 2 })).body.data;
    expect(to.map((r) => r.name).sort()).toEqual(from.map((r) => r.name).sort());
    const xs = (await c.post<ScoreExclude[]>('xinxi', 'info/score/rule/exclude/list', { year: Y + 2 })).body.data;
    expect(xs[0].ruleIds.every((id) => to.some((r) => r.id === id))).toBe(true);

    const again = await c.post('xinxi', 'info/score/rule/copy', { fromYear: Y, toYear: Y + 2 });
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('如需覆盖请选择覆盖');
    expect((await c.post('xinxi', 'info/score/rule/copy', { fromYear: Y, toYear: Y + 2, replace: true })).status).toBe(200);
    expect((await c.post<ScoreRule[]>('xinxi', 'info/score/rule/list', { year: Y + 2 })).body.data).toHaveLength(from.length);
    expect((await c.post('xinxi', 'info/score/rule/copy', { fromYear: Y, toYear: Y })).body.msg).toContain('不能与来源年度相同');
    expect((await c.post('xinxi', 'info/score/rule/copy', { fromYear: 2090, toYear: Y })).body.msg).toContain('没有积分规则可复制');
  });

  it('is for the information office only', async () => {
    for (const who of ['weiyuan', 'zb_cd', 'admin', 'tian']) {
      expect((await c.post(who, 'info/score/rule/add', rule({ name: '越权' }))).status).toBe(403);
      expect((await c.post(who, 'info/score/rule/page', {})).status).toBe(403);
    }
  });
});

async function typeId(name: string): Promise<string> {
  const opts = (await c.get<{ id: string; name: string }[]>('xinxi', 'infoType/options')).body.data;
  const t = opts.find((o) => o.name === name);
  if (!t) throw new Error(name);
  return t.id;
}
