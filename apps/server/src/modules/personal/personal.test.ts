import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { sessionFor } from '../message/test-session';

let t: TestApp;
let member: Awaited<ReturnType<typeof sessionFor>>;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  member = await sessionFor(t, 'wy0001');
});
afterAll(() => t.close());

describe('personal centre', () => {
  it('gives a member their standing, targets with unknown progress and login info', async () => {
    const res = await t.app.inject({ url: '/api/personal/center/member/data', headers: auth(member.token) });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.profile.loginName).toBe('wy0001');
    expect(d.profile.mobile).toMatch(/^1\d{10}$/);
    expect(d.member).toMatchObject({ sessionName: '第十五届', memberDuty: '主席' });
    expect(d.member.sector).toBeTruthy();
    expect(d.targets.proposal.target).toBe(1);
    expect(typeof d.targets.proposal.done).toBe('number');
    expect(d.loginInfo.sessionLoginAt).toBeTruthy();
    expect(typeof d.unreadCount).toBe('number');
    expect(d.latestMessages.length).toBeLessThanOrEqual(5);
    expect(d.quickEntries.length).toBeLessThanOrEqual(8);
  });

  it('counts the plan year’s proposals, information and attendance as each area’s own widget does', async () => {
    const weiyuan = await sessionFor(t, 'weiyuan');
    const get = async (url: string) => (await t.app.inject({ url: `/api/${url}`, headers: auth(weiyuan.token) })).json().data;
    const d = await get('personal/center/member/data');
    const year = d.targets.year;
    const proposals = await get(`proposal/count/annual?year=${year}`);
    const info = await get(`info/count/annual?year=${year}`);
    // the demo member has led proposals and reported information this year, so a wrong join shows
    expect(proposals.done + info.done).toBeGreaterThan(0);
    expect(d.targets.proposal).toEqual({ target: proposals.target, done: proposals.done });
    expect(d.targets.info).toEqual({ target: info.target, done: info.done });
    expect(typeof d.targets.attendMeet.done).toBe('number');
  });

  it('refuses the office and collective centres to a member (403)', async () => {
    for (const kind of ['user', 'collective']) {
      const res = await t.app.inject({ url: `/api/personal/center/${kind}/data`, headers: auth(member.token) });
      expect(res.statusCode).toBe(403);
    }
  });

  it('asks for sign-in (401)', async () => {
    expect((await t.app.inject({ url: '/api/personal/center/member/data' })).statusCode).toBe(401);
  });
});

describe('advanced-filter field config', () => {
  it('starts empty, then keeps what was saved per user and module', async () => {
    const empty = await t.app.inject({ url: '/api/personal/search/config/detail?searchModuleType=1', headers: auth(member.token) });
    expect(empty.json().data).toEqual({ searchModuleType: 1, customProposalFields: [] });
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/personal/search/config/add',
      headers: auth(member.token),
      payload: { customProposalFields: ['title', 'sector', 'title'], searchModuleType: 1 },
    });
    expect(save.json()).toMatchObject({ code: '00000', msg: '配置成功~' });
    await t.app.inject({
      method: 'POST',
      url: '/api/personal/search/config/add',
      headers: auth(member.token),
      payload: { customProposalFields: ['state'], searchModuleType: 2 },
    });
    const got = await t.app.inject({ url: '/api/personal/search/config/detail?searchModuleType=1', headers: auth(member.token) });
    expect(got.json().data.customProposalFields).toEqual(['title', 'sector']);
    const other = await sessionFor(t, 'wy0002');
    const theirs = await t.app.inject({ url: '/api/personal/search/config/detail?searchModuleType=1', headers: auth(other.token) });
    expect(theirs.json().data.customProposalFields).toEqual([]);
  });

  it('rejects a bad body naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/personal/search/config/add',
      headers: auth(member.token),
      payload: { customProposalFields: 'title' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('customProposalFields');
  });
});
