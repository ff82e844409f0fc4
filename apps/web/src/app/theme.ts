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
