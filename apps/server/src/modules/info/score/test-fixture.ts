import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { user } from '../../system/tables';
import { infoHistory, infoItem, infoReporter, infoResult, infoScoreExclude, infoScoreRule, infoSubmission, infoType } from '../tables';

/**
 * Items of one year (2031, which no demo data reaches) written as the workflow writes them: the
 * item, its reporters, a history row per step, submissions and results upward. The scores and
 * statistics the tests expect are worked out by hand in docs/info-scores.md.
 */
export const Y = 2031;
const at = (day: string, time = '10:00:00') => new Date(`${day}T${time}+08:00`);

export interface Fixture {
  users: { a: string; b: string; c: string };
  types: { economy: string; education: string; livelihood: string };
  items: Record<'i1' | 'i2' | 'i3' | 'i4' | 'i5' | 'i6' | 'i7', string>;
  rules: Record<'report' | 'pass' | 'adopt' | 'merge' | 'city' | 'province' | 'livelihoodPass', string>;
}

export async function insertFixture(db: Db): Promise<Fixture> {
  const accounts = await db
    .select({ id: user.id, loginName: user.loginName, name: user.username })
    .from(user)
    .where(inArray(user.loginName, ['weiyuan', 'zb_cd', 'jiti']));
  const acc = (login: string) => {
    const u = accounts.find((x) => x.loginName === login);
    if (!u) throw new Error(`demo account ${login} missing`);
    return u;
  };
  const A = acc('weiyuan');
  const B = acc('zb_cd');
  const C = acc('jiti');
  const unitOf = { [A.id]: ['U1', '民革市委会'], [B.id]: ['U2', '城东区政协'], [C.id]: ['U1', '民革市委会'] };

  const typeId = async (name: string) => {
    const [t] = await db.select({ id: infoType.id }).from(infoType).where(eq(infoType.name, name)).limit(1);
    if (!t) throw new Error(`info type ${name} missing`);
    return t.id;
  };
  const types = { economy: await typeId('经济发展'), education: await typeId('教育'), livelihood: await typeId('社会民生') };

  const items = { i1: newId(), i2: newId(), i3: newId(), i4: newId(), i5: newId(), i6: newId(), i7: newId() };
  const item = (
    id: string,
    lead: typeof A,
    o: { typeId: string; state: number; reportTime: Date | null; year?: number; source?: number; sent?: boolean },
  ) => ({
    id,
    year: o.year ?? Y,
    typeId: o.typeId,
    title: `积分测试信息${Object.entries(items).find(([, v]) => v === id)?.[0]}`,
    content: '<p>内容</p>',
    contentText: '内容',
    reporterId: lead.id,
    reporterName: lead.name,
    unitId: unitOf[lead.id][0],
    unitName: unitOf[lead.id][1],
    source: o.source ?? 1,
    state: o.state,
    adopt: o.state === 3 ? 1 : o.state === 4 ? 0 : null,
    reportTime: o.reportTime,
    submissionStatus: o.sent ? 1 : 0,
  });
  await db
    .insert(infoItem)
    .values([
      item(items.i1, A, { typeId: types.economy, state: 3, reportTime: at(`${Y}-03-01`), sent: true }),
      item(items.i2, A, { typeId: types.education, state: 4, reportTime: at(`${Y}-06-01`) }),
      item(items.i3, B, { typeId: types.economy, state: 5, reportTime: at(`${Y}-02-01`) }),
      item(items.i4, C, { typeId: types.economy, state: 5, reportTime: at(`${Y}-02-03`) }),
      item(items.i5, A, { typeId: types.economy, state: 3, reportTime: at(`${Y}-07-01`, '09:00:00'), source: 3 }),
      item(items.i6, C, { typeId: types.economy, state: 0, reportTime: null }),
      item(items.i7, B, { typeId: types.economy, state: 2, reportTime: at(`${Y - 1}-12-31`, '20:00:00'), year: Y - 1 }),
    ]);
  await db
    .update(infoItem)
    .set({ mergedInto: items.i5 })
    .where(inArray(infoItem.id, [items.i3, items.i4]));

  const rep = (itemId: string, u: typeof A, role: number, joint: number | null = null) => ({
    itemId,
    userId: u.id,
    name: u.name,
    unitId: unitOf[u.id][0],
    unitName: unitOf[u.id][1],
    role,
    joint,
  });
  await db
    .insert(infoReporter)
    .values([
      rep(items.i1, A, 1),
      rep(items.i1, B, 2, 1),
      rep(items.i2, A, 1),
      rep(items.i2, C, 2, -1),
      rep(items.i3, B, 1),
      rep(items.i4, C, 1),
      rep(items.i5, A, 1),
      rep(items.i5, B, 3),
      rep(items.i5, C, 3),
      rep(items.i6, C, 1),
      rep(items.i7, B, 1),
    ]);

  const h = (itemId: string, action: string, fromState: number, toState: number, when: Date, level: number | null = null) => ({
    id: newId(),
    itemId,
    action,
    fromState,
    toState,
    level,
    actorId: A.id,
    actorName: A.name,
    at: when,
  });
  await db
    .insert(infoHistory)
    .values([
      h(items.i1, 'submit', 0, 1, at(`${Y}-03-01`)),
      h(items.i1, 'pass', 1, 1, at(`${Y}-03-03`), 1),
      h(items.i1, 'pass', 1, 2, at(`${Y}-03-05`), 2),
      h(items.i1, 'adopt', 2, 3, at(`${Y}-03-10`)),
      h(items.i2, 'submit', 0, 2, at(`${Y}-06-01`)),
      h(items.i2, 'notAdopt', 2, 4, at(`${Y}-06-10`)),
      h(items.i3, 'submit', 0, 2, at(`${Y}-02-01`)),
      h(items.i3, 'merge', 2, 5, at(`${Y}-07-01`, '09:00:00')),
      h(items.i4, 'submit', 0, 2, at(`${Y}-02-03`)),
      h(items.i4, 'merge', 2, 5, at(`${Y}-07-01`, '09:00:00')),
      h(items.i5, 'adopt', 2, 3, at(`${Y}-07-02`)),
      h(items.i7, 'submit', 0, 1, at(`${Y - 1}-12-31`, '20:00:00')),
      h(items.i7, 'pass', 1, 2, at(`${Y}-01-02`), 1),
    ]);
  await db.insert(infoSubmission).values([
    { id: newId(), itemId: items.i1, submitUnit: 1, submissionObject: 1, submittedAt: at(`${Y}-03-20`) },
    { id: newId(), itemId: items.i1, submitUnit: 1, submissionObject: 2, submittedAt: at(`${Y}-03-20`) },
  ]);
  await db.insert(infoResult).values([
    { id: newId(), itemId: items.i1, submissionObject: 1, adopted: true, content: '市委信息采用', resultDate: `${Y}-04-01` },
    { id: newId(), itemId: items.i1, submissionObject: 2, adopted: true, content: '省政协采用', resultDate: `${Y}-05-01` },
  ]);

  const rules = {
    report: newId(),
    pass: newId(),
    adopt: newId(),
    merge: newId(),
    city: newId(),
    province: newId(),
    livelihoodPass: newId(),
  };
  const rule = (
    id: string,
    name: string,
    event: string,
    points: number,
    target: number,
    extra: Partial<typeof infoScoreRule.$inferInsert> = {},
  ) => ({
    id,
    year: Y,
    name,
    event,
    points,
    target,
    ...extra,
  });
  await db
    .insert(infoScoreRule)
    .values([
      rule(rules.report, '报送', 'report', 1, 1),
      rule(rules.pass, '审核通过', 'reviewPass', 2, 3),
      rule(rules.adopt, '采用', 'adopt', 5, 3),
      rule(rules.merge, '合并采用', 'mergeAdopt', 3, 1),
      rule(rules.city, '市级采用', 'upperAdopt', 5, 3, { submissionObject: 1 }),
      rule(rules.province, '省级采用', 'upperAdopt', 10, 3, { submissionObject: 2 }),
      rule(rules.livelihoodPass, '社会民生类审核通过', 'reviewPass', 1.5, 1, { typeId: types.livelihood }),
    ]);
  await db.insert(infoScoreExclude).values({ id: newId(), year: Y, name: '上级采用取最高', ruleIds: [rules.city, rules.province] });
  return { users: { a: A.id, b: B.id, c: C.id }, types, items, rules };
}
