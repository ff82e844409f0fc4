import {
  MeetState,
  type PageResult,
  RoleCode,
  type SpeakDetail,
  type SpeakMeetingOption,
  SpeakPage,
  SpeakPerm,
  type SpeakRow,
  SpeakState,
  type SpeakStatistics,
  type speakBase,
  type speakCheckBody,
  type speakPageQuery,
  type speakSupplement,
  speakTypeLabel,
  type speakUpdate,
} from '@cppcc/contracts';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable, Tx } from '../../../platform/db/client';
import { containsText } from '../../../platform/db/contains-text';
import { newId } from '../../../platform/db/ids';
import { badRequest, fieldError, forbidden, notFound } from '../../../platform/errors';
import { htmlToText, sanitizeRichHtml } from '../../../platform/html/sanitize';
import { offsetOf } from '../../../platform/http/paging';
import type { CallContext } from '../../../platform/http/route-kit';
import { chinaYear } from '../../../platform/time/china';
import { bindEditorImages, syncFiles } from '../../oss';
import { accountsByIds, liveAccountIdsWithRole } from '../../system';
import { loadVisible, whoOnRecord } from '../core/access';
import { type SpeechWho, speechActionLabel, speechFlow } from '../core/speech-machine';
import { type MaStep, runMaStep } from '../core/step';
import { maAttend, maRecord, speech, speechHistory } from '../tables';

/**
 * Speeches (发言, docs/meetings.md § 发言): the speaker writes, submits, recalls; the office checks
 * (采用, or 退回 with the reason the speaker gets in a message), edits (the speaker's original is
 * kept on the trail: the row holds the staff version that goes into the manuscript) and enters
 * speeches made off the platform (补录).
 */
type BaseInput = z.output<typeof speakBase>;
type UpdateInput = z.output<typeof speakUpdate>;
type SupplementInput = z.output<typeof speakSupplement>;
type CheckInput = z.output<typeof speakCheckBody>;
type PageInput = z.output<typeof speakPageQuery>;
export type SpeechRow = typeof speech.$inferSelect;

/** the trail line that keeps the speaker's text when the office first edits it (opinion = JSON {title, content}) */
export const ORIGINAL = 'original';

export const managesSpeeches = (p: Principal): boolean => p.permissions.has(SpeakPerm.manage);

export function whoOnSpeech(p: Principal, row: Pick<SpeechRow, 'speakerId'>): SpeechWho {
  const kinds: ('speaker' | 'office')[] = [];
  if (row.speakerId === p.userId) kinds.push('speaker');
  if (managesSpeeches(p)) kinds.push('office');
  return { kinds, permissions: p.permissions };
}

/** Sanitised rich text; a text with nothing in it is refused. */
function contentOf(html: string): string {
  const content = sanitizeRichHtml(html);
  if (!htmlToText(content).trim() && !/<img/i.test(content)) throw fieldError('content', '发言内容不能为空');
  return content;
}

async function attach(s: MaStep, id: string, fileIds: string[], html: string): Promise<void> {
  await syncFiles(s.tx, id, fileIds, { actor: s.caller.actor, uploaderId: s.caller.principal.userId });
  await bindEditorImages(s.tx, s.caller.principal, id, html, s.caller.actor);
}

/** A speech by id (not deleted): 404 when there is none; `lock` for a step. */
export async function loadSpeech(q: Queryable | Tx, id: string, lock = false): Promise<SpeechRow> {
  const query = q
    .select()
    .from(speech)
    .where(and(eq(speech.id, id), isNull(speech.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('发言');
  return row;
}

/** Its speaker and the speech managers read a speech; anyone else gets a 403. */
export async function loadReadable(q: Queryable | Tx, p: Principal, id: string, lock = false): Promise<SpeechRow> {
  const row = await loadSpeech(q, id, lock);
  if (row.speakerId !== p.userId && !managesSpeeches(p)) throw forbidden('您不是该发言的发言人或发言管理人员');
  return row;
}

/** The meeting a speech is made at, when named: one the caller may open (403/404 otherwise). */
async function meetingOf(tx: Tx, p: Principal, meetId: string | undefined) {
  if (!meetId) return null;
  return loadVisible(tx, p, 'meet', meetId);
}

// ---------- the speaker ----------

/** POST /speak/add: a draft in the caller's name. */
export async function addSpeech(sc: CallContext, input: BaseInput): Promise<{ id: string }> {
  const id = newId();
  await runMaStep(sc, async (s) => {
    const p = s.caller.principal;
    const meet = await meetingOf(s.tx, p, input.meetId);
    const content = contentOf(input.content);
    await s.tx.insert(speech).values({
      id,
      meetId: meet?.id ?? null,
      year: meet?.year ?? chinaYear(),
      title: input.title,
      content,
      speakType: input.speakType,
      state: SpeakState.draft,
      speakerId: p.userId,
      speakerName: p.username,
      fileIds: input.fileIds,
    });
    await attach(s, id, input.fileIds, content);
    const row = await loadSpeech(s.tx, id);
    await speechFlow.record(s, row, { action: 'create', fromState: null, toState: SpeakState.draft, detail: { title: input.title } });
  });
  return { id };
}

/** POST /speak/update: the speaker changes a draft or a returned speech. */
export async function updateSpeech(sc: CallContext, input: UpdateInput): Promise<void> {
  await runMaStep(sc, async (s) => {
    const p = s.caller.principal;
    const row = await loadReadable(s.tx, p, input.id, true);
    const move = speechFlow.start(s, row, 'save', whoOnSpeech(p, row));
    const meet = await meetingOf(s.tx, p, input.meetId);
    const content = contentOf(input.content);
    await move.commit({
      set: {
        meetId: meet?.id ?? null,
        year: meet?.year ?? row.year,
        title: input.title,
        content,
        speakType: input.speakType,
        fileIds: input.fileIds,
      },
    });
    await attach(s, row.id, input.fileIds, content);
  });
}

/** POST /speak/submit: to the office (待审核); every speech manager gets a reminder. */
export async function submitSpeech(sc: CallContext, id: string): Promise<void> {
  await runMaStep(sc, async (s) => {
    const p = s.caller.principal;
    const row = await loadReadable(s.tx, p, id, true);
    await speechFlow.move(s, row, 'submit', { who: whoOnSpeech(p, row), set: { submittedAt: new Date(), opinion: null } });
    await s.fx.notify({
      userIds: await liveAccountIdsWithRole(s.tx, RoleCode.officeStaff),
      title: `发言待审核：《${row.title}》`,
      content: `${row.speakerName}提交了发言「${row.title}」，请审核。`,
      bizId: row.id,
      url: `${SpeakPage.checkForm}?id=${row.id}`,
    });
  });
}

/** POST /speak/recall: back to a draft while nobody has checked it. */
export async function recallSpeech(sc: CallContext, id: string): Promise<void> {
  await runMaStep(sc, async (s) => {
    const p = s.caller.principal;
    const row = await loadReadable(s.tx, p, id, true);
    await speechFlow.move(s, row, 'recall', { who: whoOnSpeech(p, row) });
  });
}

/** POST /speak/delete: the caller's own drafts (and returned speeches they drop). */
export async function deleteSpeeches(sc: CallContext, ids: string[]): Promise<void> {
  await runMaStep(sc, async (s) => {
    const p = s.caller.principal;
    for (const id of ids) {
      const row = await loadSpeech(s.tx, id, true);
      if (row.speakerId !== p.userId) throw forbidden('只能删除本人的发言');
      if (row.state !== SpeakState.draft && row.state !== SpeakState.returned) {
        throw badRequest(`发言「${row.title}」已提交，不能删除`);
      }
      await s.tx.update(speech).set({ deletedAt: new Date() }).where(eq(speech.id, id));
      await speechFlow.record(s, row, { action: 'delete', fromState: row.state, toState: null, detail: { title: row.title } });
    }
  });
}

// ---------- the office ----------

/** POST /speak/check: 采用, or 退回 with the reason; the speaker gets a message either way. */
export async function checkSpeech(sc: CallContext, input: CheckInput): Promise<void> {
  const opinion = input.opinion?.trim() || null;
  if (!input.pass && !opinion) throw fieldError('opinion', '退回时请填写退回理由');
  await runMaStep(sc, async (s) => {
    const p = s.caller.principal;
    const row = await loadReadable(s.tx, p, input.id, true);
    await speechFlow.move(s, row, input.pass ? 'pass' : 'back', {
      who: whoOnSpeech(p, row),
      set: { checkerId: p.userId, checkerName: p.username, opinion },
      entry: { opinion },
    });
    await s.fx.notify({
      userIds: [row.speakerId],
      // the message list names the speech, as the other areas' messages name their affair
      title: `${input.pass ? '发言已采用' : '发言被退回'}：《${row.title}》`,
      content: input.pass
        ? `您的发言「${row.title}」已被采用。${opinion ? `意见：${opinion}` : ''}`
        : `您的发言「${row.title}」被退回，理由：${opinion}。请修改后重新提交。`,
      bizId: row.id,
      url: SpeakPage.detail(row.id),
    });
  });
}

/** The speaker's text is kept once per submission, before the office's first edit of it. */
async function keepOriginal(s: MaStep, row: SpeechRow): Promise<void> {
  const trail = await s.tx
    .select({ action: speechHistory.action })
    .from(speechHistory)
    .where(and(eq(speechHistory.speechId, row.id), inArray(speechHistory.action, [ORIGINAL, 'submit', 'save'])))
    .orderBy(desc(speechHistory.at), desc(speechHistory.id));
  if (trail[0]?.action === ORIGINAL) return;
  await s.tx.insert(speechHistory).values({
    id: newId(),
    speechId: row.id,
    action: ORIGINAL,
    fromState: row.state,
    toState: row.state,
    actorId: row.speakerId,
    actorName: row.speakerName,
    opinion: JSON.stringify({ title: row.title, content: row.content }),
  });
}

/** POST /speak/edit: the office's version (the manuscript's); the speaker's original stays on the trail. */
export async function editSpeech(sc: CallContext, input: UpdateInput): Promise<void> {
  await runMaStep(sc, async (s) => {
    const p = s.caller.principal;
    const row = await loadReadable(s.tx, p, input.id, true);
    const move = speechFlow.start(s, row, 'edit', whoOnSpeech(p, row));
    const meet = await meetingOf(s.tx, p, input.meetId);
    const content = contentOf(input.content);
    if (!row.supplementary) await keepOriginal(s, row);
    await move.commit({
      set: {
        meetId: meet?.id ?? null,
        year: meet?.year ?? row.year,
        title: input.title,
        content,
        speakType: input.speakType,
        fileIds: input.fileIds,
      },
      entry: { detail: { title: input.title } },
    });
    await attach(s, row.id, input.fileIds, content);
  });
}

/** POST /speak/supplement: the office enters a member's speech made off the platform (补录, 已采用). */
export async function supplementSpeech(sc: CallContext, input: SupplementInput): Promise<{ id: string }> {
  const id = newId();
  await runMaStep(sc, async (s) => {
    const p = s.caller.principal;
    const speaker = (await accountsByIds(s.tx, [input.speakerId])).get(input.speakerId);
    if (!speaker) throw fieldError('speakerId', '发言人不存在');
    const meet = await meetingOf(s.tx, p, input.meetId);
    const speakTime = input.speakTime ? new Date(input.speakTime) : (meet?.startTime ?? null);
    if (speakTime && Number.isNaN(speakTime.getTime())) throw fieldError('speakTime', '发言时间格式不正确');
    const content = contentOf(input.content);
    const now = new Date();
    await s.tx.insert(speech).values({
      id,
      meetId: meet?.id ?? null,
      year: meet?.year ?? (speakTime ? chinaYear(speakTime) : chinaYear()),
      title: input.title,
      content,
      speakType: input.speakType,
      state: SpeakState.passed,
      speakerId: speaker.id,
      speakerName: speaker.username,
      supplementary: true,
      speakTime,
      checkerId: p.userId,
      checkerName: p.username,
      fileIds: input.fileIds,
      submittedAt: now,
    });
    await attach(s, id, input.fileIds, content);
    const row = await loadSpeech(s.tx, id);
    await speechFlow.record(s, row, {
      action: 'supplement',
      fromState: null,
      toState: SpeakState.passed,
      detail: { title: input.title, speaker: speaker.username },
    });
  });
  return { id };
}

// ---------- reading ----------

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

/** The speaker's text before the office's edits, when the office edited this submission. */
async function originalOf(q: Queryable, id: string): Promise<{ title: string; content: string } | null> {
  const trail = await q
    .select({ action: speechHistory.action, opinion: speechHistory.opinion })
    .from(speechHistory)
    .where(and(eq(speechHistory.speechId, id), inArray(speechHistory.action, [ORIGINAL, 'submit', 'save'])))
    .orderBy(desc(speechHistory.at), desc(speechHistory.id))
    .limit(1);
  const last = trail[0];
  if (last?.action !== ORIGINAL || !last.opinion) return null;
  try {
    const o = JSON.parse(last.opinion) as { title?: unknown; content?: unknown };
    return { title: String(o.title ?? ''), content: String(o.content ?? '') };
  } catch {
    return null;
  }
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

// ---------- statistics ----------

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

// ---------- the manuscript ----------

export interface ManuscriptSpeech {
  id: string;
  meetId: string | null;
  meetTitle: string | null;
  title: string;
  content: string;
  speakType: number;
  speakerName: string;
  speakTime: Date | null;
}

/** The adopted speeches of a meeting (or the chosen adopted ones), in manuscript order. */
export async function manuscriptSpeeches(q: Queryable, by: { meetId?: string; ids?: string[] }): Promise<ManuscriptSpeech[]> {
  const w: SQL[] = [isNull(speech.deletedAt), eq(speech.state, SpeakState.passed)];
  if (by.meetId) w.push(eq(speech.meetId, by.meetId));
  if (by.ids?.length) w.push(inArray(speech.id, by.ids));
  return q
    .select({
      id: speech.id,
      meetId: speech.meetId,
      meetTitle: maRecord.title,
      title: speech.title,
      content: speech.content,
      speakType: speech.speakType,
      speakerName: speech.speakerName,
      speakTime: speech.speakTime,
    })
    .from(speech)
    .leftJoin(maRecord, eq(maRecord.id, speech.meetId))
    .where(and(...w))
    .orderBy(speech.sort, sql`${speech.speakTime} asc nulls last`, speech.submittedAt, speech.id);
}

/** GET /speak/manuscript/detail/{id}: one speech as the manuscript prints it (the staff version when edited). */
export async function manuscriptDetail(sc: CallContext, id: string) {
  const row = await loadReadable(sc.ctx.db, sc.caller.principal, id);
  const [meet] = row.meetId ? await sc.ctx.db.select({ title: maRecord.title }).from(maRecord).where(eq(maRecord.id, row.meetId)) : [];
  return {
    id: row.id,
    meetId: row.meetId,
    meetTitle: meet?.title ?? null,
    title: row.title,
    content: row.content,
    speakType: row.speakType,
    speakerName: row.speakerName,
    speakTime: row.speakTime?.toISOString() ?? null,
    edited: (await originalOf(sc.ctx.db, id)) !== null,
  };
}

export const typeText = (t: number): string => speakTypeLabel[t] ?? '';
