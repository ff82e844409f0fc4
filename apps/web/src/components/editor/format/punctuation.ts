/**
 * Chinese-text clean-up rules of 一键排版, one paragraph at a time: full-width
 * punctuation where the text around is Chinese, no stray spaces, and the
 * sequence numbers of GB/T 9704 headings written the standard way.
 */

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
/** Chinese punctuation: text next to it is Chinese text */
const FULL_PUNCT = /[，。；：？！、（）《》〈〉“”‘’【】…—]/;
const SPACE = /[ \t\u00a0\u3000]/;

export const isHan = (ch: string | undefined): boolean => !!ch && HAN.test(ch);
const isChineseSide = (ch: string | undefined): boolean => !!ch && (HAN.test(ch) || FULL_PUNCT.test(ch));
const isDigit = (ch: string | undefined): boolean => !!ch && /[0-9０-９]/.test(ch);
const isAlnum = (ch: string | undefined): boolean => !!ch && /[0-9A-Za-z]/.test(ch);

const WIDE: Record<string, string> = { ',': '，', ';': '；', ':': '：', '?': '？', '!': '！', '.': '。' };

function neighbour(s: string, i: number, step: 1 | -1): string | undefined {
  for (let j = i + step; j >= 0 && j < s.length; j += step) if (!SPACE.test(s[j])) return s[j];
  return undefined;
}

/** Half-width , ; : ? ! . that stand in Chinese text become full-width; 1,000 / 3.14 / 12:30 / a.b stay. */
function widenMarks(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    const wide = WIDE[ch];
    if (!wide) {
      out += ch;
      continue;
    }
    const prev = neighbour(s, i, -1);
    const next = neighbour(s, i, 1);
    const between = (isDigit(s[i - 1]) && isDigit(s[i + 1])) || (isAlnum(s[i - 1]) && isAlnum(s[i + 1]));
    if (between) {
      out += ch;
      continue;
    }
    if (ch === '.') {
      // a full stop of Chinese text ("…21.3%." too); not "1." of a heading, an ellipsis "...", "U.S." or "www.gov.cn"
      const clauseIsChinese = HAN.test(s.slice(Math.max(0, i - 30), i));
      const stop =
        !/[A-Za-z]/.test(s[i - 1] ?? '') &&
        s[i + 1] !== '.' &&
        s[i - 1] !== '.' &&
        !isAlnum(s[i + 1]) &&
        (isChineseSide(prev) || (clauseIsChinese && (next === undefined || isChineseSide(next))));
      out += stop ? wide : ch;
      continue;
    }
    out += isChineseSide(prev) || isHan(next) ? wide : ch;
  }
  return out;
}

/** (…) and "…" around or beside Chinese become （…） and “…”. */
function widenPairs(s: string): string {
  let out = s.replace(/\(([^()]*)\)/g, (m, inner: string, at: number) => {
    const before = neighbour(s, at, -1);
    const after = neighbour(s, at + m.length - 1, 1);
    return HAN.test(inner) || isChineseSide(before) || isHan(after) ? `（${inner}）` : m;
  });
  out = out.replace(/"([^"]*)"/g, (m, inner: string) => (HAN.test(inner) ? `“${inner}”` : m));
  out = out.replace(/'([^']*)'/g, (m, inner: string) => (HAN.test(inner) ? `‘${inner}’` : m));
  return out;
}

/** Spaces go between Chinese characters, beside Chinese punctuation and between Chinese and digits; runs of spaces become one. */
function cleanSpaces(s: string): string {
  let out = s.replace(/[ \t\u00a0\u3000]+/g, ' ').trim();
  out = out.replace(/ (?=[，。；：？！、）》〉”’】…])/g, '').replace(/(?<=[，。；：？！、（《〈“‘【]) /g, '');
  out = out.replace(/(?<=[\u3400-\u9fff]) (?=[\u3400-\u9fff0-9])/g, '').replace(/(?<=[0-9]) (?=[\u3400-\u9fff])/g, '');
  return out;
}

const CN_NUM = '[一二三四五六七八九十百零〇]+';

/** GB/T 9704 §7.3.3: the four levels are 一、 （一） 1. （1）. */
export type HeadingLevel = 1 | 2 | 3 | 4;

const HEADINGS: { level: HeadingLevel; re: RegExp; canon: (n: string) => string }[] = [
  { level: 2, re: new RegExp(`^[（(]\\s*(${CN_NUM})\\s*[）)]\\s*[、，,.．]?\\s*`), canon: (n) => `（${n}）` },
  { level: 4, re: /^[（(]\s*(\d{1,3})\s*[）)]\s*[、，,.．]?\s*/, canon: (n) => `（${n}）` },
  { level: 1, re: new RegExp(`^(${CN_NUM})\\s*[、，,.．]\\s*`), canon: (n) => `${n}、` },
  // "1.5亿元" and "2024年" are not headings: the number must be followed by a mark and then not a digit
  { level: 3, re: /^(\d{1,3})\s*[.．、]\s*(?![0-9])/, canon: (n) => `${n}.` },
];

export interface Numbered {
  level: HeadingLevel;
  /** the sequence number as the standard writes it: 一、 （一） 1. （1） */
  number: string;
  rest: string;
}

/** The heading number at the start of a paragraph, written the standard way, or null. */
export function headingOf(text: string): Numbered | null {
  for (const h of HEADINGS) {
    const m = h.re.exec(text);
    if (m && m[0].length < text.length) return { level: h.level, number: h.canon(m[1]), rest: text.slice(m[0].length) };
  }
  return null;
}

/** One paragraph's text as official-document text: spaces cleaned, punctuation widened, heading number normalised. */
export function normalizeParagraph(raw: string): string {
  const spaced = cleanSpaces(raw);
  if (!spaced) return '';
  const h = headingOf(spaced);
  const body = h ? h.rest : spaced;
  const fixed = cleanSpaces(widenMarks(widenPairs(body)));
  return h ? h.number + fixed : fixed;
}
