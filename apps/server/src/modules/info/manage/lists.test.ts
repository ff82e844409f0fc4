import type {
  InfoAbandonedDetail,
  InfoManuscriptDetail,
  InfoOriginalRow,
  InfoPopupDetail,
  PageResult,
  TakeFeedbackRow,
} from '@cppcc/contracts';
import { and, count, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { accountIdsByLoginNames } from '../../system';
import { infoHistory, infoItem, infoType, infoVersion } from '../tables';
import { kit } from './test-kit';

let t: TestApp;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  t = await createTestApp();
  k = kit(t);
});
afterAll(() => t.close());

const live = async () => (await t.ctx.db.select({ n: count() }).from(infoItem).where(isNull(infoItem.deletedAt)))[0].n;
const typeId = async (name: string) => (await t.ctx.db.select().from(infoType).where(eq(infoType.name, name)))[0].id;

async function post(who: string, url: string, payload: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    payload: payload as object,
    headers: { authorization: `Bearer ${await k.c.token(who)}` },
  });
  return {
    status: res.statusCode,
    type: String(res.headers['content-type'] ?? ''),
    disposition: decodeURIComponent(String(res.headers['content-disposition'] ?? '')),
    body: res.rawPayload,
  };
}

function zipNames(buf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      zip.on('entry', (e: yauzl.Entry) => {
        names.push(e.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('the management lists', () => {
  it('give each list its items, and the tab counts agree with the lists', async () => {
    const counts = await k.counts();
    for (const list of ['today', 'all', 'sys', 'discard', 'adopt', 'adopted', 'firstAdopt', 'unread'] as const) {
      const page = await k.page(list);
      expect(page.total, list).toBe(counts[list]);
    }
    expect(counts.all).toBeGreaterThan(25);
    expect((await k.page('adopt')).list.every((r) => r.state === 2)).toBe(true);
    expect((await k.page('adopted')).list.every((r) => r.state === 3)).toBe(true);
    expect((await k.page('discard')).list.every((r) => r.state === -1)).toBe(true);
    expect((await k.page('sys')).list.every((r) => r.source === 2)).toBe(true);
    expect((await k.page('all')).list.some((r) => r.state === 0)).toBe(false);
    expect(counts.today).toBeGreaterThan(0);
    expect((await k.page('adopted')).list.every((r) => r.actions.length === 0 || !r.actions.includes('adopt'))).toBe(true);
  });

  it('filter by type, title, year and reporter, and count one year alone', async () => {
    const edu = await typeId('教育');
    const byType = await k.page('all', { typeId: edu });
    expect(byType.total).toBeGreaterThan(0);
    expect(byType.list.every((r) => r.typeId === edu)).toBe(true);
    expect((await k.page('all', { title: '看护难' })).list.map((r) => r.title)).toEqual(['关于缓解中小学放学后“看护难”问题的建议']);
    const year = new Date().getFullYear() - 1;
    const last = await k.page('all', { year });
    expect(last.list.every((r) => r.year === year)).toBe(true);
    expect((await k.counts(year)).all).toBe(last.total);
    expect((await k.page('all', { reporterName: '城东区' })).list.every((r) => r.reporterName.includes('城东区'))).toBe(true);
  });

  it('are the office’s: a member gets 403, and a bad list name or page size 400', async () => {
    expect((await k.c.post('weiyuan', 'info/page', { list: 'all' })).status).toBe(403);
    expect((await k.c.post('zb_cd', 'info/page/count/0')).status).toBe(403);
    expect((await k.c.post('xinxi', 'info/page', { list: 'nope' })).status).toBe(400);
    expect((await k.c.post('xinxi', 'info/page', { list: 'all', pageSize: 13 })).status).toBe(400);
  });

  it('marks unread items read when opened', async () => {
    const unread = (await k.page('unread')).list[0];
    expect(unread.read).toBe(false);
    const r = await k.c.post<{ count: number }>('xinxi', 'info/markRead', { ids: [unread.id] });
    expect(r.body.data.count).toBe(1);
    expect((await k.page('unread')).list.map((x) => x.id)).not.toContain(unread.id);
    expect((await k.c.post<{ count: number }>('xinxi', 'info/markRead', { ids: [unread.id] })).body.data.count).toBe(0);
  });

  it('say why, by whom and when an item was discarded', async () => {
    const d = (await k.page('discard')).list[0];
    const r = await k.c.post<InfoAbandonedDetail>('xinxi', `info/abandoned/detail/${d.id}`);
    expect(r.body.data.reason).toBeTruthy();
    expect(r.body.data.actorName).toBeTruthy();
  });
});

describe('office entry', () => {
  it('enters an item for a reporter (source 2), edits it keeping the original, and deletes it', async () => {
    const reporterId = (await accountIdsByLoginNames(t.ctx.db, ['zb_cx'])).get('zb_cx');
    const add = await k.c.post<{ id: string }>('xinxi', 'info/sys/add', {
      reporterId,
      typeId: await typeId('生态环境'),
      title: '城西区建筑工地扬尘污染问题反映',
      content: '<p>群众反映城西区多处建筑工地未落实围挡、覆盖、冲洗等措施，扬尘污染严重。</p>',
      skipReview: true,
    });
    k.expectOk(add);
    const id = add.body.data.id;
    const row = (await t.ctx.db.select().from(infoItem).where(eq(infoItem.id, id)))[0];
    expect(row).toMatchObject({ source: 2, state: 2, reporterName: '城西区政协信息直报点', createdBy: expect.any(String) });
    expect((await k.page('sys')).list.map((r) => r.id)).toContain(id);

    k.expectOk(
      await k.c.post('xinxi', 'info/sys/update', {
        id,
        typeId: row.typeId,
        title: '城西区建筑工地扬尘污染亟待整治',
        content: '<p>城西区多处建筑工地扬尘污染严重，建议加强执法检查。</p>',
      }),
    );
    const versions = await t.ctx.db.select().from(infoVersion).where(eq(infoVersion.itemId, id));
    expect(versions.map((v) => v.no).sort()).toEqual([1, 2]);
    const manuscript = await k.c.post<InfoManuscriptDetail>('xinxi', `infoManuscript/detail/${id}`);
    expect(manuscript.body.data.original?.title).toBe('城西区建筑工地扬尘污染问题反映');
    expect(manuscript.body.data.item.title).toBe('城西区建筑工地扬尘污染亟待整治');
    const popup = await k.c.post<InfoPopupDetail>('xinxi', 'info/popupDetail', { id });
    expect(popup.body.data.editTitle).toBe('修改');
    const originals = await k.c.post<PageResult<InfoOriginalRow>>('xinxi', 'info/original/page', {
      pageNum: 1,
      pageSize: 15,
      title: '扬尘',
    });
    expect(originals.body.data.list[0]).toMatchObject({ id, originalTitle: '城西区建筑工地扬尘污染问题反映', versionCount: 2 });

    expect((await k.c.post('weiyuan', `info/delete/${id}`)).status).toBe(403);
    k.expectOk(await k.c.post('xinxi', `info/delete/${id}`));
    expect((await k.page('sys')).list.map((r) => r.id)).not.toContain(id);
    const trail = await t.ctx.db
      .select()
      .from(infoHistory)
      .where(and(eq(infoHistory.itemId, id), eq(infoHistory.action, 'delete')));
    expect(trail).toHaveLength(1);
    expect((await k.c.post('xinxi', `info/delete/${id}`)).status).toBe(404);
  });

  it('sends an entered item into the first level of its type’s review flow', async () => {
    const reporterId = (await accountIdsByLoginNames(t.ctx.db, ['weiyuan'])).get('weiyuan');
    const add = await k.c.post<{ id: string }>('xinxi', 'info/sys/add', {
      reporterId,
      typeId: await typeId('就业社保'),
      title: '零工市场服务功能有待完善',
      content: '<p>零工市场信息发布渠道少，供需对接效率不高。</p>',
    });
    k.expectOk(add);
    const row = (await t.ctx.db.select().from(infoItem).where(eq(infoItem.id, add.body.data.id)))[0];
    expect(row).toMatchObject({ state: 1, levelSeq: 1, currentLevel: 1, source: 2, reporterName: '魏远航' });
    const trail = await t.ctx.db.select().from(infoHistory).where(eq(infoHistory.itemId, row.id));
    expect(trail.map((h) => [h.action, h.fromState, h.toState])).toEqual([['submit', 0, 1]]);
  });

  it('refuses bad input with a 400 naming the field, and changes nothing', async () => {
    const before = await live();
    const base = { reporterId: 'x', typeId: await typeId('教育'), title: '标题', content: '<p>内容</p>', skipReview: true };
    const long = await k.c.post('xinxi', 'info/sys/add', { ...base, title: '长'.repeat(100_000) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('信息标题');
    const nul = await k.c.post('xinxi', 'info/sys/add', { ...base, title: 'a\u0000b' });
    expect(nul.status).toBe(400);
    const unknownType = await k.c.post('xinxi', 'info/sys/add', { ...base, typeId: 'no-such-type' });
    expect(unknownType.status).toBe(400);
    const notReporter = await k.c.post('xinxi', 'info/sys/add', { ...base, reporterId: 'no-such-user' });
    expect(notReporter.status).toBe(400);
    expect(notReporter.body.msg).toContain('上报人');
    const merge = await k.c.post('xinxi', 'info/merge', { ids: ['a', 'b'], title: 'x'.repeat(100_000), content: '<p>x</p>' });
    expect(merge.status).toBe(400);
    expect(await live()).toBe(before);
  });
});

describe('take feedback', () => {
  it('adds and updates feedback on adopted items only', async () => {
    const adopted = (await k.page('adopted')).list[0];
    const add = await k.c.post<{ id: string }>('xinxi', 'take/info/feedback/add', {
      itemId: adopted.id,
      unitName: '市住建局',
      content: '已纳入年度改造计划',
      feedbackDate: '2026-05-01',
    });
    k.expectOk(add);
    k.expectOk(
      await k.c.post('xinxi', 'take/info/feedback/update', {
        id: add.body.data.id,
        itemId: adopted.id,
        unitName: '市住建局',
        content: '已完成改造',
        feedbackDate: '2026-06-01',
      }),
    );
    const list = await k.c.post<PageResult<TakeFeedbackRow>>('xinxi', 'take/info/feedback/page', {
      pageNum: 1,
      pageSize: 15,
      itemId: adopted.id,
    });
    expect(list.body.data.list[0]).toMatchObject({ content: '已完成改造', itemTitle: adopted.title });
    const pending = (await k.page('adopt')).list[0];
    expect(
      (
        await k.c.post('xinxi', 'take/info/feedback/add', {
          itemId: pending.id,
          unitName: '某局',
          content: '内容',
          feedbackDate: '2026-05-01',
        })
      ).status,
    ).toBe(400);
  });
});

describe('exports', () => {
  it('writes the filtered list as xlsx with labels, named 名称_YYYYMMDD.xlsx', async () => {
    const r = await post('xinxi', 'infoExport/info/excel', { list: 'adopted' });
    expect(r.status).toBe(200);
    expect(r.type).toContain('spreadsheetml');
    expect(r.disposition).toMatch(/社情民意已采用信息_\d{8}\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.body as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['编号', '信息标题']);
    expect(sheet.actualRowCount).toBe((await k.counts()).adopted + 1);
    const states = new Set<unknown>();
    sheet.getColumn(8).eachCell((c, n) => n > 1 && states.add(c.value));
    expect([...states]).toEqual(['已采用']);
    expect((await post('weiyuan', 'infoExport/info/excel', { list: 'adopted' })).status).toBe(403);
  });

  it('gives one Word document per item, and a zip of them for many', async () => {
    const [a, b] = (await k.page('adopted')).list;
    const one = await post('xinxi', 'info/getFile', { infoId: a.id });
    expect(one.status).toBe(200);
    expect(one.type).toContain('wordprocessingml');
    expect(await zipNames(one.body)).toContain('word/document.xml');
    const many = await post('xinxi', 'info/getFile', { infoId: [a.id, b.id] });
    expect(many.type).toContain('zip');
    const names = await zipNames(many.body);
    expect(names).toHaveLength(2);
    expect(names.every((n) => n.endsWith('.docx'))).toBe(true);
    expect((await post('xinxi', 'info/getFile', { infoId: [a.id, 'nobody'] })).status).toBe(404);
  });
});
