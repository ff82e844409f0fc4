import type { ModuleManifest, SeedContext } from '../../platform/module';
import { activityMenus } from './menus';
import { activityTypeRoutes } from './types-routes';
import { seedActivityTypes } from './types-service';

export { activityTypes } from './types-service';

export const activityModule: ModuleManifest = {
  name: 'activity',
  title: '活动',
  menus: activityMenus,
  routes: activityTypeRoutes,
  seed: ({ tx }: SeedContext) => seedActivityTypes(tx),
};
