import {
  MeetState,
  type PageResult,
  type SpeakDetail,
  type SpeakMeetingOption,
  type SpeakRow,
  SpeakState,
  type speakPageQuery,
} from '@cppcc/contracts';
import { and, asc, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../../platform/db/client';
import { containsText } from '../../../platform/db/contains-text';
import { forbidden } from '../../../platform/errors';
import { offsetOf } from '../../../platform/http/paging';
import type { CallContext } from '../../../platform/http/route-kit';
import { loadVisible, whoOnRecord } from '../core/access';
import { speechActionLabel, speechFlow } from '../core/speech-machine';
import { maAttend, maRecord, speech, speechHistory } from '../tables';
import { loadReadable, managesSpeeches, whoOnSpeech } from './access';
import { ORIGINAL, originalOf } from './original';

type PageInput = z.output<typeof speakPageQuery>;

const rowColumns = {
  id: speech.id,
  meetId: speech.meetId,
  meetTitle: maRecord.title,
  title: speech.title,
  speakType: speech.speakType,
  state: speech.state,
  speakerId: speech.speakerId,
  speakerName: speech.speakerName,
  supplementary: speech.supplementary,
  submittedAt: speech.submittedAt,
  updatedAt: speech.updatedAt,
};
type RawRow = { [K in keyof typeof rowColumns]: (typeof speech.$inferSelect & { meetTitle: string | null })[K] };

const toRow = (r: RawRow): SpeakRow => ({
  ...r,
  meetTitle: r.meetTitle ?? null,
  submittedAt: r.submittedAt?.toISOString() ?? null,
  updatedAt: r.updatedAt.toISOString(),
});

function filtersOf(q: Partial<PageInput>): SQL[] {
  const w: SQL[] = [isNull(speech.deletedAt)];
  if (q.meetId) w.push(eq(speech.meetId, q.meetId));
  if (q.title) w.push(containsText(speech.title, q.title));
  if (q.speakType !== undefined) w.push(eq(speech.speakType, q.speakType));
  if (q.state !== undefined) w.push(eq(speech.state, q.state));
  if (q.year !== undefined) w.push(eq(speech.year, q.year));
  if (q.supplementary !== undefined) w.push(eq(speech.supplementary, q.supplementary));
  return w;
}

async function pageOf(q: Queryable, where: SQL[], input: PageInput, order: SQL[]): Promise<PageResult<SpeakRow>> {
  const cond = and(...where);
  const [[total], rows] = await Promise.all([
    q.select({ n: sql<number>`count(*)::int` }).from(speech).where(cond),
    q
      .select(rowColumns)
      .from(speech)
      .leftJoin(maRecord, eq(maRecord.id, speech.meetId))
      .where(cond)
      .orderBy(...order)
      .limit(input.pageSize)
      .offset(offsetOf(input)),
  ]);
  return { list: rows.map(toRow), total: total?.n ?? 0 };
}

/** POST /speak/my/page: the caller's own speeches, the latest first. */
export function pageMySpeeches(sc: CallContext, input: PageInput): Promise<PageResult<SpeakRow>> {
  const where = [...filtersOf(input), eq(speech.speakerId, sc.caller.principal.userId)];
  return pageOf(sc.ctx.db, where, input, [desc(speech.updatedAt), desc(speech.id)]);
}

/** POST /speak/page: every speech that reached the office (no one else's drafts), the latest submitted first. */
export function pageSpeeches(sc: CallContext, input: PageInput): Promise<PageResult<SpeakRow>> {
  const where = [...filtersOf(input), ne(speech.state, SpeakState.draft)];
  return pageOf(sc.ctx.db, where, input, [sql`${speech.submittedAt} desc nulls last`, desc(speech.updatedAt), desc(speech.id)]);
}

/** POST /meet/speak/page: one meeting's speeches, for its organisers and the speech managers, in manuscript order. */
export async function pageMeetSpeeches(sc: CallContext, input: PageInput & { meetId: string }): Promise<PageResult<SpeakRow>> {
  const p = sc.caller.principal;
  const meet = await loadVisible(sc.ctx.db, p, 'meet', input.meetId);
  if (!managesSpeeches(p) && !whoOnRecord(p, meet).kinds.includes('organizer')) throw forbidden('您不是该会议的组织者或发言管理人员');
  const where = [...filtersOf(input), ne(speech.state, SpeakState.draft)];
  return pageOf(sc.ctx.db, where, input, [
    asc(speech.sort),
    sql`${speech.speakTime} asc nulls last`,
    asc(speech.submittedAt),
    asc(speech.id),
  ]);
}

/** GET /speak/detail/{id}: its speaker and the speech managers; the staff version with the original beside it. */
export async function speechDetail(sc: CallContext, id: string): Promise<SpeakDetail> {
  const { db } = sc.ctx;
  const p = sc.caller.principal;
  const row = await loadReadable(db, p, id);
  const [meet] = row.meetId ? await db.select({ title: maRecord.title }).from(maRecord).where(eq(maRecord.id, row.meetId)) : [];
  const trail = await db
    .select()
    .from(speechHistory)
    .where(and(eq(speechHistory.speechId, id), ne(speechHistory.action, ORIGINAL)))
    .orderBy(speechHistory.at, speechHistory.id);
  return {
    ...toRow({ ...row, meetTitle: meet?.title ?? null }),
    content: row.content,
    fileIds: row.fileIds,
    speakTime: row.speakTime?.toISOString() ?? null,
    checkerName: row.checkerName,
    opinion: row.opinion,
    createdAt: row.createdAt.toISOString(),
    original: await originalOf(db, id),
    actions: speechFlow.availableActions(whoOnSpeech(p, row), row),
    trail: trail.map((h) => ({
      action: h.action,
      actionLabel: speechActionLabel(h.action),
      fromState: h.fromState,
      toState: h.toState,
      actorName: h.actorName,
      opinion: h.opinion,
      at: h.at.toISOString(),
    })),
  };
}

/** GET /speak/meetings: the released or closed meetings the caller is listed on, the latest first. */
export async function speakMeetings(sc: CallContext): Promise<SpeakMeetingOption[]> {
  const p = sc.caller.principal;
  const rows = await sc.ctx.db
    .select({ id: maRecord.id, title: maRecord.title, startTime: maRecord.startTime, state: maRecord.state })
    .from(maRecord)
    .where(
      and(
        eq(maRecord.kind, 'meet'),
        isNull(maRecord.deletedAt),
        ne(maRecord.state, MeetState.draft),
        sql`exists (select 1 from ${maAttend} a where a.record_id = ${maRecord.id} and a.user_id = ${p.userId})`,
      ),
    )
    .orderBy(desc(maRecord.startTime))
    .limit(200);
  return rows.map((r) => ({ ...r, startTime: r.startTime.toISOString() }));
}
