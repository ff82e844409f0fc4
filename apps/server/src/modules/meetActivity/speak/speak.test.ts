import {
  MeetState,
  RoleCode,
  type SpeakDetail,
  SpeakPerm,
  type SpeakRow,
  SpeakState,
  type SpeakStatistics,
  SpeakType,
} from '@cppcc/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import type { Principal } from '../../../platform/auth/principal-type';
import { newId } from '../../../platform/db/ids';
import { message } from '../../message/tables';
import { liveAccountIdsWithRole } from '../../system';
import { user } from '../../system/tables';
import { maAttend, maRecord } from '../tables';
import { speechAffairPolicy } from './files';

/** The speeches through HTTP (docs/meetings.md § 发言): the speaker, the office, refusals, the manuscript. */
let t: TestApp;
let c: ReturnType<typeof client>;
const ids: Record<string, string> = {};
let other = ''; // a second member's login name
const MEET = newId();
const HIDDEN = newId();

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  const users = await t.ctx.db.select({ id: user.id, loginName: user.loginName }).from(user);
  for (const u of users) ids[u.loginName] = u.id;
  const members = await liveAccountIdsWithRole(t.ctx.db, RoleCode.member);
  const [second] = await t.ctx.db
    .select({ id: user.id, loginName: user.loginName })
    .from(user)
    .where(and(inArray(user.id, members), ne(user.loginName, 'weiyuan')))
    .orderBy(user.loginName)
    .limit(1);
  if (second) {
    // a demo member who has not yet changed the first password: allow this copy of the database to use it
    await t.ctx.db.update(user).set({ mustChangePassword: false }).where(eq(user.id, second.id));
    other = second.loginName;
  }
  const record = (id: string, title: string) => ({
    id,
    kind: 'meet',
    typeId: 'type-1',
    year: 2026,
    title,
    state: MeetState.closed,
    startTime: new Date('2026-11-01T01:00:00Z'),
    endTime: new Date('2026-11-01T04:00:00Z'),
    signSecret: 'secret',
    createdBy: ids['wu.bgt'] ?? 'x',
  });
  await t.ctx.db.insert(maRecord).values([record(MEET, '发言测试座谈会'), record(HIDDEN, '无关的会议')]);
  await t.ctx.db.insert(maAttend).values({ recordId: MEET, userId: ids.weiyuan ?? '', userName: '委员' });
});
afterAll(() => t.close());

const draft = (over: Record<string, unknown> = {}) => ({
  meetId: MEET,
  title: '关于城市更新的发言',
  content: '<p>城市更新要坚持以人民为中心。</p>',
  speakType: SpeakType.written,
  fileIds: [],
  ...over,
});
const detail = async (who: string, id: string) => (await c.get<SpeakDetail>(who, `speak/detail/${id}`)).body.data;

/** the file of a download (the test client reads JSON) */
async function download(who: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/speak/manuscript',
    headers: { authorization: `Bearer ${await c.token(who)}` },
    payload: body as object,
  });
}
function unzip(buf: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const out = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (d: Buffer) => chunks.push(d));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('speeches', () => {
  let id = '';

  it('write → submit → back (reason required) → resubmit → pass, with messages both ways', async () => {
    const add = await c.post<{ id: string }>('weiyuan', 'speak/add', draft());
    expect(add.body.code).toBe('00000');
    id = add.body.data.id;
    expect((await detail('weiyuan', id)).state).toBe(SpeakState.draft);

    // only the speaker's own meetings
    const bad = await c.post('weiyuan', 'speak/add', draft({ meetId: HIDDEN }));
    expect(bad.status).toBe(403);
    const meetings = await c.get<{ id: string }[]>('weiyuan', 'speak/meetings');
    expect(meetings.body.data.map((m) => m.id)).toContain(MEET);
    expect(meetings.body.data.map((m) => m.id)).not.toContain(HIDDEN);

    expect((await c.post('weiyuan', 'speak/submit', { id })).body.code).toBe('00000');
    expect((await detail('weiyuan', id)).state).toBe(SpeakState.submitted);
    const reminders = await t.ctx.db
      .select()
      .from(message)
      .where(and(eq(message.bizId, id), eq(message.userId, ids['wu.bgt'] ?? '')));
    expect(reminders.length).toBe(1);
    // nothing to change while it waits
    expect((await c.post('weiyuan', 'speak/update', { ...draft(), id })).status).toBe(400);

    const noReason = await c.post('wu.bgt', 'speak/check', { id, pass: false });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('退回理由');
    expect((await c.post('wu.bgt', 'speak/check', { id, pass: false, opinion: '请补充具体措施' })).body.code).toBe('00000');
    const back = await detail('weiyuan', id);
    expect(back.state).toBe(SpeakState.returned);
    expect(back.opinion).toBe('请补充具体措施');
    const told = await t.ctx.db
      .select()
      .from(message)
      .where(and(eq(message.bizId, id), eq(message.userId, ids.weiyuan ?? '')));
    expect(told.some((m) => m.content.includes('请补充具体措施'))).toBe(true);

    expect((await c.post('weiyuan', 'speak/update', { ...draft({ content: '<p>补充：设立专项资金。</p>' }), id })).body.code).toBe('00000');
    expect((await c.post('weiyuan', 'speak/submit', { id })).body.code).toBe('00000');
    expect((await c.post('wu.bgt', 'speak/check', { id, pass: true })).body.code).toBe('00000');
    const passed = await detail('wu.bgt', id);
    expect(passed.state).toBe(SpeakState.passed);
    expect(passed.trail.map((h) => h.action)).toEqual(['create', 'submit', 'back', 'save', 'submit', 'pass']);
    // a second check of an adopted speech is refused
    expect((await c.post('wu.bgt', 'speak/check', { id, pass: true })).status).toBe(400);
  });

  it('an edit by the office keeps the speaker’s original', async () => {
    const r = await c.post('wu.bgt', 'speak/edit', {
      ...draft({ title: '关于城市更新的发言（修改稿）', content: '<p>修改后的文字。</p>' }),
      id,
    });
    expect(r.body.code).toBe('00000');
    const d = await detail('weiyuan', id);
    expect(d.title).toBe('关于城市更新的发言（修改稿）');
    expect(d.original?.title).toBe('关于城市更新的发言');
    expect(d.original?.content).toContain('设立专项资金');
    // a second edit keeps the first original
    await c.post('wu.bgt', 'speak/edit', { ...draft({ title: '修改稿二', content: '<p>再改。</p>' }), id });
    expect((await detail('wu.bgt', id)).original?.title).toBe('关于城市更新的发言');
    const m = await c.get<{ title: string; edited: boolean }>('wu.bgt', `speak/manuscript/detail/${id}`);
    expect(m.body.data).toMatchObject({ title: '修改稿二', edited: true });
    // the speaker may not edit as the office
    expect((await c.post('weiyuan', 'speak/edit', { ...draft(), id })).status).toBe(403);
  });

  it('the office enters a speech for a member (补录), adopted at once', async () => {
    const bad = await c.post('wu.bgt', 'speak/supplement', draft({ speakerId: '' }));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('发言人');
    const r = await c.post<{ id: string }>(
      'wu.bgt',
      'speak/supplement',
      draft({ speakerId: ids.weiyuan, title: '现场口头发言', speakType: SpeakType.oral }),
    );
    expect(r.body.code).toBe('00000');
    const d = await detail('weiyuan', r.body.data.id);
    expect(d).toMatchObject({ state: SpeakState.passed, supplementary: true, speakerId: ids.weiyuan });
    const page = await c.post<{ list: SpeakRow[] }>('wu.bgt', 'speak/page', { supplementary: true, meetId: MEET });
    expect(page.body.data.list.map((x) => x.title)).toEqual(['现场口头发言']);
    const meet = await c.post<{ list: SpeakRow[]; total: number }>('wu.bgt', 'meet/speak/page', { meetId: MEET });
    expect(meet.body.data.total).toBe(2);
    const stats = await c.post<SpeakStatistics>('wu.bgt', 'speak/statistics', { year: 2026 });
    const meeting = stats.body.data.byMeeting.find((x) => x.meetId === MEET);
    expect(meeting).toMatchObject({ meetTitle: '发言测试座谈会', total: 2, passed: 2, oral: 1, written: 1 });
    expect(stats.body.data.bySpeaker.find((x) => x.speakerId === ids.weiyuan)?.passed).toBeGreaterThanOrEqual(2);
  });

  it('refuses members the office’s lists and other people’s speeches', async () => {
    expect((await c.post('weiyuan', 'speak/page', {})).status).toBe(403);
    expect((await c.post('weiyuan', 'speak/check', { id, pass: true })).status).toBe(403);
    expect(other).not.toBe('');
    if (other) {
      expect((await c.get(other, `speak/detail/${id}`)).status).toBe(403);
      const mine = await c.post<{ total: number }>(other, 'speak/my/page', {});
      expect(mine.body.data.total).toBe(0);
    }
    const fresh = await c.post<{ id: string }>('weiyuan', 'speak/add', draft({ title: '要删除的草稿' }));
    expect((await c.post('wu.bgt', 'speak/delete', { ids: [fresh.body.data.id] })).status).toBe(403);
    expect((await c.post('weiyuan', 'speak/delete', { ids: [id] })).status).toBe(400);
    expect((await c.post('weiyuan', 'speak/delete', { ids: [fresh.body.data.id] })).body.code).toBe('00000');
    expect((await c.get('weiyuan', `speak/detail/${fresh.body.data.id}`)).status).toBe(404);
    const noTitle = await c.post('weiyuan', 'speak/add', draft({ title: '' }));
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.msg).toContain('发言标题');
  });

  it('keeps a speech’s files to its speaker and the managers', async () => {
    const who = (userId: string, permissions: string[]) => ({ userId, permissions: new Set(permissions) }) as unknown as Principal;
    expect(await speechAffairPolicy.canRead(t.ctx.db, who(ids.weiyuan ?? '', []), id)).toBe(true);
    expect(await speechAffairPolicy.canRead(t.ctx.db, who('someone', [SpeakPerm.write]), id)).toBe(false);
    expect(await speechAffairPolicy.canRead(t.ctx.db, who('office', [SpeakPerm.manage]), id)).toBe(true);
    expect(await speechAffairPolicy.canRead(t.ctx.db, who('x', []), 'not-a-speech')).toBeUndefined();
  });

  it('compiles a meeting’s adopted speeches into one .docx', async () => {
    const res = await download('wu.bgt', { meetId: MEET });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml');
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''");
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const doc = (await unzip(res.rawPayload)).get('word/document.xml') ?? '';
    expect(doc).toContain('发言测试座谈会');
    expect(doc).toContain('目  录');
    expect(doc).toContain('修改稿二');
    expect(doc).toContain('现场口头发言');
    expect((await download('weiyuan', { meetId: MEET })).statusCode).toBe(403);
    expect((await download('wu.bgt', {})).statusCode).toBe(400);
  });
});
