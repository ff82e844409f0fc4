import { type TaggedToken, tagTokens } from './lexicon.js';
import { ERROR_TYPE, type Finding, OPERATION } from './proofread-types.js';

/**
 * The 的/地/得 family, decided from the parts of speech jieba gives the neighbours:
 * 的 joins a modifier to a noun, 地 an adverbial to a verb, 得 a verb or adjective to its
 * complement. Only the clear patterns are reported.
 */

const PARTICLES = new Set(['的', '地', '得']);

function isVerb(t: TaggedToken | undefined): boolean {
  return !!t && /^(v|vd|vi|vq)$/.test(t.tag);
}

function isDegree(t: TaggedToken | undefined): boolean {
  return !!t && /^(很|非常|十分|更|更加|太|特别|越来越|比较|极其|相当|真|挺|极|最|不太|不够)$/.test(t.word);
}

function isAdjective(t: TaggedToken | undefined): boolean {
  return !!t && /^(a|ad|z)$/.test(t.tag);
}

const NOUN_TAGS = /^(n|nr|ns|nt|nz|ng|vn|an|nrt)$/;
const NOT_AFTER_ADVERBIAL = new Set(['是', '有', '在', '为', '与', '和', '及']);

function decide(
  prev: TaggedToken | undefined,
  cur: TaggedToken,
  next: TaggedToken | undefined,
  next2: TaggedToken | undefined,
): string | null {
  if (!prev || !next) return null;
  const nounNext = NOUN_TAGS.test(next.tag) && !(next2 && /^(u|uj|ul)$/.test(next2.tag) && next.tag === 'vn');
  switch (cur.word) {
    case '地':
      // 动物地本能, 美丽地风景 → 的: 地 as a particle never stands before a noun.
      // Adjectives and idioms before 地 are the normal adverbial (欢快地歌唱) even when jieba
      // reads the verb as a noun, so only nouns and pronouns count here.
      if (nounNext && /^(n|nr|ns|nt|nz|vn|r|f|s|t)$/.test(prev.tag) && prev.word.length > 1 && !(next.tag === 'vn' && prev.tag !== 'n')) {
        return '的';
      }
      // 美丽地风景 → 的, unless something verbal follows (有序地工作着).
      if (prev.tag === 'a' && next.tag === 'n' && next.word.length > 1 && (!next2 || !/^(ul|uz|ug|v|p|d)$/.test(next2.tag))) return '的';
      // 说地很好 → 得: a verb followed by a degree adverb and an adjective.
      if (isVerb(prev) && isDegree(next) && (isAdjective(next2) || isVerb(next2))) return '得';
      return null;
    case '得':
      // 时期得驿传制度 → 的: 得 before a noun.
      // After a verb 得 usually introduces a complement (建得标准, 测得珠峰), so leave it.
      if (nounNext && !/^(p|c|d|v|vd|vi|u.*)$/.test(prev.tag) && next.word.length > 1 && prev.word.length > 1) return '的';
      // 快速得发展 → 地: an adverbial adjective before a verb.
      if ((prev.tag === 'ad' || (prev.tag === 'a' && prev.word.length === 2)) && next.tag === 'v' && !NOT_AFTER_ADVERBIAL.has(next.word)) {
        return '地';
      }
      return null;
    case '的':
      // 跑的很快 → 得: a verb, then degree adverb and adjective.
      if (isVerb(prev) && isDegree(next) && isAdjective(next2)) return '得';
      // 认真的学习 → 地 only with the adverbial adjectives jieba tags ad, before a plain verb.
      if (prev.tag === 'ad' && next.tag === 'v' && !NOT_AFTER_ADVERBIAL.has(next.word) && next2 && /^(ul|uz|ug)$/.test(next2.tag))
        return '地';
      return null;
    default:
      return null;
  }
}

/**
 * What a sentence must contain for decide() to change anything: 地 or 得, or 的 before a
 * degree adverb (跑的很快) or before a verb and 了/着/过 (认真的学习了). Most sentences of
 * official prose have only attributive 的, and tagging them was the check's whole cost.
 * decide() reads only the word right after 的, and jieba's longest verb has six characters:
 * the bound keeps a long unpunctuated text from being scanned again from every 的.
 */
const MAY_CHANGE = /[地得]|的(?:很|非常|十分|更|太|特别|越来越|比较|极|相当|真|挺|最|不太|不够)|的[^，、：,:\s]{1,6}?[了着过]/;

export function checkParticles(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of text.matchAll(/[^。！？；\n]+/g)) {
    if (!MAY_CHANGE.test(m[0])) continue;
    const tokens = tagTokens(m[0]);
    for (let k = 0; k < tokens.length; k++) {
      const cur = tokens[k];
      if (!PARTICLES.has(cur.word)) continue;
      const correct = decide(tokens[k - 1], cur, tokens[k + 1], tokens[k + 2]);
      if (!correct || correct === cur.word) continue;
      const start = m.index + cur.start;
      out.push({
        type: ERROR_TYPE.wrongWord,
        operation: OPERATION.replace,
        error: cur.word,
        correct,
        start,
        end: start + 1,
        explain: `“的、地、得”误用：“${tokens[k - 1].word}${cur.word}${tokens[k + 1].word}”应为“${tokens[k - 1].word}${correct}${tokens[k + 1].word}”`,
      });
    }
  }
  return out;
}
