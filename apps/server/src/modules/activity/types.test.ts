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

describe('activity types', () => {
  it('lists all types for any signed-in user', async () => {
    expect(await names('chengban', 'activity/type/all')).toEqual([
      '视察',
      '专题调研',
      '民主监督',
      '委员讲堂',
      '界别活动',
      '联系服务群众',
      '学习培训',
    ]);
  });

  it('filters the permission list by role and organisation', async () => {
    expect(await names('chen.wygzs', 'activity/type/list/permission')).toEqual(['视察', '专题调研', '民主监督', '委员讲堂', '学习培训']);
    expect(await names('wu.bgt', 'activity/type/list/permission')).toEqual(['视察', '专题调研', '委员讲堂', '学习培训']);
    expect(await names('weiyuan', 'activity/type/list/permission')).toEqual(['委员讲堂', '联系服务群众']);
    expect(await names('jiti', 'activity/type/list/permission')).toEqual(['委员讲堂', '界别活动']);
  });

  it('is administered by the office staff', async () => {
    await exerciseKindTypes(t, c, { prefix: 'activity/type', manager: 'wu.bgt', url: '/activity/types', objectType: 'activityType' });
  });
});
