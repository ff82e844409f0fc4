import type { Db, Tx } from './client';

/** Runs a state change in one transaction (style.md: one transaction, one audit row). */
export function inTx<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Tx));
}
