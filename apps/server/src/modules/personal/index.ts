import type { ModuleManifest } from '../../platform/module';
import { personalMenus } from './menus';
import { personalRoutes } from './routes';

export const personalModule: ModuleManifest = { name: 'personal', title: '个人中心', menus: personalMenus, routes: personalRoutes };
