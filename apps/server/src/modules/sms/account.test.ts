import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PageResult, SmsAccountItem, SmsChannelInfo } from '@cppcc/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import { smsAccount } from './accounts/tables';
import { HttpSmsProvider } from './providers';
import { smsOutbox } from './tables';

let t: TestApp;
let c: ReturnType<typeof client>;
let gateway: http.Server;
let gatewayUrl = '';
const received: { path: string; body: Record<string, unknown>; auth: string | undefined }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  gateway = http.createServer((req, res) => {
    let data = '';
    req.on('data', (d) => (data += d));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body: JSON.parse(data), auth: req.headers.authorization });
      res.writeHead(req.url === '/down' ? 502 : 200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
  await t.close();
});

const page = (body: object = {}) => c.post<PageResult<SmsAccountItem>>('admin', 'sms/account/page', body);

describe('message accounts (消息账号)', () => {
  it('shows the stopped demo account without any secret, to the system administrator only', async () => {
    const list = (await page()).body.data.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: '政务短信平台（示例）', enabled: false, hasSecret: false, signName: '市政协' });
    expect(list[0]).not.toHaveProperty('secret');
    expect((await c.post('weiyuan', 'sms/account/page', {})).status).toBe(403);
    expect((await c.post('auditadmin', 'sms/account/page', {})).status).toBe(403);
    expect((await c.get<SmsChannelInfo>('admin', 'sms/account/channel')).body.data).toEqual({ provider: 'outbox', enabledAccount: null });
  });

  it('validates accounts in Chinese', async () => {
    const base = { name: '电信政务短信', gatewayUrl: `${gatewayUrl}/send`, signName: '【市政协】' };
    expect((await c.post('admin', 'sms/account/add', { ...base, gatewayUrl: 'ftp://x' })).body.msg).toContain('网关地址必须是');
    expect((await c.post('admin', 'sms/account/add', { ...base, signName: '政' })).body.msg).toContain('短信签名为2-20个字');
    expect((await c.post('admin', 'sms/account/add', { ...base, signName: '市政协!' })).body.msg).toContain('只能包含汉字、字母和数字');
    expect((await c.post('admin', 'sms/account/add', { ...base, name: '' })).body.msg).toContain('name');
    expect((await c.post('admin', 'sms/account/add', { ...base, name: '政务短信平台（示例）' })).status).toBe(409);
  });

  it('keeps one account enabled, sends through it, and never returns or logs the secret', async () => {
    const a = await c.post<{ id: string }>('admin', 'sms/account/add', {
      name: '电信政务短信',
      gatewayUrl: `${gatewayUrl}/send`,
      appId: 'zx-0571',
      secret: 'tk-secret-1',
      signName: '【市政协】',
      enabled: true,
    });
    expect(a.status).toBe(200);
    const b = await c.post<{ id: string }>('admin', 'sms/account/add', {
      name: '移动备用通道',
      gatewayUrl: `${gatewayUrl}/backup`,
      secret: 'tk-secret-2',
      signName: '市政协办公室',
    });
    const detail = (await c.get<SmsAccountItem>('admin', `sms/account/detail/${a.body.data.id}`)).body.data;
    expect(detail).toMatchObject({ signName: '市政协', hasSecret: true, enabled: true, appId: 'zx-0571' });
    expect(JSON.stringify(detail)).not.toContain('tk-secret');

    const provider = new HttpSmsProvider({
      db: t.ctx.db,
      config: { ...t.ctx.config, sms: { ...t.ctx.config.sms, provider: 'http', httpUrl: null } },
    });
    const sent = await provider.send({ mobile: '13900006666', content: '会议通知', bizType: 'notice' });
    expect(sent.status).toBe('sent');
    expect(received.at(-1)).toEqual({
      path: '/send',
      body: { mobile: '13900006666', content: '会议通知', sign: '市政协', account: 'zx-0571' },
      auth: 'Bearer tk-secret-1',
    });

    // enabling the other one stops the first
    expect((await c.post('admin', 'sms/account/enable', { id: b.body.data.id, enabled: true })).status).toBe(200);
    const enabled = (await page({ enabled: true })).body.data.list;
    expect(enabled.map((x) => x.name)).toEqual(['移动备用通道']);
    await provider.send({ mobile: '13900007777', content: '提醒', bizType: 'notice' });
    expect(received.at(-1)).toMatchObject({ path: '/backup', auth: 'Bearer tk-secret-2', body: { sign: '市政协办公室' } });
    expect(received.at(-1)?.body).not.toHaveProperty('account');
    expect((await c.get<SmsChannelInfo>('admin', 'sms/account/channel')).body.data.enabledAccount).toBe('移动备用通道');

    // an empty secret keeps the stored one; clearSecret removes it
    const upd = { id: a.body.data.id, name: '电信政务短信', gatewayUrl: `${gatewayUrl}/send`, appId: 'zx-0571', signName: '市政协' };
    expect((await c.post('admin', 'sms/account/update', { ...upd, secret: '' })).status).toBe(200);
    const [row] = await t.ctx.db.select().from(smsAccount).where(eq(smsAccount.id, a.body.data.id));
    expect(row.secret).toBe('tk-secret-1');
    expect((await c.post('admin', 'sms/account/update', { ...upd, clearSecret: true })).status).toBe(200);
    expect((await c.get<SmsAccountItem>('admin', `sms/account/detail/${a.body.data.id}`)).body.data.hasSecret).toBe(false);

    const trail = await t.ctx.db.select().from(auditLog).where(eq(auditLog.objectType, 'smsAccount'));
    expect(trail.map((r) => r.action)).toEqual(expect.arrayContaining(['create', 'enable', 'disable', 'update']));
    expect(JSON.stringify(trail.map((r) => r.detail))).not.toContain('tk-secret');

    // the account in use cannot be deleted; a stopped one can
    expect((await c.post('admin', 'sms/account/delete', { ids: [b.body.data.id] })).body.msg).toContain('正在使用中');
    expect((await c.post('admin', 'sms/account/delete', { ids: [a.body.data.id] })).status).toBe(200);
  });

  it('sends a test SMS through a chosen account and records the outcome', async () => {
    const add = await c.post<{ id: string }>('admin', 'sms/account/add', {
      name: '故障通道',
      gatewayUrl: `${gatewayUrl}/down`,
      signName: '市政协',
    });
    const res = await c.post<{ status: string; error: string | null }>('admin', 'sms/account/test', {
      id: add.body.data.id,
      mobile: '13900008888',
    });
    expect(res.body.data).toEqual({ status: 'failed', error: '短信网关返回 HTTP 502' });
    expect(received.at(-1)?.body.content).toContain('故障通道');
    const [out] = await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '13900008888')).orderBy(desc(smsOutbox.createdAt));
    expect(out).toMatchObject({ bizType: 'test', status: 'failed' });
    const [trace] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, add.body.data.id), eq(auditLog.action, 'test')));
    expect(trace).toMatchObject({ result: 'failure', detail: { mobile: '139****8888' } });
    expect((await c.post('admin', 'sms/account/test', { id: add.body.data.id, mobile: '123' })).body.msg).toContain('手机号码格式不正确');
  });
});
