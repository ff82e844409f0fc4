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

export async function mayRead(db: Queryable, p: Principal, file: OssFileRow): Promise<boolean> {
  if (file.removedAt) return false;
  if (file.uploaderId === p.userId || file.kind === 'editor') return true;
  // an unbound file is a draft of whoever uploaded it
  if (!file.affairId) return false;
  const policy = policies.get(file.module);
  return policy?.canRead ? policy.canRead(db, p, file) : true;
}

export async function mayManage(db: Queryable, p: Principal, file: OssFileRow): Promise<boolean> {
  if (file.removedAt) return false;
  if (file.uploaderId === p.userId && !file.affairId) return true;
  const policy = policies.get(file.module);
  return policy?.canManage ? policy.canManage(db, p, file) : false;
}
