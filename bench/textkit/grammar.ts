/**
 * Precision of each grammar rule (packages/textkit/src/check-grammar.ts) and of the repeat
 * check, sentence level, read from /work/shared/data (never shipped):
 * - MuCGEC dev, split in two halves by a hash of the source: each wrong source against its
 *   first correction; precision = flagged wrong / (flagged wrong + flagged corrections), the
 *   two sides being the same size; recall = share of wrong sources flagged. A hit on a source
 *   is also called "on the edit" when a reference changes the text around it;
 * - clean prose: sentences of the government reports from 2016 on, and the corrected sentences
 *   of the ECSpell sets (law, medicine, official documents); every flag there is a false alarm,
 *   and the precision against them is wrongFlagged / (wrongFlagged + their flagged share).
 * ECSpell corrects spelling only, so its corrected sentences keep the writer's other slips
 * (的的, 项目项目): printed, but not a criterion. A rule goes on by default when its precision is
 * ≥ 0.7 on each half (with a hit in each) and against the reports. The check for traditional
 * characters (check 'variant') is printed on the same sentences as "variant".
 * npx tsx bench/textkit/grammar.ts
 */
import { checkGrammar, DEFAULT_GRAMMAR_RULES, GRAMMAR_RULES } from '@cppcc/textkit/check-grammar';
import { checkRepeats } from '@cppcc/textkit/check-repeats';
import { checkVariants } from '@cppcc/textkit/check-variants';
import type { Finding } from '@cppcc/textkit/proofread-types';
import { heldOutReports } from './ai-detect-data.js';
import { cscReportHalf, type GrammarRow, grammarScores, grammarSides, mucgecRows, reportSentences } from './round2-metrics.js';

const rows = mucgecRows();
if (!rows.length) {
  console.log('skipped: grammar/mucgec.dev.tsv not found');
} else {
  const reports = reportSentences(heldOutReports());
  // The report halves of the ECSpell sets (corrected sentences), as round2.ts reads them.
  const ecspell = ['ecspell-law', 'ecspell-med', 'ecspell-odw'].flatMap((s) => cscReportHalf(s).map((r) => r.tgt));
  const halves = { a: rows.filter((r) => r.half === 'a'), b: rows.filter((r) => r.half === 'b') };
  console.log(
    `MuCGEC dev: ${rows.length} wrong sentences (halves ${halves.a.length} / ${halves.b.length}); clean: ${reports.length.toLocaleString()} report sentences (2016+), ${ecspell.length.toLocaleString()} ECSpell corrected sentences`,
  );
  const onEdit = (r: GrammarRow, f: Finding) => {
    const around = r.source.slice(Math.max(0, f.start - 2), Math.min(r.source.length, f.end + 2));
    return r.refs.some((ref) => !ref.includes(around));
  };
  const checks: [string, (text: string) => Finding[]][] = [
    ...GRAMMAR_RULES.map((rule): [string, (text: string) => Finding[]] => [rule, (text) => checkGrammar(text, [rule])]),
    ['repeat (030100)', (text) => checkRepeats(text)],
    // Not a grammar rule: traditional characters in simplified text, on the same sentences.
    ['variant (010100)', (text) => checkVariants(text)],
  ];
  const f2 = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '-');
  for (const [name, check] of checks) {
    const flags = (s: string) => check(s).length > 0;
    const a = grammarScores(grammarSides(halves.a), reports, flags);
    const b = grammarScores(grammarSides(halves.b), reports, flags);
    const vsEcspell = grammarScores(grammarSides(rows), ecspell, flags);
    const all = grammarScores(grammarSides(rows), reports, flags);
    const hits = (half: GrammarRow[]) => half.filter((r) => flags(r.source)).length;
    const edits = rows.filter((r) => check(r.source).some((f) => onEdit(r, f))).length;
    const ok = hits(halves.a) > 0 && hits(halves.b) > 0 && [a.precision, b.precision, all.precisionVsReports].every((p) => p >= 0.7);
    const shipped = DEFAULT_GRAMMAR_RULES.includes(name as never) || /^(repeat|variant)/.test(name) ? ' [on by default]' : '';
    console.log(
      `${name.padEnd(16)} wrong flagged ${hits(halves.a)} + ${hits(halves.b)} (${edits} on the edit; recall ${all.wrongFlagged.toFixed(3)}), corrections flagged ${rows.filter((r) => flags(r.refs[0])).length}; precision half a ${f2(a.precision)}, half b ${f2(b.precision)}; report sentences flagged ${Math.round(all.reportFlagged * reports.length)} (P ${f2(all.precisionVsReports)}), ECSpell ${Math.round(vsEcspell.reportFlagged * ecspell.length)} (P ${f2(vsEcspell.precisionVsReports)})${ok ? ' → meets ≥ 0.7' : ''}${shipped}`,
    );
  }
}
