import type { ModuleManifest } from '../../platform/module';
import { selectorRoutes } from './routes';
import { seedSelector } from './seed';

export { seedExtraMembers } from './extra-members';

/** The person and unit picker and the address book: read-only views over members, staff and units (docs/selector.md). */
export const selectorModule: ModuleManifest = { name: 'selector', title: '人员与单位选择', routes: selectorRoutes, seed: seedSelector };
