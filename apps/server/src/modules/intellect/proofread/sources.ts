import { type SensitiveType, sensitiveTypeLabel } from '@cppcc/contracts';
import type { SensitiveWord } from '@cppcc/textkit';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { loadQuotations, quotationSignature } from '../quotation/service';
import { loadSensitiveWords, sensitiveWordsVersion } from '../sensitive';
import { sensitiveVersion } from '../sensitive/tables';
import { loadPeople, peopleSignature } from './people';

const cache = new WeakMap<Queryable, { version: number; words: SensitiveWord[] }>();

export const originName = (type: string) => sensitiveTypeLabel[type as SensitiveType] ?? type;

/**
 * The enabled sensitive words as textkit takes them, one array per dictionary version
 * (textkit keeps its automaton per array instance). The version is read before the words,
 * so a change in between costs at most one more reload.
 */
export async function sensitiveWordsFor(db: Queryable, knownVersion?: number): Promise<SensitiveWord[]> {
  const version = knownVersion ?? (await sensitiveWordsVersion(db));
  const hit = cache.get(db);
  if (hit?.version === version) return hit.words;
  const words = (await loadSensitiveWords(db)).map((w) => ({
    word: w.word,
    type: w.type,
    explain: w.explain || `“${w.word}”属${originName(w.type)}类敏感词，请删除或改写`,
  }));
  cache.set(db, { version, words });
  return words;
}

/**
 * Everything proofreading needs, after one round trip that reads the three versions (dictionary,
 * quotations, people); each list is re-read only when its version moved.
 */
export async function proofreadSources(db: Queryable) {
  const r = (await db.execute(
    sql`select (select ${sensitiveVersion.version} from ${sensitiveVersion} where ${sensitiveVersion.id} = 1) as sv, ${quotationSignature} as qs, ${peopleSignature} as ps`,
  )) as unknown as { rows: { sv: number | null; qs: string; ps: string }[] };
  const row = r.rows[0];
  const [sensitiveWords, quotations, people] = await Promise.all([
    sensitiveWordsFor(db, Number(row.sv ?? 0)),
    loadQuotations(db, String(row.qs)),
    loadPeople(db, String(row.ps)),
  ]);
  return { sensitiveWords, quotations, people };
}
