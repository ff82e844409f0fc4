import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.sms.send({ mobile: '13700009999', content: '【政协】会议通知', bizType: 'notice' });
  await t.ctx.sms.send({ mobile: '13700008888', content: '【政协】验证码 123456', bizType: 'verification' });
});
afterAll(() => t.close());
const page = async (loginName: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/sms/outbox/page', headers: { authorization: `Bearer ${await t.login(loginName)}` }, payload });

describe('短信发件箱', () => {
  it('lets the system admin filter by mobile, business type and status', async () => {
    const res = await page('admin', { mobile: '1370000', bizType: 'notice', status: 'sent', from: '2020-01-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total: 1, list: [{ mobile: '13700009999', provider: 'outbox', status: 'sent' }] });
  });

  it('names the bad field (400)', async () => {
    const res = await page('admin', { status: 'lost' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('status');
  });

  it('is refused to the security admin (三员分立, 403)', async () => {
    expect((await page('secadmin', {})).statusCode).toBe(403);
  });

  it('appears in the system admin menu', async () => {
    const token = await t.login('admin');
    const perms = await t.app.inject({ url: '/api/sys/menu/permission', headers: { authorization: `Bearer ${token}` } });
    expect(perms.json().data).toContain('system:sms:outbox');
  });
});
