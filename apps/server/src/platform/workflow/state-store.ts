import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { MachineSpec } from './machine';

/** A table whose rows keep their state in `state`, are found by `id` and stamped with `updatedAt`. */
type StateTable = PgTable & { id: PgColumn; state: PgColumn; updatedAt: PgColumn };

/** The row as the store reads it: any row of such a table (the caller's Row keeps its own type). */
type StateRow = { id: string; state: number };

/**
 * The state kept in the row's own `state` column: spread into defineMachine's spec. A move writes
 * the step's other columns, the new state and `updatedAt` in one UPDATE of the row.
 */
export function stateColumnStore<T extends StateTable>(
  table: T,
): Pick<MachineSpec<StateRow, never, never, never, Partial<T['$inferInsert']>, never>, 'stateOf' | 'setState' | 'write'> {
  return {
    stateOf: (r) => r.state,
    setState: (r, to) => {
      r.state = to;
    },
    async write(s, row, to, patch) {
      await s.tx
        .update(table)
        .set({ ...patch, state: to, updatedAt: new Date() } as PgUpdateSetSource<T>)
        .where(eq(table.id, row.id));
    },
  };
}
