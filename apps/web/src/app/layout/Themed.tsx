import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useLayoutEffect } from 'react';
import { ELDERLY_CLASS, elderlyTheme, theme } from '../theme';
import { usePreferences } from './preferences';

/**
 * Every page, dialog and message in the signed-in user's look: the elderly-friendly mode swaps antd's theme and
 * tags the root element for the shell's own CSS, before the browser paints.
 */
export function Themed({ children }: { children: ReactNode }) {
  const { elderlyMode } = usePreferences();
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(ELDERLY_CLASS, elderlyMode);
  }, [elderlyMode]);
  return (
    <ConfigProvider locale={zhCN} theme={elderlyMode ? elderlyTheme : theme}>
      {children}
    </ConfigProvider>
  );
}
