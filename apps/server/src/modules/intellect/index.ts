import type { ModuleManifest } from '../../platform/module';

export const intellectModule: ModuleManifest = { name: 'intellect', title: '智能文本' };
