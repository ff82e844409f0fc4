import type { ModuleManifest } from '../../platform/module';
import { similarMenus, similarRoutes } from './similar';

export const intellectModule: ModuleManifest = {
  name: 'intellect',
  title: '智能文本',
  menus: [...similarMenus],
  routes: async (app, opts) => {
    await app.register(similarRoutes, opts);
  },
};
