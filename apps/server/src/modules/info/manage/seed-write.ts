import { InfoSource, InfoVersionStage, ReporterRole, SubmissionObject, SubmitUnit } from '@cppcc/contracts';
import type { Tx } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { today } from '../../../platform/time/china';
import { accountProfile } from '../../system';
import { infoHistory, infoItem, infoReporter, infoResult, infoSubmission, infoTakeFeedback, infoVersion } from '../tables';
import type { SeedItem } from './seed-data';

/** Writing one demo item: its row, people, versions, trail, sending upward and its place in the duplicate check. */

const HOUR = 3_600_000;

export interface Person {
  id: string;
  name: string;
  unitId: string | null;
  unitName: string | null;
}
export interface Event {
  action: string;
  from: number | null;
  to: number | null;
  level?: number | null;
  by: Person;
  opinion?: string | null;
  detail?: Record<string, unknown>;
}

export async function personOf(tx: Tx, id: string): Promise<Person> {
  const a = await accountProfile(tx, id);
  return { id, name: a?.username ?? '', unitId: a?.orgId ?? null, unitName: a?.orgName ?? null };
}

/** The row, its people, its versions and its trail; answers when it was adopted (if it was). */
export async function writeItem(
  tx: Tx,
  row: typeof infoItem.$inferInsert,
  reporters: Person[],
  events: Event[],
  at: Date,
  gap: number,
  original: { title: string; content: string },
  editor: Person | null,
  role: number = ReporterRole.lead,
): Promise<Date | null> {
  const id = row.id as string;
  let adoptedAt: Date | null = null;
  const history = events.map((e, i) => {
    const when = new Date(at.getTime() + i * gap);
    if (e.action === 'adopt') adoptedAt = when;
    return {
      id: newId(),
      itemId: id,
      action: e.action,
      fromState: e.from,
      toState: e.to,
      level: e.level ?? null,
      opinion: e.opinion ?? null,
      actorId: e.by.id,
      actorName: e.by.name,
      detail: e.detail ?? null,
      at: when,
    };
  });
  const last = history[history.length - 1]?.at;
  await tx.insert(infoItem).values({ ...row, adoptedAt, updatedAt: last ?? null });
  await tx.insert(infoReporter).values(
    reporters.map((p, i) => ({
      itemId: id,
      userId: p.id,
      name: p.name,
      unitId: p.unitId,
      unitName: p.unitName,
      role: i === 0 ? role : role === ReporterRole.lead ? ReporterRole.joint : role,
      joint: i > 0 && role === ReporterRole.lead ? 1 : null,
      answeredAt: i > 0 && role === ReporterRole.lead ? at : null,
      sort: i,
    })),
  );
  const versions: { no: number; stage: number; title: string; content: string; editor: Person; when: Date }[] = [
    {
      no: 1,
      stage: row.source === InfoSource.merge ? InfoVersionStage.merge : InfoVersionStage.report,
      ...original,
      editor: reporters[0],
      when: at,
    },
  ];
  if (editor && adoptedAt)
    versions.push({ no: 2, stage: InfoVersionStage.editing, title: row.title, content: row.content, editor, when: adoptedAt });
  await tx.insert(infoVersion).values(
    versions.map((v) => ({
      id: newId(),
      itemId: id,
      no: v.no,
      stage: v.stage,
      title: v.title,
      content: v.content,
      editorId: v.editor.id,
      editorName: v.editor.name,
      createdAt: v.when,
    })),
  );
  if (history.length) await tx.insert(infoHistory).values(history);
  return adoptedAt;
}

export async function seedUpward(
  tx: Tx,
  row: typeof infoItem.$inferInsert,
  plan: SeedItem,
  adoptedAt: Date,
  office: Person,
): Promise<void> {
  if (plan.kind !== 'upward' && plan.kind !== 'upwardResult') return;
  const object = plan.kind === 'upwardResult' ? SubmissionObject.province : SubmissionObject.city;
  const sent = new Date(adoptedAt.getTime() + 3 * 20 * HOUR);
  await tx.insert(infoSubmission).values({
    id: newId(),
    itemId: row.id as string,
    submitUnit: SubmitUnit.province,
    submissionObject: object,
    remark: '按月报送',
    submittedBy: office.id,
    submittedAt: sent,
  });
  if (plan.kind === 'upwardResult') {
    await tx.insert(infoResult).values({
      id: newId(),
      itemId: row.id as string,
      submissionObject: object,
      adopted: true,
      content: '被省政协《社情民意》采用',
      resultDate: today(new Date(sent.getTime() + 20 * HOUR)),
      createdBy: office.id,
    });
    const taken = TAKEN_UP[plan.key];
    if (taken) {
      await tx.insert(infoTakeFeedback).values({
        id: newId(),
        itemId: row.id as string,
        unitName: taken.unit,
        content: taken.content,
        feedbackDate: today(new Date(sent.getTime() + 5 * 24 * HOUR)),
        createdBy: office.id,
      });
    }
  }
}

/** What the units that took up the items adopted above did with them (采用反馈). */
const TAKEN_UP: Record<string, { unit: string; content: string }> = {
  clinic1: { unit: '市卫生健康委', content: '已将基层全科医生绩效工资调整纳入年度重点工作，职称评审单列计划自下半年起实施。' },
  ly1: { unit: '市水务局', content: '已编制城区排水管网提标改造三年行动计划，首批12处易涝点改造完成。' },
};
