import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { ELDERLY_CLASS, elderlyTheme, theme } from '../theme';
import { usePreferences } from './preferences';
import { useReducedMotion } from './reduced-motion';

/**
 * Every page, dialog and message in the signed-in user's look: the elderly-friendly mode swaps antd's theme and
 * tags the root element for the shell's own CSS, before the browser paints. A system set to reduce motion gets
 * antd without its animations.
 */
export function Themed({ children }: { children: ReactNode }) {
  const { elderlyMode } = usePreferences();
  const reduceMotion = useReducedMotion();
  const look = useMemo(() => {
    const base = elderlyMode ? elderlyTheme : theme;
    return reduceMotion ? { ...base, token: { ...base.token, motion: false } } : base;
  }, [elderlyMode, reduceMotion]);
  useLayoutEffect(() => {
    document.documentElement.classList.toggle(ELDERLY_CLASS, elderlyMode);
  }, [elderlyMode]);
  return (
    <ConfigProvider locale={zhCN} theme={look}>
      {children}
    </ConfigProvider>
  );
}
