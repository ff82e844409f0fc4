import type { ModuleManifest } from '../../platform/module';

export const selectorModule: ModuleManifest = { name: 'selector', title: '人员与单位选择' };
