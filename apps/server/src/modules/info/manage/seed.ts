import {
  Adopt,
  BackType,
  InfoFlowType,
  InfoLevel,
  InfoSource,
  ReporterRole,
  InfoState as S,
  SubmissionObject,
  SubmitUnit,
} from '@cppcc/contracts';
import { textToHtml } from '@cppcc/textkit';
import { isNull } from 'drizzle-orm';
import { newId } from '../../../platform/db/ids';
import type { SeedContext } from '../../../platform/module';
import { chinaYear, dayStart, today } from '../../../platform/time/china';
import { accountIdsByLoginNames } from '../../system';
import { currentFlow, type FlowLevel, levelsOf } from '../core/levels';
import { syncInfoSimilar } from '../report';
import { type infoItem, infoType } from '../tables';
import { RETURN_REASON, SEED_ITEMS, SEED_MERGED, type SeedKind } from './seed-data';
import { type Event, type Person, personOf, seedUpward, writeItem } from './seed-write';

const HOUR = 3_600_000;
const REVIEWED: SeedKind[] = ['review1', 'review2', 'review3', 'returned', 'discardReview'];

/** The edited text of the editing stage: the office tightens the wording, the original stays as version 1. */
const edited = (paragraphs: string[]) =>
  paragraphs.map((p, i) => (i === paragraphs.length - 1 ? p.replace(/^建议/, '为此建议有关部门') : p));

/**
 * The demo items (docs/info-manage.md): reported by members, collective users and
 * direct-report points, run through the demo review flow the report part seeded,
 * with the trail the workflow would have written (the scores are computed from it).
 */
export async function seedInfoItems(s: SeedContext): Promise<void> {
  if (!s.demo) return;
  const { tx } = s;
  const logins = [...new Set([...SEED_ITEMS.flatMap((i) => [i.reporter, ...(i.joint ?? [])]), 'xinxi'])];
  const ids = await accountIdsByLoginNames(tx, logins);
  const people = new Map<string, Person>();
  for (const [login, id] of ids) people.set(login, await personOf(tx, id));
  const office = people.get('xinxi');
  if (!office) return;
  const types = new Map(
    (await tx.select({ id: infoType.id, name: infoType.name }).from(infoType).where(isNull(infoType.deletedAt))).map((t) => [t.name, t.id]),
  );
  const flows = new Map<string, { id: string; levels: FlowLevel[] } | null>();
  const flowOf = async (typeId: string) => {
    if (!flows.has(typeId)) {
      const f = await currentFlow(tx, typeId, InfoFlowType.review);
      flows.set(typeId, f ? { id: f.id, levels: await levelsOf(tx, f.id) } : null);
    }
    return flows.get(typeId) ?? null;
  };
  const reviewers = new Map<string, Person>();
  const reviewerOf = async (l: FlowLevel) => {
    const id = l.reviewerIds[0];
    if (!id) return office;
    if (!reviewers.has(id)) reviewers.set(id, await personOf(tx, id));
    return reviewers.get(id) ?? office;
  };

  const now = new Date();
  const year = chinaYear(now);
  const serials = new Map<number, number>();
  const nextSerial = (y: number) => {
    const n = (serials.get(y) ?? 0) + 1;
    serials.set(y, n);
    return `${y}-${String(n).padStart(3, '0')}`;
  };
  let lastYearIndex = 0;
  const reportAt = (plan: { daysAgo: number; lastYear?: boolean }): Date => {
    if (plan.lastYear) {
      const month = String(2 + (lastYearIndex++ % 10)).padStart(2, '0');
      return new Date(`${year - 1}-${month}-16T09:30:00+08:00`);
    }
    const start = dayStart(today(now)).getTime();
    if (plan.daysAgo === 0) return new Date(Math.max(start + 60_000, now.getTime() - 3 * HOUR));
    const yearStart = new Date(`${year}-01-02T09:00:00+08:00`).getTime();
    return new Date(Math.max(yearStart, start - plan.daysAgo * 24 * HOUR + 9 * HOUR));
  };
  const mergedIds = new Map(SEED_MERGED.map((m) => [m.key, newId()]));
  const sourcesOf = new Map<string, { id: string; title: string; reporters: Person[]; typeId: string }[]>();

  for (const plan of SEED_ITEMS) {
    const reporter = people.get(plan.reporter);
    const typeId = types.get(plan.type);
    if (!reporter || !typeId) continue;
    const flow = await flowOf(typeId);
    // without a review flow for the type nothing can wait at a level: such an item has passed review
    const kind: SeedKind = !flow?.levels.length && REVIEWED.includes(plan.kind) ? 'toAdopt' : plan.kind;
    const levels = flow?.levels ?? [];
    const at = reportAt(plan);
    const gap = plan.daysAgo >= 3 || plan.lastYear ? 20 * HOUR : 10 * 60_000;
    const events: Event[] = [];
    const row: typeof infoItem.$inferInsert = {
      id: newId(),
      year: chinaYear(at),
      typeId,
      title: plan.title,
      content: textToHtml(plan.paragraphs.join('\n')),
      contentText: plan.paragraphs.join('\n'),
      reporterId: reporter.id,
      reporterName: reporter.name,
      unitId: reporter.unitId,
      unitName: reporter.unitName,
      source: plan.office ? InfoSource.office : InfoSource.web,
      state: S.draft,
      createdBy: plan.office ? office.id : reporter.id,
      createdAt: at,
    };
    const original = { title: row.title, content: row.content };
    let editedText: string | null = null;
    if (kind !== 'draft') {
      const first = levels[0];
      row.reportTime = at;
      row.flowId = flow?.id ?? null;
      events.push({
        action: 'submit',
        from: S.draft,
        to: first ? S.reviewing : S.toAdopt,
        by: plan.office ? office : reporter,
        detail: { source: row.source },
      });
      const upTo =
        kind === 'review1'
          ? 1
          : kind === 'review2'
            ? 2
            : kind === 'review3'
              ? 3
              : kind === 'discardReview'
                ? 2
                : kind === 'returned'
                  ? 1
                  : levels.length + 1;
      const stop = Math.min(upTo, levels.length + 1);
      for (let k = 0; k < stop - 1; k++) {
        const l = levels[k];
        events.push({
          action: 'pass',
          from: S.reviewing,
          to: k + 1 < levels.length ? S.reviewing : S.toAdopt,
          level: l.level,
          by: await reviewerOf(l),
        });
      }
      const at1 = levels[stop - 1];
      if (stop <= levels.length && at1) {
        row.state = S.reviewing;
        row.levelSeq = at1.seq;
        row.currentLevel = at1.level;
        if (kind === 'returned') {
          events.push({
            action: 'back',
            from: S.reviewing,
            to: S.returned,
            level: at1.level,
            by: await reviewerOf(at1),
            opinion: RETURN_REASON,
            detail: { backType: BackType.toReporter },
          });
          Object.assign(row, {
            state: S.returned,
            backType: BackType.toReporter,
            backReason: RETURN_REASON,
            levelSeq: null,
            currentLevel: null,
          });
        } else if (kind === 'discardReview') {
          const reason = '所反映问题已有相关部门专题研究，信息价值不高。';
          events.push({
            action: 'discard',
            from: S.reviewing,
            to: S.discarded,
            level: at1.level,
            by: await reviewerOf(at1),
            opinion: reason,
          });
          Object.assign(row, { state: S.discarded, discardReason: reason });
        }
      } else {
        Object.assign(row, { state: S.toAdopt, levelSeq: null, currentLevel: InfoLevel.complete });
      }
      if (row.state === S.toAdopt) {
        const adopted = ['adopted', 'adoptedNoSerial', 'upward', 'upwardResult'].includes(kind);
        if (adopted) {
          editedText = textToHtml(edited(plan.paragraphs).join('\n'));
          events.push({ action: 'adopt', from: S.toAdopt, to: S.adopted, by: office, detail: { adopt: Adopt.adopted } });
          events.push({ action: 'edit', from: S.adopted, to: S.adopted, by: office, detail: { version: 2 } });
          Object.assign(row, { state: S.adopted, adopt: Adopt.adopted });
          if (kind !== 'adoptedNoSerial') {
            row.serialNumber = nextSerial(row.year);
            events.push({
              action: 'serialNumber',
              from: S.adopted,
              to: S.adopted,
              by: office,
              detail: { from: null, to: row.serialNumber },
            });
          }
          if (kind === 'upward' || kind === 'upwardResult') {
            const object = kind === 'upwardResult' ? SubmissionObject.province : SubmissionObject.city;
            events.push({
              action: 'submitUpward',
              from: S.adopted,
              to: S.adopted,
              by: office,
              detail: { submitUnit: SubmitUnit.province, submissionObject: object },
            });
            row.submissionStatus = 1;
            if (kind === 'upwardResult') {
              events.push({
                action: 'result',
                from: S.adopted,
                to: S.adopted,
                by: office,
                opinion: '被省政协《社情民意》采用',
                detail: { submissionObject: object, adopted: true },
              });
            }
          }
        } else if (kind === 'notAdopted') {
          events.push({ action: 'notAdopt', from: S.toAdopt, to: S.notAdopted, by: office, detail: { adopt: Adopt.notAdopted } });
          Object.assign(row, { state: S.notAdopted, adopt: Adopt.notAdopted });
        } else if (kind === 'discardAdopt') {
          const reason = '反映内容较为笼统，缺少具体事实和数据支撑。';
          events.push({
            action: 'abandon',
            from: S.toAdopt,
            to: S.discarded,
            by: office,
            opinion: reason,
            detail: { adopt: Adopt.discarded },
          });
          Object.assign(row, { state: S.discarded, adopt: Adopt.discarded, discardReason: reason });
        } else if (kind === 'mergeSource' && plan.into && mergedIds.has(plan.into)) {
          const into = mergedIds.get(plan.into) as string;
          events.push({ action: 'merge', from: S.toAdopt, to: S.merged, by: office, detail: { mergedInto: into } });
          Object.assign(row, { state: S.merged, mergedInto: into });
        }
      }
      // the newest items are still unread by the office: the unread list shows them
      if (plan.daysAgo > 1 || plan.lastYear) row.readAt = new Date(at.getTime() + HOUR);
    }
    if (editedText) {
      row.content = editedText;
      row.contentText = edited(plan.paragraphs).join('\n');
    }
    const reporters: Person[] = [reporter, ...(plan.joint ?? []).map((j) => people.get(j)).filter((p): p is Person => Boolean(p))];
    const adoptedAt = await writeItem(tx, row, reporters, events, at, gap, original, editedText ? office : null);
    if (row.state === S.merged && plan.into) {
      sourcesOf.set(plan.into, [...(sourcesOf.get(plan.into) ?? []), { id: row.id as string, title: plan.title, reporters, typeId }]);
    }
    if (adoptedAt) await seedUpward(tx, row, plan, adoptedAt, office);
    if (row.state !== S.draft) await syncInfoSimilar(tx, row.id as string);
  }

  for (const m of SEED_MERGED) {
    const sources = sourcesOf.get(m.key) ?? [];
    const lead = sources[0]?.reporters[0];
    if (sources.length < 2 || !lead) continue;
    const at = reportAt(m);
    const row: typeof infoItem.$inferInsert = {
      id: mergedIds.get(m.key) as string,
      year: chinaYear(at),
      typeId: sources[0].typeId,
      title: m.title,
      content: textToHtml(m.paragraphs.join('\n')),
      contentText: m.paragraphs.join('\n'),
      reporterId: lead.id,
      reporterName: lead.name,
      unitId: lead.unitId,
      unitName: lead.unitName,
      source: InfoSource.merge,
      state: S.toAdopt,
      currentLevel: InfoLevel.complete,
      reportTime: at,
      readAt: at,
      createdBy: office.id,
      createdAt: at,
    };
    const events: Event[] = [
      {
        action: 'merge',
        from: null,
        to: S.toAdopt,
        by: office,
        detail: { mergedIds: sources.map((x) => x.id), mergedTitles: sources.map((x) => x.title) },
      },
    ];
    if (m.kind === 'adopted') {
      row.serialNumber = nextSerial(row.year);
      Object.assign(row, { state: S.adopted, adopt: Adopt.adopted });
      events.push({ action: 'adopt', from: S.toAdopt, to: S.adopted, by: office, detail: { adopt: Adopt.adopted } });
      events.push({ action: 'serialNumber', from: S.adopted, to: S.adopted, by: office, detail: { from: null, to: row.serialNumber } });
    }
    const credited = [...new Map(sources.flatMap((x) => x.reporters).map((p) => [p.id, p])).values()];
    await writeItem(tx, row, credited, events, at, 2 * HOUR, { title: row.title, content: row.content }, null, ReporterRole.mergedFrom);
    await syncInfoSimilar(tx, row.id as string);
  }
}
