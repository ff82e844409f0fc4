import type { ModuleManifest } from '../../platform/module';

export const messageModule: ModuleManifest = { name: 'message', title: 'message' };
