import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { similarDoc } from '../modules/intellect/similar/tables';
import { proposal } from '../modules/proposal/tables';

/**
 * Issue 13, finding 4: every call that returns a proposal's text answers as GET /proposal/detail/{id}
 * does — the owning area's permission and scope decide, whatever door the caller knocks on.
 */
const ACCOUNTS = ['admin', 'secadmin', 'auditadmin', 'tian', 'xinxi', 'weiyuan', 'weiyuan.staff', 'jiti', 'chengban'];

let t: TestApp;
let c: ReturnType<typeof client>;
let ids: string[];
/** account → the proposal ids its detail call opens */
const readable = new Map<string, Set<string>>();

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  // the duplicate-check corpus holds every submitted proposal (the seed indexes them)
  const rows = await t.ctx.db
    .select({ id: similarDoc.docId })
    .from(similarDoc)
    .innerJoin(proposal, eq(proposal.id, similarDoc.docId))
    .where(and(eq(similarDoc.corpus, 'proposal'), eq(similarDoc.removed, false), isNull(proposal.deletedAt)));
  ids = rows.map((r) => r.id);
  for (const who of ACCOUNTS) {
    const open = new Set<string>();
    for (const id of ids) if ((await c.get(who, `proposal/detail/${id}`)).status === 200) open.add(id);
    readable.set(who, open);
  }
});
afterAll(() => t.close());

describe('a proposal’s text outside the caller’s scope', () => {
  it('is a real question: some accounts see only part of the indexed proposals', () => {
    expect(ids.length).toBeGreaterThan(5);
    expect(readable.get('tian')?.size).toBeGreaterThan(0);
    expect(readable.get('chengban')?.size).toBeLessThan(ids.length);
    expect(readable.get('secadmin')?.size).toBe(0);
  });

  it('is not shown by the duplicate check’s detail, which answers 404 with a message that says why', async () => {
    for (const who of ACCOUNTS) {
      for (const id of ids) {
        const r = await c.get<{ contentText?: string }>(who, `data/intellect/similar/detail/${id}`);
        if (readable.get(who)?.has(id)) {
          expect([who, id, r.status]).toEqual([who, id, 200]);
          expect(r.body.data.contentText?.length).toBeGreaterThan(0);
        } else {
          expect([who, id, r.status, r.body.data]).toEqual([who, id, 404, null]);
          expect(r.body.msg).toContain('无权查看该提案的全文');
        }
      }
    }
  });

  it('is listed by the duplicate check with title and similarity only', async () => {
    const [p] = await t.ctx.db.select({ id: proposal.id, content: proposal.content }).from(proposal).where(eq(proposal.id, ids[0]));
    const r = await c.post<Record<string, unknown>[]>('chengban', 'data/intellect/similar/check', { content: p.content, threshold: 90 });
    expect(r.status).toBe(200);
    for (const item of r.body.data)
      expect(Object.keys(item).sort()).toEqual(['id', 'overThreshold', 'similarity', 'sort', 'source', 'title']);
  });

  it('is listed by the similar-proposal list with title and score, the number and proposer only where readable', async () => {
    let closed = 0;
    for (const who of ['chengban', 'jiti', 'secadmin']) {
      for (const id of ids.slice(0, 6)) {
        const [p] = await t.ctx.db.select({ content: proposal.content }).from(proposal).where(eq(proposal.id, id));
        const r = await c.post<{ list: { id: string; number: number | null; proposerName: string }[] }>(
          who,
          'data/intellect/proposal/list',
          { content: p.content, limit: 20 },
        );
        expect(r.status).toBe(200);
        for (const item of r.body.data.list) {
          if (readable.get(who)?.has(item.id)) continue;
          closed++;
          expect([who, item.id, item.number, item.proposerName]).toEqual([who, item.id, null, '']);
        }
      }
    }
    expect(closed).toBeGreaterThan(0);
  });

  it('is not quoted by the reference search or detail to an account that may open no proposal', async () => {
    const sig = await c.get<{ signature: string }>('secadmin', 'data/intellect/get/signature');
    const headers = { accesstoken: sig.body.data.signature };
    const [pub] = await t.ctx.db.select({ id: proposal.id, title: proposal.title }).from(proposal).where(eq(proposal.id, ids[0]));
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/data/intellect/reference/search',
      headers: { authorization: `Bearer ${await c.token('secadmin')}`, ...headers },
      payload: { keyword: pub.title.slice(2, 10) },
    });
    expect(search.statusCode).toBe(200);
    for (const h of search.json().data.list as { kind: string }[]) expect(h.kind).not.toBe('current');
    for (const id of ids) {
      const d = await c.get('secadmin', `data/intellect/reference/detail/cur_${id}`, headers);
      expect([id, d.status]).toEqual([id, 404]);
    }
  });

  it('is not in a Word document, an attachment zip or a file list for those who cannot open the proposal', async () => {
    for (const who of ['chengban', 'jiti', 'weiyuan']) {
      for (const id of ids) {
        if (readable.get(who)?.has(id)) continue;
        for (const doc of ['proposal.docx', 'caseNotice.docx', 'attachments.zip', 'available']) {
          const r = await t.app.inject({
            method: 'GET',
            url: `/api/proposal/document/${id}/${doc}`,
            headers: { authorization: `Bearer ${await c.token(who)}` },
          });
          expect([who, id, doc, r.statusCode]).toEqual([who, id, doc, 404]);
        }
        const files = await c.get<unknown[]>(who, `sys/oss/list/${id}`);
        expect([who, id, files.status === 200 ? files.body.data : files.status]).toEqual([
          who,
          id,
          files.status === 200 ? [] : files.status,
        ]);
      }
    }
  });
});
