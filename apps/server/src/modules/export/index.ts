import type { ModuleManifest } from '../../platform/module';

export const exportModule: ModuleManifest = { name: 'export', title: '导出' };
