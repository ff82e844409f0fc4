import { SystemPage } from '@cppcc/contracts';
import type { ModuleManifest } from '../../platform/module';
import { ssoRoutes } from './routes';
import { ssoSessionStore } from './session-store';

export { sessionStartedAt } from './readers';

/** Sign-in and sessions: passwords, SMS codes, QR codes, URL tokens, refresh rotation, online users. */
export const ssoModule: ModuleManifest = {
  name: 'sso',
  title: '登录与会话',
  menus: [
    {
      key: 'system.online',
      // the 系统管理 directory belongs to the system module
      parentKey: 'system',
      name: '在线用户',
      type: 'menu',
      url: SystemPage.online,
      icon: 'TeamOutlined',
      sort: 60,
      roles: ['security_admin'],
      children: [
        { key: 'system.online.list', name: '查询', type: 'button', permission: 'system:online:list' },
        { key: 'system.online.logout', name: '强制下线', type: 'button', permission: 'system:online:logout' },
      ],
    },
  ],
  routes: ssoRoutes,
  provides: { sessions: ssoSessionStore },
};
