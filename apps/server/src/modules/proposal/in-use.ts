import { and, count, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import type { DeleteGuard } from '../../platform/policies';
import { proposal } from './tables';

const usedBy =
  (column: typeof proposal.sessionId | typeof proposal.typeId, what: string): DeleteGuard =>
  async (q: Queryable, id: string) => {
    const [{ n }] = await q
      .select({ n: count() })
      .from(proposal)
      .where(and(eq(column, id), isNull(proposal.deletedAt)));
    return n > 0 ? `已有${n}件提案使用该${what}` : null;
  };

/**
 * A session or category that live proposals use stays (manifest `deleteGuards`, read by the
 * reference services through their `deleteGuard` key).
 */
export const proposalDeleteGuards: Record<string, DeleteGuard> = {
  'proposal.session': usedBy(proposal.sessionId, '届次'),
  'proposal.type': usedBy(proposal.typeId, '类别'),
};
