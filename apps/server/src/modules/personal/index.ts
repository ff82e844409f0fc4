import type { ModuleManifest } from '../../platform/module';
import { widgetRoutes } from '../../platform/widgets/routes';
import { personalMenus } from './menus';
import { personalRoutes } from './routes';
import { personalWidgets } from './widgets';

/** 个人中心, and the home page's counters: GET /desktop/widgets answers what every manifest's `widgets` count. */
export const personalModule: ModuleManifest = {
  name: 'personal',
  title: '个人中心',
  menus: personalMenus,
  widgets: personalWidgets,
  routes: async (app, opts) => {
    await app.register(personalRoutes, opts);
    await app.register(widgetRoutes, opts);
  },
};
