import { beforeAll, describe, expect, it } from 'vitest';
import { OwnRecords } from './own-records.js';
import { proofread } from './proofread.js';
import { ERROR_TYPE, type ProofreadOptions } from './proofread-types.js';

// 因城施策 is newer than the shipped n-gram model (reports up to 2015), which reads 施 as 市.
const NEW_TERM = '坚持因城施策，促进房地产市场平稳健康发展。';
const TYPO = '内蒙古自治区乌兰察布市大力培育发展大数局产业。';

function wrongCharacters(text: string, options: ProofreadOptions = {}) {
  return proofread(text, { checks: ['spelling', 'variant'], ...options })
    .items.filter((i) => i.type === ERROR_TYPE.wrongCharacter)
    .map((i) => [i.error, i.correct, i.start]);
}

beforeAll(() => {
  proofread('预热：加快发展大数据产业。');
}, 60_000);

describe('own terms', () => {
  it('never corrects inside a term of the committee, and corrects as before without it', () => {
    const at = NEW_TERM.indexOf('施');
    expect(wrongCharacters(NEW_TERM)).toContainEqual(['施', '市', at]);
    expect(wrongCharacters(NEW_TERM, { ownTerms: ['因城施策'] })).toEqual([]);
    // Terms elsewhere in the list, or in another text, change nothing.
    expect(wrongCharacters(TYPO, { ownTerms: ['因城施策', '政协委员'] })).toEqual(wrongCharacters(TYPO));
  });

  it('finds a term at either end of the text and among overlapping terms', () => {
    const opening = NEW_TERM.slice(2);
    expect(wrongCharacters(opening).length).toBeGreaterThan(0);
    expect(wrongCharacters(opening, { ownTerms: ['城施', '施策，促', '因城施策'] })).toEqual([]);
    expect(wrongCharacters('坚持因城施策', { ownTerms: ['坚持因', '因城施策'] })).toEqual([]);
  });

  it('ignores one-character terms and empty lists', () => {
    const before = wrongCharacters(NEW_TERM);
    expect(wrongCharacters(NEW_TERM, { ownTerms: ['施', ' ', ''] })).toEqual(before);
    expect(wrongCharacters(NEW_TERM, { ownTerms: [] })).toEqual(before);
  });

  it('protects traditional characters inside a term too', () => {
    const text = '本会設立了專門委员会。';
    expect(wrongCharacters(text).length).toBeGreaterThan(0);
    expect(wrongCharacters(text, { ownTerms: ['設立了專門'] })).toEqual([]);
  });
});

describe('own records', () => {
  it('vouches for what two of the committee texts write, not for one text writing it twice', () => {
    const once = OwnRecords.build(['各地坚持因城施策，稳妥处置风险。']);
    expect(wrongCharacters(NEW_TERM, { ownRecords: once }).length).toBeGreaterThan(0);
    const repeated = OwnRecords.build(['关于坚持因城施策的建议\n各地坚持因城施策，稳妥处置风险。']);
    expect(wrongCharacters(NEW_TERM, { ownRecords: repeated }).length).toBeGreaterThan(0);
    const twice = OwnRecords.build(['各地坚持因城施策，稳妥处置风险。', '因城施策用好政策工具箱。']);
    expect(twice).toMatchObject({ texts: 2, chars: 28 });
    expect(twice.ngrams).toBeGreaterThan(0);
    expect(wrongCharacters(NEW_TERM, { ownRecords: twice })).toEqual([]);
  });

  it('still catches a typo in a passage otherwise copied from the records', () => {
    const clean = TYPO.replace('局', '据');
    const records = OwnRecords.build([clean, clean, NEW_TERM, NEW_TERM]);
    const text = `${NEW_TERM}${TYPO}`;
    expect(wrongCharacters(text, { ownRecords: records })).toEqual([['局', '据', NEW_TERM.length + TYPO.indexOf('局')]]);
  });

  it('handles empty records and texts', () => {
    const empty = OwnRecords.build([]);
    expect(empty).toMatchObject({ texts: 0, chars: 0, ngrams: 0 });
    expect(OwnRecords.build(['', '，。', 'ab'])).toMatchObject({ texts: 3, ngrams: 0 });
    expect(wrongCharacters(NEW_TERM, { ownRecords: empty })).toEqual(wrongCharacters(NEW_TERM));
    expect(proofread('', { ownRecords: OwnRecords.build([NEW_TERM, NEW_TERM]), ownTerms: ['因城施策'] }).items).toEqual([]);
  });
});
