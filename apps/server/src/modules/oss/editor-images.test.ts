import fs from 'node:fs';
import path from 'node:path';
import type { OssFile } from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { loadPrincipal } from '../../platform/auth/principal';
import { inTx } from '../../platform/db/tx';
import { signIn } from '../sso/test-fixtures';
import { bindEditorImages, editorImageIds } from './editor-images';
import { bindFiles, listFiles, syncFiles } from './service';
import { ossStorage } from './storage';
import { sweepUnboundFiles } from './sweep';
import { ossFile } from './tables';
import { createOssTestApp, multipart, PDF, PNG } from './test-helpers';

/** Finding 11: pictures inside rich text are read with the reading rights of the record they belong to. */
let t: TestApp;
let outside: string;
let root: string;

interface Browser {
  userId: string;
  token: string;
  /** the cookies a browser keeps from the sign-in */
  cookies: Record<string, string>;
}
const browsers = new Map<string, Browser>();

async function browser(who: string): Promise<Browser> {
  const known = browsers.get(who);
  if (known) return known;
  const res: LightMyRequestResponse = await signIn(t, who);
  const body = res.json() as { data: { token: string; user: { userId: string } } };
  const b = {
    userId: body.data.user.userId,
    token: body.data.token,
    cookies: Object.fromEntries(res.cookies.map((c) => [c.name, c.value])),
  };
  browsers.set(who, b);
  return b;
}

async function uploadPicture(who: string): Promise<OssFile> {
  const { payload, headers } = multipart({ module: 'news', kind: 'editor' }, { name: 'p.png', data: PNG });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sys/oss/upload',
    headers: { ...headers, authorization: `Bearer ${(await browser(who)).token}` },
    payload,
  });
  return (res.json() as { data: OssFile }).data;
}

/** An `<img>` request: no token, only what the browser's cookie jar sends to the path. */
const img = (id: string, cookies: Record<string, string> = {}) => t.app.inject({ url: `/api/sys/oss/file/${id}`, cookies });
const asReader = async (who: string) => ({ ...(await loadPrincipal(t.ctx.db, (await browser(who)).userId))!, sessionId: '' });
const html = (...ids: string[]) => ids.map((id) => `<p>图</p><img src="/api/sys/oss/file/${id}">`).join('');

beforeAll(async () => {
  ({ t, root, outside } = await createOssTestApp());
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outside, { recursive: true, force: true });
});

describe('the file cookie', () => {
  it('is HttpOnly, SameSite=Strict and sent only to the file route', async () => {
    const res = await signIn(t, 'weiyuan');
    const c = res.cookies.find((x) => x.name === 'cppcc_fs');
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/sys/oss/file' });
  });

  it('nobody reads a picture without a session; a forged or foreign cookie is refused', async () => {
    const pic = await uploadPicture('weiyuan');
    const anon = await img(pic.id);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('10001');
    const mine = (await browser('weiyuan')).cookies.cppcc_fs;
    const [sid] = mine.split('.');
    expect((await img(pic.id, { cppcc_fs: `${sid}.forged` })).statusCode).toBe(401);
    expect((await img(pic.id, { cppcc_fs: `other.${mine.split('.')[1]}` })).statusCode).toBe(401);
    // the uploader sees the picture while the text is not yet saved; nobody else does
    const ok = await img(pic.id, (await browser('weiyuan')).cookies);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect((await img(pic.id, (await browser('tian')).cookies)).statusCode).toBe(404);
  });

  it('dies with the session it names', async () => {
    const pic = await uploadPicture('xinxi');
    const b = await browser('xinxi');
    expect((await img(pic.id, b.cookies)).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/sso/logout/current', headers: { authorization: `Bearer ${b.token}` } });
    browsers.delete('xinxi');
    expect((await img(pic.id, b.cookies)).statusCode).toBe(401);
  });
});

describe('binding pictures to the record that shows them', () => {
  it('finds each picture once across the record’s fields', () => {
    expect(editorImageIds([html('a', 'b'), html('a'), '<p>无图</p>'])).toEqual(['a', 'b']);
  });

  it('binds the caller’s pictures, removes those the text dropped, and leaves attachments alone', async () => {
    const [one, two] = [await uploadPicture('weiyuan'), await uploadPicture('weiyuan')];
    const theirs = await uploadPicture('tian');
    const affair = 'news-article-1';
    const me = await asReader('weiyuan');
    // an attachment of the same record, saved through its own list
    const { payload, headers } = multipart({ module: 'news' }, { name: 'a.pdf', data: PDF });
    const att = (
      await t.app.inject({
        method: 'POST',
        url: '/api/sys/oss/upload',
        headers: { ...headers, authorization: `Bearer ${(await browser('weiyuan')).token}` },
        payload,
      })
    ).json().data as OssFile;
    await inTx(t.ctx.db, (tx) => bindFiles(tx, affair, [att.id]));

    // someone else's unsaved picture is not taken over by pasting its address
    expect(await inTx(t.ctx.db, (tx) => bindEditorImages(tx, me, affair, html(one.id, two.id, theirs.id)))).toEqual({
      bound: 2,
      removed: 0,
    });
    const rowOf = async (id: string) => (await t.ctx.db.select().from(ossFile).where(eq(ossFile.id, id)))[0];
    expect((await rowOf(theirs.id)).affairId).toBeNull();
    // bound: readable by whoever may read the record (an unclaimed affair: any signed-in user)
    expect((await img(one.id, (await browser('tian')).cookies)).statusCode).toBe(200);
    // the attachment list is the record's attachments, not its pictures; syncing it keeps the pictures
    expect((await listFiles(t.ctx.db, affair)).map((f) => f.id)).toEqual([att.id]);
    await inTx(t.ctx.db, (tx) => syncFiles(tx, affair, [att.id]));
    expect((await rowOf(one.id)).removedAt).toBeNull();

    // a rolled-back save changes nothing
    await expect(
      inTx(t.ctx.db, async (tx) => {
        await bindEditorImages(tx, me, affair, html(one.id));
        throw new Error('save failed');
      }),
    ).rejects.toThrow('save failed');
    expect((await rowOf(two.id)).removedAt).toBeNull();

    // the text no longer shows `two`: it is gone at once and its content with the next sweep
    expect(await inTx(t.ctx.db, (tx) => bindEditorImages(tx, me, affair, html(one.id)))).toEqual({ bound: 0, removed: 1 });
    expect((await img(two.id, (await browser('weiyuan')).cookies)).statusCode).toBe(404);
    await sweepUnboundFiles({ db: t.ctx.db, storage: ossStorage(t.ctx) });
    expect(fs.existsSync(path.join(root, two.path))).toBe(false);
    expect(fs.existsSync(path.join(root, one.path))).toBe(true);
  });

  it('a picture never saved into a text is swept after a week, not after a day', async () => {
    const pic = await uploadPicture('weiyuan');
    const deps = { db: t.ctx.db, storage: ossStorage(t.ctx) };
    const day = 24 * 3600 * 1000;
    await sweepUnboundFiles(deps, { now: new Date(Date.now() + 2 * day) });
    expect(fs.existsSync(path.join(root, pic.path))).toBe(true);
    await sweepUnboundFiles(deps, { now: new Date(Date.now() + 8 * day) });
    expect(fs.existsSync(path.join(root, pic.path))).toBe(false);
  });
});
