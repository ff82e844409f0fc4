import type { Principal } from './auth/principal-type';
import type { Queryable } from './db/client';

/** What a file policy may read of a stored file (the file area's row has at least these). */
export interface FileRecord {
  id: string;
  /** the module named at upload */
  module: string;
  /** the affair (record) the file is bound to, null while unbound */
  affairId: string | null;
  uploaderId: string | null;
  removedAt: Date | null;
}

/**
 * How a module widens or narrows the default file rules (docs/files.md) for the
 * files uploaded under its name. Declared in the manifest's `filePolicies`,
 * keyed by that module name.
 */
export interface FilePolicy {
  /** may p read this bound file; default: any signed-in user */
  canRead?(db: Queryable, p: Principal, file: FileRecord): Promise<boolean> | boolean;
  /** may p bind, unbind or delete this file through the HTTP calls; default: only the uploader, only while unbound */
  canManage?(db: Queryable, p: Principal, file: FileRecord): Promise<boolean> | boolean;
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

/**
 * Refuses deleting a piece of reference data still in use: why, as a phrase the
 * platform completes (已有3件提案使用该类别 → 「类别名」已有3件提案使用该类别，不能删除),
 * or null when the row may go.
 */
export type DeleteGuard = (q: Queryable, id: string) => Promise<string | null>;
