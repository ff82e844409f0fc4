import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { sessionFor } from '../message/test-session';
import { HttpSmsProvider, OutboxSmsProvider, SMS_NO_GATEWAY } from './providers';
import { smsOutbox } from './tables';

let t: TestApp;
let gateway: http.Server;
let gatewayUrl = '';
/** what the fake gateway saw, and how it answers next */
const received: { body: unknown; auth: string | undefined }[] = [];
let answerStatus = 200;

beforeAll(async () => {
  t = await createTestApp();
  gateway = http.createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      received.push({ body: JSON.parse(data), auth: req.headers.authorization });
      res.writeHead(answerStatus, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
  await t.close();
});

const outboxRow = async (id: string) => (await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0];
const httpProvider = (url: string | null) =>
  new HttpSmsProvider({
    db: t.ctx.db,
    config: { ...t.ctx.config, sms: { ...t.ctx.config.sms, provider: 'http', httpUrl: url, httpToken: 'gw-secret' } },
  });

describe('SMS providers', () => {
  it('outbox provider records the message as sent', async () => {
    const p = new OutboxSmsProvider({ db: t.ctx.db, config: { ...t.ctx.config, demo: false } });
    const r = await p.send({ mobile: '13900001111', content: '【政协】您的验证码为123456', bizType: 'verification' });
    expect(r.status).toBe('sent');
    expect(await outboxRow(r.id)).toMatchObject({ provider: 'outbox', status: 'sent', mobile: '13900001111' });
  });

  it('HTTP provider posts to the gateway with its token and records success', async () => {
    answerStatus = 200;
    const r = await httpProvider(gatewayUrl).send({ mobile: '13900002222', content: '会议通知', bizType: 'notice' });
    expect(r.status).toBe('sent');
    expect(received.at(-1)).toEqual({
      body: { mobile: '13900002222', content: '会议通知', sign: t.ctx.config.sms.signName },
      auth: 'Bearer gw-secret',
    });
    expect(await outboxRow(r.id)).toMatchObject({ provider: 'http', status: 'sent' });
  });

  it('both providers store the text with its secrets masked; only the gateway gets the secret', async () => {
    answerStatus = 200;
    const message = {
      mobile: '13900006666',
      content: '您的临时密码为Ab3#xY9!kLm2，请尽快修改。',
      bizType: 'password' as const,
      secrets: ['Ab3#xY9!kLm2'],
    };
    const viaOutbox = await new OutboxSmsProvider({ db: t.ctx.db, config: { ...t.ctx.config, demo: false } }).send(message);
    expect((await outboxRow(viaOutbox.id)).content).toBe('您的临时密码为******，请尽快修改。');
    const viaHttp = await httpProvider(gatewayUrl).send(message);
    expect((await outboxRow(viaHttp.id)).content).toBe('您的临时密码为******，请尽快修改。');
    expect(received.at(-1)?.body).toMatchObject({ content: message.content });
    // a verification text is masked even when the sender forgot to name the code
    const unnamed = await httpProvider(gatewayUrl).send({
      mobile: '13900007777',
      content: '您的验证码为123456，5分钟内有效。',
      bizType: 'verification',
    });
    expect((await outboxRow(unnamed.id)).content).toBe('您的验证码为******，5分钟内有效。');
  });

  it('HTTP provider records a gateway error as failed', async () => {
    answerStatus = 503;
    const r = await httpProvider(gatewayUrl).send({ mobile: '13900003333', content: '提醒', bizType: 'notice' });
    expect(r).toMatchObject({ status: 'failed', error: '短信网关返回 HTTP 503' });
    expect(await outboxRow(r.id)).toMatchObject({ status: 'failed', error: '短信网关返回 HTTP 503' });
  });

  it('HTTP provider records an unreachable or unconfigured gateway as failed, never dropping it', async () => {
    const down = await httpProvider('http://127.0.0.1:1/send').send({ mobile: '13900004444', content: '提醒', bizType: 'notice' });
    expect((await outboxRow(down.id)).status).toBe('failed');
    const none = await httpProvider(null).send({ mobile: '13900005555', content: '提醒', bizType: 'notice' });
    expect(await outboxRow(none.id)).toMatchObject({ status: 'failed', error: SMS_NO_GATEWAY });
  });
});

describe('POST /api/sms/outbox/page', () => {
  it('is refused to a member (403)', async () => {
    const s = await sessionFor(t, 'wy0001');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms/outbox/page',
      headers: { authorization: `Bearer ${s.token}` },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});
