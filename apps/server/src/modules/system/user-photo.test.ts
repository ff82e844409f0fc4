import fs from 'node:fs';
import type { UserAddResult, UserDetail } from '@cppcc/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/client';
import type { TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/audit/tables';
import { ossFile } from '../oss/tables';
import { createOssTestApp, multipart, PNG } from '../oss/test-helpers';
import { user } from './tables';

let t: TestApp;
let outside: string;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  ({ t, outside } = await createOssTestApp());
  c = client(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outside, { recursive: true, force: true });
});

async function upload(who: string, module = 'photo', kind = 'photo'): Promise<string> {
  const body = multipart({ module, kind }, { name: '照片.png', data: PNG });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sys/oss/upload',
    headers: { authorization: `Bearer ${await c.token(who)}`, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.id;
}

const detail = (id: string) => c.get<UserDetail>('admin', `system/user/detail/${id}`);

describe('user photo (照片) through add and update', () => {
  it('adds a user with a photo, keeps it when the update leaves it out, replaces and removes it, and audits each change', async () => {
    const photo = await upload('admin');
    const add = await c.post<UserAddResult>('admin', 'system/user/add', {
      loginName: 'photo_user',
      username: '照片用户',
      userType: 2,
      orgId: (await t.ctx.db.select({ orgId: user.orgId }).from(user).where(eq(user.loginName, 'tian')))[0].orgId,
      avatarFileId: photo,
    });
    expect(add.status).toBe(200);
    const id = add.body.data.id;
    const got = await detail(id);
    expect(got.body.data.avatar).toMatchObject({ id: photo, module: 'photo', title: '照片.png' });
    const [bound] = await t.ctx.db.select().from(ossFile).where(eq(ossFile.id, photo));
    expect(bound.affairId).toBe(id);

    const base = { id, username: '照片用户', userType: 2, orgId: got.body.data.orgId };
    // no avatarFileId: the photo stays
    expect((await c.post('admin', 'system/user/update', { ...base, duty: '科员' })).status).toBe(200);
    expect((await detail(id)).body.data.avatar?.id).toBe(photo);

    const next = await upload('admin');
    expect((await c.post('admin', 'system/user/update', { ...base, avatarFileId: next })).status).toBe(200);
    expect((await detail(id)).body.data.avatar?.id).toBe(next);
    const [old] = await t.ctx.db.select().from(ossFile).where(eq(ossFile.id, photo));
    expect(old.removedAt).not.toBeNull();

    expect((await c.post('admin', 'system/user/update', { ...base, avatarFileId: null })).status).toBe(200);
    expect((await detail(id)).body.data.avatar).toBeNull();
    const [u] = await t.ctx.db.select({ avatar: user.avatar }).from(user).where(eq(user.id, id));
    expect(u.avatar).toBeNull();

    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'user'), eq(auditLog.objectId, id), eq(auditLog.action, 'update')));
    const withPhoto = audits.filter((a) => JSON.stringify(a.detail).includes('"avatar"'));
    expect(withPhoto.length).toBe(2);
  });

  it('refuses a photo that is not a picture of module photo with 400 naming avatarFileId, and writes nothing', async () => {
    const wrongModule = await upload('admin', 'common', 'image');
    const res = await c.post('admin', 'system/user/add', {
      loginName: 'photo_bad',
      username: '坏照片',
      userType: 4,
      avatarFileId: wrongModule,
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('avatarFileId');
    expect(await t.ctx.db.select().from(user).where(eq(user.loginName, 'photo_bad'))).toHaveLength(0);

    const tooLong = await c.post('admin', 'system/user/add', {
      loginName: 'photo_bad',
      username: '坏照片',
      userType: 4,
      avatarFileId: 'x'.repeat(65),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toContain('avatarFileId');
  });
});
