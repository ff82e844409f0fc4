import { theme as antdTheme, type ThemeConfig } from 'antd';

const tagPalettes = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;
const palette = antdTheme.getDesignToken() as unknown as Record<string, string>;

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
/** WCAG 2 contrast ratio of two #rrggbb colours. */
export const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/**
 * A coloured tag writes in the 7th shade of its palette on the 1st, under 4.5:1 for gold, lime, cyan and others: each
 * takes the first shade from the 7th on that reaches 4.5:1, so it keeps its hue and darkens no more than it must.
 */
const tagTextShades = Object.fromEntries(
  tagPalettes.map((name) => {
    const shade = [7, 8, 9, 10].map((n) => palette[`${name}${n}`]).find((c) => contrast(c, palette[`${name}1`]) >= 4.5);
    return [`${name}7`, shade ?? palette[`${name}10`]];
  }),
);

/**
 * A calm government palette: deep red for actions, navy for navigation. Every text colour reaches WCAG AA (4.5:1)
 * on white and on the grey page: antd's greys (secondary 0.45 black, 3.4:1) and its status colours are darkened here,
 * once, for every page.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#b71c1c',
    colorLink: '#1d4f91',
    colorInfo: '#1d4f91',
    // red 7: danger buttons and error messages at 5.6:1 (antd's #ff4d4f is 3.3:1)
    colorError: '#cf1322',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    borderRadius: 4,
    fontFamily: "-apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { siderBg: '#0d2a52', headerBg: '#ffffff', bodyBg: '#f2f4f8' },
    Menu: { darkItemBg: '#0d2a52', darkSubMenuItemBg: '#0a2245', darkItemSelectedBg: '#b71c1c' },
    // status tags write in their status colour on its pale background: the text one step darker, the background kept
    Tag: { ...tagTextShades, colorSuccess: '#237804', colorWarning: '#874d00', colorError: '#a8071a' },
    // a finished progress names its figure in green on white
    Progress: { colorSuccess: '#237804' },
  },
};

/**
 * 适老化模式: the same palette with larger type and controls and text, borders and links dark enough to read at a
 * glance (body text about 17:1 on white, secondary text above 7:1, WCAG AAA). antd derives headings, paddings and
 * the small and large control sizes from these seeds; the shell's own CSS follows the `elderly-mode` root class.
 */
export const elderlyTheme: ThemeConfig = {
  token: {
    ...theme.token,
    fontSize: 18,
    controlHeight: 42,
    lineHeight: 1.6,
    colorText: 'rgba(0, 0, 0, 0.95)',
    colorTextSecondary: 'rgba(0, 0, 0, 0.8)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.7)',
    colorTextDescription: 'rgba(0, 0, 0, 0.75)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    colorBorder: '#7a7a7a',
    colorBorderSecondary: '#b8b8b8',
    colorLink: '#0b3a75',
    colorInfo: '#0b3a75',
    colorPrimary: '#9e1414',
  },
  components: {
    ...theme.components,
    Menu: { ...theme.components?.Menu, itemHeight: 52, darkItemColor: 'rgba(255, 255, 255, 0.92)', iconSize: 18 },
    Table: { headerColor: 'rgba(0, 0, 0, 0.95)' },
  },
};

/** The root class the shell's CSS uses for the elderly-friendly mode. */
export const ELDERLY_CLASS = 'elderly-mode';
