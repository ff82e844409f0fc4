import type { ModuleManifest } from '../../platform/module';

export const ossModule: ModuleManifest = { name: 'oss', title: '文件' };
