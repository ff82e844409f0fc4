import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import { sessionFor } from '../message/test-session';
import { ossFile } from '../oss/tables';
import { createOssTestApp, multipart, PDF, PNG } from '../oss/test-helpers';
import { sessionUserOf } from '../sso/sessions';
import { user } from '../system/tables';

let t: TestApp;
let outside: string;
let member: Awaited<ReturnType<typeof sessionFor>>;
let other: Awaited<ReturnType<typeof sessionFor>>;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  ({ t, outside } = await createOssTestApp());
  member = await sessionFor(t, 'wy0001');
  other = await sessionFor(t, 'admin');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outside, { recursive: true, force: true });
});

async function upload(token: string, module: string, name: string, data: Buffer, kind = 'image'): Promise<string> {
  const body = multipart({ module, kind }, { name, data });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sys/oss/upload',
    headers: { ...auth(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.id;
}

const setAvatar = (token: string, fileId: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/personal/avatar/update', headers: auth(token), payload: { fileId } });

describe('personal avatar (头像)', () => {
  it('sets one own avatar from an uploaded photo, binds it to oneself, shows it in the centre and audits the change', async () => {
    expect((await t.app.inject({ url: '/api/personal/avatar', headers: auth(member.token) })).json().data).toEqual({
      file: null,
      url: null,
    });
    const first = await upload(member.token, 'photo', 'me.png', PNG);
    const res = await setAvatar(member.token, first);
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('头像已更新');
    const data = res.json().data;
    expect(data.file).toMatchObject({ id: first, module: 'photo' });
    expect(data.url).toContain(`/sys/oss/rpc/download/${first}?`);

    const [row] = await t.ctx.db.select().from(ossFile).where(eq(ossFile.id, first));
    expect(row.affairId).toBe(member.userId);
    const [u] = await t.ctx.db.select({ avatar: user.avatar }).from(user).where(eq(user.id, member.userId));
    expect(u.avatar).toBe(first);
    // the next sign-in hands the header a picture address, not the stored id (outside a request there is no
    // session to sign for: the bearer-only address; a sign-in answer's is signed, see oss/hardening.test.ts)
    const [signedIn] = await t.ctx.db.select().from(user).where(eq(user.id, member.userId));
    expect((await sessionUserOf(t.ctx.db, signedIn)).avatar).toBe(`/api/sys/oss/file/${first}`);

    const centre = await t.app.inject({ url: '/api/personal/center/member/data', headers: auth(member.token) });
    expect(centre.json().data.profile.avatar).toContain(`/sys/oss/rpc/download/${first}?`);
    // the signed address serves the picture without a token
    const img = await t.app.inject({ url: centre.json().data.profile.avatar });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');

    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'user'), eq(auditLog.objectId, member.userId), eq(auditLog.action, 'update')));
    expect(audits.some((a) => JSON.stringify(a.detail).includes(first))).toBe(true);

    // a new picture replaces the old one, which leaves the user
    const second = await upload(member.token, 'photo', 'me2.png', PNG);
    expect((await setAvatar(member.token, second)).json().data.file.id).toBe(second);
    const [old] = await t.ctx.db.select().from(ossFile).where(eq(ossFile.id, first));
    expect(old.removedAt).not.toBeNull();

    // null removes it
    const cleared = await setAvatar(member.token, null);
    expect(cleared.json().data).toEqual({ file: null, url: null });
    const [gone] = await t.ctx.db.select().from(ossFile).where(eq(ossFile.id, second));
    expect(gone.removedAt).not.toBeNull();
  });

  it('takes only a jpg/png of module photo uploaded by oneself (400 naming fileId, 403 for another user’s upload)', async () => {
    const pdf = await upload(member.token, 'photo', 'a.pdf', PDF, 'file');
    const notPicture = await setAvatar(member.token, pdf);
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json().msg).toContain('fileId');

    const elsewhere = await upload(member.token, 'personal', 'me.png', PNG);
    expect((await setAvatar(member.token, elsewhere)).statusCode).toBe(400);

    const unknown = await setAvatar(member.token, 'no-such-file');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toContain('fileId');

    const missing = await t.app.inject({ method: 'POST', url: '/api/personal/avatar/update', headers: auth(member.token), payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('fileId');

    // someone else's draft cannot become one's avatar; the user keeps no avatar
    const theirs = await upload(other.token, 'photo', 'x.png', PNG);
    expect((await setAvatar(member.token, theirs)).statusCode).toBe(403);
    const [u] = await t.ctx.db.select({ avatar: user.avatar }).from(user).where(eq(user.id, member.userId));
    expect(u.avatar).toBeNull();
    const [draft] = await t.ctx.db.select().from(ossFile).where(eq(ossFile.id, theirs));
    expect(draft.affairId).toBeNull();
  });

  it('asks for sign-in (401) and is in the api document', async () => {
    expect((await setAvatar('', null)).statusCode).toBe(401);
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/personal/avatar/update']?.post).toBeTruthy();
    expect(doc.paths['/api/personal/avatar']?.get).toBeTruthy();
  });
});
