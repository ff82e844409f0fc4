import { describe, expect, it } from 'vitest';
import { maskPhone, orDash } from './format';

describe('maskPhone', () => {
  it('keeps the first three and last four digits of a mobile number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
  it('shows other values as they are, and empty ones as --', () => {
    expect(maskPhone('010-1234')).toBe('010-1234');
    expect(maskPhone(null)).toBe('--');
    expect(maskPhone('')).toBe('--');
  });
});

describe('orDash', () => {
  it('reads empty values as --', () => {
    expect(orDash(null)).toBe('--');
    expect(orDash(undefined)).toBe('--');
    expect(orDash('')).toBe('--');
  });
  it('keeps real values, including zero', () => {
    expect(orDash('委员')).toBe('委员');
    expect(orDash(0)).toBe('0');
  });
});
