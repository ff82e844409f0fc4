import fs from 'node:fs';
import path from 'node:path';
import type { MenuNode, PageResult, ProposalListItem } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { transitionTablesMarkdown } from '../core/machines';
import { kit } from '../test-kit';

let t: TestApp;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  t = await createTestApp();
  k = kit(t);
});
afterAll(() => t.close());

type Page = PageResult<ProposalListItem>;
const page = (who: string, url: string, body: Record<string, unknown> = {}) => k.c.post<Page>(who, `proposal/${url}`, body);

describe('permissions by role', () => {
  it('gives each role its own lists and steps', async () => {
    expect((await page('weiyuan', 'receive/page')).status).toBe(403);
    expect((await page('weiyuan', 'all/page')).status).toBe(403);
    expect((await page('chengban', 'all/page')).status).toBe(403);
    expect((await page('tian', 'sign/page')).status).toBe(403);
    expect((await page('jiti', 'joint/page')).status).toBe(403);
    expect((await page('xinxi', 'my/page')).status).toBe(403);
    expect((await k.c.post('chengban', 'proposal/add', { sessionId: await k.sessionId(), title: '题', content: 'x' })).status).toBe(403);
    expect((await k.c.post('weiyuan', 'proposal/assign', { id: 'x', units: [{ unitId: 'x', handleType: 0 }] })).status).toBe(403);
    expect((await k.c.post('chengban', 'proposal/file', { id: 'x' })).status).toBe(403);
    for (const who of ['tian', 'weiyuan', 'jiti', 'chengban']) expect((await page(who, 'open/page')).status).toBe(200);
  });

  it('puts the pages in each role menu', async () => {
    const urls = async (who: string) => {
      const flat = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.url ?? '', ...flat(n.children)]);
      return flat((await k.c.get<MenuNode[]>(who, 'sys/menu/current')).body.data);
    };
    expect(await urls('tian')).toEqual(
      expect.arrayContaining([
        '/proposal/receiveList',
        '/proposal/checkList',
        '/proposal/assignList',
        '/proposal/trackList',
        '/proposal/proposalSessionList',
      ]),
    );
    expect(await urls('tian')).not.toContain('/proposal/signList');
    expect(await urls('weiyuan')).toEqual(
      expect.arrayContaining(['/proposal/member/myProposalList', '/proposal/member/addProposal', '/proposal/jointProposal']),
    );
    expect(await urls('weiyuan')).not.toContain('/proposal/receiveList');
    expect(await urls('jiti')).toEqual(expect.arrayContaining(['/proposal/addProposal', '/proposal/member/myProposalList']));
    expect(await urls('chengban')).toEqual(
      expect.arrayContaining(['/proposal/signList', '/proposal/handlingList', '/proposal/finishList', '/proposal/yearSummary']),
    );
  });
});

describe('data scope', () => {
  it('shows a member own, co-signed and public proposals only', async () => {
    const mine = await page('weiyuan', 'my/page', { pageSize: 40 });
    expect(mine.body.data.total).toBeGreaterThanOrEqual(6);
    expect(new Set(mine.body.data.list.map((p) => p.proposerName))).toEqual(new Set(['魏远航']));
    expect(mine.body.data.list.map((p) => p.state)).toEqual(expect.arrayContaining([0, 1, -1, 10, 12]));

    const others = await page('tian', 'all/page', { pageSize: 40, proposerName: 'wy' });
    expect(others.status).toBe(200);
    const all = await page('tian', 'check/page', { pageSize: 40 });
    const someoneElses = all.body.data.list.find((p) => p.proposerName !== '魏远航')!;
    expect((await k.detail('weiyuan', someoneElses.id)).status).toBe(404);
    expect((await k.detail('tian', someoneElses.id)).status).toBe(200);

    // co-signed: the seeded joint proposal of weiyuan is visible to wy0001 and waits for wy0002
    const joint = await page('wy0002', 'joint/page');
    expect(joint.body.data.list.length).toBe(1);
    const d = (await k.detail('wy0002', joint.body.data.list[0].id)).body.data;
    expect(d.actions).toEqual(['jointAnswer']);

    // public proposals are visible to everyone; open status 1 hides the number from outsiders
    const open = await page('wy0200', 'open/page', { pageSize: 40 });
    expect(open.body.data.total).toBeGreaterThan(0);
    const hidden = open.body.data.list.find((p) => p.openStatus === 1)!;
    expect(hidden.number).toBeNull();
    expect((await page('tian', 'open/page', { pageSize: 40 })).body.data.list.find((p) => p.id === hidden.id)?.number).not.toBeNull();
    expect((await k.detail('wy0200', hidden.id)).status).toBe(200);
  });

  it('shows a handling unit only what is assigned to it; a handling system also its units', async () => {
    const handling = await page('chengban', 'handling/page', { pageSize: 40 });
    expect(handling.body.data.total).toBeGreaterThan(0);
    for (const p of handling.body.data.list) expect(p.unitNames).toContain('市教育局');
    expect(handling.body.data.list.every((p) => p.myUnit !== null)).toBe(true);
    const sign = await page('chengban', 'sign/page');
    expect(sign.body.data.list.every((p) => p.myUnit?.signState === 0)).toBe(true);
    const notMine = (await page('tian', 'track/page', { pageSize: 40 })).body.data.list.find((p) => !p.unitNames?.includes('市教育局'))!;
    expect((await k.detail('chengban', notMine.id)).status).toBe(404);
    expect((await page('cb_gaj', 'handling/page')).body.data.total).toBe(0);
    const sys = await page('cb_szfbgt', 'takeSys/track/page', { pageSize: 40 });
    expect(sys.body.data.list.some((p) => p.unitNames?.includes('市教育局'))).toBe(true);
    expect((await page('cb_szfbgt', 'takeSys/track/page', { pageSize: 40 })).body.data.total).toBeGreaterThanOrEqual(
      handling.body.data.total,
    );
  });

  it('lets the office see everything except other people drafts', async () => {
    const all = await page('tian', 'all/page', { pageSize: 40 });
    expect(all.body.data.list.some((p) => p.state === 0)).toBe(false);
    expect(new Set(all.body.data.list.map((p) => p.state)).size).toBeGreaterThan(6);
  });
});

describe('paging, sorting and filtering', () => {
  it('pages with a total, sorts by a whitelisted key and filters', async () => {
    const p1 = await page('tian', 'all/page', { pageNum: 1, pageSize: 15 });
    const p2 = await page('tian', 'all/page', { pageNum: 2, pageSize: 15 });
    expect(p1.body.data.list).toHaveLength(15);
    expect(p1.body.data.total).toBe(p2.body.data.total);
    expect(p1.body.data.list.map((p) => p.id)).not.toEqual(expect.arrayContaining(p2.body.data.list.map((p) => p.id).slice(0, 1)));
    expect((await page('tian', 'all/page', { pageSize: 13 })).body.msg).toContain('每页条数');
    expect((await page('tian', 'all/page', { state: 'abc' })).status).toBe(400);

    const byNumber = await page('tian', 'all/page', {
      pageSize: 40,
      sessionId: await k.sessionId(),
      sort: 'number',
      order: true,
      caseState: 3,
    });
    const numbers = byNumber.body.data.list.map((p) => p.number!);
    expect(numbers.length).toBeGreaterThan(3);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    const desc = await page('tian', 'all/page', {
      pageSize: 40,
      sessionId: await k.sessionId(),
      sort: 'number',
      order: false,
      caseState: 3,
    });
    expect(desc.body.data.list.map((p) => p.number)).toEqual([...numbers].reverse());
    // an unknown sort key falls back to the default order instead of reaching SQL
    expect((await page('tian', 'all/page', { sort: 'password; drop table proposal' })).status).toBe(200);

    const concluded = await page('tian', 'all/page', { pageSize: 40, state: 12 });
    expect(concluded.body.data.list.every((p) => p.state === 12)).toBe(true);
    const kw = await page('tian', 'all/page', { keyword: '电梯' });
    expect(kw.body.data.list.every((p) => p.title.includes('电梯'))).toBe(true);
    const edu = await page('tian', 'all/page', { pageSize: 40, unitId: await k.orgId('市教育局') });
    expect(edu.body.data.total).toBeGreaterThan(0);
    expect(edu.body.data.list.every((p) => p.unitNames?.includes('市教育局'))).toBe(true);
    const levelA = await page('tian', 'all/page', { pageSize: 40, handleLevel: 'A' });
    expect(levelA.body.data.total).toBeGreaterThan(0);
    const collective = await page('tian', 'all/page', { proposerType: 3 });
    expect(collective.body.data.list.every((p) => p.proposerType === 3)).toBe(true);
    const year = new Date().getFullYear();
    const dated = await page('tian', 'all/page', { from: `${year - 10}-01-01`, to: `${year + 1}-12-31`, pageSize: 40 });
    expect(dated.body.data.total).toBe((await page('tian', 'all/page', { pageSize: 40 })).body.data.total);
    expect((await page('tian', 'all/page', { from: '2024/01/01' })).body.msg).toContain('YYYY-MM-DD');
  });

  it('fills every list screen from the demo data', async () => {
    const office = [
      'receive',
      'check',
      'preAssign',
      'assign',
      'track',
      'all',
      'key',
      'excellent',
      'good',
      'letter',
      'noFiled',
      'unsatisfied',
      'displeasure',
      'record',
      'merge',
    ];
    for (const v of office) expect([v, (await page('tian', `${v}/page`)).body.data.total > 0]).toEqual([v, true]);
    for (const v of ['my', 'sendBack', 'open', 'reference'])
      expect([v, (await page('weiyuan', `${v}/page`)).body.data.total > 0]).toEqual([v, true]);
    for (const v of ['preSign', 'sign', 'handling', 'finish'])
      expect([v, (await page('chengban', `${v}/page`)).body.data.total > 0]).toEqual([v, true]);
    for (const url of [
      'back/page',
      'delay/page',
      'remind/page',
      'preAssign/record/page',
      'assign/record/page',
      'instruction/page',
      'yearSummary/page',
    ]) {
      const r = await k.c.post<{ total: number }>('tian', `proposal/${url}`, {});
      expect([url, r.body.data.total > 0]).toEqual([url, true]);
    }
  });
});

describe('reminders', () => {
  it('reminds at 15/7/3 days and when overdue, once per threshold', async () => {
    const { c } = k;
    const inDays = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
    const id = await k.assigned(undefined, {});
    const first = await c.post<{ sent: number }>('tian', 'proposal/remind/run', {});
    k.expectOk(first);
    const again = await c.post<{ sent: number; skipped: number }>('tian', 'proposal/remind/run', {});
    expect(again.body.data.sent).toBe(0);
    // the new proposal's deadline is three months away: nothing yet; 80 days later it is 7 days before the deadline
    const deadline = (await k.detail('tian', id)).body.data.units[0].deadline!;
    const daysLeft = Math.round((Date.parse(deadline) - Date.parse(inDays(0))) / 86_400_000);
    const at = (left: number) => new Date(Date.now() + (daysLeft - left) * 86_400_000).toISOString();
    const seven = await c.post<{ sent: number }>('tian', 'proposal/remind/run', { now: at(6) });
    expect(seven.body.data.sent).toBeGreaterThanOrEqual(1);
    expect((await c.post<{ sent: number }>('tian', 'proposal/remind/run', { now: at(6) })).body.data.sent).toBe(0);
    const overdue = await c.post<{ sent: number }>('tian', 'proposal/remind/run', { now: at(-1) });
    expect(overdue.body.data.sent).toBeGreaterThanOrEqual(1);
    const records = await c.post<{ list: { proposalId: string; threshold: number; way: number }[] }>('chengban', 'proposal/remind/page', {
      pageSize: 40,
    });
    const mine = records.body.data.list.filter((r) => r.proposalId === id).map((r) => [r.threshold, r.way]);
    expect(mine.sort()).toEqual([
      [0, 1],
      [2, 0],
    ]);
    k.expectOk(await c.post('tian', 'proposal/remind', { id, content: '请抓紧办理', sms: true }));
    expect((await c.post('chengban', 'proposal/remind', { id })).status).toBe(403);
  });
});

describe('marks, openness, instructions, feedback, summaries and records', () => {
  it('marks key/excellent/good and opens filed proposals only', async () => {
    const { c } = k;
    const id = await k.filed();
    const fresh = await k.add('weiyuan', { submit: true });
    k.expectRefused(await c.post('tian', 'proposal/mark', { ids: [fresh], kind: 0, value: true }), '尚未立案');
    k.expectOk(await c.post('tian', 'proposal/mark', { ids: [id], kind: 0, value: true }));
    expect((await page('tian', 'key/page', { pageSize: 40 })).body.data.list.map((p) => p.id)).toContain(id);
    k.expectOk(await c.post('tian', 'proposal/mark', { ids: [id], kind: 0, value: false }));
    expect((await page('tian', 'key/page', { pageSize: 40 })).body.data.list.map((p) => p.id)).not.toContain(id);
    k.expectRefused(await c.post('tian', 'proposal/open', { ids: [fresh], openStatus: 0 }), '未立案');
    k.expectOk(await c.post('tian', 'proposal/open', { ids: [id], openStatus: 2 }));
    const seen = (await page('wy0250', 'open/page', { pageSize: 40 })).body.data.list.find((p) => p.id === id)!;
    expect([seen.proposerName, seen.proposerId]).toEqual(['（不公开）', null]);
    expect((await page('weiyuan', 'open/page', { pageSize: 40 })).body.data.list.find((p) => p.id === id)?.proposerName).toBe('魏远航');
  });

  it('records instructions and feedback, and tells the people concerned', async () => {
    const { c } = k;
    const id = await k.assigned();
    const add = await c.post<{ id: string }>('tian', 'proposal/instruction/add', {
      proposalId: id,
      leaderName: '市长',
      content: '请认真研究落实',
      instructedAt: '2026-03-01',
    });
    k.expectOk(add);
    k.expectOk(
      await c.post('chengban', 'proposal/feedback/add', { proposalId: id, instructionId: add.body.data.id, content: '已制定落实方案' }),
    );
    expect((await c.post('weiyuan', 'proposal/feedback/add', { proposalId: id, content: 'x' })).status).toBe(403);
    const d = (await k.detail('weiyuan', id)).body.data;
    expect(d.instructions.map((i) => i.leaderName)).toEqual(['市长']);
    expect(d.feedbacks.map((f) => [f.unitName, f.content])).toEqual([['市教育局', '已制定落实方案']]);
    const list = await c.post<{ list: { id: string; feedbackCount: number }[] }>('tian', 'proposal/instruction/page', {
      keyword: '认真研究',
    });
    expect(list.body.data.list.find((i) => i.id === add.body.data.id)?.feedbackCount).toBe(1);
    k.expectOk(
      await c.post('tian', 'proposal/instruction/update', {
        id: add.body.data.id,
        leaderName: '市长',
        content: '请认真研究，抓好落实',
        instructedAt: '2026-03-01',
      }),
    );
    k.expectOk(await c.post('tian', 'proposal/instruction/delete', { ids: [add.body.data.id] }));
    expect((await k.detail('weiyuan', id)).body.data.instructions).toEqual([]);
  });

  it('keeps one yearly summary per unit and year; the office reads submitted ones', async () => {
    const { c } = k;
    const body = { year: 2030, title: '2030年度提案办理工作总结', content: '<p>共承办提案30件</p>' };
    const added = await c.post<{ id: string }>('chengban', 'proposal/yearSummary/add', body);
    k.expectOk(added);
    expect((await c.post('chengban', 'proposal/yearSummary/add', body)).status).toBe(409);
    expect((await c.post('tian', 'proposal/yearSummary/add', body)).status).toBe(403);
    expect((await k.c.get('tian', `proposal/yearSummary/detail/${added.body.data.id}`)).status).toBe(404);
    k.expectOk(await c.post('chengban', 'proposal/yearSummary/update', { ...body, id: added.body.data.id, submit: true }));
    expect((await k.c.get('tian', `proposal/yearSummary/detail/${added.body.data.id}`)).status).toBe(200);
    k.expectRefused(await c.post('chengban', 'proposal/yearSummary/delete', { ids: [added.body.data.id] }), '已提交');
    expect((await k.c.get('cb_gaj', `proposal/yearSummary/detail/${added.body.data.id}`)).status).toBe(404);
    const office = await c.post<{ list: { id: string }[] }>('tian', 'proposal/yearSummary/page', { year: 2030 });
    expect(office.body.data.list.map((s) => s.id)).toEqual([added.body.data.id]);
  });

  it('enters historical proposals and lets the office correct a proposal', async () => {
    const { c } = k;
    const body = {
      sessionId: await k.sessionId(),
      number: 9001,
      title: '关于保护古树名木的建议',
      content: '<p>建议开展古树名木普查</p>',
      proposerName: '张三',
    };
    const r = await c.post<{ id: string }>('tian', 'proposal/record/add', body);
    k.expectOk(r);
    expect((await c.post('tian', 'proposal/record/add', body)).status).toBe(409);
    expect((await page('tian', 'record/page', { keyword: '古树' })).body.data.list.map((p) => [p.number, p.state, p.isRecord])).toEqual([
      [9001, 12, true],
    ]);
    k.expectOk(await c.post('tian', 'proposal/record/update', { ...body, id: r.body.data.id, state: 16, number: null }));
    const id = await k.filed();
    k.expectOk(
      await c.post('tian', 'proposal/all/update', { id, title: '关于加强社区养老服务设施建设的建议（修订）', content: k.CONTENT }),
    );
    expect((await k.detail('weiyuan', id)).body.data.title).toContain('修订');
    k.expectRefused(await c.post('tian', 'proposal/record/update', { ...body, id }), '只能修改录入的历史提案');
  });
});

describe('docs/proposals.md', () => {
  it('shows the transition tables exactly as the code has them', () => {
    const doc = fs.readFileSync(path.resolve(__dirname, '../../../../../../docs/proposals.md'), 'utf8');
    // cell for cell: the formatter (biome) pads the doc's columns to one width
    const cells = (md: string) =>
      md
        .split('\n')
        .map((l) => (l.startsWith('|') ? l.split('|').map((c) => (/^\s*-+\s*$/.test(c) ? '---' : c.trim())) : [l]).join('|'))
        .join('\n');
    expect(cells(doc)).toContain(cells(transitionTablesMarkdown()));
  });
});
