import { RoleCode } from '@cppcc/contracts';
import { desc, isNull } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import type { SeedContext } from '../../../platform/module';
import { allStandings } from '../../member';
import { accountsOfTypes, accountsWithRole, demoUnitNames, orgIdsByNames } from '../../system';
import { proposalSession, proposalType } from '../setup/tables';
import { proposalFeedback, proposalInstruction, proposalYearSummary } from '../tables';
import { builder, DAY, dateOnly, type Person } from './build';
import { instructionTexts, topics } from './data';
import { currentPlans } from './plans';

/** Demo proposals across every state, so each list screen has rows (docs/proposals.md §演示数据). */
export async function seedProposals({ tx }: SeedContext): Promise<void> {
  const sessions = await tx.select().from(proposalSession).where(isNull(proposalSession.deletedAt)).orderBy(desc(proposalSession.year));
  if (!sessions.length) return;
  const current = sessions.find((s) => s.state === 0) ?? sessions[0];
  const older = sessions.filter((s) => s.id !== current.id);

  const types = new Map((await tx.select({ id: proposalType.id, name: proposalType.name }).from(proposalType)).map((t) => [t.name, t.id]));
  const unitNames = demoUnitNames();
  const orgByName = await orgIdsByNames(tx, [...unitNames.values()]);
  const members = await accountsOfTypes(tx, [1, 3]);
  const people = new Map(members.map((m) => [m.loginName, m]));
  const office = (await accountsWithRole(tx, RoleCode.proposalStaff)).find((u) => u.loginName === 'tian');
  if (!people.get('weiyuan') || !office) return;
  const profiles = new Map((await allStandings(tx)).map((p) => [p.userId, p]));

  const ids: string[] = [];
  const build = builder({ tx, types, unitNames, orgByName, people, office, profiles, numbers: new Map(), ids, now: Date.now() });
  for (const [i, plan] of currentPlans(current).entries()) await build(plan, i);

  // earlier sessions: concluded, public proposals (the reference and open lists), some marked excellent or good
  for (const [k, session] of older.slice(0, 2).entries()) {
    for (let i = 0; i < 8; i++) {
      const topic = topics[(i * 3 + k * 5) % topics.length];
      const level = (['A', 'B', 'A', 'C'] as const)[i % 4];
      await build(
        {
          topic,
          session,
          proposer: `wy${String(20 + k * 10 + i).padStart(4, '0')}`,
          state: 12,
          units: topic.units.slice(0, 2).map((code, j) => ({ code, sign: 2, level: j ? 'B' : level, satisfaction: i % 5 === 4 ? 2 : 1 })),
          open: i % 3 === 0 ? 1 : 0,
          excellent: i === 1,
          good: i === 2,
          key: i === 0,
        },
        i,
      );
    }
  }
  const oldest = older[older.length - 1];
  if (oldest) {
    for (let i = 0; i < 3; i++) {
      await build(
        {
          topic: topics[(i * 7 + 2) % topics.length],
          session: oldest,
          proposer: `wy${String(50 + i).padStart(4, '0')}`,
          state: 12,
          record: true,
          open: 0,
        },
        i,
      );
    }
  }

  await seedExtras(tx, ids, office, orgByName.get('市教育局'), current.year);
}

async function seedExtras(tx: Tx, ids: string[], office: Person, eduId: string | undefined, year: number): Promise<void> {
  // instructions on the key proposal of this session and on a concluded one
  for (const [i, idx] of [5, 4].entries()) {
    const proposalId = ids[idx];
    if (!proposalId) continue;
    const text = instructionTexts[i];
    const instructionId = newId();
    await tx.insert(proposalInstruction).values({
      id: instructionId,
      proposalId,
      leaderName: text.leader,
      content: text.content,
      instructedAt: dateOnly(new Date(Date.now() - 20 * DAY)),
      createdBy: office.id,
    });
    if (i === 0) {
      await tx.insert(proposalFeedback).values({
        id: newId(),
        proposalId,
        instructionId,
        authorId: office.id,
        authorName: office.username,
        content: '市发改委已牵头制定专项工作方案，相关措施正在逐项落实。',
      });
    }
  }
  if (eduId) {
    await tx.insert(proposalYearSummary).values({
      id: newId(),
      unitId: eduId,
      unitName: '市教育局',
      year: year - 1,
      title: `市教育局${year - 1}年度提案办理工作总结`,
      content:
        '<p>本年度我局共承办市政协提案42件，其中主办28件、会办14件，均按期办结，提案人满意率100%。</p><p>一是加强组织领导，局党组专题研究部署提案办理工作；二是坚持办前、办中、办后“三沟通”；三是推动成果转化，多项建议转化为政策措施。</p>',
      state: 1,
      submittedAt: new Date(Date.now() - 90 * DAY),
    });
  }
}
