import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OssFile } from '@cppcc/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildApp } from '../../app';
import type { AppContext } from '../../platform/context';
import { inTx } from '../../platform/db/tx';
import { type LoopbackS3, startLoopbackS3 } from '../../platform/storage/test-s3';
import { manifests } from '..';
import { unbindFiles } from './service';
import { ossStorage } from './storage';
import { sweepUnboundFiles } from './sweep';
import { filesUnder, multipart, PDF } from './test-helpers';

/**
 * Several server processes share attachments through one bucket: two
 * applications on one database, each with its own local folder (where uploads
 * are only staged), and one S3-compatible server on loopback.
 */
let s3: LoopbackS3;
let work: string;
let t: TestApp;
let other: { app: FastifyInstance; ctx: AppContext };

const storageAt = (root: string) => ({ kind: 's3' as const, root, s3: s3.s3, urlTtlMinutes: 10, quotaBytes: 0 });

beforeAll(async () => {
  s3 = await startLoopbackS3();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-s3-apps-'));
  t = await createTestApp({ storage: storageAt(path.join(work, 'a')) });
  const ctx: AppContext = { ...t.ctx, config: { ...t.ctx.config, storage: storageAt(path.join(work, 'b')) } };
  other = { app: await buildApp(ctx, manifests), ctx };
  await other.app.ready();
});
afterAll(async () => {
  await other?.app.close();
  await t?.close();
  await s3?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

async function call<T>(app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({
    method,
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return {
    status: res.statusCode,
    res,
    body: (res.headers['content-type']?.toString().includes('json') ? res.json() : null) as { data: T },
  };
}

describe('attachments on S3 (s3rver on loopback) are shared by every process', () => {
  it('a file uploaded through one application is read and removed through another', async () => {
    const member = await t.login('weiyuan');
    const office = await t.login('tian');
    const { payload, headers } = multipart({ module: 'proposal' }, { name: '关于共享附件的提案.pdf', data: PDF });
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/sys/oss/upload',
      headers: { ...headers, authorization: `Bearer ${member}` },
      payload,
    });
    expect(up.statusCode).toBe(200);
    const f = (up.json() as { data: OssFile }).data;
    const affair = (await call<string>(t.app, member, 'GET', '/id/get')).body.data;
    expect((await call(t.app, member, 'POST', '/sys/oss/binding', { fileIds: [f.id], id: affair })).status).toBe(200);

    // neither application keeps the contents on its own disk: the bucket holds the one copy
    expect(filesUnder(path.join(work, 'a')).concat(filesUnder(path.join(work, 'b')))).toEqual([]);
    expect(await ossStorage(other.ctx).exists(f.path)).toBe(true);

    const read = await call(other.app, office, 'GET', `/sys/oss/file/${f.id}`);
    expect(read.status).toBe(200);
    expect(read.res.rawPayload.equals(PDF)).toBe(true);
    const signed = await other.app.inject({ method: 'GET', url: f.url });
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.equals(PDF)).toBe(true);

    // released by its record, swept by the other application's job: gone for both
    await inTx(other.ctx.db, (tx) => unbindFiles(tx, [f.id], { affairId: affair }));
    await sweepUnboundFiles({ db: other.ctx.db, storage: ossStorage(other.ctx) });
    expect(await ossStorage(t.ctx).exists(f.path)).toBe(false);
    expect((await call(t.app, office, 'GET', `/sys/oss/file/${f.id}`)).status).toBe(404);
  });
});
