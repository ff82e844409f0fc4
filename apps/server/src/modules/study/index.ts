import type { ModuleManifest, SeedContext } from '../../platform/module';
import { studyMenus } from './menus';
import { studyColumnRoutes } from './types-routes';
import { seedStudyColumns } from './types-service';

export { studyColumns } from './types-service';

export const studyModule: ModuleManifest = {
  name: 'study',
  title: '学习',
  menus: studyMenus,
  routes: studyColumnRoutes,
  seed: ({ tx }: SeedContext) => seedStudyColumns(tx),
};
