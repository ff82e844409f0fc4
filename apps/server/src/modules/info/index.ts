import type { ModuleManifest } from '../../platform/module';

export const infoModule: ModuleManifest = { name: 'info', title: '社情民意' };
