import Bowser from 'bowser';

/** Browser names a user here knows by their Chinese name; the rest are product names (Chrome, Safari …). */
const browserName: Record<string, string> = {
  WeChat: '微信',
  'QQ Browser': 'QQ浏览器',
  'QQ Browser Lite': 'QQ浏览器',
  'UC Browser': 'UC浏览器',
  '360 Browser': '360浏览器',
  'Sogou Browser': '搜狗浏览器',
  'Microsoft Edge': 'Edge',
  'Internet Explorer': 'IE',
};

export const UNKNOWN_BROWSER = '未知浏览器';
export const UNKNOWN_OS = '未知系统';

/**
 * The browser (name and major version) and the system a session signed in
 * from, for the online-users list: 'Chrome 126' and 'Windows 10' instead of
 * the raw user-agent string (issue 15 #6).
 */
export function describeUserAgent(ua: string | null | undefined): { browser: string; os: string } {
  if (!ua) return { browser: UNKNOWN_BROWSER, os: UNKNOWN_OS };
  const { browser, os } = Bowser.parse(ua);
  const name = browser.name ? (browserName[browser.name] ?? browser.name) : '';
  const major = browser.version?.split('.')[0];
  const osVersion = os.versionName ?? os.version;
  return {
    browser: name ? [name, major].filter(Boolean).join(' ') : UNKNOWN_BROWSER,
    os: os.name ? [os.name, osVersion].filter(Boolean).join(' ') : UNKNOWN_OS,
  };
}
