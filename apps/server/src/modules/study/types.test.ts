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

describe('study columns', () => {
  it('lists all columns for any signed-in user', async () => {
    const all = (await c.get<KindTypeOption[]>('weiyuan', 'scienceLearning/column/all')).body.data;
    expect(all.map((x) => x.name)).toEqual(['理论学习', '党史学习', '履职知识', '科普知识', '法律法规', '委员读书']);
    expect(all.find((x) => x.name === '科普知识')?.typeCode).toBe('kpzs');
  });

  it('filters the permission list by role and organisation', async () => {
    expect(await names('weiyuan', 'scienceLearning/column/list/permission')).toEqual(['科普知识', '委员读书']);
    expect(await names('xinxi', 'scienceLearning/column/list/permission')).toEqual(['履职知识', '科普知识']);
    expect(await names('wu.bgt', 'scienceLearning/column/list/permission')).toEqual(['理论学习', '党史学习', '履职知识', '科普知识']);
  });

  it('is administered by the office staff', async () => {
    await exerciseKindTypes(t, c, {
      prefix: 'scienceLearning/column',
      manager: 'wu.bgt',
      url: '/study/type/list',
      objectType: 'studyColumn',
    });
  });
});
