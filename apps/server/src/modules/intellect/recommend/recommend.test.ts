import type { RecommendResult, SimilarProposalResult } from '@cppcc/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { newId } from '../../../platform/db/ids';
import { proposalSession, proposalType } from '../../proposal/setup/tables';
import { proposal, proposalJoint, proposalUnit } from '../../proposal/tables';
import { org, user } from '../../system/tables';
import { nameCore, nameScore } from './names';

// every call sees the tables as they are (no minute of grace between rebuilds)
process.env.RECOMMEND_MIN_REBUILD_MS = '0';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  // start from a conference with no proposals at all
  await t.ctx.db.update(proposal).set({ deletedAt: new Date(), updatedAt: new Date() });
}, 60_000);
afterAll(() => t.close());

const EDU_TEXT =
  '关于推进城乡义务教育优质均衡发展的建议：加强农村学校教师队伍建设，推动优质教育资源向乡村学校延伸，改善寄宿制学校办学条件。';
const rec = (url: string, body: Record<string, unknown>, who = 'weiyuan') => c.post<RecommendResult>(who, `data/intellect/${url}`, body);

const EDU = [
  ['关于加强乡村学校教师队伍建设的提案', '乡村学校教师流失严重，建议提高乡村教师待遇，完善教师轮岗交流制度，促进义务教育均衡发展。'],
  ['关于推进集团化办学的提案', '推进城区优质学校与乡村学校结对，集团化办学，共享课程和师资，缩小城乡教育差距。'],
  ['关于改善寄宿制学校条件的提案', '部分农村寄宿制学校宿舍拥挤、食堂简陋，建议加大投入，配齐生活老师，保障学生营养。'],
  ['关于减轻中小学生课业负担的提案', '落实双减政策，规范校外培训，提升课堂教学质量，丰富课后服务，让学生健康成长。'],
];
const CARE = [
  ['关于发展社区居家养老服务的提案', '老年人口增长快，社区养老服务设施不足，建议建设嵌入式养老服务中心，发展助餐助浴服务。'],
  ['关于加强养老护理员队伍建设的提案', '养老护理员短缺、流动性大，建议建立职业技能等级认定和薪酬激励制度。'],
  ['关于推进医养结合的提案', '推动社区卫生服务中心与养老机构合作，为失能老人提供家庭医生签约和上门护理服务。'],
  ['关于完善农村养老保障的提案', '农村留守老人增多，建议发展互助养老，提高基础养老金，建设农村幸福院。'],
];

describe('recommendations with no history (fallback on names)', () => {
  it('refuses empty content, validates limit and needs sign-in', async () => {
    const empty = await rec('classification/proposal', { content: '<p> </p>' });
    expect([empty.status, empty.body.msg]).toEqual([400, '暂无内容, 无法进行推荐']);
    const limit = await rec('classification/proposal', { content: EDU_TEXT, limit: 50 });
    expect([limit.status, limit.body.msg]).toEqual([400, expect.stringContaining('limit')]);
    const anon = await t.app.inject({ method: 'POST', url: '/api/data/intellect/proposal/list', payload: { content: EDU_TEXT } });
    expect(anon.statusCode).toBe(401);
  });

  it('compares the text with type and unit names and says so', async () => {
    const type = await rec('classification/proposal', { content: EDU_TEXT });
    expect(type.status).toBe(200);
    expect(type.body.data).toMatchObject({ basis: 'names', samples: 0 });
    expect(type.body.data.basisText).toContain('本会尚无已立案提案的类别可供学习');
    expect(type.body.data.list[0].name).toBe('教育');
    const unit = await rec('recommend/undertakeUnit', { content: EDU_TEXT });
    expect(unit.body.data.basis).toBe('names');
    expect(unit.body.data.list[0].name).toBe('市教育局');
    const info = await rec('info/type/recommend', {
      title: '关于老旧小区加装电梯的建议',
      content: '住房保障方面，老旧小区加装电梯推进缓慢。',
    });
    expect(info.body.data.basis).toBe('names');
    expect(info.body.data.list.map((i) => i.name)).toContain('住房保障');
    const nothing = await rec('classification/proposal', { content: '嗯嗯嗯嗯' });
    expect(nothing.body.data).toMatchObject({ basis: 'none', list: [] });
  });

  it('suggests members of the sectors and committees the text is about, never the caller', async () => {
    const r = await rec('proposal/joint/recommend', { content: EDU_TEXT, limit: 8 });
    expect(r.body.data.basis).toBe('names');
    expect(r.body.data.basisText).toContain('教育界');
    expect(r.body.data.list.length).toBe(8);
    const [me] = await t.ctx.db.select({ id: user.id }).from(user).where(eq(user.loginName, 'weiyuan'));
    expect(r.body.data.list.map((i) => i.id)).not.toContain(me.id);
    const list = await c.post<SimilarProposalResult>('weiyuan', 'data/intellect/proposal/list', { content: EDU_TEXT });
    expect(list.body.data).toMatchObject({ basis: 'none', samples: 0, list: [] });
  });

  it('takes the distinctive part of a name', () => {
    expect(['市教育局', '市卫生健康委员会', '市市场监督管理局', '市人力资源和社会保障局'].map(nameCore)).toEqual([
      '教育',
      '卫生健康',
      '市场监督',
      '人力资源社会保障',
    ]);
    expect(nameScore('加强卫生工作', '市卫生健康委员会').score).toBeCloseTo(1 / 3);
  });
});

describe('recommendations learned from this conference’s proposals', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const db = t.ctx.db;
    const [session] = await db.select({ id: proposalSession.id }).from(proposalSession).limit(1);
    const types = await db
      .select({ id: proposalType.id, name: proposalType.name })
      .from(proposalType)
      .where(isNull(proposalType.deletedAt));
    const units = await db
      .select({ id: org.id, name: org.name })
      .from(org)
      .where(inArray(org.name, ['市教育局', '市民政局']));
    const members = await db
      .select({ id: user.id, name: user.username, login: user.loginName })
      .from(user)
      .where(inArray(user.loginName, ['wy0011', 'wy0012', 'wy0013', 'wy0014']));
    const typeId = (n: string) => types.find((x) => x.name === n)?.id as string;
    const unit = (n: string) => units.find((x) => x.name === n) as { id: string; name: string };
    const m = (login: string) => members.find((x) => x.login === login) as { id: string; name: string };
    Object.assign(ids, { edu: typeId('教育'), care: typeId('养老服务'), eduUnit: unit('市教育局').id, careUnit: unit('市民政局').id });
    Object.assign(ids, { eduProposer: m('wy0011').id, eduJoint: m('wy0013').id, careProposer: m('wy0012').id, careJoint: m('wy0014').id });
    let n = 0;
    for (const [group, typeName, unitName, proposer, joint] of [
      [EDU, '教育', '市教育局', 'wy0011', 'wy0013'],
      [CARE, '养老服务', '市民政局', 'wy0012', 'wy0014'],
    ] as const) {
      for (const [title, text] of group) {
        const id = newId();
        n++;
        if (n === 1) ids.firstEdu = id;
        await db.insert(proposal).values({
          id,
          sessionId: session.id,
          year: 2026,
          number: 900 + n,
          title,
          content: `<p>${text}</p>`,
          contentText: text,
          typeId: typeId(typeName),
          proposerType: 1,
          proposerId: m(proposer).id,
          proposerName: m(proposer).name,
          isJoint: true,
          state: 10,
          caseState: 3,
          submittedAt: new Date(),
          filedAt: new Date(),
          assignedAt: new Date(),
        });
        await db
          .insert(proposalUnit)
          .values({ id: newId(), proposalId: id, unitId: unit(unitName).id, unitName, phase: 'formal', handleType: 0, signState: 1 });
        await db.insert(proposalJoint).values({ id: newId(), proposalId: id, userId: m(joint).id, username: m(joint).name, state: 1 });
      }
    }
  });

  it('ranks the category and the unit of similar filed proposals first', async () => {
    const type = await rec('classification/proposal', { content: EDU_TEXT });
    expect(type.body.data).toMatchObject({ basis: 'history', samples: 8 });
    expect(type.body.data.list[0]).toMatchObject({ id: ids.edu, name: '教育' });
    expect(type.body.data.list[0].score).toBeGreaterThan(type.body.data.list[1]?.score ?? 0);
    const care = await rec('classification/proposal', { title: '关于社区养老的建议', content: '为失能老人提供上门护理和助餐服务。' });
    expect(care.body.data.list[0].id).toBe(ids.care);
    const unit = await rec('recommend/undertakeUnit', { content: '建议加强养老护理员培训，发展社区养老服务。' });
    expect(unit.body.data).toMatchObject({ basis: 'history', samples: 8 });
    expect(unit.body.data.list[0]).toMatchObject({ id: ids.careUnit, name: '市民政局' });
  });

  it('suggests co-signers who write on the subject, leaving out the caller and those already on the proposal', async () => {
    const r = await rec('recommend/joint', { content: EDU_TEXT });
    expect(r.body.data.basis).toBe('history');
    expect(
      r.body.data.list
        .slice(0, 2)
        .map((i) => i.id)
        .sort(),
    ).toEqual([ids.eduProposer, ids.eduJoint].sort());
    const self = await rec('proposal/joint/recommend', { content: EDU_TEXT }, 'wy0011');
    expect(self.body.data.list.map((i) => i.id)).not.toContain(ids.eduProposer);
    expect(self.body.data.list[0].id).toBe(ids.eduJoint);
    const onIt = await rec('proposal/joint/recommend', { content: EDU_TEXT, proposalId: ids.firstEdu });
    expect(onIt.body.data.list.map((i) => i.id)).not.toEqual(expect.arrayContaining([ids.eduProposer]));
    expect(onIt.body.data.list.map((i) => i.id)).not.toContain(ids.eduJoint);
  });

  it('lists the most similar submitted proposals, never the one being edited', async () => {
    const r = await c.post<SimilarProposalResult>('tian', 'data/intellect/proposal/list', {
      content: EDU_TEXT,
      proposalId: ids.firstEdu,
      limit: 3,
    });
    expect(r.body.data.basis).toBe('history');
    expect(r.body.data.list).toHaveLength(3);
    expect(r.body.data.list.map((i) => i.id)).not.toContain(ids.firstEdu);
    for (const it of r.body.data.list.slice(0, 2)) {
      expect(EDU.map(([title]) => title)).toContain(it.name);
      expect(it).toMatchObject({ year: 2026, typeName: '教育', number: expect.any(Number) });
    }
    const scores = r.body.data.list.map((i) => i.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('learns a newly assigned proposal on the next call', async () => {
    const before = await rec('recommend/undertakeUnit', { content: '建议规范校外培训机构收费。' });
    const samples = before.body.data.samples;
    await t.ctx.db.update(proposal).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(proposal.id, ids.firstEdu));
    const after = await rec('recommend/undertakeUnit', { content: '建议规范校外培训机构收费。' });
    expect(after.body.data.samples).toBe(samples - 1);
    const [{ n }] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(proposal)
      .where(and(isNull(proposal.deletedAt), eq(proposal.caseState, 3)));
    expect(n).toBe(7);
  });
});
