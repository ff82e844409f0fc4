import { describe, expect, it } from 'vitest';
import { fillRows } from './layout';

describe('fillRows', () => {
  it('keeps full rows and widens short ones to the whole width', () => {
    expect(fillRows([10, 7, 7])).toEqual([10, 7, 7]);
    // 提案统计 (6) missing: 消息提醒 and 待办提醒 share the row
    expect(fillRows([10, 7, 7, 8, 8, 24])).toEqual([10, 7, 7, 12, 12, 24]);
    expect(fillRows([6, 8, 8, 24])).toEqual([6, 9, 9, 24]);
    expect(fillRows([8])).toEqual([24]);
    expect(fillRows([])).toEqual([]);
  });

  it('wraps a card that does not fit to the next row, as the grid does', () => {
    expect(fillRows([6, 8, 12, 12])).toEqual([10, 14, 12, 12]);
  });
});
