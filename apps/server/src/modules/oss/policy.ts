import type { Principal } from '../../platform/auth/principal';
import type { Queryable } from '../../platform/db/client';
import type { AffairPolicy } from '../../platform/policies';
import { affairPolicies, filePolicyOf } from '../../platform/services';
import type { OssFileRow } from './tables';

export type { AffairPolicy, FilePolicy } from '../../platform/policies';

/**
 * The default file rules (docs/files.md), widened or narrowed by what the
 * manifests declare: `filePolicies` keyed by the module named at upload,
 * `affairPolicies` for the records files are bound to.
 */

async function affairRule(kind: keyof AffairPolicy, db: Queryable, p: Principal, affairId: string): Promise<boolean | undefined> {
  for (const policy of affairPolicies()) {
    const verdict = await policy[kind](db, p, affairId);
    if (verdict !== undefined) return verdict;
  }
  return undefined;
}

/** Whether p may bind files to affairId over HTTP: an affair nobody claims is open to any signed-in user. */
export async function mayBindTo(db: Queryable, p: Principal, affairId: string): Promise<boolean> {
  return (await affairRule('canBind', db, p, affairId)) ?? true;
}

export async function mayRead(db: Queryable, p: Principal, file: OssFileRow): Promise<boolean> {
  if (file.removedAt) return false;
  if (file.uploaderId === p.userId) return true;
  // an unbound file is a draft of whoever uploaded it (an editor picture too, until its text is saved)
  if (!file.affairId) return false;
  const byAffair = await affairRule('canRead', db, p, file.affairId);
  if (byAffair !== undefined) return byAffair;
  const policy = filePolicyOf(file.module);
  return policy?.canRead ? policy.canRead(db, p, file) : true;
}

export async function mayManage(db: Queryable, p: Principal, file: OssFileRow): Promise<boolean> {
  if (file.removedAt) return false;
  if (file.uploaderId === p.userId && !file.affairId) return true;
  const policy = filePolicyOf(file.module);
  return policy?.canManage ? policy.canManage(db, p, file) : false;
}
