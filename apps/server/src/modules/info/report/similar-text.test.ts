import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { infoType } from '../tables';

/**
 * The duplicate check shows another item's full text only to whoever may read that item
 * (its data scope, issue 13 finding 4): the information office once it is submitted, never
 * another reporter, and a draft to nobody but its author.
 */
let t: TestApp;
let c: ReturnType<typeof client>;
let typeId = '';

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  const [ty] = await t.ctx.db.select({ id: infoType.id }).from(infoType).where(eq(infoType.name, '教育')).limit(1);
  typeId = ty.id;
});
afterAll(() => t.close());

const text = (who: string, id: string) => c.get<{ title: string }>(who, `data/intellect/similar/detail/info/${id}`);

describe('the duplicate check’s text of an information item', () => {
  it('is shown to the reporter and the office, not to another reporter; a draft only to its author', async () => {
    const body = {
      typeId,
      title: '关于规范校外培训机构收费的建议',
      content: '<p>部分校外培训机构预收费用过高，退费难。建议建立资金监管账户。</p>',
    };
    const draft = await c.post<{ id: string }>('zb_cd', 'web/info/add', body);
    expect(draft.body.code).toBe('00000');
    const id = draft.body.data.id;
    expect((await text('zb_cd', id)).status).not.toBe(500);
    expect((await text('xinxi', id)).status).toBe(404);

    const sent = await c.post('zb_cd', 'web/info/update', { ...body, id, submit: true });
    expect(sent.body.code).toBe('00000');
    const office = await text('xinxi', id);
    expect(office.status).toBe(200);
    expect(office.body.data.title).toBe(body.title);
    const other = await text('weiyuan', id);
    expect(other.status).toBe(404);
    expect(other.body.msg).toContain('无权查看该信息的全文');
  });
});
