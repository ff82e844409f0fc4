import type { ModuleManifest, SeedContext } from '../../platform/module';
import { dailyOfficeMenus } from './menus';
import { downloadTypeRoutes } from './types-routes';
import { seedDownloadTypes } from './types-service';

export { downloadTypeNames, downloadTypeOptions, downloadTypes } from './types-service';

export const dailyOfficeModule: ModuleManifest = {
  name: 'dailyOffice',
  title: '日常办公',
  menus: dailyOfficeMenus,
  routes: downloadTypeRoutes,
  seed: ({ tx }: SeedContext) => seedDownloadTypes(tx),
};
