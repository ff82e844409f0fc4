import type {
  CppccSessionOption,
  PageResult,
  ProposalSessionInfo,
  ProposalSessionOption,
  ProposalTypeOption,
  TreeTypeNode,
} from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { auditLog } from '../../../platform/audit/tables';
import { currentProposalSession, getProposalSession, isInMeeting, proposalTypeName } from './index';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
});
afterAll(() => t.close());

const thisYear = new Date().getFullYear();

describe('proposal sessions: reference data', () => {
  it('serves the current session with the spec fields, to any signed-in user', async () => {
    const info = await c.get<ProposalSessionInfo>('weiyuan', 'proposalSession/set/info');
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({
      year: thisYear,
      state: 0,
      threshold: 90,
      wordLimit: 2000,
      isOpenReport: 1,
      isOpenCheckSimilar: 1,
    });
    expect(info.body.data.name).toContain('十五届');
    for (const k of [
      'name',
      'easyName',
      'shortCode',
      'sessionCode',
      'timeCode',
      'startTime',
      'endTime',
      'deadlineForMeeting',
      'isInMeeting',
    ])
      expect(info.body.data).toHaveProperty(k);

    const list = await c.get<ProposalSessionOption[]>('chengban', 'proposalSession/list');
    expect(list.body.data.map((s) => s.year)).toEqual([...list.body.data.map((s) => s.year)].sort((a, b) => b - a));
    expect(list.body.data.filter((s) => s.state === 0)).toHaveLength(1);
    const past = list.body.data.find((s) => s.state !== 0)!;
    const byId = await c.get<ProposalSessionInfo>('weiyuan', `proposalSession/set/info?sessionId=${past.id}`);
    expect(byId.body.data.id).toBe(past.id);
    expect((await c.get('weiyuan', 'proposalSession/set/info?sessionId=nope')).status).toBe(404);

    const year = await c.get<ProposalSessionInfo | null>('weiyuan', 'proposalSession/year');
    expect(year.body.data?.year).toBe(thisYear);
    expect((await c.get('weiyuan', 'proposalSession/year?year=1990')).body.msg).toContain('年度');
    expect((await c.get<null>('weiyuan', 'proposalSession/year?year=2001')).body.data).toBeNull();
  });

  it('derives isInMeeting from the plenary window', () => {
    const now = new Date('2026-01-09T03:00:00Z');
    expect(isInMeeting({ startTime: new Date('2026-01-08T01:00:00Z'), endTime: new Date('2026-01-11T04:00:00Z') }, now)).toBe(1);
    expect(isInMeeting({ startTime: new Date('2026-01-10T01:00:00Z'), endTime: new Date('2026-01-11T04:00:00Z') }, now)).toBe(0);
    expect(isInMeeting({ startTime: new Date('2025-01-10T01:00:00Z'), endTime: new Date('2025-01-11T04:00:00Z') }, now)).toBe(0);
  });

  it('exports the service functions the proposal module reads', async () => {
    const cur = await currentProposalSession(t.ctx.db);
    expect(cur?.state).toBe(0);
    expect((await getProposalSession(t.ctx.db, cur!.id))?.name).toBe(cur?.name);
    expect(await getProposalSession(t.ctx.db, 'missing')).toBeNull();
  });
});

describe('proposal sessions: administration', () => {
  it('is for the proposal office only', async () => {
    expect((await c.post('weiyuan', 'proposalSession/page', {})).status).toBe(403);
    expect((await c.post('admin', 'proposalSession/add', {})).status).toBe(403);
    const page = await c.post<PageResult<ProposalSessionInfo>>('tian', 'proposalSession/page', { year: thisYear });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(1);
  });

  it('adds, validates, updates, switches, makes current and deletes with audit rows', async () => {
    const yearly = (await c.get<CppccSessionOption[]>('tian', 'cppccSession/list?level=year')).body.data;
    const next = yearly.find((y) => y.year === 2027)!;
    const body = {
      cppccSessionId: next.id,
      name: '市政协十五届五次会议',
      easyName: '十五届五次',
      shortCode: '1505',
      sessionCode: '15',
      timeCode: '5',
      startTime: '2027-01-08T09:00:00+08:00',
      endTime: '2027-01-11T12:00:00+08:00',
      deadlineForMeeting: '2027-01-10',
    };
    const bad = await c.post('tian', 'proposalSession/add', { ...body, endTime: '2027-01-07T09:00:00+08:00' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('endTime');
    const badThreshold = await c.post('tian', 'proposalSession/add', { ...body, threshold: 150 });
    expect(badThreshold.status).toBe(400);
    expect(badThreshold.body.msg).toContain('threshold');
    expect((await c.post('tian', 'proposalSession/add', { ...body, cppccSessionId: yearly[0].parentId })).body.msg).toContain(
      'cppccSessionId',
    );

    const added = await c.post<{ id: string }>('tian', 'proposalSession/add', body);
    expect(added.status).toBe(200);
    const id = added.body.data.id;
    const detail = await c.get<ProposalSessionInfo>('tian', `proposalSession/detail/${id}`);
    expect(detail.body.data).toMatchObject({ year: 2027, state: 1, threshold: 90, wordLimit: 2000, handleDays: 90, isInMeeting: 0 });
    // a date-only deadline closes at the end of that day, China time
    expect(detail.body.data.deadlineForMeeting).toBe('2027-01-10T15:59:59.000Z');
    expect((await c.post('tian', 'proposalSession/add', { ...body, name: '另一个', shortCode: '1599' })).status).toBe(409);

    expect((await c.post('tian', 'proposalSession/update', { ...body, id, threshold: 85, wordLimit: 3000 })).status).toBe(200);
    expect((await c.post('tian', 'proposalSession/switch', { id, isOpenCheckSimilar: 0 })).status).toBe(200);
    expect((await c.post('tian', 'proposalSession/switch', { id })).status).toBe(400);
    const after = (await c.get<ProposalSessionInfo>('tian', `proposalSession/detail/${id}`)).body.data;
    expect(after).toMatchObject({ threshold: 85, wordLimit: 3000, isOpenCheckSimilar: 0 });

    const current = (await c.get<ProposalSessionInfo>('tian', 'proposalSession/set/info')).body.data;
    expect((await c.post('tian', 'proposalSession/delete', { ids: [current.id] })).body.msg).toContain('当前届次');
    expect((await c.post('tian', 'proposalSession/setCurrent', { id })).status).toBe(200);
    expect((await c.get<ProposalSessionInfo>('tian', 'proposalSession/set/info')).body.data.id).toBe(id);
    const states = (await c.get<ProposalSessionOption[]>('tian', 'proposalSession/list')).body.data;
    expect(states.find((s) => s.id === current.id)?.state).toBe(1);
    expect((await c.post('tian', 'proposalSession/setCurrent', { id: current.id })).status).toBe(200);
    expect((await c.post('tian', 'proposalSession/delete', { ids: [id] })).status).toBe(200);
    expect((await c.get('tian', `proposalSession/detail/${id}`)).status).toBe(404);

    const rows = await t.ctx.db.select().from(auditLog);
    const mine = rows.filter((r) => r.objectType === 'proposalSession' && r.objectId === id).map((r) => r.action);
    expect(mine).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });
});

describe('menus', () => {
  it('gives the proposal office the two setup pages and their buttons', async () => {
    const menu = JSON.stringify((await c.get('tian', 'sys/menu/current')).body.data);
    expect(menu).toContain('/proposal/proposalSessionList');
    expect(menu).toContain('/proposal/proposalTypeList');
    const perms = (await c.get<string>('tian', 'sys/menu/permission')).body.data.split(',');
    expect(perms).toEqual(expect.arrayContaining(['proposal:session:add', 'proposal:session:state', 'proposal:type:delete']));
    expect(JSON.stringify((await c.get('weiyuan', 'sys/menu/current')).body.data)).not.toContain('/proposal/proposalSessionList');
  });
});

describe('proposal types', () => {
  it('serves enabled options as flat tree nodes', async () => {
    const opts = (await c.get<ProposalTypeOption[]>('weiyuan', 'proposalType/options')).body.data;
    const top = opts.filter((o) => o.parentId === null).map((o) => o.name);
    expect(top).toEqual(['经济建设', '政治建设', '文化建设', '社会建设', '生态文明建设', '其他']);
    const edu = opts.find((o) => o.name === '教育')!;
    expect(edu.proposalLevel).toBe(2);
    expect(opts.find((o) => o.id === edu.parentId)?.name).toBe('社会建设');
    expect(await proposalTypeName(t.ctx.db, edu.id)).toBe('教育');
  });

  it('manages the tree and refuses to delete a node with children', async () => {
    expect((await c.get('weiyuan', 'proposalType/tree')).status).toBe(403);
    const tree = (await c.get<TreeTypeNode[]>('tian', 'proposalType/tree')).body.data;
    const social = tree.find((n) => n.name === '社会建设')!;
    const refused = await c.post('tian', 'proposalType/delete', { id: social.id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('下级');

    expect((await c.post('tian', 'proposalType/add', { parentId: social.id, name: '' })).body.msg).toContain('name');
    expect((await c.post('tian', 'proposalType/add', { parentId: social.id, name: '教育' })).status).toBe(409);
    const added = await c.post<{ id: string }>('tian', 'proposalType/add', { parentId: social.id, name: '托育服务', sort: 9 });
    expect(added.status).toBe(200);
    const filtered = (await c.get<TreeTypeNode[]>('tian', `proposalType/tree?name=${encodeURIComponent('托育')}`)).body.data;
    expect(filtered.map((n) => n.name)).toEqual(['社会建设']);
    expect(filtered[0].children.map((n) => n.name)).toEqual(['托育服务']);

    expect((await c.post('tian', 'proposalType/update', { id: social.id, parentId: added.body.data.id, name: '社会建设' })).status).toBe(
      400,
    );
    expect((await c.post('tian', 'proposalType/enable', { id: social.id, enabled: false })).status).toBe(200);
    const opts = (await c.get<ProposalTypeOption[]>('weiyuan', 'proposalType/options')).body.data;
    // a disabled category takes its children out of the pickers
    expect(opts.find((o) => o.name === '托育服务' || o.name === '社会建设')).toBeUndefined();
    expect((await c.post('tian', 'proposalType/enable', { id: social.id, enabled: true })).status).toBe(200);

    expect((await c.post('tian', 'proposalType/delete', { id: added.body.data.id })).status).toBe(200);
    expect((await c.get('tian', `proposalType/detail/${added.body.data.id}`)).status).toBe(404);
    // deleted categories keep their names for old proposals
    expect(await proposalTypeName(t.ctx.db, added.body.data.id)).toBe('托育服务');
  });
});
