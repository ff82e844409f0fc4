import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrast, elderlyTheme, theme } from './theme';

/** An rgba(0, 0, 0, a) or #rrggbb token as the #rrggbb it shows over `under`. */
function shown(color: string, under = '#ffffff'): string {
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(color);
  if (!rgba) return color;
  const a = Number(rgba[4]);
  const base = [1, 3, 5].map((i) => Number.parseInt(under.slice(i, i + 2), 16));
  const mixed = [1, 2, 3].map((i, k) => Math.round(Number(rgba[i]) * a + base[k] * (1 - a)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const PAGE_GREY = '#f2f4f8';

describe('theme colours (WCAG AA, 4.5:1)', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // antd's own secondary grey on white, the figure axe-core reported
    expect(contrast('#8c8c8c', '#ffffff')).toBeCloseTo(3.36, 2);
  });

  it.each([
    ['normal', theme],
    ['elderly', elderlyTheme],
  ])('gives %s text, links and errors 4.5:1 on white and on the page grey', (_, config) => {
    const t = antdTheme.getDesignToken(config);
    const texts = [t.colorText, t.colorTextSecondary, t.colorTextTertiary, t.colorTextDescription, t.colorTextPlaceholder];
    for (const c of [...texts, t.colorLink, t.colorError, t.colorPrimary]) {
      expect(contrast(shown(c), '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(shown(c, PAGE_GREY), PAGE_GREY)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes every coloured and status tag at 4.5:1 on its pale background', () => {
    const t = antdTheme.getDesignToken(theme) as unknown as Record<string, string>;
    const tag = theme.components?.Tag as Record<string, string>;
    const presets = Object.keys(tag).filter((k) => /^[a-z]+7$/.test(k));
    expect(presets).toHaveLength(13);
    for (const key of presets) expect(contrast(tag[key], t[key.replace('7', '1')])).toBeGreaterThanOrEqual(4.5);
    for (const status of ['Success', 'Warning', 'Error'])
      expect(contrast(tag[`color${status}`], t[`color${status}Bg`])).toBeGreaterThanOrEqual(4.5);
  });
});
