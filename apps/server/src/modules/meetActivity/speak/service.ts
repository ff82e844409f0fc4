import {
  RoleCode,
  SpeakPage,
  SpeakState,
  type speakBase,
  type speakCheckBody,
  type speakSupplement,
  type speakUpdate,
} from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Tx } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import { badRequest, fieldError, forbidden } from '../../../platform/errors';
import { htmlToText, sanitizeRichHtml } from '../../../platform/html/sanitize';
import type { CallContext } from '../../../platform/http/route-kit';
import { chinaYear } from '../../../platform/time/china';
import { bindEditorImages, syncFiles } from '../../oss';
import { accountsByIds, liveAccountIdsWithRole } from '../../system';
import { loadVisible } from '../core/access';
import { speechFlow } from '../core/speech-machine';
import { type MaStep, runMaStep } from '../core/step';
import { speech } from '../tables';
import { loadReadable, loadSpeech, whoOnSpeech } from './access';
import { keepOriginal } from './original';

/**
 * Speeches (发言, docs/meetings.md § 发言): the speaker writes, submits, recalls; the office checks
 * (采用, or 退回 with the reason the speaker gets in a message), edits (the speaker's original is
 * kept on the trail: the row holds the staff version that goes into the manuscript) and enters
 * speeches made off the platform (补录). These steps are here; who may read a speech is in
 * access.ts, the lists and the detail in read.ts, the counts in statistics.ts, the Word file in
 * manuscript.ts.
 */
type BaseInput = z.output<typeof speakBase>;
type UpdateInput = z.output<typeof speakUpdate>;
type SupplementInput = z.output<typeof speakSupplement>;
type CheckInput = z.output<typeof speakCheckBody>;

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
