import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { systemActor } from '../../platform/audit/audit';
import { deliverMessage } from './send';
import { sessionFor } from './test-session';

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());
const post = (url: string, payload: unknown, token = admin) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: payload as object });

describe('message administration (system admin)', () => {
  it('pages sendings with read counts, lists the records of one, and soft-deletes it', async () => {
    const a = await sessionFor(t, 'wy0010');
    const b = await sessionFor(t, 'wy0011');
    const sent = await deliverMessage(t.ctx, systemActor, {
      userIds: [a.userId, b.userId],
      title: '关于开展专题调研的通知',
      content: '请报名参加。',
      bizType: 'activity',
    });
    await post(`/api/web/msg/centre/update/readState?id=all`, undefined, a.token);

    const page = await post('/api/msg/im/all/page', { pageNum: 1, pageSize: 15, keyword: '专题调研' });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.list[0]).toMatchObject({ id: sent.batchId, recipientCount: 2, readCount: 1 });

    const records = await post('/api/msg/im/record/list', { id: sent.batchId, readState: 0 });
    expect(records.json().data).toEqual([expect.objectContaining({ userId: b.userId, readState: 0 })]);

    const del = await post('/api/msg/im/delete', { ids: [sent.batchId] });
    expect(del.json().data).toEqual({ deleted: 2 });
    const count = await t.app.inject({ url: '/api/web/msg/centre/get/unRead/count', headers: { authorization: `Bearer ${b.token}` } });
    expect(count.json().data).toBe(0);
    expect((await post('/api/msg/im/delete', { ids: [sent.batchId] })).statusCode).toBe(404);
  });

  it('rejects bad filters naming the field', async () => {
    const res = await post('/api/msg/im/all/page', { from: 'yesterday' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('from');
    expect((await post('/api/msg/im/delete', { ids: [] })).json().msg).toContain('ids');
  });

  it('is refused to the audit administrator (403)', async () => {
    const audit = await t.login('auditadmin');
    expect((await post('/api/msg/im/all/page', {}, audit)).statusCode).toBe(403);
  });

  it('the seed left the demo member unread messages', async () => {
    const w = await t.login('weiyuan');
    const list = await post('/api/web/msg/centre/im/list', { size: 5 }, w);
    expect(list.json().data.length).toBeGreaterThanOrEqual(3);
    expect(list.json().data.some((m: { readState: number }) => m.readState === 0)).toBe(true);
  });
});
