import type { DesktopTodo, DesktopWidget, PageResult } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/client';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildApp } from '../../app';
import { manifests } from '../../modules';
import type { ModuleManifest } from '../module';
import { installManifests } from '../services';

const ACCOUNTS = ['admin', 'secadmin', 'auditadmin', 'tian', 'xinxi', 'weiyuan', 'weiyuan.staff', 'jiti', 'chengban'] as const;
type Account = (typeof ACCOUNTS)[number];
const centreKind: Record<Account, string> = {
  admin: 'user',
  secadmin: 'user',
  auditadmin: 'user',
  tian: 'user',
  xinxi: 'user',
  'weiyuan.staff': 'user',
  weiyuan: 'member',
  jiti: 'collective',
  chengban: 'collective',
};
const firstPage = { pageNum: 1, pageSize: 15 };

/** A module only this test has: a to-do for everyone, one for user managers, and one with nothing waiting. */
const probe: ModuleManifest = {
  name: 'widgetProbe',
  title: '部件测试',
  widgets: [{ key: 'widgetProbe.counter', title: '计数', count: async () => 4 }],
  todos: [
    { key: 'widgetProbe.everyone', title: '待处理事项', path: '/probe/list', count: async () => 3 },
    { key: 'widgetProbe.admins', title: '待审核用户', permission: 'system:user:list', path: '/probe/users', count: async () => 2 },
    { key: 'widgetProbe.none', title: '无待办', path: '/probe/none', count: async () => 0 },
  ],
};

let t: TestApp;
let c: ReturnType<typeof client>;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp(t.ctx, [...manifests, probe]);
  await app.ready();
  c = client({ ...t, app });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
  // later files in this worker see the application's own manifests again
  installManifests(manifests);
});

const widgetsOf = async (who: Account) => {
  const r = await c.get<DesktopWidget[]>(who, 'desktop/widgets');
  expect(r.status).toBe(200);
  return r.body.data.filter((w) => w.module !== probe.name);
};
const todosOf = async (who: Account) => {
  const r = await c.get<DesktopTodo[]>(who, 'desktop/todos');
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
};
const total = async (who: Account, list: string, body: object = {}) => {
  const r = await c.post<PageResult<unknown>>(who, `proposal/${list}/page`, { ...firstPage, ...body });
  expect(r.status, `${list}: ${r.body.msg}`).toBe(200);
  return r.body.data.total;
};

/** The data call each widget's web component makes: a widget is listed only to those it answers. */
const dataCall: Record<string, (who: Account) => Promise<number>> = {
  'personal.profile': async (who) => (await c.get(who, `personal/center/${centreKind[who]}/data`)).status,
  'personal.loginInfo': async (who) => (await c.get(who, `personal/center/${centreKind[who]}/data`)).status,
  'home.quickEntries': async (who) => (await c.get(who, `personal/center/${centreKind[who]}/data`)).status,
  'home.messages': async (who) => (await c.get(who, `personal/center/${centreKind[who]}/data`)).status,
  'home.tools': async () => 200,
  'home.todoReminders': async (who) => (await c.get(who, 'desktop/todos')).status,
  'home.todos': async (who) => (await c.get(who, 'desktop/todos')).status,
  'proposal.stats': async (who) => (await c.get(who, 'proposal/count/desktop')).status,
  'proposal.target': async (who) => (await c.get(who, 'proposal/count/annual')).status,
  'proposal.keyCarousel': async (who) => (await c.post(who, 'proposal/key/page', firstPage)).status,
  'proposal.openCarousel': async (who) => (await c.post(who, 'proposal/open/page', firstPage)).status,
  'info.stats': async (who) => (await c.get(who, 'info/desktop/overview')).status,
  'info.target': async (who) => (await c.get(who, 'info/count/annual')).status,
  'meetActivity.upcoming': async (who) => (await c.post(who, 'meetActivity/schedule', { ...firstPage, upcoming: true })).status,
  'meetActivity.today': async (who) => (await c.get(who, 'meetActivity/today')).status,
  'meet.stats': async (who) => (await c.get(who, 'meet/count/desktop')).status,
  'activity.stats': async (who) => (await c.get(who, 'activity/count/desktop')).status,
  'meet.target': async (who) => (await c.get(who, 'meet/count/annual')).status,
  'activity.target': async (who) => (await c.get(who, 'activity/count/annual')).status,
};

describe('GET /desktop/widgets: the widgets of the caller’s areas', () => {
  it('lists the proposal widgets only to those whose proposal calls answer', async () => {
    const keys = async (who: Account) => (await widgetsOf(who)).map((w) => w.key);
    for (const who of ['admin', 'secadmin', 'auditadmin', 'xinxi', 'weiyuan.staff'] as const) {
      expect(
        (await keys(who)).filter((k) => k.startsWith('proposal.')),
        who,
      ).toEqual([]);
    }
    expect(await keys('tian')).toEqual(expect.arrayContaining(['proposal.stats', 'proposal.keyCarousel']));
    expect(await keys('tian')).not.toContain('proposal.target');
    expect(await keys('weiyuan')).toEqual(expect.arrayContaining(['proposal.target', 'proposal.openCarousel', 'proposal.stats']));
    expect(await keys('weiyuan')).not.toContain('proposal.keyCarousel');
    expect(await keys('chengban')).toContain('proposal.stats');
  });

  it.each(ACCOUNTS)('gives %s no widget whose data call is refused', async (who) => {
    const refused: string[] = [];
    for (const w of await widgetsOf(who)) {
      const call = dataCall[w.key];
      expect(call, `a data call for ${w.key}`).toBeDefined();
      const status = await call(who);
      if (status !== 200) refused.push(`${w.key}: ${status}`);
    }
    expect(refused).toEqual([]);
  });

  it('counts a widget that declares a counter and leaves the others without one', async () => {
    const r = await c.get<DesktopWidget[]>('weiyuan', 'desktop/widgets');
    expect(r.body.data.find((w) => w.key === 'widgetProbe.counter')).toEqual({
      key: 'widgetProbe.counter',
      title: '计数',
      module: 'widgetProbe',
      count: 4,
    });
    expect(r.body.data.find((w) => w.key === 'personal.profile')).not.toHaveProperty('count');
  });
});

describe('GET /desktop/todos: the caller’s waiting work in every area', () => {
  it('gathers a module’s to-dos, only those the caller may open and only with something waiting', async () => {
    const probeTodos = async (who: Account) => (await todosOf(who)).filter((x) => x.module === probe.name);
    expect(await probeTodos('weiyuan')).toEqual([
      { key: 'widgetProbe.everyone', title: '待处理事项', module: 'widgetProbe', count: 3, path: '/probe/list' },
    ]);
    expect((await probeTodos('admin')).map((x) => x.key)).toEqual(['widgetProbe.everyone', 'widgetProbe.admins']);
  });

  it('counts the office’s queues as their lists do', async () => {
    const todos = await todosOf('tian');
    const count = (key: string) => todos.find((x) => x.key === key)?.count ?? 0;
    for (const [key, list] of [
      ['proposal.receive', 'receive'],
      ['proposal.check', 'check'],
      ['proposal.assign', 'assign'],
    ] as const) {
      expect(count(key), key).toBe(await total('tian', list));
    }
    expect(count('proposal.backRequest')).toBe(
      (await c.post<PageResult<unknown>>('tian', 'proposal/back/page', { ...firstPage, status: 0 })).body.data.total,
    );
    expect(count('proposal.delayRequest')).toBe(
      (await c.post<PageResult<unknown>>('tian', 'proposal/delay/page', { ...firstPage, status: 0 })).body.data.total,
    );
    // the demo data has proposals waiting in the office's flow; the office's to-dos open its own pages
    expect(count('proposal.receive') + count('proposal.check') + count('proposal.assign')).toBeGreaterThan(0);
    expect(todos.filter((x) => x.module === 'proposal').map((x) => x.path)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/proposal\/(receiveList|checkList|assignList|backRecord|delayRecord)$/)]),
    );
    // a returned proposal waits for its proposer, not for the office that may read the list
    expect(todos.map((x) => x.key)).not.toContain('proposal.sendBack');
    expect(todos.map((x) => x.key)).not.toContain('proposal.sign');
  });

  it('counts a handling unit’s and a member’s waiting work as their lists do', async () => {
    const unit = await todosOf('chengban');
    const unitCount = (key: string) => unit.find((x) => x.key === key)?.count ?? 0;
    for (const [key, list] of [
      ['proposal.preSign', 'preSign'],
      ['proposal.sign', 'sign'],
      ['proposal.handling', 'handling'],
    ] as const) {
      expect(unitCount(key), key).toBe(await total('chengban', list));
    }
    expect(unit.map((x) => x.key)).not.toContain('proposal.receive');

    const member = await todosOf('weiyuan');
    const memberCount = (key: string) => member.find((x) => x.key === key)?.count ?? 0;
    expect(memberCount('proposal.sendBack')).toBe(await total('weiyuan', 'sendBack'));
    const joint = await c.post<PageResult<{ state: number; myJointState?: number | null }>>('weiyuan', 'proposal/joint/page', {
      pageNum: 1,
      pageSize: 40,
    });
    // the invitations a 确认联名 button still answers
    expect(memberCount('proposal.joint')).toBe(
      joint.body.data.list.filter((p) => p.myJointState === -1 && [1, 2].includes(p.state)).length,
    );
    expect(memberCount('message.unread')).toBe((await c.get<number>('weiyuan', 'web/msg/centre/get/unRead/count')).body.data);
    expect(member.every((x) => x.count > 0)).toBe(true);
  });
});

describe('the manifest kit refuses', () => {
  it('two widgets or two to-dos of one key', async () => {
    const twice: ModuleManifest = { name: 'twice', title: '重复', todos: [probe.todos![0]] };
    await expect(buildApp(t.ctx, [...manifests, probe, twice])).rejects.toThrow(/widgetProbe.everyone is declared twice/);
  });
});
