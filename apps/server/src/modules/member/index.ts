import type { ModuleManifest } from '../../platform/module';

export const memberModule: ModuleManifest = { name: 'member', title: 'member' };
