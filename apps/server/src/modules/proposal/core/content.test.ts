import { countDocChars } from '@cppcc/contracts';
import { describe, expect, it } from 'vitest';
import { wordCount } from './content';

describe('the word count of a draft', () => {
  it('is the editor count: runs of digits or letters are one character, half- or full-width', () => {
    // the editor said 5 and the server 10 before: a draft under the limit in the editor was refused on submit
    expect(wordCount('２０２４年ＧＤＰ增长')).toBe(5);
    expect(wordCount('2024年GDP增长')).toBe(5);
    expect(wordCount('２０２４年ＧＤＰ增长')).toBe(countDocChars('２０２４年ＧＤＰ增长'));
  });

  it('leaves out white space, full-width spaces included, and counts a character outside the BMP once', () => {
    expect(wordCount(' 提案\u3000内容\n')).toBe(4);
    expect(wordCount('𠮷野家')).toBe(3);
  });
});
