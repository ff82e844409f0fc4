import type { ModuleManifest, SeedContext } from '../../platform/module';
import { meetMenus } from './menus';
import { meetTypeRoutes } from './types-routes';
import { seedMeetTypes } from './types-service';

export { meetTypes } from './types-service';

export const meetModule: ModuleManifest = {
  name: 'meet',
  title: '会议',
  menus: meetMenus,
  routes: meetTypeRoutes,
  seed: ({ tx }: SeedContext) => seedMeetTypes(tx),
};
