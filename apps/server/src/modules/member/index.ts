import type { ModuleManifest } from '../../platform/module';
import { memberRoutes } from './routes';
import { seedMember } from './seed';

export const memberModule: ModuleManifest = { name: 'member', title: '委员', routes: memberRoutes, seed: seedMember };
