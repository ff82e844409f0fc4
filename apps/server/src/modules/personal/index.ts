import type { ModuleManifest } from '../../platform/module';

export const personalModule: ModuleManifest = { name: 'personal', title: 'personal' };
