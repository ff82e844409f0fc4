import type {
  PageResult,
  PublicationDetail,
  PublicationEditingDetail,
  PublicationEditingResult,
  PublicationNextNum,
  PublicationPoolRow,
  PublicationRow,
  PublicationTypeOption,
} from '@cppcc/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../../test/client';
import { createTestApp, type TestApp } from '../../../../../test/harness';
import { auditLog } from '../../../../platform/audit/tables';
import { message } from '../../../message/tables';
import { accountIdsByLoginNames } from '../../../system';
import { infoHistory, infoItem } from '../../tables';
import { publicationHistory, publicationItem } from '../tables';
import { SEED_ISSUE_TITLE } from './seed';

let t: TestApp;
let c: ReturnType<typeof client>;
let types: Map<string, string>;
let ids: Map<string, string>;

const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date()));
const pool = async (filters: Record<string, unknown> = {}) =>
  (await c.post<PageResult<PublicationPoolRow>>('xinxi', 'publication/editing/detail', { pageNum: 1, pageSize: 40, ...filters })).body.data;
const all = async (filters: Record<string, unknown> = {}, who = 'xinxi') =>
  (await c.post<PageResult<PublicationRow>>(who, 'publication/all/page', { pageNum: 1, pageSize: 40, ...filters })).body.data;
const detail = async (id: string, who = 'xinxi') =>
  (await c.get<PublicationEditingDetail>(who, `publication/getEditingDetail/${id}`)).body.data;
const ok = (r: { status: number; body: { msg: string } }) => {
  if (r.status !== 200) throw new Error(`expected 200, got ${r.status} ${r.body.msg}`);
};
/** A new issue of a type from `n` items of the pool; answers the issue and the items. */
async function newIssue(type: string, n: number, skip = 0) {
  const items = (await pool()).list.slice(skip, skip + n);
  const r = await c.post<PublicationEditingResult>('xinxi', 'publication/editing', {
    typeId: types.get(type),
    infoIds: items.map((i) => i.id),
  });
  ok(r);
  return { ...r.body.data, items };
}
/** The whole update body of an issue as it stands, with changes. */
async function updateBody(id: string, over: Record<string, unknown> = {}) {
  const d = await detail(id);
  return {
    id,
    title: d.title,
    num: d.num,
    totalNum: d.totalNum,
    readers: d.readers.map((r) => ({ kind: r.kind, id: r.id })),
    items: d.items.map((i) => ({ id: i.id, title: i.title, content: i.content })),
    ...over,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  types = new Map((await c.get<PublicationTypeOption[]>('xinxi', 'publicationType/options')).body.data.map((o) => [o.name, o.id]));
  ids = await accountIdsByLoginNames(t.ctx.db, ['xinxi', 'weiyuan', 'weiyuan.staff', 'chengban', 'zb_cd', 'tian']);
}, 120_000);
afterAll(() => t?.close());

describe('the demo issues', () => {
  it('has issue 1 distributed with three items of weiyuan, zb_cd and jiti, and issue 2 编辑中', async () => {
    const rows = (await all()).list;
    const one = rows.find((r) => r.title === SEED_ISSUE_TITLE) as PublicationRow;
    expect(one).toMatchObject({
      typeName: '社情民意',
      state: 3,
      year,
      num: 1,
      totalNum: 87,
      itemCount: 3,
      readerCount: 2,
      signerName: expect.any(String),
    });
    const d = (await c.get<PublicationDetail>('weiyuan.staff', `publication/detail/${one.id}`)).body.data;
    expect(d.items.map((i) => i.reporterNames).join()).toMatch(/城东/);
    // the readers' side adds instructions and feedback after these
    expect(d.history.map((h) => h.action).slice(0, 6)).toEqual(['create', 'collect', 'save', 'submit', 'signOff', 'distribute']);
    expect(rows.find((r) => r.typeName === '政协信息')).toMatchObject({ state: 0, itemCount: 1 });
    expect((await pool()).total).toBeGreaterThanOrEqual(4);
  });
});

describe('collecting and numbering', () => {
  it('numbers the first issue of a type from its 总期数起点 and previews the next without taking it', async () => {
    const special = types.get('社情民意专报') as string;
    const preview = await c.post<PublicationNextNum>('xinxi', `publication/getNum/${special}/${year}`);
    expect(preview.body.data).toMatchObject({ num: 1, totalNum: 1, label: `${year}年第1期（总第1期）` });
    expect((await c.post<PublicationNextNum>('xinxi', `publication/getTotalNum/${types.get('社情民意')}`)).body.data).toMatchObject({
      num: 2,
      totalNum: 88,
    });
    expect((await c.post('xinxi', `publication/getNum/zz-none/${year}`)).status).toBe(400);
    expect((await c.post('weiyuan', `publication/getNum/${special}/${year}`)).status).toBe(403);
  });

  it('collects into a new issue: copies the text, marks the items collected, writes both trails', async () => {
    const issue = await newIssue('社情民意', 2);
    expect(issue).toMatchObject({ num: 2, totalNum: 88, label: `${year}年第2期（总第88期）` });
    const d = await detail(issue.id);
    expect(d.items.map((i) => i.infoId)).toEqual(issue.items.map((i) => i.id).sort());
    expect(d.items[0]).toMatchObject({ edited: false, originalTitle: d.items[0].title });
    expect(d.items[0].versions[0].no).toBe(1);
    const rows = await t.ctx.db
      .select()
      .from(infoItem)
      .where(
        inArray(
          infoItem.id,
          issue.items.map((i) => i.id),
        ),
      );
    expect(rows.every((r) => r.collected)).toBe(true);
    const trail = await t.ctx.db
      .select()
      .from(infoHistory)
      .where(
        inArray(
          infoHistory.itemId,
          issue.items.map((i) => i.id),
        ),
      );
    expect(trail.filter((h) => h.action === 'collect').length).toBe(2);
    expect(d.history.map((h) => h.action)).toEqual(['create', 'collect']);
    // they left the pool
    const left = (await pool()).list.map((r) => r.id);
    expect(left).not.toContain(issue.items[0].id);
  });

  it('refuses an item already in an issue, one not adopted, an unknown type, bad text — changing nothing', async () => {
    const [inIssue] = await t.ctx.db.select({ infoId: publicationItem.infoId }).from(publicationItem).limit(1);
    const before = (await all()).total;
    const taken = await c.post('xinxi', 'publication/editing', { typeId: types.get('政协信息'), infoIds: [inIssue.infoId] });
    expect([taken.status, taken.body.msg]).toEqual([400, expect.stringContaining('已编入其他刊物')]);
    const [draft] = await t.ctx.db.select({ id: infoItem.id }).from(infoItem).where(eq(infoItem.state, 0)).limit(1);
    const notAdopted = await c.post('xinxi', 'publication/editing', { typeId: types.get('政协信息'), infoIds: [draft.id] });
    expect([notAdopted.status, notAdopted.body.msg]).toEqual([400, expect.stringContaining('尚未采用')]);
    const free = (await pool()).list[0].id;
    const unknown = await c.post('xinxi', 'publication/editing', { typeId: 'zz-no-type', infoIds: [free] });
    expect([unknown.status, unknown.body.msg]).toEqual([400, expect.stringContaining('刊物类型')]);
    const nul = await c.post('xinxi', 'publication/editing', { typeId: types.get('政协信息'), title: 'a\u0000b', infoIds: [free] });
    expect(nul.status).toBe(400);
    const long = await c.post('xinxi', 'publication/editing', {
      typeId: types.get('政协信息'),
      title: '长'.repeat(100_000),
      infoIds: [free],
    });
    expect([long.status, long.body.msg]).toEqual([400, expect.stringContaining('title')]);
    expect((await c.post('xinxi', 'publication/editing', { infoIds: [free] })).body.msg).toContain('刊物类型');
    expect((await all()).total).toBe(before);
    expect((await pool()).list.map((r) => r.id)).toContain(free);
    expect((await c.post('weiyuan', 'publication/editing', { typeId: types.get('政协信息'), infoIds: [free] })).status).toBe(403);
  });

  it('gives two concurrent new issues of one type distinct numbers', async () => {
    const [a, b] = (await pool()).list.slice(0, 2);
    const type = types.get('社情民意专报');
    const [r1, r2] = await Promise.all([
      c.post<PublicationEditingResult>('xinxi', 'publication/editing', { typeId: type, infoIds: [a.id] }),
      c.post<PublicationEditingResult>('xinxi', 'publication/editing', { typeId: type, infoIds: [b.id] }),
    ]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    expect(new Set([r1.body.data.num, r2.body.data.num])).toEqual(new Set([1, 2]));
    expect(new Set([r1.body.data.totalNum, r2.body.data.totalNum])).toEqual(new Set([1, 2]));
  });

  it('never puts one item into two issues, even when both requests race', async () => {
    const [x] = (await pool()).list;
    const type = types.get('政协信息');
    const [r1, r2] = await Promise.all([
      c.post('xinxi', 'publication/editing', { typeId: type, infoIds: [x.id] }),
      c.post('xinxi', 'publication/editing', { typeId: type, infoIds: [x.id] }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 400]);
    const held = await t.ctx.db.select().from(publicationItem).where(eq(publicationItem.infoId, x.id));
    expect(held.length).toBe(1);
  });
});

describe('editing an issue', () => {
  it('saves header, order, edited text (sanitised) and readers; refuses taken numbers naming the field', async () => {
    const issue = await newIssue('政协信息', 2);
    const d = await detail(issue.id);
    const [first, second] = d.items;
    const body = await updateBody(issue.id, {
      title: '政协信息（测试）',
      publishDate: '2026-03-01',
      reportTo: '省政协',
      readers: [
        { kind: 1, id: ids.get('weiyuan') },
        { kind: 1, id: ids.get('chengban') },
      ],
      items: [
        { id: second.id, title: second.title, content: second.content },
        { id: first.id, title: `${first.title}（编辑）`, content: `${first.content}<script>alert(1)</script><p>编者按</p>` },
      ],
    });
    ok(await c.post('xinxi', 'publication/update', body));
    const after = await detail(issue.id);
    expect(after.items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(after.items[1]).toMatchObject({ edited: true, title: `${first.title}（编辑）`, originalTitle: first.title });
    expect(after.items[1].content).not.toContain('script');
    expect(after.items[1].content).toContain('编者按');
    expect(after.items[0].edited).toBe(false);
    expect(after.readers.map((r) => r.name).length).toBe(2);
    // the item keeps the reporter's text
    const [orig] = await t.ctx.db.select().from(infoItem).where(eq(infoItem.id, first.infoId));
    expect(orig.title).toBe(first.title);

    const seeded = (await all({ typeId: types.get('政协信息') })).list.find((r) => r.id !== issue.id) as PublicationRow;
    const dupNum = await c.post('xinxi', 'publication/update', { ...(await updateBody(issue.id)), num: seeded.num });
    expect([dupNum.status, dupNum.body.msg]).toEqual([400, expect.stringMatching(/字段 num .*已被另一期刊物使用/)]);
    const dupTotal = await c.post('xinxi', 'publication/update', { ...(await updateBody(issue.id)), totalNum: seeded.totalNum });
    expect([dupTotal.status, dupTotal.body.msg]).toEqual([400, expect.stringMatching(/字段 totalNum .*已被另一期刊物使用/)]);
    const badReader = await c.post('xinxi', 'publication/update', {
      ...(await updateBody(issue.id)),
      readers: [{ kind: 2, id: 'zz-no-org' }],
    });
    expect([badReader.status, badReader.body.msg]).toEqual([400, expect.stringContaining('阅读对象')]);
    const missing = await c.post('xinxi', 'publication/update', { ...(await updateBody(issue.id)), items: [] });
    expect(missing.status).toBe(400);
    expect((await c.post('weiyuan', 'publication/update', await updateBody(issue.id))).status).toBe(403);
  });

  it('takes an item out (it stays collected, back in the pool) and deletes only a draft', async () => {
    const issue = await newIssue('政协信息', 2);
    const d = await detail(issue.id);
    ok(await c.post('xinxi', `publication/noEditing/${d.items[0].id}`));
    expect((await detail(issue.id)).items.length).toBe(1);
    const [item] = await t.ctx.db.select().from(infoItem).where(eq(infoItem.id, d.items[0].infoId));
    expect(item.collected).toBe(true);
    expect((await pool()).list.find((r) => r.id === item.id)?.collected).toBe(true);
    ok(await c.post('xinxi', 'publication/delete', { ids: [issue.id] }));
    expect((await c.get('xinxi', `publication/detail/${issue.id}`)).status).toBe(404);
    expect((await pool()).list.map((r) => r.id)).toContain(d.items[1].infoId);
    const [seed] = (await all({ state: 3 })).list;
    const refused = await c.post('xinxi', 'publication/delete', { ids: [seed.id] });
    expect([refused.status, refused.body.msg]).toEqual([400, expect.stringContaining('编辑中')]);
  });
});

describe('the workflow', () => {
  it('submits to the named signer, who alone signs; distributes to readers; messages everyone', async () => {
    const issue = await newIssue('社情民意', 1);
    ok(await c.post('xinxi', 'publication/update', await updateBody(issue.id, { readers: [{ kind: 1, id: ids.get('weiyuan') }] })));
    const noSigner = await c.post('xinxi', 'publication/submit', { id: issue.id, signerId: ids.get('weiyuan') });
    expect([noSigner.status, noSigner.body.msg]).toEqual([400, expect.stringContaining('签发权限')]);
    ok(await c.post('xinxi', 'publication/submit', { id: issue.id, signerId: ids.get('weiyuan.staff'), opinion: '请签发' }));
    const note = await t.ctx.db.select().from(message).where(eq(message.bizId, issue.id));
    expect(note.map((m) => [m.userId, m.title])).toContainEqual([ids.get('weiyuan.staff'), expect.stringContaining('待签发刊物')]);
    // not editable once submitted; the editor may recall and submit again
    const locked = await c.post('xinxi', 'publication/update', await updateBody(issue.id));
    expect([locked.status, locked.body.msg]).toEqual([400, expect.stringContaining('待签发')]);
    ok(await c.post('xinxi', 'publication/recall', { id: issue.id }));
    ok(await c.post('xinxi', 'publication/submit', { id: issue.id, signerId: ids.get('weiyuan.staff') }));
    const queue = (await c.post<PageResult<PublicationRow>>('weiyuan.staff', 'publication/adopt/page', { pageNum: 1, pageSize: 15 })).body
      .data;
    expect(queue.list.find((r) => r.id === issue.id)?.actions).toEqual(['signOff', 'signBack']);
    // xinxi holds the permission but is not the named signer
    const notSigner = await c.post('xinxi', 'publication/adopt', { id: issue.id, result: 1 });
    expect([notSigner.status, notSigner.body.msg]).toEqual([403, '只有送签时指定的签发人可以签发']);
    expect((await c.post('weiyuan.staff', 'publication/adopt', { id: issue.id, result: -2 })).body.msg).toContain('退回理由');
    ok(await c.post('weiyuan.staff', 'publication/adopt', { id: issue.id, result: -2, opinion: '标题需斟酌' }));
    expect((await detail(issue.id)).state).toBe(0);
    ok(await c.post('xinxi', 'publication/submit', { id: issue.id, signerId: ids.get('weiyuan.staff') }));
    ok(await c.post('weiyuan.staff', 'publication/adopt', { id: issue.id, result: 1, opinion: '同意' }));
    expect((await c.get<PublicationDetail>('weiyuan.staff', `publication/adopt/detail/${issue.id}`)).body.data.state).toBe(2);
    const twice = await c.post('weiyuan.staff', 'publication/adopt', { id: issue.id, result: 1 });
    expect([twice.status, twice.body.msg]).toEqual([400, expect.stringContaining('已签发')]);
    // a reader cannot read it before distribution, nor edit it
    expect((await c.get('weiyuan', `publication/detail/${issue.id}`)).status).toBe(403);
    expect((await c.post('weiyuan', 'publication/distribute', { id: issue.id })).status).toBe(403);
    ok(await c.post('xinxi', 'publication/distribute', { id: issue.id }));
    expect((await c.get<PublicationDetail>('weiyuan', `publication/detail/${issue.id}`)).body.data.state).toBe(3);
    expect((await c.post('weiyuan', 'publication/update', await updateBody(issue.id))).status).toBe(403);
    // an account outside the list gets 403
    expect((await c.get('chengban', `publication/detail/${issue.id}`)).status).toBe(403);
    const msgs = await t.ctx.db.select().from(message).where(eq(message.bizId, issue.id));
    expect(msgs.map((m) => m.title)).toEqual(
      expect.arrayContaining([expect.stringContaining('新刊物'), expect.stringContaining('您的信息已刊发')]),
    );
    const actions = (await t.ctx.db.select().from(publicationHistory).where(eq(publicationHistory.publicationId, issue.id))).map(
      (h) => h.action,
    );
    expect(actions).toEqual(['create', 'collect', 'save', 'submit', 'recall', 'submit', 'signBack', 'submit', 'signOff', 'distribute']);
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.objectId, issue.id));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['submit', 'recall', 'signBack', 'signOff', 'distribute']));
    // 优秀: after signing only
    ok(await c.post('xinxi', 'publication/setExcellent', { id: issue.id, excellent: true }));
    expect((await all({ excellent: true })).list.map((r) => r.id)).toContain(issue.id);
    const draft = (await all({ state: 0 })).list[0];
    expect((await c.post('xinxi', 'publication/setExcellent', { id: draft.id, excellent: true })).status).toBe(400);
  });

  it('distributes only to a list of at least one reader', async () => {
    const issue = await newIssue('社情民意', 1);
    ok(await c.post('xinxi', 'publication/submit', { id: issue.id, signerId: ids.get('weiyuan.staff') }));
    ok(await c.post('weiyuan.staff', 'publication/adopt', { id: issue.id, result: 1 }));
    const none = await c.post('xinxi', 'publication/distribute', { id: issue.id });
    expect([none.status, none.body.msg]).toEqual([400, expect.stringContaining('阅读对象')]);
    expect((await detail(issue.id)).state).toBe(2);
  });

  it('refuses to submit an empty issue and filters and sorts the lists', async () => {
    const issue = await newIssue('政协信息', 1);
    const d = await detail(issue.id);
    ok(await c.post('xinxi', `publication/noEditing/${d.items[0].id}`));
    const empty = await c.post('xinxi', 'publication/submit', { id: issue.id, signerId: ids.get('weiyuan.staff') });
    expect([empty.status, empty.body.msg]).toEqual([400, expect.stringContaining('还没有信息')]);
    const byNum = (await all({ typeId: types.get('社情民意'), sort: 'num', order: true })).list.map((r) => r.num);
    expect(byNum).toEqual([...byNum].sort((a, b) => a - b));
    const byDate = await all({ sort: 'publishDate' });
    expect(byDate.list.length).toBeGreaterThan(1);
    expect((await all({ title: '营商环境' })).list.map((r) => r.title)).toEqual([SEED_ISSUE_TITLE]);
    expect((await c.post('weiyuan', 'publication/all/page', { pageNum: 1, pageSize: 15 })).status).toBe(403);
    expect((await c.post('xinxi', 'publication/all/page', { pageNum: 1, pageSize: 15, state: 'x' })).status).toBe(400);
  });
});
