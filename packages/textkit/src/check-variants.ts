import * as OpenCC from 'opencc-js';
import { lexicon } from './lexicon.js';
import { ERROR_TYPE, type Finding, OPERATION } from './proofread-types.js';

/**
 * Traditional and variant characters typed into simplified text (時, 質, 們, 裏): official
 * writing uses the standard characters of 通用规范汉字表. OpenCC's traditional → simplified
 * table says which character replaces which. A character is left alone when
 * - the word around it keeps it in simplified writing (乾坤, 乾隆, 宫商角徵羽, 哪吒): OpenCC's
 *   phrase table, or a word of jieba's dictionary written so;
 * - it is standard in a sense of its own (STANDARD_TOO) and no word says otherwise;
 * - the text around it is not simplified: a clause with traditional characters and no character
 *   that only simplified text uses is a quotation (or a traditional text) and is skipped; a clause
 *   with both is judged by the text around it.
 * 著 is standard (著名, 显著) and not in OpenCC's character table; 著 for 着 (随著) is the
 * spelling check's, so this check never sees it.
 */

interface VariantTables {
  /** BMP code unit → its standard simplified character's code unit; 0 when it has none. */
  readonly simplify: Uint16Array;
  /** 1 for characters only simplified text uses (们, 这, 发): their traditional text has another form. */
  readonly simplifiedOnly: Uint8Array;
  /** 1 for the characters of STANDARD_TOO. */
  readonly standardToo: Uint8Array;
  /** 1 when OpenCC writes the character converting simplified text (時, 髮, 隻, and Taiwan's 為, 裡), 0 for a variant (嵗, 眞, 牠). */
  readonly traditional: Uint8Array;
  /** Simplified words that keep a character of `simplify` (乾坤, 宫商角徵羽), by OpenCC's phrase table. */
  readonly keptWords: ReadonlySet<string>;
  readonly keptMaxLength: number;
}

let tables: VariantTables | undefined;

/**
 * Characters OpenCC turns into an older print form (黄 → 黃, 却 → 卻) although traditional
 * editions print them as they are: they do not tell simplified text. Found on the Tang poems of
 * bench/textkit/round2.ts (no other character that only simplified text uses occurs there).
 */
const SHARED_FORMS = '黄却脚迹踪挂栖荆衮虬疴';

/**
 * Characters OpenCC simplifies that 通用规范汉字表 keeps as standard in a sense of their own:
 * 乾 qián, 於 as a surname, 徵 zhǐ, 蘋 pín, 麽 mó, 夥 "many", 藉 and 瞭 in 慰藉 and 瞭望, 拚 pàn
 * (拚得百醉), 鍾 and 昇 in names, 噁 in 二噁英. Alone they are not flagged: only in a word that,
 * written with the simplified character, is a word (於是 → 于是, 乾净 → 干净).
 */
const STANDARD_TOO = '乾於徵蘋麽夥藉瞭拚鍾昇噁';

/**
 * Variants OpenCC leaves as they are because Taiwan still writes them, while 通用规范汉字表 has
 * only the standard character: 牠 (it, of animals) is written 它 in mainland text.
 */
const NOT_IN_OPENCC: readonly [string, string][] = [['牠', '它']];

/** OpenCC's dictionaries come as "a b|c d" strings (or pairs); both read as pairs. */
function pairs(dict: OpenCC.DictLike): [string, string][] {
  if (typeof dict !== 'string') return dict.map(([a, b]) => [a, b]);
  return dict.split('|').map((entry) => {
    const space = entry.indexOf(' ');
    return [entry.slice(0, space), entry.slice(space + 1)];
  });
}

const isOneUnit = (s: string) => s.length === 1;

function buildTables(): VariantTables {
  const [[tsPhrases, tsCharacters]] = OpenCC.Locale.to.cn;
  const [[stPhrases, stCharacters]] = OpenCC.Locale.from.cn;
  const [[, twVariants]] = OpenCC.Locale.to.tw;
  const [[, hkVariants]] = OpenCC.Locale.to.hk;

  const simplify = new Uint16Array(0x10000);
  for (const [t, s] of pairs(tsCharacters)) if (isOneUnit(t) && isOneUnit(s) && t !== s) simplify[t.charCodeAt(0)] = s.charCodeAt(0);
  for (const [v, s] of NOT_IN_OPENCC) simplify[v.charCodeAt(0)] = s.charCodeAt(0);
  // Compatibility ideographs (樂 U+F914 from Korean encodings, PDF copies) are their unified
  // character in another code point: NFC gives it.
  for (let c = 0xf900; c <= 0xfaff; c++) {
    const unified = String.fromCharCode(c).normalize('NFC');
    if (isOneUnit(unified) && simplify[unified.charCodeAt(0)]) simplify[c] = simplify[unified.charCodeAt(0)];
  }

  // A simplified character is "only simplified" when OpenCC writes it otherwise in traditional
  // text, no traditional phrase keeps it (公里 keeps 里, 干涉 keeps 干), and neither Taiwan nor
  // Hong Kong print its traditional form back as it (峰: 峯 is read 峰 there).
  const toTraditional = new Map<string, string>();
  for (const [s, t] of pairs(stCharacters)) if (isOneUnit(s) && isOneUnit(t) && s !== t) toTraditional.set(s, t);
  const stPhrasePairs = pairs(stPhrases);
  const keptInTraditional = new Set<string>();
  for (const [s, t] of stPhrasePairs) {
    if (s.length !== t.length) continue;
    for (let i = 0; i < s.length; i++) if (s[i] === t[i] && toTraditional.has(s[i])) keptInTraditional.add(s[i]);
  }
  const regional = new Map<string, Set<string>>();
  for (const dict of [twVariants, hkVariants])
    for (const [from, to] of pairs(dict)) {
      const set = regional.get(from) ?? new Set<string>();
      set.add(to);
      regional.set(from, set);
    }
  const simplifiedOnly = new Uint8Array(0x10000);
  for (const [s, t] of toTraditional) {
    const code = s.charCodeAt(0);
    if (simplify[code] || keptInTraditional.has(s) || regional.get(t)?.has(s) || SHARED_FORMS.includes(s)) continue;
    simplifiedOnly[code] = 1;
  }
  // 繁体字 are the characters OpenCC writes for simplified text. Its character table keeps one
  // form per character (发 → 發), so 髮, 隻, 係, 製, 週 are found in its phrases (头发 → 頭髮).
  // The rest are variants: older forms (嵗, 眞) and forms Japan prints.
  const traditional = new Uint8Array(0x10000);
  const markTraditional = (ch: string) => {
    if (isOneUnit(ch) && simplify[ch.charCodeAt(0)]) traditional[ch.charCodeAt(0)] = 1;
  };
  for (const t of toTraditional.values()) markTraditional(t);
  // Taiwan and Hong Kong print some traditional characters in a form of their own (爲 → 為, 裏 →
  // 裡, 衆 → 眾, 麪 → 麵): readers call those 繁体字 too, not variants.
  for (const dict of [twVariants, hkVariants])
    for (const [from, to] of pairs(dict)) if (isOneUnit(from) && isOneUnit(to) && traditional[from.charCodeAt(0)]) markTraditional(to);
  for (const [s, t] of stPhrasePairs) {
    if (s.length !== t.length) continue;
    for (let i = 0; i < s.length; i++) if (s[i] !== t[i]) markTraditional(t[i]);
  }
  for (let c = 0xf900; c <= 0xfaff; c++)
    if (simplify[c]) traditional[c] = traditional[String.fromCharCode(c).normalize('NFC').charCodeAt(0)];

  const keptWords = new Set<string>();
  let keptMaxLength = 0;
  for (const [t, s] of pairs(tsPhrases)) {
    if (t.length !== s.length) continue;
    let keeps = false;
    for (let i = 0; i < s.length; i++) if (simplify[s.charCodeAt(i)] && t[i] === s[i]) keeps = true;
    if (!keeps) continue;
    keptWords.add(s);
    keptMaxLength = Math.max(keptMaxLength, s.length);
  }
  const standardToo = new Uint8Array(0x10000);
  for (const ch of STANDARD_TOO) standardToo[ch.charCodeAt(0)] = 1;
  return { simplify, simplifiedOnly, standardToo, traditional, keptWords, keptMaxLength };
}

function variantTables(): VariantTables {
  tables ??= buildTables();
  return tables;
}

/** jieba lists stray traditional spellings at counts of 2–3 (对於, 徵兵); a word in use is seen more. */
const MIN_WORD_COUNT = 4;
const MAX_WORD = 6;

/**
 * The character at `at` belongs to a word that simplified writing spells with it: a phrase
 * OpenCC keeps (乾坤, 宫商角徵羽), or a word of jieba's dictionary, which counts simplified text
 * (哪吒, 文徵明; 拚命 589 beside 拼命 1073, as mainland reports wrote it until the 1990s).
 */
function keptByWord(text: string, at: number, t: VariantTables): boolean {
  const lex = lexicon();
  const longest = Math.max(t.keptMaxLength, MAX_WORD);
  for (let start = Math.max(0, at - longest + 1); start <= at; start++)
    for (let end = at + 1; end <= Math.min(text.length, start + longest); end++) {
      if (end - start < 2) continue;
      const word = text.slice(start, end);
      if (t.keptWords.has(word)) return true;
      if (end - start > MAX_WORD) continue;
      if ((lex.freq.get(word) ?? 0) >= MIN_WORD_COUNT) return true;
    }
  return false;
}

/** Some word around `at`, written with simplified characters, is a word of jieba's dictionary. */
function wrongInWord(text: string, at: number, t: VariantTables): boolean {
  const lex = lexicon();
  for (let start = Math.max(0, at - MAX_WORD + 1); start <= at; start++)
    for (let end = Math.max(at + 1, start + 2); end <= Math.min(text.length, start + MAX_WORD); end++) {
      let word = '';
      for (let i = start; i < end; i++) {
        const s = t.simplify[text.charCodeAt(i)];
        word += s ? String.fromCharCode(s) : text[i];
      }
      if ((lex.freq.get(word) ?? 0) >= MIN_WORD_COUNT) return true;
    }
  return false;
}

interface Clause {
  /** Positions of traditional or variant characters that no word keeps. */
  readonly flagged: number[];
  /** Characters only simplified text uses. */
  readonly simplified: number;
  readonly sentence: number;
  readonly line: number;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const SENTENCE_END = /[。！？!?]/;
const KANA = /[\u3040-\u30ff]/;
/** Fewer telling characters (traditional, or only simplified) than this decide nothing. */
const MIN_EVIDENCE = 2;

type Verdict = 'simplified' | 'traditional' | 'unknown';

/**
 * Simplified when characters only simplified text uses outnumber the traditional ones; a tie, or
 * fewer than MIN_EVIDENCE of either, leaves it to the wider context. Traditional printings use a
 * few characters that OpenCC calls simplified (并, 羡, 昵 in editions of the classics), so one of
 * them beside one traditional character does not decide.
 */
function verdict(simplified: number, traditionalChars: number): Verdict {
  if (simplified + traditionalChars < MIN_EVIDENCE || simplified === traditionalChars) return 'unknown';
  return simplified > traditionalChars ? 'simplified' : 'traditional';
}

/** Telling characters per sentence, per line and in the whole text, Japanese sentences left out. */
class Counts {
  readonly simplified: number[] = [];
  readonly traditional: number[] = [];
  add(at: number, clause: Clause) {
    this.simplified[at] = (this.simplified[at] ?? 0) + clause.simplified;
    this.traditional[at] = (this.traditional[at] ?? 0) + clause.flagged.length;
  }
  /** The verdict of the text at `at` on a clause in it; none when the clause is all it tells by. */
  verdict(at: number, clause: Clause): Verdict {
    const simplified = this.simplified[at] ?? 0;
    const traditional = this.traditional[at] ?? 0;
    if (simplified === clause.simplified && traditional === clause.flagged.length) return 'unknown';
    return verdict(simplified, traditional);
  }
}

/**
 * A clause with traditional characters and none that only simplified text uses is a quotation (or
 * a traditional text). Any other is simplified when those characters outnumber its traditional
 * ones, else as its sentence decides, else its line, else the text; a sentence or line that is the
 * clause alone tells nothing more (各级政府要加強領導 between simplified sentences is read by its
 * line). When nothing around it leans either way, a tie of at least MIN_EVIDENCE each is simplified
 * (同志们在會議上发言 alone): traditional printings use a stray 并 or 羡, not two per clause.
 */
function readsSimplified(clause: Clause, sentences: Counts, lines: Counts, text: Counts): boolean {
  const traditional = clause.flagged.length;
  if (clause.simplified === 0 && traditional >= MIN_EVIDENCE) return false;
  if (clause.simplified > traditional) return true;
  let v = sentences.verdict(clause.sentence, clause);
  if (v === 'unknown') v = lines.verdict(clause.line, clause);
  if (v === 'unknown') v = text.verdict(0, clause);
  if (v !== 'unknown') return v === 'simplified';
  return clause.simplified === traditional && traditional >= MIN_EVIDENCE;
}

export function checkVariants(text: string): Finding[] {
  const t = variantTables();
  let any = false;
  for (let i = 0; i < text.length && !any; i++) any = t.simplify[text.charCodeAt(i)] !== 0;
  if (!any) return [];

  // Clauses are runs of CJK characters; sentences end at 。！？, lines at a newline.
  const clauses: Clause[] = [];
  // Japanese writes 国, 気, 様 its own way: a sentence with kana is not checked.
  const japanese = new Set<number>();
  let sentence = 0;
  let line = 0;
  for (let i = 0; i < text.length; ) {
    const ch = text[i];
    if (!CJK.test(ch)) {
      if (KANA.test(ch)) japanese.add(sentence);
      if (SENTENCE_END.test(ch) || ch === '\n') sentence++;
      if (ch === '\n') line++;
      i++;
      continue;
    }
    const flagged: number[] = [];
    let simplified = 0;
    for (; i < text.length && CJK.test(text[i]); i++) {
      const code = text.charCodeAt(i);
      if (t.simplifiedOnly[code]) simplified++;
      else if (t.simplify[code] && !keptByWord(text, i, t) && (!t.standardToo[code] || wrongInWord(text, i, t))) flagged.push(i);
    }
    clauses.push({ flagged, simplified, sentence, line });
  }

  // One pass for the totals: looking them up per clause keeps a text of many short clauses
  // (時间，時间，…) linear; proofread() runs inside the request.
  const sentences = new Counts();
  const lines = new Counts();
  const whole = new Counts();
  const checked = clauses.filter((c) => !japanese.has(c.sentence));
  for (const c of checked) {
    sentences.add(c.sentence, c);
    lines.add(c.line, c);
    whole.add(0, c);
  }

  const out: Finding[] = [];
  for (const clause of checked) {
    if (!clause.flagged.length || !readsSimplified(clause, sentences, lines, whole)) continue;
    for (const at of clause.flagged) {
      const error = text[at];
      const correct = String.fromCharCode(t.simplify[error.charCodeAt(0)]);
      out.push({
        type: ERROR_TYPE.wrongCharacter,
        operation: OPERATION.replace,
        error,
        correct,
        start: at,
        end: at + 1,
        explain: `${t.traditional[error.charCodeAt(0)] ? '繁体字' : '异体字'}“${error}”，规范字为“${correct}”`,
      });
    }
  }
  return out;
}
