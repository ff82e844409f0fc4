import { useEffect, useState } from 'react';
import { PICKER_MIN_TABLE_HEIGHT, PICKER_TABLE_HEIGHT } from './constants';

/**
 * What the dialog needs besides its table: the margins of a centred modal,
 * its padding, title, footer, the search box and the table header (measured
 * at 1366×768 with antd's default size). Tabs add their bar.
 */
const CHROME_HEIGHT = 270;
const TABS_BAR_HEIGHT = 56;

/** spec 000 §2 asks for a 520 px table; on a 768 px screen that pushed the footer off the bottom edge. */
export function fitTableHeight(viewportHeight: number, tabbed: boolean): number {
  const room = viewportHeight - CHROME_HEIGHT - (tabbed ? TABS_BAR_HEIGHT : 0);
  return Math.max(PICKER_MIN_TABLE_HEIGHT, Math.min(PICKER_TABLE_HEIGHT, room));
}

/** The table height for the window as it is now, following resizes. */
export function usePickerTableHeight(tabbed: boolean): number {
  const [viewport, setViewport] = useState(() => (typeof window === 'undefined' ? 1080 : window.innerHeight));
  useEffect(() => {
    const onResize = () => setViewport(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return fitTableHeight(viewport, tabbed);
}
