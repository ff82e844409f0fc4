import { type SensitiveType, sensitiveTypeLabel } from '@cppcc/contracts';
import type { SensitiveWord } from '@cppcc/textkit';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { loadQuotations, quotationSignature } from '../quotation/service';
import { loadSensitiveWords, sensitiveWordsVersion } from '../sensitive';
import { sensitiveVersion } from '../sensitive/tables';
import { loadOwnRecords, loadOwnTerms, type OwnLog, ownRecordsDue, ownRecordsSignature, ownTermsSignature } from './own';
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
 * Everything proofreading needs, after one round trip that reads the versions (dictionary,
 * quotations, people, the committee's own terms and, when due, records); each is re-read only when
 * its version moved (the records at most once per OWN_REBUILD_EVERY_MS, their build logged to `log`).
 */
export async function proofreadSources(db: Queryable, log?: OwnLog) {
  const recordsDue = ownRecordsDue(db);
  const r = (await db.execute(
    sql`select (select ${sensitiveVersion.version} from ${sensitiveVersion} where ${sensitiveVersion.id} = 1) as sv, ${quotationSignature} as qs, ${peopleSignature} as ps, ${ownTermsSignature} as ts, ${recordsDue ? ownRecordsSignature : sql`null`} as rs`,
  )) as unknown as { rows: { sv: number | null; qs: string; ps: string; ts: string; rs: string | null }[] };
  const row = r.rows[0];
  const [sensitiveWords, quotations, people, ownTerms, ownRecords] = await Promise.all([
    sensitiveWordsFor(db, Number(row.sv ?? 0)),
    loadQuotations(db, String(row.qs)),
    loadPeople(db, String(row.ps)),
    loadOwnTerms(db, String(row.ts)),
    // The records only withdraw findings: a failed build must not fail the correction.
    loadOwnRecords(db, recordsDue ? String(row.rs) : null, log).catch((err: unknown) => {
      log?.warn({ err }, 'proofread: own records not built, correcting without them');
      return undefined;
    }),
  ]);
  return { sensitiveWords, quotations, people, ownTerms, ownRecords };
}
