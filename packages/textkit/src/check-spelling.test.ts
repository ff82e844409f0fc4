import { beforeAll, describe, expect, it } from 'vitest';
import { charNgram } from './char-ngram.js';
import { checkRepeats } from './check-repeats.js';
import { checkSpelling, DEFAULT_PARAMS, NGRAM_PARAMS, type SuspectTrace, UNIGRAM_PARAMS } from './check-spelling.js';
import { confusion, confusionOfCodes } from './confusion.js';
import { charCount, lexicon, segmentationScore, segmentationScoreWith, segmentationTable, wordCount } from './lexicon.js';
import { cjkRuns } from './segments.js';
import { PARAGRAPHS } from './test-helpers.js';

const TIMEOUT = 30_000;
const fixes = (text: string, params = DEFAULT_PARAMS) => checkSpelling(text, params).map((f) => `${f.error}→${f.correct}@${f.start}`);

beforeAll(() => {
  checkSpelling('预热：加快发展大数据产业。');
}, 60_000);

describe('spelling decision with the n-gram model', () => {
  it('corrects errors the word-frequency decision let through', { timeout: TIMEOUT }, () => {
    const cases: [string, string][] = [
      ['加强对知只产权的保护。', '只→识@4'],
      ['落实好所有刚铁企业的节能改造。', '刚→钢@5'],
      ['做好防汛抗旱和地质灾害防治工作，加强气像服务。', '像→象@19'],
      ['推进农村人居环竟整治。', '竟→境@7'],
    ];
    for (const [text, fix] of cases) {
      expect(fixes(text, UNIGRAM_PARAMS), text).toEqual([]);
      expect(fixes(text), text).toEqual([fix]);
    }
  });

  it('finds a wrong character that jieba joined into a rare word', { timeout: TIMEOUT }, () => {
    // 傍边 is a (rare) dictionary word, so the first n-gram cut never judged its characters.
    const text = '教室傍边有一个小花园。';
    expect(fixes(text, NGRAM_PARAMS)).toEqual([]);
    expect(fixes(text)).toEqual(['傍→旁@2']);
    expect(fixes('学校旁边有一个小花园。')).toEqual([]);
  });

  it('leaves clean official prose alone', { timeout: TIMEOUT }, () => {
    for (const p of PARAGRAPHS) expect(fixes(p), p).toEqual([]);
    expect(fixes('坚持稳中求进工作总基调，推动高质量发展。')).toEqual([]);
    expect(fixes('他们一起去看电影，然后回家吃饭。')).toEqual([]);
  });

  it('scores same-sound characters that spell no word only where the text looks odd', () => {
    const model = charNgram();
    for (const text of ['我们一起去看电影。', '但是我今天不能去，因为我有一点事情阿！', ...PARAGRAPHS]) {
      const traced: SuspectTrace[] = [];
      checkSpelling(text, { ...DEFAULT_PARAMS, trace: (t) => traced.push(t) });
      for (const t of traced.filter((x) => x.candidates.some((c) => c.loose))) {
        const unseenPair = !model.has(text, t.start - 1, t.start + 1) || !model.has(text, t.start, t.start + 2);
        expect(unseenPair, `${text} @${t.start}`).toBe(true);
      }
    }
    const traced: SuspectTrace[] = [];
    checkSpelling('坚持稳中求进工作总基调，推动高质量发展。', { ...DEFAULT_PARAMS, trace: (t) => traced.push(t) });
    expect(traced).toEqual([]);
  });

  it('withdraws a correction when the corrected clause still reads wrong there', () => {
    // 不闷 → 部闷 spells no better clause: the re-check flags the next character at once.
    const text = '但国务院也可委托有关不闷的负责人报告';
    // A lower margin than the default, so that the first pass makes the doubtful correction.
    const lax = { ...DEFAULT_PARAMS, margin: 5 };
    const once = checkSpelling(text, { ...lax, secondPass: false });
    const twice = checkSpelling(text, lax);
    expect(once.length).toBeGreaterThan(twice.length);
    for (const f of twice) expect(once).toContainEqual(f);
  });

  it('reads one shared segmentation', () => {
    const text = '推动多式联云和物流降本增效，的的确确要落实。';
    const runs = cjkRuns(text);
    expect(runs.map((r) => text.slice(r.start, r.end))).toEqual(['推动多式联云和物流降本增效', '的的确确要落实']);
    expect(checkSpelling(text, DEFAULT_PARAMS, runs)).toEqual(checkSpelling(text));
    expect(checkRepeats(text, runs)).toEqual(checkRepeats(text));
  });
});

describe('segmentation with one character replaced', () => {
  it('scores exactly what segmenting the changed window scores', () => {
    for (const text of ['推动多式联云和物流降本增效', '但是我不能去参加因为我有一点事情阿', '坚持稳中求进工作总基调']) {
      const table = segmentationTable(text);
      expect(table.backward[0]).toBeCloseTo(segmentationScore(text), 9);
      expect(table.forward[text.length]).toBeCloseTo(segmentationScore(text), 9);
      for (let at = 0; at < text.length; at++)
        for (const ch of '运云的了国家发')
          expect(segmentationScoreWith(table, at, ch)).toBeCloseTo(segmentationScore(text.slice(0, at) + ch + text.slice(at + 1)), 9);
    }
  });
});

describe('look-ups by code units', () => {
  it('count words as the dictionary does, without building substrings', () => {
    let k = 0;
    for (const [word, count] of lexicon().freq) {
      if (k++ % 97 !== 0) continue;
      // Embedded in a longer text, as the check reads a clause.
      const text = `甲${word}乙`;
      expect(wordCount(text, 1, word.length + 1), word).toBe(count);
      if (word.length === 1) expect(charCount(word.charCodeAt(0)), word).toBe(count);
    }
    for (const nonWord of ['联云', '工作总基', '乙甲乙'])
      expect(wordCount(nonWord, 0, nonWord.length)).toBe(lexicon().freq.get(nonWord) ?? 0);
    expect(wordCount('联云', 0, 2)).toBe(0);
  });

  it('judge confusions by code unit as by character', () => {
    for (const [a, b] of [
      ['运', '云'],
      ['在', '再'],
      ['己', '已'],
      ['的', '国'],
      ['象', '像'],
      ['云', '云'],
    ])
      expect(confusionOfCodes(a.charCodeAt(0), b.charCodeAt(0)), `${a}${b}`).toBe(confusion(a, b));
    expect(confusion('运', '云')).toBe('sound');
    expect(confusion('的', '国')).toBeNull();
  });
});

describe('repeats', () => {
  it('flags doubled particles and conjunctions but not pronouns, 一X一X or doubled rare characters', () => {
    const flagged = (t: string) => checkRepeats(t).map((f) => f.error);
    expect(flagged('这是一个美丽的的地方。')).toEqual(['的']);
    expect(flagged('老师再三告诉我我的作业没有交。')).toEqual([]);
    expect(flagged('把烦心的事一件一件解决好。')).toEqual([]);
    expect(flagged('屠呦呦获得诺贝尔奖。')).toEqual([]);
  });
});
