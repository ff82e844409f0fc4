import { afterEach, describe, expect, it } from 'vitest';
import { progress } from './progress';

afterEach(() => progress.done());

describe('page-change progress bar', () => {
  it('draws a bar with no ARIA role, hidden from assistive technology, and moves it', () => {
    progress.start();
    const bar = document.querySelector<HTMLElement>('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar?.getAttribute('role')).toBeNull();
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    expect(bar?.style.transform || bar?.style.marginLeft).toBeTruthy();
    expect(document.querySelector('#nprogress [role]')).toBeNull();
    expect(() => progress.done()).not.toThrow();
  });
});
