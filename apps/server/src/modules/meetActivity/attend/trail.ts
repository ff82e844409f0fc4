import type { MeetKind } from '@cppcc/contracts';
import { newId } from '../../../platform/db/ids';
import type { RecordRow } from '../core/access';
import type { RECORD_TRAIL_ACTIONS } from '../core/machine';
import type { MaStep } from '../core/step';
import { maHistory } from '../tables';

/** The audit's object type of a kind's record. */
export const objectTypeOf = (kind: MeetKind) => (kind === 'meet' ? 'meetRecord' : 'activityRecord');

/** One step on the record's trail (ma_history), with the RECORD_TRAIL_ACTIONS name. */
export async function trail(s: MaStep, r: RecordRow, action: keyof typeof RECORD_TRAIL_ACTIONS, opinion?: string | null): Promise<void> {
  await s.tx.insert(maHistory).values({
    id: newId(),
    recordId: r.id,
    action,
    fromState: r.state,
    toState: r.state,
    actorId: s.actor.userId,
    actorName: s.actor.username,
    opinion: opinion ?? null,
  });
}

/** 「张三、李四等5人」 for the trail and the audit. */
export function namesText(names: readonly string[]): string {
  const shown = names.slice(0, 10).join('、');
  return names.length > 10 ? `${shown}等${names.length}人` : shown;
}
