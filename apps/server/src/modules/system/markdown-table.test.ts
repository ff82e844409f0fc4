import { describe, expect, it } from 'vitest';
import { displayWidth, markdownTable } from './markdown-table';

describe('markdownTable', () => {
  it('pads cells as Biome formats Markdown: CJK two columns wide, centred and right-aligned columns, at least 3 wide', () => {
    // the expected lines are what `biome format` prints for this table
    expect(
      markdownTable(
        ['a', '中文', 'b'],
        ['left', 'center', 'right'],
        [
          ['x', '✓', '1'],
          ['长长长', '—', '12345'],
        ],
      ),
    ).toEqual(['| a      | 中文 |     b |', '| ------ | :--: | ----: |', '| x      |  ✓   |     1 |', '| 长长长 |  —   | 12345 |']);
    expect(markdownTable(['a', 'b', 'c'], ['left', 'center', 'right'], [['x', 'y', 'z']])).toEqual([
      '| a   |  b  |   c |',
      '| --- | :-: | --: |',
      '| x   |  y  |   z |',
    ]);
  });

  it('counts wide and fullwidth characters twice', () => {
    expect(displayWidth('（尚无菜单声明）')).toBe(16);
    expect(displayWidth('`system:*` ✓—')).toBe(13);
  });
});
