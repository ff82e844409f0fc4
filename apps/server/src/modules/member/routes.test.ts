import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { sessionFor } from '../message/test-session';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await sessionFor(t, 'wy0003')).token;
});
afterAll(() => t.close());
const get = (url: string, auth = true) => t.app.inject({ url, headers: auth ? { authorization: `Bearer ${token}` } : {} });

describe('reference data routes', () => {
  it('GET /cppccSession/list and /cppccSession/year', async () => {
    const list = await get('/api/cppccSession/list?level=term');
    expect(list.json().data.map((s: { cname: string }) => s.cname)).toEqual(['第十五届', '第十四届']);
    const year = await get('/api/cppccSession/year');
    expect(year.json().data.year).toBe(new Date().getFullYear());
  });

  it('GET /member/grouping/list by kind; a bad kind is a 400 naming it', async () => {
    const ok = await get('/api/member/grouping/list?kind=committee');
    expect(ok.json().data[0].name).toBe('提案委员会');
    const bad = await get('/api/member/grouping/list?kind=club');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('kind');
  });

  it('needs sign-in', async () => {
    expect((await get('/api/member/grouping/list?kind=sector', false)).statusCode).toBe(401);
  });
});
