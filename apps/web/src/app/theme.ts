import type { ThemeConfig } from 'antd';

/** A calm government palette: deep red for actions, navy for navigation. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#b71c1c',
    colorLink: '#1d4f91',
    colorInfo: '#1d4f91',
    borderRadius: 4,
    fontFamily: "-apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { siderBg: '#0d2a52', headerBg: '#ffffff', bodyBg: '#f2f4f8' },
    Menu: { darkItemBg: '#0d2a52', darkSubMenuItemBg: '#0a2245', darkItemSelectedBg: '#b71c1c' },
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
