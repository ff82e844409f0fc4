import type { CorrectionResult } from '@cppcc/contracts';
import type { OwnRecords } from '@cppcc/textkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import type { Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { proposalSession } from '../../proposal/setup/tables';
import { proposal } from '../../proposal/tables';
import { org } from '../../system/tables';
import { firstValue } from '../quotation/service';
import { loadOwnRecords, loadOwnTerms, ownRecordsDue, ownRecordsSignature, termsOf } from './own';

let t: TestApp;
let c: ReturnType<typeof client>;

/** A filed proposal (立案, being handled), as the office's filing leaves it. */
async function file(title: string, text: string, caseState = 3) {
  const [session] = await t.ctx.db.select({ id: proposalSession.id }).from(proposalSession).limit(1);
  const when = new Date();
  await t.ctx.db.insert(proposal).values({
    id: newId(),
    sessionId: session.id,
    year: 2026,
    title,
    content: `<p>${text}</p>`,
    contentText: text,
    proposerType: 1,
    proposerName: '测试委员',
    state: caseState === 3 ? 10 : 2,
    caseState,
    submittedAt: when,
    filedAt: caseState === 3 ? when : null,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  // filed before the first correction builds the records: 因城施策 is newer than the spelling model (它读作"因城施市")
  await file('关于因城施策稳定住房消费的建议', '各区要因城施策，一城一策，支持刚性和改善性住房需求。');
  await file('关于完善住房保障体系的建议', '坚持因城施策，用好政策工具箱，促进房地产市场平稳健康发展。');
}, 60_000);
afterAll(() => t.close());

const correct = async (content: string) => {
  const r = await c.post<CorrectionResult>('weiyuan', 'data/intellect/baidu/error/correction', { content });
  expect(r.status).toBe(200);
  return r.body.data.detailList.filter((i) => i.type === '010100').map((i) => [i.error, i.correct]);
};

describe('the committee own terms and records in POST /data/intellect/baidu/error/correction', () => {
  it('protects a unit name the administrator adds, and still corrects a plain typo beside it', async () => {
    const text = '东城区智汇谷产业园管理委员会大力培育发展大数局产业。';
    expect(await correct(text)).toEqual([
      ['汇', '慧'],
      ['局', '据'],
    ]);
    await t.ctx.db.insert(org).values({ id: newId(), name: '东城区智汇谷产业园管理委员会', kind: 'unit', collectiveType: 7 });
    expect(await correct(text)).toEqual([['局', '据']]);
  });

  it('lets a phrase of two filed proposals vouch for itself, not one proposal writing it twice or one under review', async () => {
    expect(await correct('各地要因城施策，促进房地产市场平稳健康发展。')).toEqual([]);
    const rebuild = () => loadOwnRecords(t.ctx.db, undefined, undefined, 0);
    // one filed proposal that writes it in its title and twice in its text, and one still under review
    await file('关于涵养税源的建议', '要涵养税源，培育财源，涵养税源是长久之计。');
    await file('关于培育财源的建议', '要涵养税源，培育财源。', 2);
    await rebuild();
    expect(await correct('要涵养税源，培育财源。')).toEqual([['税', '水']]);
    // a second filed proposal writes it: two of the committee's records now do
    await file('关于稳定经济大盘的建议', '稳住经济大盘，涵养税源。');
    await rebuild();
    expect(await correct('要涵养税源，培育财源。')).toEqual([]);
  });
});

describe('own terms and records are cached per database', () => {
  it('keeps the 2+ CJK character runs of names, once each', () => {
    expect(termsOf(['信息处（社情民意信息处）', '市5G产业联盟', '市', null, '信息处'])).toEqual(['产业联盟', '信息处', '社情民意信息处']);
  });

  it('reuses the terms while the names are unchanged and re-reads them after an organisation is renamed', async () => {
    const db = t.ctx.db;
    const a = await loadOwnTerms(db);
    expect(a).toEqual(expect.arrayContaining(['市教育局', '中国民主同盟', '提案委员会', '东城区委员小组', '社情民意专报']));
    expect(a).not.toContain('第一组');
    expect(await loadOwnTerms(db)).toBe(a);
    const id = newId();
    await db.insert(org).values({ id, name: '市低空经济发展促进中心', kind: 'unit', collectiveType: 7 });
    const b = await loadOwnTerms(db);
    expect(b).not.toBe(a);
    expect(b).toContain('市低空经济发展促进中心');
  });

  it('reuses the records while nothing is filed, rebuilds after a filing (throttled), one build at a time', async () => {
    const db = t.ctx.db;
    const logged: object[] = [];
    const log = { info: (o: object) => logged.push(o), warn: (o: object) => logged.push(o) };
    const a = (await loadOwnRecords(db, undefined, log)) as OwnRecords;
    expect(await loadOwnRecords(db, undefined, log)).toBe(a);
    expect(logged).toEqual([]);
    expect(a.texts).toBeGreaterThanOrEqual(2);

    await file('关于发展低空经济的建议', '建议统筹低空空域管理，发展低空经济。');
    // within the throttle the older records answer, and the signature is not even read
    expect(ownRecordsDue(db)).toBe(false);
    expect(ownRecordsDue(db, 0)).toBe(true);
    expect(await loadOwnRecords(db, undefined, log)).toBe(a);
    // one build; a caller arriving during it is answered with the older records rather than held up
    // (the signature is read first, so that the build starts before the second call)
    const signature = await firstValue(db, ownRecordsSignature);
    const building = loadOwnRecords(db, signature, log, 0);
    expect(await loadOwnRecords(db, signature, log, 0)).toBe(a);
    const b = (await building) as OwnRecords;
    expect(b).not.toBe(a);
    expect(b.texts).toBe(a.texts + 1);
    expect(logged).toEqual([expect.objectContaining({ texts: b.texts, chars: b.chars, ngrams: b.ngrams, ms: expect.any(Number) })]);
    expect(await loadOwnRecords(db, undefined, log, 0)).toBe(b);
    expect(logged).toHaveLength(1);
  });

  it('after a failed first build, corrects without records for a while instead of reading everything again', async () => {
    let reads = 0;
    const broken = new Proxy(
      {},
      {
        get: () => {
          reads++;
          throw new Error('database down');
        },
      },
    ) as unknown as Queryable;
    await expect(loadOwnRecords(broken, 'signature')).rejects.toThrow('database down');
    const tried = reads;
    expect(ownRecordsDue(broken)).toBe(false);
    expect(await loadOwnRecords(broken, 'signature')).toBeUndefined();
    expect(reads).toBe(tried);
  });
});
