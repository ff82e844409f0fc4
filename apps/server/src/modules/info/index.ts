import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { ModuleManifest, SeedContext } from '../../platform/module';
import { infoMenus } from './menus';
import { infoTypeRoutes } from './types-routes';
import { seedInfoTypes } from './types-seed';

export { liveInfoTypes } from './readers';

const infoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, opts) => {
  await app.register(infoTypeRoutes, opts);
};

async function seedInfo({ tx }: SeedContext): Promise<void> {
  await seedInfoTypes(tx);
}

export const infoModule: ModuleManifest = { name: 'info', title: '社情民意', menus: infoMenus, routes: infoRoutes, seed: seedInfo };
