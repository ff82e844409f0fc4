import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { ModuleManifest, SeedContext } from '../../platform/module';
import { infoExportType, infoManageRoutes, seedInfoItems } from './manage';
import { infoMenus } from './menus';
import { publicationRoutes, seedPublications } from './publish';
import { infoAffairPolicy, infoReportRoutes, seedInfoFlows } from './report';
import { infoScoreRoutes, seedInfoScoreRules } from './score';
import { infoSettingRoutes } from './settings';
import { infoTypeRoutes } from './types-routes';
import { seedInfoTypes } from './types-seed';
import { infoTodos, infoWidgets } from './widgets';

export { adoptedInfoMark, adoptedInfoTexts, liveInfoTypes, publicationNames, publicationNamesMark } from './readers';
export { canReadInfo } from './report';
/** a member's reported items of a year against the annual plan (the personal centre's target) */
export { annualCount as infoAnnualCount } from './score';

const infoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, opts) => {
  await app.register(infoTypeRoutes, opts);
  await app.register(infoSettingRoutes, opts);
  await app.register(infoReportRoutes, opts);
  await app.register(infoManageRoutes, opts);
  await app.register(infoScoreRoutes, opts);
  await app.register(publicationRoutes, opts);
};

/** Types first, then the flows on them, the demo items running through the flows, the year's score rules, and the issues compiled from the adopted items. */
async function seedInfo(s: SeedContext): Promise<void> {
  await seedInfoTypes(s.tx);
  await seedInfoFlows(s);
  await seedInfoItems(s);
  await seedInfoScoreRules(s);
  await seedPublications(s);
}

export const infoModule: ModuleManifest = {
  name: 'info',
  title: '社情民意',
  menus: infoMenus,
  routes: infoRoutes,
  seed: seedInfo,
  // who reads the files bound to an item: whoever may read the item (drafts: their author)
  affairPolicies: { info: infoAffairPolicy },
  // 导出模板 may choose the columns of the item lists' xlsx
  exports: [infoExportType],
  widgets: infoWidgets,
  todos: infoTodos,
};
