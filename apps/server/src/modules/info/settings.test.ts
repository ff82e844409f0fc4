import type { InfoSetting } from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';

let t: TestApp;
let c: ReturnType<typeof client>;

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t.close());

describe('thresholdInfo (信息查重阈值)', () => {
  it('is 90 until the office sets it; every reporter then reads the new value; the change is audited', async () => {
    expect((await c.get<InfoSetting>('zb_cd', 'info/setting')).body.data).toEqual({ thresholdInfo: 90 });
    const saved = await c.post<InfoSetting>('xinxi', 'info/setting/update', { thresholdInfo: 75 });
    expect(saved.status).toBe(200);
    expect((await c.get<InfoSetting>('weiyuan', 'info/setting')).body.data).toEqual({ thresholdInfo: 75 });
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'info.setting'), eq(auditLog.action, 'update')));
    expect(rows.at(-1)?.detail).toMatchObject({ before: 90, after: 75 });
  });

  it('refuses a reporter (403) and a value outside 1–100 (400 naming the field), changing nothing', async () => {
    expect((await c.post('zb_cd', 'info/setting/update', { thresholdInfo: 50 })).status).toBe(403);
    for (const bad of [0, 101, 'abc', 55.5]) {
      const r = await c.post('xinxi', 'info/setting/update', { thresholdInfo: bad });
      expect(r.status).toBe(400);
      expect(r.body.msg).toContain('thresholdInfo');
    }
    expect((await c.get<InfoSetting>('zb_cd', 'info/setting')).body.data.thresholdInfo).toBe(75);
  });
});
