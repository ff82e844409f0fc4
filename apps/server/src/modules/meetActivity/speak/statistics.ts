import { SpeakState, type SpeakStatistics } from '@cppcc/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { CallContext } from '../../../platform/http/route-kit';
import { maRecord, speech } from '../tables';

const counts = {
  oral: sql<number>`count(*) filter (where ${speech.speakType} = 1)::int`,
  written: sql<number>`count(*) filter (where ${speech.speakType} = 2)::int`,
  passed: sql<number>`count(*) filter (where ${speech.state} = ${SpeakState.passed})::int`,
  submitted: sql<number>`count(*) filter (where ${speech.state} = ${SpeakState.submitted})::int`,
  returned: sql<number>`count(*) filter (where ${speech.state} = ${SpeakState.returned})::int`,
  total: sql<number>`count(*)::int`,
};

/** POST /speak/statistics: per speaker and per meeting, by type and state (drafts are not counted). */
export async function speakStatistics(sc: CallContext, year: number | undefined): Promise<SpeakStatistics> {
  const { db } = sc.ctx;
  const where = and(isNull(speech.deletedAt), ne(speech.state, SpeakState.draft), year === undefined ? undefined : eq(speech.year, year));
  const bySpeaker = await db
    .select({ speakerId: speech.speakerId, speakerName: sql<string>`max(${speech.speakerName})`, ...counts })
    .from(speech)
    .where(where)
    .groupBy(speech.speakerId)
    .orderBy(sql`count(*) desc`, sql`max(${speech.speakerName})`);
  const byMeeting = await db
    .select({ meetId: speech.meetId, meetTitle: sql<string | null>`max(${maRecord.title})`, ...counts })
    .from(speech)
    .leftJoin(maRecord, eq(maRecord.id, speech.meetId))
    .where(where)
    .groupBy(speech.meetId)
    .orderBy(sql`max(${maRecord.startTime}) desc nulls last`);
  return {
    year: year ?? null,
    bySpeaker,
    byMeeting: byMeeting.map((m) => ({ ...m, meetTitle: m.meetTitle ?? '未关联会议' })),
  };
}
