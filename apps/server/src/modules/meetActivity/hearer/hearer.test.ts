import type { MeetHearerCandidate, MeetHearerMeetRow, MeetHearerRow, PageResult } from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { user } from '../../system/tables';
import { maRecord } from '../tables';

/** Hearers (列席) of a meeting through HTTP: the office manages them; activities have none. */
let t: TestApp;
let c: ReturnType<typeof client>;
let plenaryId = '';
let weiyuan = '';

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  const [r] = await t.ctx.db.select().from(maRecord).where(eq(maRecord.title, '市政协十四届五次会议'));
  plenaryId = r.id;
  const [u] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.loginName, 'weiyuan'));
  weiyuan = u.id;
});
afterAll(() => t.close());

type R = { status: number; body: { code: string; msg: string } };
const expectOk = (r: R) => expect(`${r.status} ${r.body.code} ${r.body.msg}`).toMatch(/^200 00000 /);

describe('hearers of a meeting', () => {
  it('lists the seeded hearers and the meetings that have some; activities answer an empty list, their hearer paths do not exist', async () => {
    const page = await c.post<PageResult<MeetHearerRow>>('wu.bgt', 'meet/hearer/page', { recordId: plenaryId });
    expect(page.body.data.total).toBe(3);
    const meets = await c.post<PageResult<MeetHearerMeetRow>>('wu.bgt', 'meet/page/hearer', {});
    expect(meets.body.data.list).toEqual([expect.objectContaining({ id: plenaryId, hearerCount: 3 })]);
    const acts = await c.post<PageResult<MeetHearerMeetRow>>('wu.bgt', 'activity/page/hearer', {});
    expect(acts.body.data).toEqual({ list: [], total: 0 });
    expect((await c.post('wu.bgt', 'activity/hearer/page', {})).status).toBe(404);
    expect((await c.post('weiyuan', 'meet/hearer/page', {})).status).toBe(403);
  });

  it('adds, changes and deletes a hearer named by hand', async () => {
    const bad = await c.post('wu.bgt', 'meet/hearer/add', { recordId: plenaryId });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('姓名');
    expect((await c.post('weiyuan', 'meet/hearer/add', { recordId: plenaryId, name: '某人' })).status).toBe(403);
    const added = await c.post<{ id: string }>('wu.bgt', 'meet/hearer/add', { recordId: plenaryId, name: '周列席', unit: '市检察院' });
    expectOk(added);
    const id = added.body.data.id;
    expectOk(await c.post('wu.bgt', 'meet/hearer/update', { id, recordId: plenaryId, name: '周列席', unit: '市检察院', duty: '副检察长' }));
    const detail = await c.get<MeetHearerRow>('wu.bgt', `meet/hearer/detail/${id}`);
    expect(detail.body.data).toMatchObject({ name: '周列席', duty: '副检察长', sort: 4, recordTitle: '市政协十四届五次会议' });
    expectOk(await c.post('wu.bgt', 'meet/hearer/delete', { id }));
    expect((await c.get('wu.bgt', `meet/hearer/detail/${id}`)).status).toBe(404);
  });

  it('offers only people not yet on the meeting, and refuses an attendee as hearer', async () => {
    const right = await c.post<PageResult<MeetHearerCandidate>>('wu.bgt', 'meet/hearer/hearer/right', {
      recordId: plenaryId,
      pageSize: 40,
    });
    expect(right.body.data.total).toBeGreaterThan(0);
    expect(right.body.data.list.some((p) => p.id === weiyuan)).toBe(false);
    const r = await c.post('wu.bgt', 'meet/hearer/add', { recordId: plenaryId, userId: weiyuan, name: '委员' });
    expect(r.status).toBe(400);
    const someone = right.body.data.list[0];
    expectOk(await c.post('wu.bgt', 'meet/hearer/add', { recordId: plenaryId, userId: someone.id, name: someone.name }));
    expect((await c.post('wu.bgt', 'meet/hearer/add', { recordId: plenaryId, userId: someone.id, name: someone.name })).status).toBe(400);
  });
});
