import type { ModuleManifest } from '../../platform/module';
import { smsAccountMenus } from './account-menus';
import { smsAccountRoutes } from './account-routes';
import { seedSmsAccounts } from './account-seed';
import { smsMenus } from './menus';
import { createSmsProvider } from './providers';
import { smsRoutes } from './routes';

export const smsModule: ModuleManifest = {
  name: 'sms',
  title: '短信',
  menus: [...smsMenus, ...smsAccountMenus],
  routes: async (app, opts) => {
    await app.register(smsRoutes, opts);
    await app.register(smsAccountRoutes, opts);
  },
  seed: seedSmsAccounts,
  provides: { sms: createSmsProvider },
};
