import { ScoreEvent, ScoreTarget, SubmissionObject } from '@cppcc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { newId } from '../../../platform/db/ids';
import type { SeedContext } from '../../../platform/module';
import { chinaYear } from '../../../platform/time/china';
import { infoScoreExclude, infoScoreRule } from '../tables';

/** The demo rule set (docs/info-scores.md): the same for this year and last year. */
const demoRules: {
  key: string;
  name: string;
  event: string;
  points: number;
  target?: number;
  submissionObject?: number;
  instructionLevel?: number;
}[] = [
  { key: 'report', name: '报送信息', event: ScoreEvent.report, points: 1, target: ScoreTarget.reporters },
  { key: 'pass', name: '审核通过', event: ScoreEvent.reviewPass, points: 2 },
  { key: 'adopt', name: '信息采用', event: ScoreEvent.adopt, points: 5 },
  { key: 'merge', name: '合并采用（来源信息上报人）', event: ScoreEvent.mergeAdopt, points: 3, target: ScoreTarget.reporters },
  { key: 'city', name: '市级采用', event: ScoreEvent.upperAdopt, points: 5, submissionObject: SubmissionObject.city },
  { key: 'province', name: '省级采用', event: ScoreEvent.upperAdopt, points: 10, submissionObject: SubmissionObject.province },
  { key: 'national', name: '全国采用', event: ScoreEvent.upperAdopt, points: 20, submissionObject: SubmissionObject.national },
  { key: 'publish', name: '刊物刊发', event: ScoreEvent.publish, points: 3 },
  { key: 'instructProvince', name: '省级领导批示', event: ScoreEvent.instruction, points: 10, instructionLevel: 2 },
  { key: 'instructCity', name: '市级领导批示', event: ScoreEvent.instruction, points: 6, instructionLevel: 3 },
  { key: 'feedback', name: '单位反馈', event: ScoreEvent.feedback, points: 2 },
];

/** This year's and last year's demo rules, with 上级采用 counted once per item at its highest level. */
export async function seedInfoScoreRules(s: SeedContext): Promise<void> {
  if (!s.demo) return;
  const year = chinaYear();
  for (const y of [year - 1, year]) {
    const [has] = await s.tx
      .select({ id: infoScoreRule.id })
      .from(infoScoreRule)
      .where(and(eq(infoScoreRule.year, y), isNull(infoScoreRule.deletedAt)))
      .limit(1);
    if (has) continue;
    const ids = new Map(demoRules.map((r) => [r.key, newId()]));
    await s.tx.insert(infoScoreRule).values(
      demoRules.map((r, sort) => ({
        id: ids.get(r.key) as string,
        year: y,
        name: r.name,
        event: r.event,
        points: r.points,
        target: r.target ?? ScoreTarget.both,
        submissionObject: r.submissionObject ?? null,
        instructionLevel: r.instructionLevel ?? null,
        sort: (sort + 1) * 10,
      })),
    );
    await s.tx.insert(infoScoreExclude).values({
      id: newId(),
      year: y,
      name: '上级采用取最高级',
      ruleIds: ['city', 'province', 'national'].map((k) => ids.get(k) as string),
      remark: '同一条信息被多级采用时，只按最高一级计分',
    });
  }
}
