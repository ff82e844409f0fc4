import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import { sessionFor } from '../message/test-session';
import { user } from '../system/tables';

let t: TestApp;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const read = (token: string) => t.app.inject({ url: '/api/personal/preferences', headers: auth(token) });
const save = (token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/personal/preferences/update', headers: auth(token), payload: payload as object });

describe('personal preferences (适老化模式)', () => {
  it('start with the elderly-friendly mode off', async () => {
    const me = await sessionFor(t, 'wy0002');
    const res = await read(me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ elderlyMode: false });
  });

  it('follow the user to another sign-in (another PC), with an audit row, and touch no one else', async () => {
    const firstPc = await sessionFor(t, 'wy0003');
    const res = await save(firstPc.token, { elderlyMode: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: '00000', msg: '设置已保存', data: { elderlyMode: true } });

    const otherPc = await sessionFor(t, 'wy0003');
    expect((await read(otherPc.token)).json().data).toEqual({ elderlyMode: true });
    const someoneElse = await sessionFor(t, 'wy0004');
    expect((await read(someoneElse.token)).json().data).toEqual({ elderlyMode: false });

    expect((await save(otherPc.token, { elderlyMode: false })).json().data).toEqual({ elderlyMode: false });
    expect((await read(firstPc.token)).json().data).toEqual({ elderlyMode: false });

    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'userPreference'), eq(auditLog.objectId, firstPc.userId)));
    expect(audits.map((a) => a.detail)).toEqual(
      expect.arrayContaining([
        { before: { elderlyMode: false }, after: { elderlyMode: true } },
        { before: { elderlyMode: true }, after: { elderlyMode: false } },
      ]),
    );
  });

  it('refuse a value that is not true or false with a message naming the field (400)', async () => {
    const me = await sessionFor(t, 'wy0002');
    for (const payload of [{ elderlyMode: 'yes' }, {}]) {
      const res = await save(me.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('适老化模式');
    }
  });

  it('are read on the page where a new password must be set first, and ask for sign-in otherwise', async () => {
    const me = await sessionFor(t, 'wy0005');
    await t.ctx.db.update(user).set({ mustChangePassword: true }).where(eq(user.id, me.userId));
    expect((await read(me.token)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/personal/preferences' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/personal/preferences/update', payload: { elderlyMode: true } })).statusCode,
    ).toBe(401);
  });
});
