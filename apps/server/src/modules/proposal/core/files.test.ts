import type { OssFile } from '@cppcc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { multipart, PDF } from '../../oss/test-helpers';
import { kit } from '../test-kit';

let t: TestApp;
let k: ReturnType<typeof kit>;
beforeAll(async () => {
  t = await createTestApp();
  k = kit(t);
});
afterAll(() => t.close());

/** Uploads a small PDF; `module` as the form sends it (the unit reply form sends none). */
async function upload(who: string, module?: string): Promise<OssFile> {
  const { payload, headers } = multipart(module ? { module } : {}, { name: '附件.pdf', data: PDF });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sys/oss/upload',
    headers: { ...headers, authorization: `Bearer ${await k.c.token(who)}` },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as OssFile;
}

const record = (who: string, fileId: string) => k.c.get<OssFile>(who, `sys/oss/rpc/file/${fileId}`);
const content = async (who: string, fileId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/sys/oss/file/${fileId}`, headers: { authorization: `Bearer ${await k.c.token(who)}` } }))
    .statusCode;
const listed = async (who: string, affairId: string) =>
  (await k.c.get<OssFile[]>(who, `sys/oss/list/${affairId}`)).body.data.map((f) => f.id);

describe('files of proposals follow the proposal’s data scope', () => {
  it('a draft’s attachments are the proposer’s alone, whatever module the upload named', async () => {
    const a = await upload('weiyuan', 'proposal');
    const b = await upload('weiyuan');
    const id = await k.add('weiyuan', { fileIds: [a.id, b.id] });

    for (const f of [a, b]) {
      expect((await record('weiyuan', f.id)).status).toBe(200);
      for (const who of ['wy0001', 'tian', 'chengban']) {
        expect((await record(who, f.id)).status).toBe(404);
        expect(await content(who, f.id)).toBe(404);
      }
    }
    expect(await listed('wy0001', id)).toEqual([]);
    expect(await listed('weiyuan', id)).toEqual([a.id, b.id]);

    // once submitted the office sees the proposal, and so its files; other members still do not
    k.expectOk(await k.c.post('weiyuan', 'proposal/submit', { id }));
    expect((await record('tian', a.id)).status).toBe(200);
    expect((await record('wy0001', b.id)).status).toBe(404);
  });

  it('a unit’s answer-letter files: the proposal’s readers, not other members or units', async () => {
    const id = await k.assigned();
    k.expectOk(await k.c.post('chengban', 'proposal/sign', { id }));
    const f = await upload('chengban');
    k.expectOk(
      await k.c.post('chengban', 'proposal/reply', {
        id,
        content: '<p>答复</p>',
        fileIds: [f.id],
        handleLevel: 'A',
        contactName: '王',
        contactPhone: '1',
      }),
    );
    expect((await record('weiyuan', f.id)).status).toBe(200);
    expect((await record('tian', f.id)).status).toBe(200);
    expect((await record('wy0001', f.id)).status).toBe(404);
    expect((await record('cb_czj', f.id)).status).toBe(404);
  });

  it('nobody attaches files to a proposal they may not edit', async () => {
    const id = await k.add('weiyuan');
    const mine = await upload('wy0001', 'proposal');
    const r = await k.c.post('wy0001', 'sys/oss/binding', { id, fileIds: [mine.id] });
    expect(r.status).toBe(403);
    expect(await listed('weiyuan', id)).toEqual([]);

    // the proposer's own form binding after its save still works, and binding again is a no-op
    const own = await upload('weiyuan', 'proposal');
    k.expectOk(await k.c.post('weiyuan', 'sys/oss/binding', { id, fileIds: [own.id] }));
    k.expectOk(await k.c.post('weiyuan', 'sys/oss/binding', { id, fileIds: [own.id] }));
    expect(await listed('weiyuan', id)).toEqual([own.id]);
  });

  it('the office’s edits, instructions and records bind their files in the same save', async () => {
    const id = await k.filed();
    const p = (await k.detail('tian', id)).body.data;
    const edit = { id, title: p.title, content: p.content, typeId: p.typeId };

    // someone else's upload cannot be slipped into the proposal by id
    const foreign = await upload('wy0001', 'proposal');
    expect((await k.c.post('tian', 'proposal/all/update', { ...edit, fileIds: [foreign.id] })).status).toBe(403);

    const f = await upload('tian', 'proposal');
    k.expectOk(await k.c.post('tian', 'proposal/all/update', { ...edit, fileIds: [f.id] }));
    expect(await listed('tian', id)).toEqual([f.id]);
    expect((await record('weiyuan', f.id)).status).toBe(200);
    // dropped from the form: gone at once
    k.expectOk(await k.c.post('tian', 'proposal/all/update', { ...edit, fileIds: [] }));
    expect((await record('tian', f.id)).status).toBe(404);

    const g = await upload('tian');
    const added = await k.c.post<{ id: string }>('tian', 'proposal/instruction/add', {
      proposalId: id,
      leaderName: '李市长',
      content: '请认真研究办理',
      instructedAt: '2026-01-05',
      fileIds: [g.id],
    });
    k.expectOk(added);
    expect(await listed('tian', added.body.data.id)).toEqual([g.id]);
    expect((await record('weiyuan', g.id)).status).toBe(200);
    expect((await record('wy0001', g.id)).status).toBe(404);
    k.expectOk(await k.c.post('tian', 'proposal/instruction/delete', { ids: [added.body.data.id] }));
    expect((await record('tian', g.id)).status).toBe(404);
  });
});
