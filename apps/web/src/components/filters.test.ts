import { describe, expect, it } from 'vitest';
import { maskTelephone, NULL_TEXT, nullDash, translateList } from './filters';

describe('display filters (spec 001 §2.27)', () => {
  it('masks an 11-digit telephone to the first three and last four digits', () => {
    expect(maskTelephone('13812345678')).toBe('138****5678');
    expect(maskTelephone('0571-8888888')).toBe('0571-8888888');
    expect(maskTelephone(null)).toBe('--');
  });

  it("shows '--' for null, undefined and empty text, and keeps 0", () => {
    expect(NULL_TEXT).toBe('--');
    expect(nullDash(null)).toBe('--');
    expect(nullDash(undefined)).toBe('--');
    expect(nullDash('')).toBe('--');
    expect(nullDash(0)).toBe('0');
  });

  it('translates every code of a comma-separated list', () => {
    const label = (c: string) => ({ a: '甲', b: '乙' })[c] ?? '';
    expect(translateList('a, b', label)).toBe('甲,乙');
    expect(translateList(['b', 'a'], label, '、')).toBe('乙、甲');
    expect(translateList('a,x', label)).toBe('甲,x');
    expect(translateList(' , ', label)).toBe('--');
    expect(translateList(null, label)).toBe('--');
  });
});
