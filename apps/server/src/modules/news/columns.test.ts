import type { CodeItem, NewsColumnOption, PageResult } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t.close());

describe('news columns', () => {
  it('GET /news/column/List (capital L) gives the enabled columns', async () => {
    const res = await c.get<NewsColumnOption[]>('weiyuan', 'news/column/List');
    expect(res.status).toBe(200);
    expect(res.body.data.map((x) => x.name)).toEqual(['政协要闻', '工作动态', '委员风采', '通知公告', '媒体聚焦', '基层政协']);
    expect(res.body.data[0]).toHaveProperty('id');
  });

  it('is administered by the office staff with validation, enable and delete', async () => {
    expect((await c.post('weiyuan', 'news/column/page', {})).status).toBe(403);
    const page = await c.post<PageResult<CodeItem>>('wu.bgt', 'news/column/page', { keyword: '委员' });
    expect(page.body.data.list.map((x) => x.name)).toEqual(['委员风采']);
    expect((await c.post('wu.bgt', 'news/column/add', { code: '中文', name: '理论园地' })).body.msg).toContain('code');
    expect((await c.post('wu.bgt', 'news/column/add', { code: 'zxyw', name: '理论园地' })).status).toBe(409);
    const added = await c.post<{ id: string }>('wu.bgt', 'news/column/add', { code: 'llyd', name: '理论园地' });
    expect(added.status).toBe(200);
    const id = added.body.data.id;
    expect((await c.post('wu.bgt', 'news/column/enable', { id, enabled: false })).status).toBe(200);
    expect((await c.get<NewsColumnOption[]>('weiyuan', 'news/column/List')).body.data.map((x) => x.name)).not.toContain('理论园地');
    expect((await c.post('wu.bgt', 'news/column/update', { id, code: 'llyd', name: '理论学习园地', enabled: true })).status).toBe(200);
    expect((await c.get<CodeItem>('wu.bgt', `news/column/detail/${id}`)).body.data).toMatchObject({ name: '理论学习园地', enabled: true });
    expect((await c.post('wu.bgt', 'news/column/delete', { ids: [id] })).status).toBe(200);
    expect((await c.post('wu.bgt', 'news/column/delete', { ids: [id] })).status).toBe(404);
  });
});
