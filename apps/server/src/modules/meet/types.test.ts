import type { KindTypeOption } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { exerciseKindTypes } from '../../../test/kind-type-testkit';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t.close());

const names = async (who: string, url: string) => (await c.get<KindTypeOption[]>(who, url)).body.data.map((x) => x.name);

describe('meet types', () => {
  it('lists all types with typeCode for any signed-in user', async () => {
    const all = (await c.get<KindTypeOption[]>('weiyuan', 'meet/type/all')).body.data;
    expect(all.map((x) => x.name)).toEqual([
      '全体会议',
      '常务委员会会议',
      '主席会议',
      '专题协商会',
      '双周协商座谈会',
      '提案办理协商会',
      '界别协商会',
      '委员小组会议',
    ]);
    expect(all[0]).toMatchObject({ typeCode: 'qthy' });
  });

  it('filters the permission list by role and organisation', async () => {
    // 会务处 staff: the plenary types by organisation, the consultations by role, the open one
    expect(await names('zheng.hw', 'meet/type/list/permission')).toEqual([
      '全体会议',
      '常务委员会会议',
      '专题协商会',
      '双周协商座谈会',
      '委员小组会议',
    ]);
    expect(await names('tian', 'meet/type/list/permission')).toEqual(['提案办理协商会', '委员小组会议']);
    expect(await names('jiti', 'meet/type/list/permission')).toEqual(['界别协商会', '委员小组会议']);
    expect(await names('weiyuan', 'meet/type/list/permission')).toEqual(['委员小组会议']);
  });

  it('is administered by the office staff', async () => {
    await exerciseKindTypes(t, c, { prefix: 'meet/type', manager: 'zheng.hw', url: '/meet/types', objectType: 'meetType' });
  });
});
