import { eq } from 'drizzle-orm';
import type { AffairPolicy } from '../../../platform/policies';
import { speech } from '../tables';
import { managesSpeeches } from './access';

/**
 * The files of a speech (its attachments and editor pictures) are read by its speaker and the
 * speech managers, and attached over HTTP by the same while the speech exists. To take effect the
 * manifest lists it: `affairPolicies: { speech: speechAffairPolicy }` (meetActivity/index.ts).
 */
export const speechAffairPolicy: AffairPolicy = {
  async canRead(q, p, affairId) {
    const [row] = await q.select({ speakerId: speech.speakerId }).from(speech).where(eq(speech.id, affairId)).limit(1);
    if (!row) return undefined;
    return row.speakerId === p.userId || managesSpeeches(p);
  },
  async canBind(q, p, affairId) {
    const [row] = await q
      .select({ speakerId: speech.speakerId, deletedAt: speech.deletedAt })
      .from(speech)
      .where(eq(speech.id, affairId))
      .limit(1);
    if (!row) return undefined;
    return !row.deletedAt && (row.speakerId === p.userId || managesSpeeches(p));
  },
};
