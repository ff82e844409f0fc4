import type { CppccSessionOption, PageResult, SelectPerson, SelectTreeNode, SelectUnit } from '@cppcc/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { currentTerm } from '../member/service';
import { memberProfile } from '../member/tables';
import { user } from '../system/tables';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t.close());

const find = (nodes: SelectTreeNode[], code: string): SelectTreeNode | undefined => {
  for (const n of nodes) {
    if (n.code === code) return n;
    const hit = find(n.children, code);
    if (hit) return hit;
  }
  return undefined;
};
const sum = (nodes: SelectTreeNode[]) => nodes.reduce((s, n) => s + n.userCount, 0);

async function memberCountInDb(): Promise<number> {
  const term = await currentTerm(t.ctx.db);
  const [r] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberProfile)
    .innerJoin(user, eq(user.id, memberProfile.userId))
    .where(and(eq(memberProfile.sessionId, term!.id), isNull(user.deletedAt), eq(user.enabled, true)));
  return r.n;
}

describe('member picker (select/memberSession)', () => {
  it('answers the tree: 全部, then sector, party, committee, group and plenary group with counts', async () => {
    const res = await c.post<SelectTreeNode[]>('tian', 'select/memberSession/left', {});
    expect(res.status).toBe(200);
    const tree = res.body.data;
    expect(tree.map((n) => n.name)).toEqual(['全部', '界别', '党派', '专门委员会', '小组', '全会分组']);
    const total = await memberCountInDb();
    expect(total).toBe(301); // wy0001…wy0300 and weiyuan
    expect(tree[0]).toMatchObject({ code: 'all', userCount: total, noquery: false, userType: 1 });
    const sector = find(tree, 'sector')!;
    expect(sector).toMatchObject({ noquery: true, groupFieldName: 'sector', userCount: total });
    expect(sum(sector.children)).toBe(total);
    expect(sector.children.length).toBe(33);
    // about one member in six sits on no special committee: the heading counts only those who do
    const committee = find(tree, 'committee')!;
    expect(committee.userCount).toBeLessThan(total);
    expect(committee.userCount).toBe(sum(committee.children));
    const jmj = sector.children.find((n) => n.name === '中国民主建国会')!;
    const listed = await c.post<SelectPerson[]>('tian', 'select/memberSession/right', { code: jmj.code });
    expect(listed.body.data).toHaveLength(jmj.userCount);
    expect(listed.body.data.every((p) => p.sector === '中国民主建国会' && p.userType === 1)).toBe(true);
    expect(listed.body.data.map((p) => p.username)).toContain('魏远航');
  });

  it('lists every member of 全部 and of a heading, and filters by keyword', async () => {
    const all = (await c.post<SelectPerson[]>('tian', 'select/memberSession/right', {})).body.data;
    expect(all).toHaveLength(301);
    expect(new Set(all.map((p) => p.userId)).size).toBe(301);
    const committee = (await c.post<SelectPerson[]>('tian', 'select/memberSession/right', { code: 'committee' })).body.data;
    expect(committee.length).toBeLessThan(301);
    expect(committee.every((p) => p.committee)).toBe(true);

    const someone = all[42];
    const surname = someone.username.slice(0, 1);
    const hits = (await c.post<SelectPerson[]>('tian', 'select/memberSession/right', { keyword: ` ${surname} ` })).body.data;
    expect(hits.length).toBe(
      all.filter((p) => p.username.includes(surname) || p.duty?.includes(surname) || p.workUnit?.includes(surname)).length,
    );
    expect(hits.map((p) => p.userId)).toContain(someone.userId);
    // LIKE wildcards in the keyword are text, not patterns
    expect((await c.post<SelectPerson[]>('tian', 'select/memberSession/right', { keyword: '%' })).body.data).toEqual([]);
    expect((await c.post<SelectPerson[]>('tian', 'select/memberSession/right', { keyword: '不存在的名字' })).body.data).toEqual([]);
  });

  it('reads a yearly session as its term and answers an empty past term', async () => {
    const sessions = (await c.get<CppccSessionOption[]>('tian', 'cppccSession/list')).body.data;
    const yearly = sessions.find((s) => s.parentId && s.state !== 2)!;
    const past = sessions.find((s) => !s.parentId && s.state === 2)!;
    expect((await c.post<SelectTreeNode[]>('tian', 'select/memberSession/left', { sessionId: yearly.id })).body.data[0].userCount).toBe(
      301,
    );
    const pastTree = (await c.post<SelectTreeNode[]>('tian', 'select/memberSession/left', { sessionId: past.id })).body.data;
    expect(pastTree[0].userCount).toBe(0);
    expect(find(pastTree, 'sector')!.children.every((n) => n.userCount === 0)).toBe(true);
    expect((await c.post('tian', 'select/memberSession/right', { sessionId: past.id })).body.data).toEqual([]);
    expect((await c.post('tian', 'select/memberSession/left', { sessionId: 'nope' })).status).toBe(404);
  });

  it('rejects bad input with 400 naming the field, and unknown groupings with 404', async () => {
    const long = await c.post('tian', 'select/memberSession/right', { keyword: '张'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('keyword');
    const kind = await c.post('tian', 'select/memberSession/right', { code: 'religion:1' });
    expect(kind.status).toBe(400);
    expect(kind.body.msg).toContain('code');
    expect((await c.post('tian', 'select/memberSession/right', { code: 'sector:missing' })).status).toBe(404);
    expect((await c.post('tian', 'select/memberSession/right', { code: 12 })).status).toBe(400);
  });

  it('lets members and office staff pick, not administrators or unit accounts', async () => {
    expect((await c.post('weiyuan', 'select/memberSession/left', {})).status).toBe(200);
    for (const who of ['admin', 'jiti', 'chengban']) {
      const res = await c.post(who, 'select/memberSession/right', {});
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('40300');
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/select/memberSession/left', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows phone numbers to office staff and masks them for members, except their own', async () => {
    const staff = (await c.post<SelectPerson[]>('tian', 'select/memberSession/right', {})).body.data;
    const member = (await c.post<SelectPerson[]>('weiyuan', 'select/memberSession/right', {})).body.data;
    const [dbRow] = await t.ctx.db.select({ mobile: user.mobile }).from(user).where(eq(user.loginName, 'wy0001'));
    const first = staff.find((p) => p.mobile === dbRow.mobile)!;
    expect(first.mobile).toMatch(/^1\d{10}$/);
    const masked = member.find((p) => p.userId === first.userId)!;
    expect(masked.mobile).toBe(`${dbRow.mobile!.slice(0, 3)}****${dbRow.mobile!.slice(7)}`);
    const own = member.find((p) => p.username === '魏远航')!;
    expect(own.mobile).toMatch(/^\d{11}$/);
    expect(member.filter((p) => p.userId !== own.userId).every((p) => !p.mobile || p.mobile.includes('****'))).toBe(true);
  });
});

describe('staff picker (select/userInfo)', () => {
  it('counts the office staff per organisation, branches included', async () => {
    const tree = (await c.post<SelectTreeNode[]>('tian', 'select/userInfo/left', {})).body.data;
    const [{ n }] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(user)
      .where(and(eq(user.userType, 2), isNull(user.deletedAt), eq(user.enabled, true)));
    expect(tree[0]).toMatchObject({ code: 'all', name: '全部', userCount: n });
    const root = tree.find((x) => x.name === '市政协机关')!;
    expect(root.userCount).toBe(sum(root.children));
    const office = root.children.find((x) => x.name === '提案委员会办公室')!;
    expect(office.userCount).toBe(3);
    const people = (await c.post<SelectPerson[]>('weiyuan', 'select/userInfo/right', { code: office.code })).body.data;
    expect(people.map((p) => p.username).sort()).toEqual(['周建平', '林雪梅', '田晓东'].sort());
    expect(people.every((p) => p.internalOrganization === '提案委员会办公室' && p.userType === 2)).toBe(true);
    const branch = (await c.post<SelectPerson[]>('tian', 'select/userInfo/right', { code: root.code })).body.data;
    expect(branch).toHaveLength(root.userCount);
    const search = (await c.post<SelectPerson[]>('tian', 'select/userInfo/right', { keyword: '处长' })).body.data;
    expect(search.map((p) => p.username)).toEqual(expect.arrayContaining(['何文博', '郑国强']));
    expect((await c.post('tian', 'select/userInfo/right', { code: 'missing' })).status).toBe(404);
  });
});

describe('collective and unit pickers', () => {
  it('groups collective users by type, with include and exclude filters', async () => {
    const tree = (await c.post<SelectTreeNode[]>('tian', 'select/collective/left', {})).body.data;
    expect(tree[0].name).toBe('全部');
    const unitType = find(tree, '7')!;
    expect(unitType).toMatchObject({ name: '承办单位', collectiveType: 7 });
    expect(tree[0].userCount).toBe(sum(tree.slice(1)));
    const units = (await c.post<SelectPerson[]>('tian', 'select/collective/right', { code: '7' })).body.data;
    expect(units).toHaveLength(unitType.userCount);
    expect(units.find((u) => u.unitName === '市教育局')).toMatchObject({ userType: 3, collectiveType: 7 });
    const only = (await c.post<SelectTreeNode[]>('tian', 'select/collective/left', { collectiveTypes: [3, 15] })).body.data;
    expect(only.map((n) => n.code)).toEqual(['all', '3', '15']);
    expect(find(only, '15')!.userCount).toBe(0);
    const without = (await c.post<SelectTreeNode[]>('tian', 'select/collective/left', { excludeCollectiveTypes: [7, 8] })).body.data;
    expect(find(without, '7')).toBeUndefined();
    expect((await c.post('tian', 'select/collective/right', { code: 'x' })).status).toBe(400);
    expect((await c.post('tian', 'select/collective/left', { collectiveTypes: ['a'] })).status).toBe(400);
  });

  it('leaves handling units out of the information picker', async () => {
    const tree = (await c.post<SelectTreeNode[]>('xinxi', 'select/info/collective/left', {})).body.data;
    expect(tree.map((n) => n.code)).not.toContain('7');
    expect(find(tree, '11')).toMatchObject({ name: '信息直报点', userCount: 4 });
    const all = (await c.post<SelectPerson[]>('xinxi', 'select/info/collective/right', {})).body.data;
    expect(all).toHaveLength(tree[0].userCount);
    expect(all.some((p) => p.collectiveType === 7 || p.collectiveType === 8)).toBe(false);
    expect((await c.post<SelectPerson[]>('xinxi', 'select/info/collective/right', { code: '7' })).body.data).toEqual([]);
  });

  it('lists handling units by type with their parent system', async () => {
    const types = (await c.post<SelectTreeNode[]>('tian', 'select/assigned/unit/type/left', {})).body.data;
    expect(types.map((n) => [n.code, n.name])).toEqual([
      ['all', '全部'],
      ['7', '承办单位'],
      ['8', '承办系统'],
    ]);
    expect(find(types, '8')!.userCount).toBe(2);
    const units = (await c.get<SelectUnit[]>('tian', 'select/unit/left')).body.data;
    expect(units).toHaveLength(types[0].userCount);
    expect(units.find((u) => u.name === '市教育局')).toMatchObject({ collectiveType: 7, parentName: '市人民政府办公厅', accountCount: 1 });
    const systems = (await c.get<SelectUnit[]>('tian', 'select/unit/left?collectiveType=8')).body.data;
    expect(systems.map((u) => u.name).sort()).toEqual(['市人民政府办公厅', '市委办公室'].sort());
    const edu = (await c.get<SelectUnit[]>('tian', `select/unit/left?keyword=${encodeURIComponent('教育')}`)).body.data;
    expect(edu.map((u) => u.name)).toEqual(['市教育局']);
    expect((await c.get('tian', 'select/unit/left?collectiveType=7;8')).body.msg).toContain('collectiveType');
    expect((await c.post('tian', 'select/assigned/unit/type/left', { collectiveTypes: [] })).status).toBe(400);
  });
});

describe('address book (office/book)', () => {
  it('pages members and staff with totals', async () => {
    const p1 = (await c.post<PageResult<SelectPerson>>('tian', 'office/book/memberSession/right', { pageNum: 1, pageSize: 20 })).body.data;
    expect(p1.total).toBe(301);
    expect(p1.list).toHaveLength(20);
    const last = (await c.post<PageResult<SelectPerson>>('tian', 'office/book/memberSession/right', { pageNum: 16, pageSize: 20 })).body
      .data;
    expect(last.list).toHaveLength(1);
    const beyond = (await c.post<PageResult<SelectPerson>>('tian', 'office/book/memberSession/right', { pageNum: 99, pageSize: 20 })).body
      .data;
    expect(beyond).toEqual({ list: [], total: 301 });
    expect((await c.post('tian', 'office/book/memberSession/right', { pageSize: 7 })).status).toBe(400);
    const staff = (await c.post<PageResult<SelectPerson>>('weiyuan', 'office/book/userInfo/right', { keyword: '田' })).body.data;
    expect(staff.list.map((p) => p.username)).toContain('田晓东');
    expect(staff.list.every((p) => p.mobile?.includes('****'))).toBe(true);
  });

  it('shows one person by user type and id, contacts only to those who may see them', async () => {
    const [wy] = await t.ctx.db.select({ id: user.id, mobile: user.mobile }).from(user).where(eq(user.loginName, 'weiyuan'));
    const card = (await c.get<Record<string, unknown>>('tian', `office/book/detail/1/${wy.id}`)).body.data;
    expect(card).toMatchObject({
      username: '魏远航',
      sector: '中国民主建国会',
      committee: '经济委员会',
      memberDuty: '常委',
      workDuty: '董事长',
      mobile: wy.mobile,
      sessionName: '第十五届',
    });
    const [tian] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.loginName, 'tian'));
    const staffCard = (await c.get<Record<string, unknown>>('weiyuan', `office/book/detail/2/${tian.id}`)).body.data;
    expect(staffCard).toMatchObject({ internalOrganization: '提案委员会办公室', email: null });
    expect(staffCard.mobile).toMatch(/\*\*\*\*/);
    expect((await c.get('tian', `office/book/detail/2/${wy.id}`)).status).toBe(404);
    expect((await c.get('tian', `office/book/detail/9/${wy.id}`)).status).toBe(400);
    const [edu] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.loginName, 'chengban'));
    expect((await c.get<Record<string, unknown>>('tian', `office/book/detail/3/${edu.id}`)).body.data).toMatchObject({
      unitName: '市教育局',
      collectiveType: 7,
    });
  });

  it('documents every selector call in OpenAPI', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, unknown> };
    for (const p of [
      '/api/select/memberSession/left',
      '/api/select/memberSession/right',
      '/api/select/userInfo/left',
      '/api/select/userInfo/right',
      '/api/select/collective/left',
      '/api/select/collective/right',
      '/api/select/info/collective/left',
      '/api/select/info/collective/right',
      '/api/select/assigned/unit/type/left',
      '/api/select/unit/left',
      '/api/office/book/memberSession/right',
      '/api/office/book/userInfo/right',
      '/api/office/book/detail/{userType}/{userId}',
    ]) {
      expect(Object.keys(spec.paths)).toContain(p);
    }
  });
});
