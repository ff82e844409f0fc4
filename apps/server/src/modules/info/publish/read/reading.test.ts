import type {
  PageResult,
  PublicationFeedbackRow,
  PublicationInstructionCheck,
  PublicationInstructionRow,
  PublicationOpenRow,
  PublicationReaders,
  PublicationReading,
  ScoreExplain,
  ScoreStatistics,
} from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../../test/client';
import { createTestApp, type TestApp } from '../../../../../test/harness';
import { auditLog } from '../../../../platform/audit/tables';
import { addDays, chinaYear, today } from '../../../../platform/time/china';
import { message } from '../../../message/tables';
import { publicationHistory, publicationRead } from '../tables';
import { insertReadFixture, type ReadFixture } from './test-kit';

let t: TestApp;
let c: ReturnType<typeof client>;
let f: ReadFixture;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  f = await insertReadFixture(t.ctx.db);
});
afterAll(() => t.close());

const year = chinaYear();
const score = async (id: string) => {
  const r = await c.post<ScoreStatistics>('xinxi', 'info/score/statistics', { year, kind: 'person' });
  expect(r.status, r.body.msg).toBe(200);
  return r.body.data.rows.find((x) => x.id === id)?.total ?? 0;
};
const explain = async (id: string) =>
  (await c.post<ScoreExplain>('xinxi', 'info/score/statistics/detail', { year, kind: 'person', id })).body.data;
const instruct = (over: Record<string, unknown> = {}, who = 'xinxi') =>
  c.post<{ id: string }>(who, 'publicationInstruction/add', {
    publicationId: f.issue,
    infoId: f.items.a,
    leaderName: '陈立群',
    leaderPost: '市委副书记',
    level: 3,
    content: '请有关部门研究办理。',
    instructedOn: today(),
    ...over,
  });

describe('reading an issue', () => {
  it('lets the readers on the list read it, by name and by organisation, and refuses everyone else', async () => {
    expect((await c.get<PublicationReading>('weiyuan.staff', `publication/read/${f.issue}`)).status).toBe(200);
    const byOrg = await c.get<PublicationReading>('chengban', `publication/read/${f.issue}`);
    expect(byOrg.status).toBe(200);
    expect(byOrg.body.data.items.map((i) => i.title)).toEqual(['刊用稿a', '刊用稿b', '刊用稿c']);
    expect(byOrg.body.data.canFeedback).toBe(true);
    const outside = await c.get('jiti', `publication/read/${f.issue}`);
    expect(outside.status).toBe(403);
    expect(outside.body.msg).toContain('不在该期刊物的阅读范围内');
    expect((await c.get('chengban', 'publication/read/nope')).status).toBe(404);
    // on the list, but not yet distributed
    expect((await c.get('chengban', `publication/read/${f.signed}`)).status).toBe(403);
    // the office reads every issue, leaving no receipt
    const office = await c.get<PublicationReading>('xinxi', `publication/read/${f.issue}`);
    expect(office.body.data).toMatchObject({ readAt: null, canFeedback: false, canInstruct: true });
  });

  it('writes the read receipt once, with one line on the trail and one audit row', async () => {
    const first = (await c.get<PublicationReading>('chengban', `publication/read/${f.issue}`)).body.data.readAt;
    expect((await c.get<PublicationReading>('chengban', `publication/read/${f.issue}`)).body.data.readAt).toBe(first);
    const reads = await t.ctx.db.select().from(publicationRead).where(eq(publicationRead.publicationId, f.issue));
    expect(reads.map((r) => r.userId).sort()).toEqual([f.users.staff, f.users.chengban].sort());
    const trail = await t.ctx.db
      .select()
      .from(publicationHistory)
      .where(and(eq(publicationHistory.publicationId, f.issue), eq(publicationHistory.action, 'read')));
    expect(trail).toHaveLength(2);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'publication'), eq(auditLog.objectId, f.issue), eq(auditLog.action, 'read')));
    expect(audits).toHaveLength(2);
  });

  it('lists the received issues with 已读, and tells the office who has read it', async () => {
    const mine = (await c.post<PageResult<PublicationOpenRow>>('chengban', 'publication/open/page', {})).body.data;
    expect(mine.list.find((r) => r.id === f.issue)).toMatchObject({ read: true, itemCount: 3 });
    expect(mine.list.some((r) => r.id === f.signed)).toBe(false);
    const unread = (await c.post<PageResult<PublicationOpenRow>>('chengban', 'publication/open/page', { read: false })).body.data;
    expect(unread.list.some((r) => r.id === f.issue)).toBe(false);
    expect(
      (await c.post<PageResult<PublicationOpenRow>>('jiti', 'publication/open/page', {})).body.data.list.some((r) => r.id === f.issue),
    ).toBe(false);
    const readers = (await c.get<PublicationReaders>('xinxi', `publication/readers/${f.issue}`)).body.data;
    expect(readers.rows.find((r) => r.userId === f.users.chengban)).toMatchObject({ via: '市教育局' });
    expect(readers.rows.find((r) => r.userId === f.users.staff)?.via).toBe('本人');
    expect(readers.read).toBe(2);
    expect((await c.get('chengban', `publication/readers/${f.issue}`)).status).toBe(403);
  });
});

describe('leaders’ instructions', () => {
  it('refuses bad instructions with 400 naming the field, and callers without the right', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ instructedOn: addDays(today(), 1) }, '批示日期不能晚于今天'],
      [{ instructedOn: '2026-02-30' }, '批示日期不是有效的日期'],
      [{ level: 5 }, '批示级别只能是1至4'],
      [{ leaderName: '' }, '批示领导不能为空'],
      [{ infoId: 'not-in-issue' }, '所选信息不在该期刊物中'],
      [{ publicationId: f.signed, infoId: null }, '只有已分发的刊物可以登记批示'],
    ];
    for (const [over, msg] of cases) {
      const r = await instruct(over);
      expect(r.status, JSON.stringify(over)).toBe(400);
      expect(r.body.msg).toContain(msg);
    }
    expect((await instruct({ publicationId: 'nope' })).status).toBe(400);
    for (const who of ['weiyuan', 'chengban', 'admin']) expect((await instruct({}, who)).status).toBe(403);
  });

  it('raises the credited reporters’ scores by the rule’s points, names the leader and the issue, and tells them', async () => {
    const [wBefore, zBefore, jBefore] = [await score(f.users.weiyuan), await score(f.users.zb), await score(f.users.jiti)];
    const city = await instruct();
    expect(city.status).toBe(200);
    // the item of weiyuan, with zb_cd as an agreeing co-reporter: 市级领导批示 6 each
    expect(await score(f.users.weiyuan)).toBe(wBefore + 6);
    expect(await score(f.users.zb)).toBe(zBefore + 6);
    expect(await score(f.users.jiti)).toBe(jBefore);
    const line = (await explain(f.users.weiyuan)).lines.find((l) => l.event === 'instruction' && l.itemId === f.items.a);
    expect(line).toMatchObject({ ruleName: '市级领导批示', points: 6 });
    expect(line?.note).toContain('陈立群');
    expect(line?.note).toContain('2098年第');
    const publish = (await explain(f.users.weiyuan)).lines.find((l) => l.event === 'publish' && l.itemId === f.items.a);
    expect(publish?.note).toContain('刊发于《社情民意》2098年第');

    // a provincial leader on the whole issue credits every item: 省级领导批示 10
    const province = await instruct({ infoId: null, level: 2, leaderName: '王省长', leaderPost: '副省长' });
    expect(await score(f.users.weiyuan)).toBe(wBefore + 16);
    expect(await score(f.users.jiti)).toBe(jBefore + 10);
    expect(await score(f.users.zb)).toBe(zBefore + 26);

    const inbox = await t.ctx.db
      .select({ title: message.title, url: message.url })
      .from(message)
      .where(eq(message.userId, f.users.weiyuan));
    expect(inbox.find((m) => m.title.startsWith('您的信息获得领导批示'))?.url).toBe(`/social/periodical/instruct?id=${city.body.data.id}`);

    // deleting takes the points away
    expect((await c.post('xinxi', 'publicationInstruction/delete', { id: province.body.data.id })).status).toBe(200);
    expect(await score(f.users.weiyuan)).toBe(wBefore + 6);
    expect(await score(f.users.jiti)).toBe(jBefore);
    const audits = await t.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.objectType, 'publication.instruction'));
    expect(audits.map((a) => a.action).sort()).toEqual(['add', 'add', 'delete']);
  });

  it('shows a reporter their instructions, the readers the issue’s, and refuses others', async () => {
    const mine = (await c.post<PageResult<PublicationInstructionRow>>('weiyuan', 'publicationInstruction/page', { publicationId: f.issue }))
      .body.data;
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({ infoTitle: '刊用稿a', levelLabel: '市级领导', typeName: '社情民意', leaderName: '陈立群' });
    const id = mine.list[0].id;
    expect((await c.post('weiyuan', 'publicationInstruction/web/detail', { id })).status).toBe(200);
    expect((await c.post('chengban', 'publicationInstruction/web/detail', { id })).status).toBe(200);
    // jiti is neither on the list nor credited with item a
    expect((await c.post('jiti', 'publicationInstruction/web/detail', { id })).status).toBe(403);
    expect(
      (await c.post<PageResult<PublicationInstructionRow>>('jiti', 'publicationInstruction/page', { mine: true, publicationId: f.issue }))
        .body.data.total,
    ).toBe(0);
    const check = (await c.get<PublicationInstructionCheck>('xinxi', `publicationInstruction/check/${f.issue}`)).body.data;
    expect(check.items.find((i) => i.infoId === f.items.a)?.instructions).toHaveLength(1);
    expect(check.issue).toHaveLength(0);
    const upd = await c.post('xinxi', 'publicationInstruction/update', {
      id,
      publicationId: f.issue,
      infoId: f.items.a,
      leaderName: '陈立群',
      level: 3,
      content: '已阅，请抓紧办理。',
      instructedOn: today(),
    });
    expect(upd.status).toBe(200);
    expect((await c.get<PublicationInstructionRow>('xinxi', `publicationInstruction/detail/${id}`)).body.data.content).toBe(
      '已阅，请抓紧办理。',
    );
    expect((await c.get('weiyuan', `publicationInstruction/detail/${id}`)).status).toBe(403);
  });
});

describe('units’ feedback', () => {
  it('takes feedback from a reader on the list only, scores it and tells the reporters', async () => {
    const before = await score(f.users.zb);
    const r = await c.post<{ id: string }>('chengban', 'publicationFeedback/add', {
      publicationId: f.issue,
      infoId: f.items.b,
      content: '已落实。',
    });
    expect(r.status).toBe(200);
    expect(await score(f.users.zb)).toBe(before + 2);
    expect((await explain(f.users.zb)).lines.find((l) => l.event === 'feedback')?.note).toContain('市教育局反馈');
    expect((await c.post('jiti', 'publicationFeedback/add', { publicationId: f.issue, content: '越权' })).status).toBe(403);
    expect((await c.post('chengban', 'publicationFeedback/add', { publicationId: f.signed, content: '未分发' })).status).toBe(400);
    const long = await c.post('chengban', 'publicationFeedback/add', { publicationId: f.issue, content: '长'.repeat(2001) });
    expect(long.body.msg).toContain('反馈内容不能超过2000个字');
    const mine = (await c.post<PageResult<PublicationFeedbackRow>>('chengban', 'publicationFeedback/mine/page', {})).body.data;
    expect(mine.list[0]).toMatchObject({ unitName: '市教育局', infoTitle: '刊用稿b', canDelete: true, checked: 0 });
    expect((await c.post('chengban', 'publicationFeedback/page', {})).status).toBe(403);
    expect((await c.get('jiti', `publicationFeedback/detail/${r.body.data.id}`)).status).toBe(403);
  });

  it('lets the author take it back until the office has seen it; the check is audited once', async () => {
    const a = (await c.post<{ id: string }>('chengban', 'publicationFeedback/add', { publicationId: f.issue, content: '第一条' })).body.data
      .id;
    const b = (await c.post<{ id: string }>('chengban', 'publicationFeedback/add', { publicationId: f.issue, content: '第二条' })).body.data
      .id;
    expect((await c.post('chengban', 'publicationFeedback/delete', { id: a })).status).toBe(200);
    const seen = await c.get<PublicationFeedbackRow>('xinxi', `publicationFeedback/check/${b}`);
    expect(seen.body.data.checked).toBe(1);
    await c.get('xinxi', `publicationFeedback/check/${b}`);
    const refused = await c.post('chengban', 'publicationFeedback/delete', { id: b });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('已查看');
    expect((await c.post('weiyuan.staff', 'publicationFeedback/delete', { id: b })).status).toBe(403);
    const reads = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'publication.feedback'), eq(auditLog.objectId, b), eq(auditLog.action, 'read')));
    expect(reads).toHaveLength(1);
    const office = (await c.post<PageResult<PublicationFeedbackRow>>('xinxi', 'publicationFeedback/page', { checked: 1 })).body.data;
    expect(office.list.map((x) => x.id)).toContain(b);
    expect((await c.post('xinxi', 'publicationFeedback/delete', { id: b })).status).toBe(200);
  });
});
