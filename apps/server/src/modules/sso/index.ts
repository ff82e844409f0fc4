import { SystemPage } from '@cppcc/contracts';
import { buttonsFor, menuPage } from '../../platform/menu-decl';
import type { ModuleManifest } from '../../platform/module';
import { ssoRoutes } from './routes';
import { ssoSessionStore } from './session-store';

export { sessionStartedAt } from './readers';

const button = buttonsFor();

/** Sign-in and sessions: passwords, SMS codes, QR codes, URL tokens, refresh rotation, online users. */
export const ssoModule: ModuleManifest = {
  name: 'sso',
  title: '登录与会话',
  menus: [
    // the 系统管理 directory belongs to the system module
    menuPage(
      'system.online',
      '在线用户',
      SystemPage.online,
      { parentKey: 'system', icon: 'TeamOutlined', sort: 60, roles: ['security_admin'] },
      [button('system.online.list', '查询', 'system:online:list'), button('system.online.logout', '强制下线', 'system:online:logout')],
    ),
  ],
  routes: ssoRoutes,
  provides: { sessions: ssoSessionStore },
};
