import { tokenize } from './lexicon.js';
import { ERROR_TYPE, type Finding, OPERATION } from './proofread-types.js';

/**
 * Punctuation per GB/T 15834: paired quotes and brackets, doubled or clashing marks,
 * half-width marks between Chinese characters, 顿号 where it does not belong, and a
 * paragraph that ends without a closing mark.
 */

const CJK = '\\u3400-\\u9fff\\uf900-\\ufaff';
const HALF_TO_FULL: Record<string, string> = { ',': '，', ';': '；', ':': '：', '?': '？', '!': '！', '(': '（', ')': '）' };
const PAIRS: Record<string, string> = { '“': '”', '‘': '’', '（': '）', '《': '》', '【': '】', '〔': '〕' };
const CLOSERS = new Map(Object.entries(PAIRS).map(([o, c]) => [c, o]));
const MARKS = '，。、；：？！';
// Built once: matchAll copies a global regex, so sharing these is safe.
const HALF_WIDTH = new RegExp(`(?<=[${CJK}])[,;:?!](?=[${CJK}“‘（《])|(?<=[${CJK}])\\.(?=[${CJK}])`, 'g');
const HALF_BRACKETS = new RegExp(`(?<=[${CJK}])\\(([^()\\n]{1,30})\\)|\\(([${CJK}][^()\\n]{0,29})\\)`, 'g');
const MARK_PAIR = new RegExp(`([${MARKS}])([${MARKS}])`, 'g');
const COMMA_BEFORE_CONNECTIVE = new RegExp(`(?<=[${CJK}])、(?=(和|及|与|以及|等)[${CJK}])`, 'g');
const ENDS_CJK = new RegExp(`[${CJK}]$`);
const END_MARKS = /[。！？…；：”’）》」』】\])]$/;

function item(
  type: Finding['type'],
  operation: Finding['operation'],
  start: number,
  error: string,
  correct: string,
  explain: string,
): Finding {
  return { type, operation, error, correct, start, end: start + error.length, explain };
}

export function checkPunctuation(text: string): Finding[] {
  const out: Finding[] = [];
  // Half-width marks touching Chinese text on both sides (a dot between digits is left alone).
  for (const m of text.matchAll(HALF_WIDTH)) {
    const correct = HALF_TO_FULL[m[0]] ?? '。';
    out.push(item(ERROR_TYPE.punctuationMisuse, OPERATION.replace, m.index, m[0], correct, `中文语句中应使用全角标点“${correct}”`));
  }
  for (const m of text.matchAll(HALF_BRACKETS)) {
    out.push(item(ERROR_TYPE.punctuationMisuse, OPERATION.replace, m.index, m[0], `（${m[1] ?? m[2]}）`, '中文语句中应使用全角括号'));
  }
  // The same mark twice, or two clashing marks (，。); …… and —— are single marks.
  for (const m of text.matchAll(MARK_PAIR)) {
    if (m[1] === m[2]) {
      out.push(item(ERROR_TYPE.punctuationRedundant, OPERATION.delete, m.index + 1, m[2], '', `标点“${m[2]}”重复`));
    } else if ('，、；：'.includes(m[1])) {
      out.push(item(ERROR_TYPE.punctuationRedundant, OPERATION.delete, m.index, m[1], '', `标点“${m[1]}”与“${m[2]}”连用，应删去“${m[1]}”`));
    }
  }
  // 顿号 after a bracketed or Arabic sequence number, and before 和/及/与/等 closing a list.
  for (const m of text.matchAll(/[（(][一二三四五六七八九十\d]{1,3}[)）]、/g)) {
    out.push(item(ERROR_TYPE.punctuationRedundant, OPERATION.delete, m.index + m[0].length - 1, '、', '', '带括号的序号后不再加顿号'));
  }
  for (const m of text.matchAll(/(?<=^|\n)\s*\d{1,2}、/g)) {
    const at = m.index + m[0].length - 1;
    out.push(item(ERROR_TYPE.punctuationMisuse, OPERATION.replace, at, '、', '.', '阿拉伯数字序号后应使用下脚点“.”'));
  }
  for (const m of text.matchAll(COMMA_BEFORE_CONNECTIVE)) {
    // The connective must be a word of its own, not the start of 和平 or 及时.
    if (tokenize(text.slice(m.index + 1, m.index + 8))[0]?.word !== m[1]) continue;
    out.push(item(ERROR_TYPE.punctuationRedundant, OPERATION.delete, m.index, '、', '', `并列词语之间已用“${m[1]}”连接，不再加顿号`));
  }
  // 顿号 between adjacent numerals of an approximate number (三、四个 → 三四个).
  for (const m of text.matchAll(/(?<=[一二三四五六七八九])、(?=[一二三四五六七八九十][个名人天年次位项条家])/g)) {
    out.push(item(ERROR_TYPE.punctuationRedundant, OPERATION.delete, m.index, '、', '', '相邻数字连用表示概数，中间不用顿号'));
  }
  out.push(...unpaired(text));
  // A paragraph of sentences whose last sentence has no closing mark.
  let pos = 0;
  for (const para of text.split('\n')) {
    const trimmed = para.trimEnd();
    if (trimmed.length >= 20 && /[，。]/.test(trimmed) && ENDS_CJK.test(trimmed) && !END_MARKS.test(trimmed)) {
      const at = pos + trimmed.length;
      out.push({
        type: ERROR_TYPE.punctuationMissing,
        operation: OPERATION.insert,
        error: '',
        correct: '。',
        start: at,
        end: at,
        explain: '句末缺少标点',
      });
    }
    pos += para.length + 1;
  }
  return out;
}

function unpaired(text: string): Finding[] {
  const out: Finding[] = [];
  const stack: { ch: string; at: number }[] = [];
  const flushLine = () => {
    for (const open of stack.splice(0)) {
      out.push(item(ERROR_TYPE.punctuationMissing, OPERATION.check, open.at, open.ch, '', `“${open.ch}”缺少配对的“${PAIRS[open.ch]}”`));
    }
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (PAIRS[ch]) {
      stack.push({ ch, at: i });
      continue;
    }
    const opener = CLOSERS.get(ch);
    if (!opener) continue;
    const k = stack.map((s) => s.ch).lastIndexOf(opener);
    if (k < 0) {
      out.push(item(ERROR_TYPE.punctuationMissing, OPERATION.check, i, ch, '', `“${ch}”缺少配对的“${opener}”`));
    } else {
      for (const open of stack.splice(k)) {
        if (open.ch !== opener) {
          out.push(item(ERROR_TYPE.punctuationMissing, OPERATION.check, open.at, open.ch, '', `“${open.ch}”缺少配对的“${PAIRS[open.ch]}”`));
        }
      }
    }
  }
  flushLine();
  return out;
}
