import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { newId } from '../../../platform/db/ids';
import type { MaStep } from '../core/step';
import { speechHistory } from '../tables';
import type { SpeechRow } from './access';

/** the trail line that keeps the speaker's text when the office first edits it (opinion = JSON {title, content}) */
export const ORIGINAL = 'original';

/** The speaker's text is kept once per submission, before the office's first edit of it. */
export async function keepOriginal(s: MaStep, row: SpeechRow): Promise<void> {
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

/** The speaker's text before the office's edits, when the office edited this submission. */
export async function originalOf(q: Queryable, id: string): Promise<{ title: string; content: string } | null> {
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
