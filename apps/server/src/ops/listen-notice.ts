import type { AppConfig } from '../platform/config';

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * What the start-up banner says about demo mode and the listening address:
 * every demo account shares the printed password, so a demo reachable from
 * the network is an open door and is said so loudly.
 */
export function listenNotice(config: Pick<AppConfig, 'demo' | 'host'>): { info: string[]; warning: string | null } {
  if (!config.demo) return { info: [], warning: null };
  if (isLoopbackHost(config.host)) {
    return {
      info: [
        `演示模式已开启，只在本机监听（${config.host}），其他电脑无法访问。`,
        '  需要让其他电脑访问：设置 HOST=0.0.0.0；正式使用：设置 DEMO=0 关闭演示模式（不写入演示数据，不打印演示密码）。',
      ],
      warning: null,
    };
  }
  return {
    info: [`演示模式已开启，监听 ${config.host}。`],
    warning: `警告：演示模式下所有演示账号共用同一个公开的密码，当前地址 ${config.host} 可从网络访问，任何人都能以管理员身份登录。正式使用请设置 DEMO=0；只想在本机演示请去掉 HOST 或设置 HOST=127.0.0.1。`,
  };
}
