import type { ModuleManifest } from '../../platform/module';

export const systemModule: ModuleManifest = { name: 'system', title: '系统管理' };
