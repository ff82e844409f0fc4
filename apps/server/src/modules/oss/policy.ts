import type { Principal } from '../../platform/auth/principal';
import type { Queryable } from '../../platform/db/client';
import type { OssFileRow } from './tables';

/**
 * How a module widens or narrows the default file rules (docs/files.md) for the
 * files of its affairs. Register once at import time:
 * `registerFilePolicy('proposal', { canRead, canManage })`.
 */
export interface FilePolicy {
  /** may p read this bound file; default: any signed-in user */
  canRead?(db: Queryable, p: Principal, file: OssFileRow): Promise<boolean> | boolean;
  /** may p bind, unbind or delete this file through the HTTP calls; default: only the uploader, only while unbound */
  canManage?(db: Queryable, p: Principal, file: OssFileRow): Promise<boolean> | boolean;
}

const policies = new Map<string, FilePolicy>();

export function registerFilePolicy(module: string, policy: FilePolicy): void {
  policies.set(module.toLowerCase(), policy);
}

/**
 * Rules keyed by the affair a file is bound to rather than by the module named at
 * upload: the upload's `module` is the uploader's choice (a form may send none), so a
 * module whose affairs are private (a draft proposal, a unit's reply) claims them here.
 * Each answer is `undefined` when the affair is not one of the module's.
 */
export interface AffairPolicy {
  /** may p read the files bound to this affair */
  canRead(db: Queryable, p: Principal, affairId: string): Promise<boolean | undefined>;
  /** may p attach (own, unbound) files to this affair through POST /sys/oss/binding */
  canBind(db: Queryable, p: Principal, affairId: string): Promise<boolean | undefined>;
}

const affairPolicies = new Map<string, AffairPolicy>();

export function registerAffairPolicy(name: string, policy: AffairPolicy): void {
  affairPolicies.set(name, policy);
}

async function affairRule(kind: keyof AffairPolicy, db: Queryable, p: Principal, affairId: string): Promise<boolean | undefined> {
  for (const policy of affairPolicies.values()) {
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
  if (file.uploaderId === p.userId || file.kind === 'editor') return true;
  // an unbound file is a draft of whoever uploaded it
  if (!file.affairId) return false;
  const byAffair = await affairRule('canRead', db, p, file.affairId);
  if (byAffair !== undefined) return byAffair;
  const policy = policies.get(file.module);
  return policy?.canRead ? policy.canRead(db, p, file) : true;
}

export async function mayManage(db: Queryable, p: Principal, file: OssFileRow): Promise<boolean> {
  if (file.removedAt) return false;
  if (file.uploaderId === p.userId && !file.affairId) return true;
  const policy = policies.get(file.module);
  return policy?.canManage ? policy.canManage(db, p, file) : false;
}
