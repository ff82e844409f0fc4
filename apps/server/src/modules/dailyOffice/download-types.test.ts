import type { CodeItem, DownloadTypeOption, PageResult } from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import { downloadTypeNames } from './types-service';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t.close());

describe('download types', () => {
  it('GET /office/download/center/getDownLoadTypeList gives code and name', async () => {
    const res = await c.get<DownloadTypeOption[]>('weiyuan', 'office/download/center/getDownLoadTypeList');
    expect(res.body.data).toEqual([
      { code: '01', name: '制度文件' },
      { code: '02', name: '表格模板' },
      { code: '03', name: '学习资料' },
      { code: '04', name: '软件工具' },
      { code: '99', name: '其他' },
    ]);
  });

  it('is administered by the office staff; deleted types keep their names for old items', async () => {
    expect((await c.post('jiti', 'office/download/type/page', {})).status).toBe(403);
    const page = await c.post<PageResult<CodeItem>>('wu.bgt', 'office/download/type/page', { pageSize: 20 });
    expect(page.body.data.total).toBe(5);
    expect((await c.post('wu.bgt', 'office/download/type/add', { code: '05', name: '' })).body.msg).toContain('name');
    expect((await c.post('wu.bgt', 'office/download/type/add', { code: '05', name: '其他' })).status).toBe(409);
    const added = await c.post<{ id: string }>('wu.bgt', 'office/download/type/add', { code: '05', name: '会议材料', sort: 5 });
    expect(added.status).toBe(200);
    expect((await c.post('wu.bgt', 'office/download/type/delete', { ids: [added.body.data.id] })).status).toBe(200);
    expect((await downloadTypeNames(t.ctx.db, ['05'])).get('05')).toBe('会议材料');
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.objectId, added.body.data.id));
    expect(audits.map((a) => `${a.objectType}:${a.action}`).sort()).toEqual(['downloadType:create', 'downloadType:delete']);
  });
});
