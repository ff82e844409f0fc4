import type { KeywordItem, KeywordOption, PageResult, ProposalFlowInfo, ProposalFlowOptions } from '@cppcc/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildApp } from '../../../app';
import { auditLog } from '../../../platform/audit/tables';
import { invalidatePrincipals } from '../../../platform/auth/principal';
import { syncMenus } from '../../../platform/menus';
import type { ModuleManifest } from '../../../platform/module';
import { manifests } from '../../index';
import { proposalTypeOptions } from '../setup';
import { proposalFlowMenuItems, proposalFlowRoutes, proposalFlowSettings, proposalKeywordsIn } from './index';

/**
 * Until the proposal manifest registers them, the flow routes run on a second app
 * (every module plus these routes) over the same database, with their menus synced
 * so the demo office role holds the permissions.
 */
async function createFlowTestApp(): Promise<TestApp> {
  const t = await createTestApp();
  if (t.app.hasRoute({ method: 'GET', url: '/api/proposalFlow/get' })) return t;
  const extra: ModuleManifest = {
    name: 'proposalFlowTest',
    title: '提案流程（测试）',
    menus: [{ key: 'proposal.flowTest', parentKey: 'proposal', name: '流程设置', type: 'directory', children: proposalFlowMenuItems }],
    routes: proposalFlowRoutes,
  };
  await syncMenus(t.ctx.db, [extra]);
  invalidatePrincipals();
  const app = await buildApp(t.ctx, [...manifests, extra]);
  await app.ready();
  return {
    ...t,
    app,
    async close() {
      await app.close();
      await t.close();
    },
  };
}

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createFlowTestApp();
  c = client(t);
});
afterAll(() => t.close());

const stepOf = (info: ProposalFlowInfo, key: string) => info.steps.find((s) => s.key === key)!;

describe('proposal flow setup', () => {
  it('answers the defaults before anything is saved, in lifecycle order', async () => {
    const res = await c.get<ProposalFlowInfo>('tian', 'proposalFlow/get');
    expect(res.status).toBe(200);
    expect(res.body.data.steps.map((s) => s.key)).toEqual([
      'jointConfirm',
      'receive',
      'review',
      'preAssign',
      'assign',
      'handle',
      'evaluate',
      'conclude',
    ]);
    expect(stepOf(res.body.data, 'receive')).toMatchObject({
      enabled: true,
      switchable: false,
      roleCode: 'proposal_staff',
      roleName: '提案工作人员',
    });
    expect(stepOf(res.body.data, 'evaluate')).toMatchObject({ enabled: true, switchable: true, roleCode: null });
    expect(res.body.data.updatedAt).toBeNull();
    const settings = await proposalFlowSettings(t.ctx.db);
    expect(settings).toMatchObject({ preAssign: true, jointConfirmRequired: true, reviewByCommittee: true, satisfactionRating: true });
  });

  it('offers business roles and organisations, not the administrators', async () => {
    const res = await c.get<ProposalFlowOptions>('tian', 'proposalFlow/options');
    const codes = res.body.data.roles.map((r) => r.code);
    expect(codes).toContain('proposal_staff');
    expect(codes).toContain('handling_unit');
    expect(codes).not.toContain('system_admin');
    expect(res.body.data.orgs.some((o) => o.name === '提案委员会办公室')).toBe(true);
  });

  it('saves switches, roles and organisations with an audit row, and the core reads them', async () => {
    const { orgs } = (await c.get<ProposalFlowOptions>('tian', 'proposalFlow/options')).body.data;
    const office = orgs.find((o) => o.name === '提案委员会办公室')!;
    const res = await c.post('tian', 'proposalFlow/save', {
      steps: [
        { key: 'preAssign', enabled: false, roleCode: 'proposal_staff' },
        { key: 'review', enabled: true, roleCode: 'proposal_staff', orgId: office.id, remark: '由提案委员会审查' },
        { key: 'evaluate', enabled: false },
      ],
    });
    expect(res.body).toMatchObject({ code: '00000', msg: '保存成功' });
    const info = (await c.get<ProposalFlowInfo>('tian', 'proposalFlow/get')).body.data;
    expect(stepOf(info, 'preAssign').enabled).toBe(false);
    expect(stepOf(info, 'review')).toMatchObject({ orgId: office.id, orgName: '提案委员会办公室', remark: '由提案委员会审查' });
    expect(stepOf(info, 'jointConfirm').enabled).toBe(true);
    expect(info.updatedAt).not.toBeNull();
    expect(info.updatedBy).toBeTruthy();

    const settings = await proposalFlowSettings(t.ctx.db);
    expect(settings).toMatchObject({ preAssign: false, satisfactionRating: false, jointConfirmRequired: true, reviewByCommittee: true });
    expect(settings.steps.review).toEqual({ enabled: true, roleCode: 'proposal_staff', orgId: office.id });

    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'proposalFlow'), eq(auditLog.action, 'update')))
      .orderBy(desc(auditLog.at))
      .limit(1);
    const changed = (row.detail as { changed: { key: string }[] }).changed.map((x) => x.key).sort();
    expect(changed).toEqual(['evaluate', 'preAssign', 'review']);
  });

  it('refuses to switch off a required step, an office step without a role, unknown roles and orgs, repeats', async () => {
    const bad = async (steps: unknown, text: string) => {
      const res = await c.post('tian', 'proposalFlow/save', { steps });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain(text);
    };
    await bad([{ key: 'assign', enabled: false, roleCode: 'proposal_staff' }], '「提案交办」是必经环节，不能关闭');
    await bad([{ key: 'review', enabled: true }], '请选择「委员会审查」的办理角色');
    await bad([{ key: 'review', enabled: true, roleCode: 'nobody' }], '办理角色不存在');
    await bad([{ key: 'review', enabled: true, roleCode: 'system_admin' }], '办理角色不存在');
    await bad([{ key: 'review', enabled: true, roleCode: 'proposal_staff', orgId: 'nope' }], '办理机构不存在');
    await bad(
      [
        { key: 'evaluate', enabled: true },
        { key: 'evaluate', enabled: false },
      ],
      '重复',
    );
    await bad([{ key: 'vote', enabled: true }], 'steps');
    await bad([], '请至少设置一个环节');
    await bad([{ key: 'evaluate' }], '请选择是否启用该环节');
    // nothing of the refused saves stuck
    expect((await proposalFlowSettings(t.ctx.db)).steps.assign.enabled).toBe(true);
  });

  it('keeps the page to the office', async () => {
    expect((await c.get('weiyuan', 'proposalFlow/get')).status).toBe(403);
    expect((await c.post('chengban', 'proposalFlow/save', { steps: [{ key: 'evaluate', enabled: true }] })).status).toBe(403);
  });
});

describe('proposal keywords', () => {
  it('adds, lists, filters, updates and deletes keywords, with audit', async () => {
    const types = await proposalTypeOptions(t.ctx.db);
    const type = types[0];
    const add = await c.post<{ id: string }>('tian', 'proposal/keywords/add', {
      name: '乡村振兴',
      typeId: type.id,
      sort: 2,
      remark: '三农',
    });
    expect(add.body).toMatchObject({ code: '00000', msg: '保存成功' });
    const id = add.body.data.id;
    await c.post('tian', 'proposal/keywords/add', { name: '营商环境', sort: 1 });
    await c.post('tian', 'proposal/keywords/add', { name: 'AI', enabled: false });

    const page = await c.post<PageResult<KeywordItem>>('tian', 'proposal/keywords/page', { pageNum: 1, pageSize: 15 });
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.list.map((k) => k.name)).toEqual(['AI', '营商环境', '乡村振兴']);
    expect(page.body.data.list[2]).toMatchObject({ typeId: type.id, typeName: type.name, remark: '三农', enabled: true });

    const found = await c.post<PageResult<KeywordItem>>('tian', 'proposal/keywords/page', { pageNum: 1, pageSize: 15, keyword: '振兴' });
    expect(found.body.data.list.map((k) => k.name)).toEqual(['乡村振兴']);
    const disabled = await c.post<PageResult<KeywordItem>>('tian', 'proposal/keywords/page', {
      pageNum: 1,
      pageSize: 15,
      enabled: 'false',
    });
    expect(disabled.body.data.list.map((k) => k.name)).toEqual(['AI']);
    const byType = await c.post<PageResult<KeywordItem>>('tian', 'proposal/keywords/page', { pageNum: 1, pageSize: 15, typeId: type.id });
    expect(byType.body.data.total).toBe(1);

    // any signed-in user gets the enabled ones; tagging finds them in a text
    const opts = await c.get<KeywordOption[]>('weiyuan', 'proposal/keywords/options');
    expect(opts.body.data.map((k) => k.name)).toEqual(['营商环境', '乡村振兴']);
    expect(await proposalKeywordsIn(t.ctx.db, '关于优化营商环境、推进乡村振兴的建议（AI）')).toEqual(['营商环境', '乡村振兴']);
    expect(await proposalKeywordsIn(t.ctx.db, '   ')).toEqual([]);

    const upd = await c.post('tian', 'proposal/keywords/update', { id, name: '乡村全面振兴', typeId: null, sort: 0, enabled: true });
    expect(upd.body.msg).toBe('保存成功');
    const after = await c.post<PageResult<KeywordItem>>('tian', 'proposal/keywords/page', { pageNum: 1, pageSize: 15, keyword: '全面' });
    expect(after.body.data.list[0]).toMatchObject({ id, name: '乡村全面振兴', typeId: null, remark: null });

    const del = await c.post('tian', 'proposal/keywords/delete', { ids: [id] });
    expect(del.body.msg).toBe('删除成功');
    expect((await c.post<PageResult<KeywordItem>>('tian', 'proposal/keywords/page', { pageNum: 1, pageSize: 15 })).body.data.total).toBe(2);
    const rows = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'proposalKeyword'), eq(auditLog.objectId, id)));
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('validates names, duplicates (any case), categories and ids', async () => {
    const bad = async (url: string, body: unknown, status: number, text: string) => {
      const res = await c.post('tian', url, body);
      expect(res.status).toBe(status);
      expect(res.body.msg).toContain(text);
    };
    await c.post('tian', 'proposal/keywords/add', { name: 'SmartCity' });
    await bad('proposal/keywords/add', { name: '  ' }, 400, '关键词不能为空');
    await bad('proposal/keywords/add', { name: '一二三四五六七八九十一二三四五六七八九十一' }, 400, '关键词不能超过20个字');
    await bad('proposal/keywords/add', { name: '教育,医疗' }, 400, '关键词不能包含空格、逗号或分号');
    await bad('proposal/keywords/add', { name: 'smartcity' }, 409, '关键词「SmartCity」已存在');
    await bad('proposal/keywords/add', { name: '养老', typeId: 'nope' }, 400, '提案类别不存在');
    await bad('proposal/keywords/add', { name: '养老', sort: -1 }, 400, '排序不能小于0');
    await bad('proposal/keywords/update', { id: 'missing', name: '养老' }, 404, '关键词不存在');
    await bad('proposal/keywords/delete', { ids: [] }, 400, '请至少选择一条记录');
    await bad('proposal/keywords/delete', { ids: ['missing'] }, 404, '关键词不存在');
    await bad('proposal/keywords/page', { pageNum: 1, pageSize: 7 }, 400, '每页条数');
  });

  it('keeps editing to the office', async () => {
    expect((await c.post('weiyuan', 'proposal/keywords/add', { name: '无权' })).status).toBe(403);
    expect((await c.post('chengban', 'proposal/keywords/page', { pageNum: 1, pageSize: 15 })).status).toBe(403);
  });
});
