import type { MeetKind } from '@cppcc/contracts';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/principal-type';
import type { Queryable } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { AffairPolicy } from '../../platform/policies';
import { loadApply } from './apply/service';
import { recordAffairPolicy } from './record/files';
import { loadResult } from './results/service';
import { speechAffairPolicy } from './speak/files';
import { maApply, maResult } from './tables';

type Loader = (q: Queryable, p: Principal, kind: MeetKind, id: string) => Promise<unknown>;

/**
 * The files of a leave request or a result are read by whoever may open the request or the result
 * (its part's own reader decides: the applicant and the staff who check leave; the result's readers).
 * They are bound with the save on the server, never over HTTP.
 */
function partPolicy(kindOf: (q: Queryable, id: string) => Promise<string | undefined>, load: Loader): AffairPolicy {
  return {
    async canRead(q, p, affairId) {
      const kind = await kindOf(q, affairId);
      if (!kind) return undefined;
      try {
        await load(q, p, kind as MeetKind, affairId);
        return true;
      } catch (err) {
        if (err instanceof AppError && (err.status === 403 || err.status === 404)) return false;
        throw err;
      }
    },
    async canBind(q, _p, affairId) {
      return (await kindOf(q, affairId)) ? false : undefined;
    },
  };
}

const applyKind = async (q: Queryable, id: string) =>
  (await q.select({ kind: maApply.kind }).from(maApply).where(eq(maApply.id, id)).limit(1))[0]?.kind;
const resultKind = async (q: Queryable, id: string) =>
  (await q.select({ kind: maResult.kind }).from(maResult).where(eq(maResult.id, id)).limit(1))[0]?.kind;

/** Who reads the files bound to the area's affairs (the manifest's affairPolicies). */
export const meetActivityAffairPolicies: Record<string, AffairPolicy> = {
  meetRecord: recordAffairPolicy,
  speech: speechAffairPolicy,
  maApply: partPolicy(applyKind, (q, p, kind, id) => loadApply(q, p, kind, id)),
  maResult: partPolicy(resultKind, (q, p, kind, id) => loadResult(q, p, kind, id)),
};
