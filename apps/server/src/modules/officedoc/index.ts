import type { ModuleManifest } from '../../platform/module';

export const officedocModule: ModuleManifest = { name: 'officedoc', title: '公文编辑' };
