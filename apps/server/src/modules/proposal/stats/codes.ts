import { type SQL, sql } from 'drizzle-orm';

/**
 * Contract codes written into statistics SQL as literals, not parameters: the planner matches
 * the partial indexes (whose predicates name these states) only against constants.
 */
export const codes = (...values: number[]): SQL => sql.raw(values.join(', '));
