/**
 * Precision of each grammar rule (packages/textkit/src/check-grammar.ts) and of the repeat
 * check, read from /work/shared/data (never shipped):
 * - MuCGEC dev sentences: a hit is right when a reference edits the text around it (the four
 *   characters about the span are not found unchanged in some reference);
 * - the references themselves (corrected sentences): every hit is a false alarm;
 * - government work reports from 2016 on (clean official prose): every hit is a false alarm.
 * precision = right / all hits. A rule goes on by default at ≥ 0.7 with at least 5 hits.
 * npx tsx bench/textkit/grammar.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkGrammar, DEFAULT_GRAMMAR_RULES, GRAMMAR_RULES } from '@cppcc/textkit/check-grammar';
import { checkRepeats } from '@cppcc/textkit/check-repeats';
import type { Finding } from '@cppcc/textkit/proofread-types';

const DATA = process.env.TEXTKIT_DATA ?? '/work/shared/data';

function edited(source: string, refs: string[], f: Finding): boolean {
  const around = source.slice(Math.max(0, f.start - 2), Math.min(source.length, f.end + 2));
  return refs.some((r) => !r.includes(around));
}

if (!existsSync(join(DATA, 'grammar/mucgec.dev.tsv'))) {
  console.log(`skipped: ${DATA}/grammar not found`);
} else {
  const rows = readFileSync(join(DATA, 'grammar/mucgec.dev.tsv'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.split('\t'))
    .map(([, source, ...refs]) => ({ source, refs: refs.filter(Boolean) }));
  const clean = readFileSync(join(DATA, 'corpora/government_work_reports.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { year: number; content: string })
    .filter((r) => r.year >= 2016)
    .map((r) => r.content)
    .join('\n');
  const withErrors = rows.filter((r) => r.refs.some((ref) => ref !== r.source)).length;
  console.log(
    `MuCGEC dev: ${rows.length} sentences (${withErrors} with an edit); clean reports 2016+: ${clean.length.toLocaleString()} characters`,
  );
  const checks: [string, (text: string) => Finding[]][] = [
    ...GRAMMAR_RULES.map((rule): [string, (text: string) => Finding[]] => [rule, (text) => checkGrammar(text, [rule])]),
    ['repeat (030100)', (text) => checkRepeats(text)],
  ];
  for (const [name, check] of checks) {
    let right = 0;
    let onSource = 0;
    let onRefs = 0;
    const flagged = new Set<number>();
    rows.forEach((r, k) => {
      for (const f of check(r.source)) {
        onSource++;
        flagged.add(k);
        if (edited(r.source, r.refs, f)) right++;
      }
      for (const ref of new Set(r.refs)) if (ref !== r.source) onRefs += check(ref).length;
    });
    const onClean = check(clean).length;
    const all = onSource + onRefs + onClean;
    const precision = all ? right / all : Number.NaN;
    const shipped = DEFAULT_GRAMMAR_RULES.includes(name as never) ? ' [on by default]' : '';
    console.log(
      `${name.padEnd(18)} hits: MuCGEC ${String(onSource).padStart(3)} (${right} right, ${flagged.size} sentences = recall ${(flagged.size / withErrors).toFixed(3)}), references ${onRefs}, clean reports ${onClean}; precision ${Number.isFinite(precision) ? precision.toFixed(2) : '-'}${all >= 5 && precision >= 0.7 ? ' ≥ 0.7' : ''}${shipped}`,
    );
  }
}
