import { type PageResult, type ProposalListItem, proposalListOffers } from '@cppcc/contracts';
import { and, count, ilike, isNull, ne, or } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { likePattern } from '../../../platform/http/paging';
import { proposal } from '../tables';
import { kit } from '../test-kit';
import { listLimits } from './queries';
import { proposalLists } from './routes';

let t: TestApp;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  t = await createTestApp();
  k = kit(t);
});
afterAll(() => t.close());
const saved = { ...listLimits };
afterEach(() => Object.assign(listLimits, saved));

type Page = PageResult<ProposalListItem>;
const unitViews = new Set(['preSign', 'sign', 'handling', 'finish', 'takeSysAssign', 'takeSysTrack']);
const mineViews = new Set(['my', 'joint', 'sendBack', 'open', 'reference']);
const whoFor = (view: string) => (unitViews.has(view) ? 'chengban' : mineViews.has(view) ? 'weiyuan' : 'tian');
const read = async (who: string, path: string, body: Record<string, unknown>) => {
  const r = await k.c.post<Page>(who, `proposal/${path}`, { pageSize: 15, ...body });
  k.expectOk(r);
  const { total, totalCapped, list } = r.body.data;
  return { total, ids: list.map((p) => p.id), ...(totalCapped ? { totalCapped } : {}) };
};

describe('list pages at scale (queries.ts listLimits)', () => {
  it('read the same rows in the same order, with the same total, read whole and sorted or along the sort index', async () => {
    const bodies: Record<string, unknown>[] = [
      {},
      { pageNum: 2, sort: 'title', order: false },
      { keyword: '养老', sort: 'number', order: true },
      { unitId: await k.orgId('市教育局') },
      // descending by a time or the number: the rows with it, then those without (pages across the boundary)
      { sort: 'number', order: false },
      { pageNum: 2, sort: 'number', order: false },
      { pageNum: 3, sort: 'number', order: false },
      { pageNum: 2, sort: 'filedAt', order: false },
      { pageNum: 2, sort: 'assignedAt', order: false, pageSize: 20 },
      // by state: one state after another (pages across states)
      { sort: 'state', order: true },
      { pageNum: 2, sort: 'state', order: false },
      { pageNum: 3, sort: 'state', order: true, pageSize: 20 },
      // past the last row: no row carries the count of a list read in one query (View.few), so it is counted
      { pageNum: 50 },
    ];
    let compared = 0;
    for (const l of proposalLists) {
      const who = whoFor(l.view);
      for (const body of bodies) {
        listLimits.readByIds = 1_000_000;
        const byIds = await read(who, l.path, body);
        listLimits.readByIds = 0;
        const alongIndex = await read(who, l.path, body);
        expect(alongIndex, `${l.path} ${JSON.stringify(body)}`).toEqual(byIds);
        if (byIds.ids.length) compared++;
      }
    }
    // the demo data fills enough of them for the comparison to mean something
    expect(compared).toBeGreaterThan(25);
  }, 300_000);

  it('sorts a list only by what its page offers (proposalListOffers)', async () => {
    // the assignment list offers the filing time; the receive list does not (nothing in it is filed yet)
    expect(proposalListOffers.assign.sorts).toContain('filedAt');
    expect(proposalListOffers.receive.sorts).not.toContain('filedAt');
    const assignDefault = await read('tian', 'assign/page', { pageSize: 40 });
    const assignByFiling = await read('tian', 'assign/page', { pageSize: 40, sort: 'filedAt', order: true });
    expect(assignByFiling.total).toBe(assignDefault.total);
    expect(assignDefault.total).toBeGreaterThan(1);
    expect(assignByFiling.ids).not.toEqual(assignDefault.ids);
    // an offered sort is the one the rows follow; one not offered gives the default order
    expect(await read('tian', 'receive/page', { pageSize: 40, sort: 'filedAt', order: true })).toEqual(
      await read('tian', 'receive/page', { pageSize: 40 }),
    );
  });

  it('puts the proposals without a number last when sorting by number from the top, on every page', async () => {
    listLimits.readByIds = 0;
    const read = async (pageSize: number) => {
      const numbers: (number | null)[] = [];
      for (let pageNum = 1; ; pageNum++) {
        const r = await k.c.post<Page>('tian', 'proposal/all/page', { pageSize, pageNum, sort: 'number', order: false });
        k.expectOk(r);
        numbers.push(...r.body.data.list.map((p) => p.number));
        if (r.body.data.list.length < pageSize) return numbers;
      }
    };
    const byPages = await Promise.all([15, 20, 30, 40].map(read));
    // the same list whatever the page size
    for (const other of byPages.slice(1)) expect(other).toEqual(byPages[0]);
    const numbers = byPages[0];
    const firstNull = numbers.indexOf(null);
    // the demo data has both, and for some page size the boundary falls inside a page
    expect(firstNull).toBeGreaterThan(0);
    expect([15, 20, 30, 40].some((size) => firstNull % size !== 0)).toBe(true);
    expect(numbers.slice(firstNull).every((n) => n === null)).toBe(true);
    const valued = numbers.slice(0, firstNull) as number[];
    expect(valued).toEqual([...valued].sort((a, b) => b - a));
  });

  it('counts up to the cap and still pages past it', async () => {
    const full = await read('tian', 'all/page', { pageSize: 15 });
    const second = await read('tian', 'all/page', { pageSize: 15, pageNum: 2 });
    expect(full.total).toBeGreaterThan(20);
    // read along the sort index (more rows than readByIds), counted up to 10
    listLimits.readByIds = 5;
    listLimits.totalCap = 10;
    expect(await read('tian', 'all/page', { pageSize: 15 })).toEqual({ total: 10, totalCapped: true, ids: full.ids });
    // the rows past the cap are still read: the count stops, the list does not
    expect(await read('tian', 'all/page', { pageSize: 15, pageNum: 2 })).toEqual({ total: 10, totalCapped: true, ids: second.ids });
    // under the cap the total is exact, and a page past the last row is empty, either way it is read
    listLimits.totalCap = full.total;
    const past = { pageSize: 15, pageNum: Math.ceil(full.total / 15) + 1 };
    expect((await read('tian', 'all/page', { pageSize: 15 })).total).toBe(full.total);
    expect(await read('tian', 'all/page', past)).toEqual({ total: full.total, ids: [] });
    listLimits.readByIds = 1_000_000;
    expect(await read('tian', 'all/page', past)).toEqual({ total: full.total, ids: [] });
  });

  it('counts a search by keyword or proposer up to its own, lower cap', async () => {
    const byKeyword = await read('tian', 'all/page', { keyword: '关于', pageSize: 40 });
    const byName = await read('tian', 'all/page', { proposerName: '魏', pageSize: 40 });
    expect(byKeyword.total).toBeGreaterThan(3);
    expect(byName.total).toBeGreaterThan(1);
    // past the cap the page is read by plain ILIKE along the sort index (pageProposals): the same rows in the same
    // order, by each way of reading a large list (default, by number in two steps, by state one state at a time)
    const sorted = [{}, { sort: 'number' }, { sort: 'state', order: true }];
    const uncapped = await Promise.all(sorted.map((s) => read('tian', 'all/page', { keyword: '关于', pageSize: 40, ...s })));
    listLimits.searchTotalCap = 1;
    listLimits.readByIds = 0;
    for (const [i, s] of sorted.entries())
      expect(await read('tian', 'all/page', { keyword: '关于', pageSize: 40, ...s }), JSON.stringify(s)).toEqual({
        ...uncapped[i],
        total: 1,
        totalCapped: true,
      });
    expect(await read('tian', 'all/page', { keyword: '关于', pageSize: 40 })).toEqual({ ...byKeyword, total: 1, totalCapped: true });
    expect(await read('tian', 'all/page', { proposerName: '魏', pageSize: 40 })).toEqual({ ...byName, total: 1, totalCapped: true });
    // the other filters keep the list's cap
    expect((await read('tian', 'all/page', { pageSize: 15 })).totalCapped).toBeUndefined();
  });

  it('finds by keyword exactly what ILIKE finds (the character index only narrows the rows read)', async () => {
    const title = 'Smart电梯改造_100%方案';
    const id = await k.add('weiyuan', { title, submit: true });
    const ilikeCount = async (kw: string) => {
      const [{ n }] = await t.ctx.db
        .select({ n: count() })
        .from(proposal)
        .where(
          and(
            isNull(proposal.deletedAt),
            ne(proposal.state, 0),
            or(ilike(proposal.title, likePattern(kw)), ilike(proposal.proposerName, likePattern(kw))),
          ),
        );
      return n;
    };
    for (const kw of ['smart', 'SMART', 'sMaRt电', '梯改', '_100%', '%方', '电', '委', '养老', 'Z']) {
      const r = await read('tian', 'all/page', { keyword: kw, pageSize: 40 });
      expect(r.total, kw).toBe(await ilikeCount(kw));
      if (title.toLowerCase().includes(kw.toLowerCase())) expect(r.ids, kw).toContain(id);
    }
    // every character is in the title, but not in this order: the index lets the row through, ILIKE does not
    expect((await read('tian', 'all/page', { keyword: '改梯' })).ids).not.toContain(id);
    expect((await read('tian', 'all/page', { keyword: '100_' })).ids).not.toContain(id);
    for (const name of ['魏', '魏远航', '远 航']) {
      const [{ n }] = await t.ctx.db
        .select({ n: count() })
        .from(proposal)
        .where(and(isNull(proposal.deletedAt), ne(proposal.state, 0), ilike(proposal.proposerName, likePattern(name))));
      expect((await read('tian', 'all/page', { proposerName: name })).total, name).toBe(n);
      if (name === '魏') expect(n).toBeGreaterThan(0);
    }
  });
});
