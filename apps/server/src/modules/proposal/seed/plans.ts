import type { Plan, SessionRow } from './build';
import { topics } from './data';

/** The demo proposals of the current session: one or more in every state, so each list screen has rows. */
export function currentPlans(cur: SessionRow): Plan[] {
  const T = (title: string) => topics.find((t) => t.title === title) ?? topics[0];
  return [
    { topic: topics[0], session: cur, proposer: 'weiyuan', state: 0 },
    {
      topic: topics[1],
      session: cur,
      proposer: 'weiyuan',
      state: 1,
      cosigners: [
        ['wy0001', 1],
        ['wy0002', -1],
      ],
    },
    { topic: topics[2], session: cur, proposer: 'weiyuan', state: -1 },
    {
      topic: topics[10],
      session: cur,
      proposer: 'weiyuan',
      state: 10,
      units: [
        { code: 'jyj', sign: 1, due: 12 },
        { code: 'wjw', sign: 1, due: 12 },
      ],
    },
    {
      topic: topics[12],
      session: cur,
      proposer: 'weiyuan',
      state: 10,
      units: [
        { code: 'jtj', sign: 2, level: 'B' },
        { code: 'zrzyj', sign: 2, level: 'A' },
      ],
    },
    {
      topic: topics[3],
      session: cur,
      proposer: 'weiyuan',
      state: 12,
      cosigners: [['wy0003', 1]],
      units: [
        { code: 'fgw', sign: 2, level: 'A', satisfaction: 1 },
        { code: 'scjgj', sign: 2, level: 'B', satisfaction: 2 },
      ],
      open: 0,
      key: true,
      excellent: true,
    },
    { topic: topics[4], session: cur, proposer: 'jiti', state: 1 },
    { topic: topics[7], session: cur, proposer: 'jiti', state: 3, preUnits: ['jyj', 'rsj'] },
    {
      topic: topics[5],
      session: cur,
      proposer: 'wy0003',
      state: 2,
      cosigners: [
        ['wy0004', 1],
        ['wy0005', 0],
      ],
    },
    { topic: topics[6], session: cur, proposer: 'wy0004', state: 2 },
    { topic: topics[9], session: cur, proposer: 'wy0005', state: 3, key: true },
    {
      topic: topics[17],
      session: cur,
      proposer: 'wy0006',
      state: 10,
      units: [
        { code: 'whlyj', sign: 1, due: 30 },
        { code: 'jyj', sign: 0, due: 30 },
      ],
    },
    {
      topic: topics[18],
      session: cur,
      proposer: 'wy0007',
      state: 10,
      units: [
        { code: 'mzj', sign: 1, due: 5 },
        { code: 'jyj', sign: -1, due: 5, request: { kind: 'delay', reason: '涉及多部门联合调研，需延期一个月答复。' } },
      ],
    },
    {
      topic: topics[13],
      session: cur,
      proposer: 'wy0008',
      state: 10,
      units: [
        { code: 'scjgj', sign: 1, due: 2 },
        { code: 'jyj', sign: -2, due: 2, request: { kind: 'back', reason: '该提案所提问题主要属于市场监管部门职责，建议调整承办单位。' } },
      ],
    },
    {
      topic: topics[14],
      session: cur,
      proposer: 'wy0009',
      state: 11,
      units: [
        { code: 'gxj', sign: 1, due: 20, rehandling: true },
        { code: 'sjuj', sign: 2, level: 'B', satisfaction: 2 },
      ],
    },
    {
      topic: topics[15],
      session: cur,
      proposer: 'wy0010',
      state: 12,
      units: [{ code: 'tyjrj', sign: 2, level: 'A', satisfaction: 1 }],
      open: 1,
      good: true,
    },
    {
      topic: topics[11],
      session: cur,
      proposer: 'wy0011',
      state: 15,
      notFiledReason: '所提问题属个案性质，转为社情民意信息报送更为适宜。',
    },
    {
      topic: topics[16],
      session: cur,
      proposer: 'wy0012',
      state: 16,
      notFiledReason: '所反映问题涉及具体小区，转委员来信由相关部门直接办理。',
    },
    {
      topic: topics[19],
      session: cur,
      proposer: 'wy0013',
      state: 14,
      notFiledReason: '相关内容已在市政府工作报告中部署，以其他方式处理。',
    },
    { topic: topics[8], session: cur, proposer: 'wy0014', state: 17 },
    {
      topic: topics[10],
      title: '关于重视青少年心理健康问题的建议',
      session: cur,
      proposer: 'wy0015',
      state: 10,
      units: [
        { code: 'jyj', sign: 2, level: 'B' },
        { code: 'wjw', sign: 1, due: -2 },
      ],
    },
    {
      topic: T('关于推进城市生活垃圾分类常态化管理的建议'),
      title: '关于进一步做好垃圾分类工作的建议',
      session: cur,
      proposer: 'wy0016',
      state: 2,
      mergedInto: 8,
    },
  ];
}
