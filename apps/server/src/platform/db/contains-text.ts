import { type AnyColumn, and, ilike, type SQL, sql } from 'drizzle-orm';
import { index } from 'drizzle-orm/pg-core';
import { likePattern } from '../http/paging';

/**
 * `column ILIKE %text%`, led by a condition the GIN index on the column's characters answers
 * (`charsIndex`): every character of the text must be among the column's. ILIKE compares lower() of
 * both sides, so a row it matches always passes the character test and the results are the same; the
 * index only spares reading the rows that cannot match. Characters rather than trigrams (pg_trgm): a
 * Chinese keyword is mostly one or two characters, too short for a trigram, and PGlite's C locale gives
 * Chinese text no trigrams at all. `indexed` false: plain ILIKE (over a few thousand rows already
 * chosen, cheaper than the index's candidates over the whole table).
 */
export function containsText(column: AnyColumn, text: string, indexed = true): SQL {
  if (!indexed) return ilike(column, likePattern(text));
  // ILIKE first: where the rows are read in a sort index's order, the character array is built
  // only for the rows ILIKE already matched
  return and(
    ilike(column, likePattern(text)),
    sql`string_to_array(lower(${column}), NULL) @> string_to_array(lower(${text}::text), NULL)`,
  ) as SQL;
}

/** The GIN index `containsText` reads: the lower-cased characters of a text column. */
export const charsIndex = (name: string, column: AnyColumn) => index(name).using('gin', sql`string_to_array(lower(${column}), NULL)`);
