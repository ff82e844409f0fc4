import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { ModuleManifest, SeedContext } from '../../platform/module';
import { downloadRoutes } from './download-routes';
import { downloadExportType } from './download-service';
import { downloadFilePolicy } from './file-policy';
import { dailyOfficeMenus } from './menus';
import { downloadTypeRoutes } from './types-routes';
import { seedDownloadTypes } from './types-service';

export { downloadTypeNames, downloadTypeOptions, downloadTypes } from './types-service';

/** download types and the download centre, one plugin each */
const dailyOfficeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, opts) => {
  await app.register(downloadTypeRoutes, opts);
  await app.register(downloadRoutes, opts);
};

export const dailyOfficeModule: ModuleManifest = {
  name: 'dailyOffice',
  title: '日常办公',
  menus: dailyOfficeMenus,
  routes: dailyOfficeRoutes,
  seed: ({ tx }: SeedContext) => seedDownloadTypes(tx),
  filePolicies: { download: downloadFilePolicy },
  exports: [downloadExportType],
};
