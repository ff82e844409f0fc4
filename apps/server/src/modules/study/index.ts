import type { ModuleManifest } from '../../platform/module';

export const studyModule: ModuleManifest = { name: 'study', title: '学习' };
