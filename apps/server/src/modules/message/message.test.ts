import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { systemActor } from '../../platform/audit/audit';
import { auditLog } from '../../platform/audit/tables';
import { deliverMessage } from './send';
import { sessionFor } from './test-session';

let t: TestApp;
let a: Awaited<ReturnType<typeof sessionFor>>;
let b: Awaited<ReturnType<typeof sessionFor>>;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
  a = await sessionFor(t, 'wy0001');
  b = await sessionFor(t, 'wy0002');
});
afterAll(() => t.close());

async function unread(token: string): Promise<number> {
  const res = await t.app.inject({ url: '/api/web/msg/centre/get/unRead/count', headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('message centre', () => {
  let firstId = '';
  it('delivers to each recipient and counts unread', async () => {
    const before = await unread(a.token);
    await deliverMessage(t.ctx, systemActor, {
      userIds: [a.userId, b.userId, a.userId],
      title: '关于报送年度履职报告的通知',
      content: '请于12月20日前报送。',
      bizType: 'notice',
    });
    await deliverMessage(t.ctx, systemActor, {
      userIds: [a.userId],
      title: '会议提醒',
      content: '明日上午9:00召开常委会。',
      bizType: 'meeting',
    });
    expect(await unread(a.token)).toBe(before + 2);
    const list = await t.app.inject({ method: 'POST', url: '/api/web/msg/centre/im/list', headers: auth(a.token), payload: { size: 1 } });
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({ title: '会议提醒', readState: 0 });
    firstId = list.json().data[0].id;
  });

  it('pages with keyword and read-state filters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/web/msg/centre/im/page',
      headers: auth(a.token),
      payload: { pageNum: 1, pageSize: 15, keyword: '履职报告', readState: 0 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(1);
    expect(res.json().data.list[0].title).toContain('履职报告');
  });

  it('rejects a bad page size naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/web/msg/centre/im/page',
      headers: auth(a.token),
      payload: { pageSize: 17 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('pageSize');
  });

  it("answers 404 for another user's message, and for marking it read", async () => {
    expect((await t.app.inject({ url: `/api/msg/im/${firstId}`, headers: auth(a.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/msg/im/${firstId}`, headers: auth(b.token) })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: `/api/web/msg/centre/update/readState?id=${firstId}`, headers: auth(b.token) });
    expect(res.statusCode).toBe(404);
  });

  it('marks one read, then all, with an audit row', async () => {
    const before = await unread(a.token);
    const one = await t.app.inject({ method: 'POST', url: `/api/web/msg/centre/update/readState?id=${firstId}`, headers: auth(a.token) });
    expect(one.json().data).toEqual({ updated: 1, unread: before - 1 });
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, firstId), eq(auditLog.action, 'read')));
    expect(rows).toHaveLength(1);
    const all = await t.app.inject({ method: 'POST', url: '/api/web/msg/centre/update/readState?id=all', headers: auth(a.token) });
    expect(all.json().data.unread).toBe(0);
    expect(await unread(a.token)).toBe(0);
  });

  it('asks for the id of readState', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/web/msg/centre/update/readState', headers: auth(a.token) });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('id');
  });

  it('keeps administration behind its permission', async () => {
    for (const url of ['/api/msg/im/all/page', '/api/msg/im/record/list', '/api/msg/im/delete']) {
      const res = await t.app.inject({ method: 'POST', url, headers: auth(a.token), payload: {} });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('unread push over /api/ws', () => {
  interface Frames {
    next(): Promise<{ type: string; count: number }>;
    closed: Promise<number>;
  }
  async function connect(token: string): Promise<Frames & { close(): void }> {
    const queue: string[] = [];
    const waiters: ((s: string) => void)[] = [];
    let onClose: (code: number) => void = () => {};
    const closed = new Promise<number>((resolve) => {
      onClose = resolve;
    });
    const ws = await t.app.injectWS('/api/ws', undefined, {
      onInit(socket) {
        socket.on('message', (data: Buffer) => {
          const w = waiters.shift();
          if (w) w(data.toString());
          else queue.push(data.toString());
        });
        socket.on('close', (code: number) => onClose(code));
      },
    });
    // the token travels in the first frame, never in the URL
    ws.send(JSON.stringify({ type: 'auth', token }));
    return {
      next: () =>
        new Promise((resolve) => (queue.length ? resolve(JSON.parse(queue.shift()!)) : waiters.push((s) => resolve(JSON.parse(s))))),
      closed,
      close: () => ws.terminate(),
    };
  }

  it('sends the count on connect and a new count after sendMessage', async () => {
    const c = await connect(b.token);
    const first = await c.next();
    expect(first.type).toBe('unread');
    await deliverMessage(t.ctx, systemActor, { userIds: [b.userId], title: '新消息', content: '测试推送' });
    expect((await c.next()).count).toBe(first.count + 1);
    c.close();
  });

  it('closes with 4001 when the session is revoked', async () => {
    const c = await connect(b.token);
    await c.next();
    t.ctx.events.emit('sessionRevoked', { sessionId: b.sessionId, userId: b.userId });
    expect(await c.closed).toBe(4001);
  });

  it('refuses a socket without a valid token', async () => {
    const c = await connect('not-a-token');
    expect(await c.closed).toBe(4401);
  });
});
