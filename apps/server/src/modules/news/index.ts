import type { ModuleManifest, SeedContext } from '../../platform/module';
import { newsMenus } from './menus';
import { newsColumnRoutes } from './types-routes';
import { seedNewsColumns } from './types-service';

export { newsColumnOptions, newsColumns } from './types-service';

export const newsModule: ModuleManifest = {
  name: 'news',
  title: '新闻',
  menus: newsMenus,
  routes: newsColumnRoutes,
  seed: ({ tx }: SeedContext) => seedNewsColumns(tx),
};
