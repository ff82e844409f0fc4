import { lexicon } from './lexicon.js';
import { ERROR_TYPE, type Finding, OPERATION, type Person } from './proofread-types.js';

/**
 * Names with post titles (张三委员, 李四副主席) checked against the registry the caller passes:
 * a name followed or preceded by a post must be a registered person holding that post.
 * A title after an unregistered name that differs from a registered one in one character
 * is a misspelt name; with no such neighbour it is reported for checking.
 */

/** Posts common in CPPCC documents, in addition to those in the registry. */
const COMMON_POSTS = [
  '委员',
  '常委',
  '主席',
  '副主席',
  '秘书长',
  '副秘书长',
  '主任',
  '副主任',
  '书记',
  '副书记',
  '部长',
  '副部长',
  '市长',
  '副市长',
  '局长',
  '副局长',
  '县长',
  '副县长',
  '区长',
  '副区长',
  '处长',
  '副处长',
  '组长',
  '副组长',
  '代表',
];

let surnames: Set<string> | undefined;

/** Surnames: first characters of the person names (tag nr) in jieba's dictionary. */
function surnameSet(): Set<string> {
  if (surnames) return surnames;
  const counts = new Map<string, number>();
  const lex = lexicon();
  for (const [word, tag] of lex.tag) {
    if (tag === 'nr' && (word.length === 2 || word.length === 3)) counts.set(word[0], (counts.get(word[0]) ?? 0) + 1);
  }
  surnames = new Set([...counts].filter(([, n]) => n >= 40).map(([c]) => c));
  return surnames;
}

export interface PeopleIndex {
  byName: Map<string, Person>;
  /** Registered people by the first character of their name. */
  byFirst: Map<string, Person[]>;
  posts: string[];
}

const cache = new WeakMap<readonly Person[], PeopleIndex>();
const NO_PEOPLE: readonly Person[] = [];

export function peopleIndex(people: readonly Person[]): PeopleIndex {
  let index = cache.get(people);
  if (!index) {
    const byName = new Map<string, Person>();
    for (const p of people) if (p.name) byName.set(p.name, p);
    const postSet = new Set(COMMON_POSTS);
    for (const p of people) for (const post of p.posts) if (post) postSet.add(post);
    const byFirst = new Map<string, Person[]>();
    for (const p of byName.values()) {
      const list = byFirst.get(p.name[0]);
      if (list) list.push(p);
      else byFirst.set(p.name[0], [p]);
    }
    index = { byName, byFirst, posts: [...postSet].sort((a, b) => b.length - a.length) };
    cache.set(people, index);
  }
  return index;
}

function holds(person: Person, post: string): boolean {
  return person.posts.some(
    (p) =>
      p === post ||
      // 市政协主席 holds 主席, but 副主席 does not.
      (p.endsWith(post) && !p.slice(0, -post.length).endsWith('副')) ||
      (post === '委员' && p.includes('委员')) ||
      (post === '常委' && p.includes('常务委员')),
  );
}

function nearName(index: PeopleIndex, name: string): string | null {
  let found: string | null = null;
  for (const known of index.byName.keys()) {
    if (known.length !== name.length || known[0] !== name[0]) continue;
    let diff = 0;
    for (let i = 0; i < known.length; i++) if (known[i] !== name[i]) diff++;
    if (diff === 1) {
      if (found) return null; // ambiguous
      found = known;
    }
  }
  return found;
}

export function checkPeople(text: string, index: PeopleIndex): Finding[] {
  const out: Finding[] = [];
  const claimed = new Uint8Array(text.length + 1);
  const postAt = new Uint8Array(text.length + 1);
  // Registered names first: a wrong post after (or before) a known person. One pass over the
  // text (a registry of hundreds of names searched one by one cost a scan of the text each);
  // a name's occurrences do not overlap each other, as with repeated indexOf.
  const nextFree = new Map<string, number>();
  for (let at = 0; at < text.length; at++) {
    for (const person of index.byFirst.get(text[at]) ?? NO_PEOPLE) {
      const name = person.name;
      if (at < (nextFree.get(name) ?? 0) || !text.startsWith(name, at)) continue;
      const from = at + name.length;
      nextFree.set(name, from);
      claimed.fill(1, at, from);
      const after = text.slice(from);
      const post = index.posts.find((p) => after.startsWith(p));
      if (post && !holds(person, post)) {
        out.push({
          type: ERROR_TYPE.postTitle,
          operation: person.posts.length === 1 ? OPERATION.replace : OPERATION.check,
          error: post,
          correct: person.posts.length === 1 ? person.posts[0] : '',
          start: from,
          end: from + post.length,
          explain: `${name}的职务为：${person.posts.join('、') || '无'}`,
        });
      }
    }
  }
  // Unregistered names directly before a post title.
  const sur = surnameSet();
  for (const post of index.posts) {
    let from = 0;
    for (let at = text.indexOf(post, from); at >= 0; at = text.indexOf(post, from)) {
      from = at + 1;
      // Posts run longest first, so 主席 inside 副主席 is already covered.
      if (postAt[at]) continue;
      postAt.fill(1, at, at + post.length);
      for (const len of [3, 2]) {
        const s = at - len;
        if (s < 0 || claimed[s] || claimed[at - 1] || postAt[s]) continue;
        const name = text.slice(s, at);
        if (!/^[\u4e00-\u9fff]+$/.test(name) || !sur.has(name[0])) continue;
        // The name must start a word: not glued to the end of a longer Chinese word such as 政协.
        if (s > 0 && /[\u4e00-\u9fff]/.test(text[s - 1]) && !/[的和与及、，]/.test(text[s - 1])) continue;
        if (index.byName.has(name)) break;
        if (lexicon().freq.has(name) && lexicon().tag.get(name) !== 'nr') continue;
        const near = nearName(index, name);
        out.push({
          type: ERROR_TYPE.personName,
          operation: near ? OPERATION.replace : OPERATION.check,
          error: name,
          correct: near ?? '',
          start: s,
          end: at,
          explain: near ? `人名疑似有误，应为“${near}”` : `“${name}${post}”不在人员名册中，请核实`,
        });
        break;
      }
    }
  }
  return out;
}
