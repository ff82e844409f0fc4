import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const get = async (loginName: string, kind: string) =>
  t.app.inject({ url: `/api/personal/center/${kind}/data`, headers: { authorization: `Bearer ${await t.login(loginName)}` } });

describe('personal centre per user kind', () => {
  it('office staff: profile with organisation, sign-ins this year, quick entries from granted menus', async () => {
    const res = await get('tian', 'user');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.profile.orgName).toBeTruthy();
    expect(d.loginInfo.loginCountThisYear).toBeGreaterThanOrEqual(1);
  });

  it('quick entries are the first granted menus with a route (system admin)', async () => {
    const d = (await get('admin', 'user')).json().data;
    expect(d.quickEntries.length).toBeGreaterThan(0);
    expect(d.quickEntries.length).toBeLessThanOrEqual(8);
    expect(d.quickEntries.every((q: { url: string }) => q.url.startsWith('/'))).toBe(true);
  });

  it('member weiyuan: standing in the current term and the annual targets', async () => {
    const res = await get('weiyuan', 'member');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.member).toMatchObject({ sector: '中国民主建国会', committee: '经济委员会', memberDuty: '常委' });
    // counted by the meetings area: weiyuan attended demo meetings and activities this year
    expect(d.targets.attendMeet.done).toEqual(expect.any(Number));
    expect(d.targets.attendActivity.done).toEqual(expect.any(Number));
    expect(d.unreadCount).toBeGreaterThan(0);
  });

  it('collective and handling-unit accounts use the collective centre', async () => {
    expect((await get('jiti', 'collective')).statusCode).toBe(200);
    expect((await get('chengban', 'collective')).statusCode).toBe(200);
  });

  it('a member asking for the office centre gets 403', async () => {
    expect((await get('weiyuan', 'user')).statusCode).toBe(403);
    expect((await get('tian', 'member')).statusCode).toBe(403);
  });
});
