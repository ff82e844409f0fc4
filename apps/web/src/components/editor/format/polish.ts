/**
 * 润色 (spec 000 §2 Polishing): a deterministic local rewrite for official
 * writing — repeated punctuation, redundant wording and colloquial words with
 * their formal counterparts. Every change is reported against the original
 * text, so the user can see each one and take or leave it.
 */

export type PolishRule = 'punctuation' | 'redundant' | 'formal';

export interface PolishChange {
  /** offset in the original text */
  index: number;
  from: string;
  to: string;
  rule: PolishRule;
  reason: string;
}

export interface PolishResult {
  text: string;
  changes: PolishChange[];
}

interface Rule {
  re: RegExp;
  to: (m: RegExpExecArray) => string;
  rule: PolishRule;
  reason: string;
}

const lit = (from: string, to: string, rule: PolishRule, reason: string, guard = ''): Rule => ({
  re: new RegExp(from + guard, 'y'),
  to: () => to,
  rule,
  reason,
});

const CN_NUMBER = '[0-9０-９.．零〇一二三四五六七八九十百千万亿两余多几]+';

/** Redundant pairs: the second half repeats the first. */
const REDUNDANT: [string, string][] = [
  ['亲眼目睹', '目睹'],
  ['凯旋而归', '凯旋'],
  ['免费赠送', '赠送'],
  ['过分溺爱', '溺爱'],
  ['悬殊很大', '悬殊'],
  ['涉及到', '涉及'],
  ['目前现在', '目前'],
  ['但是却', '但是'],
  ['而且还', '而且'],
  ['首先第一', '首先'],
  ['再次重申', '重申'],
  ['一律全部', '一律'],
  ['忍俊不禁地笑', '忍俊不禁'],
  ['特别特别', '特别'],
  ['非常非常', '非常'],
  ['很多很多', '很多'],
  ['各自分别', '各自'],
  ['相互之间互相', '相互之间'],
];

/** Spoken words and their written forms. */
const FORMAL: [string, string, string?][] = [
  ['老百姓', '群众'],
  ['咋办', '怎么办'],
  ['咋样', '怎么样'],
  ['不咋地', '不理想'],
  ['啥的', '等'],
  ['没啥', '没有什么'],
  ['为啥', '为什么'],
  ['啥', '什么'],
  // "好多了" means "much better": not a quantity
  ['好多', '许多', '(?!了)'],
  ['挺好', '较好'],
  ['蛮好', '很好'],
  ['有点儿', '有些'],
  ['一点儿', '一些'],
  ['大伙儿', '大家'],
  ['大伙', '大家'],
  ['咱们', '我们'],
  ['老是', '总是'],
  ['靠谱', '可靠'],
  ['给力', '有力'],
  ['没准儿', '或许'],
  ['赶紧', '尽快'],
  ['差不多', '基本'],
  ['这一块', '这方面'],
  ['那一块', '那方面'],
  ['这块儿', '这方面'],
  ['搞清楚', '查清'],
  ['弄清楚', '查清'],
  ['搞好', '做好'],
  ['拍脑袋', '主观臆断'],
  ['截止到', '截至'],
];

const byLength = <T extends [string, string, string?]>(list: T[]) => [...list].sort((a, b) => b[0].length - a[0].length);

const RULES: Rule[] = [
  // punctuation first: an ellipsis written with full stops or dots, then marks doubled or mixed
  { re: /(?:。{3,}|\.{3,}|(?<!…)…(?!…))/y, to: () => '……', rule: 'punctuation', reason: '省略号应为“……”' },
  { re: /([，。；：！？、])\1+/y, to: (m) => m[1], rule: 'punctuation', reason: '标点重复' },
  { re: /[，、；：]+([。！？])/y, to: (m) => m[1], rule: 'punctuation', reason: '句末标点前多余的点号' },
  { re: /([。！？])[，、；]+/y, to: (m) => m[1], rule: 'punctuation', reason: '句末标点后多余的点号' },
  // "大约10人左右" and "超过100人以上" say the same thing twice
  {
    re: new RegExp(`大约(${CN_NUMBER}[\\u4e00-\\u9fff]{0,2}?)左右`, 'y'),
    to: (m) => `约${m[1]}`,
    rule: 'redundant',
    reason: '“大约”与“左右”语义重复',
  },
  {
    re: new RegExp(`超过(${CN_NUMBER}[\\u4e00-\\u9fff]{0,2}?)以上`, 'y'),
    to: (m) => `超过${m[1]}`,
    rule: 'redundant',
    reason: '“超过”与“以上”语义重复',
  },
  { re: /各位([\u4e00-\u9fff]{1,4}?)们/y, to: (m) => `各位${m[1]}`, rule: 'redundant', reason: '“各位”与“们”语义重复' },
  // 的的 is a slip of the keyboard, 的的确确 is a word
  lit('的的', '的', 'redundant', '“的”字重复', '(?!确)'),
  ...byLength(REDUNDANT).map(([from, to]) => lit(from, to, 'redundant', `“${from}”语义重复，宜作“${to}”`)),
  ...byLength(FORMAL).map(([from, to, guard]) => lit(from, to, 'formal', `口语“${from}”宜改为书面语“${to}”`, guard)),
];

/** Rewrites the text; `changes` lists each rewrite with its place in the original. */
export function polishText(text: string): PolishResult {
  const changes: PolishChange[] = [];
  let out = '';
  let i = 0;
  while (i < text.length) {
    let hit: { len: number; to: string; rule: Rule } | null = null;
    for (const rule of RULES) {
      rule.re.lastIndex = i;
      const m = rule.re.exec(text);
      if (m && m[0].length > 0) {
        hit = { len: m[0].length, to: rule.to(m), rule };
        break;
      }
    }
    if (hit && hit.to !== text.slice(i, i + hit.len)) {
      changes.push({ index: i, from: text.slice(i, i + hit.len), to: hit.to, rule: hit.rule.rule, reason: hit.rule.reason });
      out += hit.to;
      i += hit.len;
    } else {
      out += text[i];
      i += 1;
    }
  }
  return { text: out, changes };
}

/** The text with only the chosen changes made (changes as polishText gave them, any subset). */
export function applyChanges(text: string, changes: Pick<PolishChange, 'index' | 'from' | 'to'>[]): string {
  let out = text;
  for (const c of [...changes].sort((a, b) => b.index - a.index)) {
    if (out.slice(c.index, c.index + c.from.length) !== c.from) continue;
    out = out.slice(0, c.index) + c.to + out.slice(c.index + c.from.length);
  }
  return out;
}
