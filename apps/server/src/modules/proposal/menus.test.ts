import { AppraisePerm, type MenuNode, ProposalPerm as P } from '@cppcc/contracts';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { newId } from '../../platform/db/ids';
import { syncMenus } from '../../platform/menus';
import { manifests } from '../index';
import { menu, role, roleMenu } from '../system/tables';
import { kit } from './test-kit';

let t: TestApp;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  t = await createTestApp();
  k = kit(t);
});
afterAll(() => t?.close());

const urls = async (who: string) => {
  const flat = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.url ?? '', ...flat(n.children)]);
  return flat((await k.c.get<MenuNode[]>(who, 'sys/menu/current')).body.data);
};
const perms = async (who: string) => (await k.c.get<string>(who, 'sys/menu/permission')).body.data.split(',');

describe('appraisal menus', () => {
  it('shows the lists in the side menu and keeps the pages opened from them out of it', async () => {
    const office = await urls('tian');
    const member = await urls('weiyuan');
    for (const seg of ['appraise', 'appraiseUnit']) {
      expect(office).toEqual(
        expect.arrayContaining(
          ['mgt/list', 'mgt/statistics', 'mgt/unevaluated', 'mgt/unevaluatedList'].map((p) => `/proposal/${seg}/${p}`),
        ),
      );
      for (const hidden of ['mgt/form', 'mgt/statisticsDetailList']) expect(office).not.toContain(`/proposal/${seg}/${hidden}`);
      expect(member).toEqual(expect.arrayContaining([`/proposal/${seg}/member/list`, `/proposal/${seg}/member/result`]));
      for (const hidden of ['member/target', 'member/form', 'member/result/detail']) {
        expect(member).not.toContain(`/proposal/${seg}/${hidden}`);
      }
    }
    // no entry at all, not only none shown: the pages are routes of the web
    const stale = await k.db
      .select({ key: menu.key })
      .from(menu)
      .where(inArray(menu.url, ['/proposal/appraise/mgt/form', '/proposal/appraiseUnit/member/form', '/proposal/appraise/member/target']));
    expect(stale).toEqual([]);
  });

  it('keeps the permissions the hidden pages call with, on their list pages', async () => {
    const office = await perms('tian');
    const member = await perms('weiyuan');
    for (const kind of ['proposal', 'unit'] as const) {
      const p = AppraisePerm[kind];
      expect(office).toEqual(expect.arrayContaining([p.list, p.edit, p.publish, p.statistics, p.remind]));
      expect(member).toContain(p.member);
      expect(member).not.toContain(p.edit);
    }
    // and the calls of those pages still answer, for their readers only
    const target = await k.c.post<{ list: { id: string }[] }>('weiyuan', 'proposal/appraise/member/page', {});
    expect(target.status).toBe(200);
    expect((await k.c.post('weiyuan', 'proposal/appraise/mgt/page', {})).status).toBe(403);
    expect((await k.c.post('tian', 'proposal/appraise/mgt/record/page', { appraisalId: 'none' })).status).not.toBe(403);
  });

  it('deletes the entries an earlier version declared, with their buttons and grants, on the next start', async () => {
    const [parent] = await k.db.select({ id: menu.id }).from(menu).where(eq(menu.key, 'proposal.appraisal'));
    const [staff] = await k.db.select({ id: role.id }).from(role).where(eq(role.code, 'proposal_staff'));
    const formId = newId();
    const buttonId = newId();
    // as an install of the earlier version has them
    await k.db.insert(menu).values([
      {
        id: formId,
        key: 'proposal.appraise.mgt.form',
        parentId: parent.id,
        name: '提案测评编辑',
        menuType: 'menu',
        url: '/proposal/appraise/mgt/form',
      },
      {
        id: buttonId,
        key: 'proposal.appraise.mgt.form.edit',
        parentId: formId,
        name: '保存',
        menuType: 'button',
        permission: AppraisePerm.proposal.edit,
      },
    ]);
    await k.db.insert(roleMenu).values([
      { roleId: staff.id, menuId: formId },
      { roleId: staff.id, menuId: buttonId },
    ]);
    const listBefore = await k.db.select({ id: menu.id }).from(menu).where(eq(menu.key, 'proposal.appraise.mgt.list'));

    await syncMenus(k.db, manifests);

    expect(await k.db.select().from(menu).where(like(menu.key, 'proposal.appraise.mgt.form%'))).toEqual([]);
    expect(
      await k.db
        .select()
        .from(roleMenu)
        .where(inArray(roleMenu.menuId, [formId, buttonId])),
    ).toEqual([]);
    // what is still declared stays as it was
    expect(await k.db.select({ id: menu.id }).from(menu).where(eq(menu.key, 'proposal.appraise.mgt.list'))).toEqual(listBefore);
  });
});

describe('handling units’ request records', () => {
  it('gives the units menus of their own return and delay requests and reminders, and no say in them', async () => {
    const unit = await urls('chengban');
    expect(unit).toEqual(expect.arrayContaining(['/proposal/backRecord', '/proposal/delayRecord', '/proposal/remindRecord']));
    const unitPerms = await perms('chengban');
    expect(unitPerms).toEqual(expect.arrayContaining([P.backList, P.delayList, P.remindList]));
    expect(unitPerms).not.toContain(P.remind);
    expect(unitPerms).not.toContain(P.backDecide);
    expect(unitPerms).not.toContain(P.delayDecide);
    // the office keeps its own entries; members have none
    expect(await urls('tian')).toEqual(expect.arrayContaining(['/proposal/backRecord', '/proposal/delayRecord']));
    expect(await urls('weiyuan')).not.toContain('/proposal/backRecord');
    expect((await k.c.post('weiyuan', 'proposal/back/page', {})).status).toBe(403);
  });

  it('lists a unit its own requests only', async () => {
    const edu = await k.orgId('市教育局');
    type Page = { total: number; list: { unitId: string; status: number }[] };
    for (const kind of ['back', 'delay']) {
      const own = await k.c.post<Page>('chengban', `proposal/${kind}/page`, { pageSize: 40 });
      expect(own.status).toBe(200);
      // the demo data has a pending request of 市教育局 of each kind
      expect(own.body.data.total).toBeGreaterThan(0);
      expect(new Set(own.body.data.list.map((r) => r.unitId))).toEqual(new Set([edu]));
      // asking for another unit's rows finds none
      const fin = await k.orgId('市财政局');
      expect((await k.c.post<Page>('chengban', `proposal/${kind}/page`, { unitId: fin })).body.data.total).toBe(0);
    }
    expect((await k.c.post('chengban', 'proposal/back/decide', { requestId: 'x', approve: true })).status).toBe(403);
  });
});
