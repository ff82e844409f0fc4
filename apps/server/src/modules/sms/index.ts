import type { ModuleManifest } from '../../platform/module';
import { smsMenus } from './menus';
import { smsRoutes } from './routes';

export const smsModule: ModuleManifest = { name: 'sms', title: '短信', menus: smsMenus, routes: smsRoutes };
