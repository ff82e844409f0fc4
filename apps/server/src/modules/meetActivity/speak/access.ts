import { SpeakPerm } from '@cppcc/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Principal } from '../../../platform/auth/principal-type';
import type { Queryable, Tx } from '../../../platform/db/client';
import { forbidden, notFound } from '../../../platform/errors';
import type { SpeechWho } from '../core/speech-machine';
import { speech } from '../tables';

export type SpeechRow = typeof speech.$inferSelect;

export const managesSpeeches = (p: Principal): boolean => p.permissions.has(SpeakPerm.manage);

export function whoOnSpeech(p: Principal, row: Pick<SpeechRow, 'speakerId'>): SpeechWho {
  const kinds: ('speaker' | 'office')[] = [];
  if (row.speakerId === p.userId) kinds.push('speaker');
  if (managesSpeeches(p)) kinds.push('office');
  return { kinds, permissions: p.permissions };
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
