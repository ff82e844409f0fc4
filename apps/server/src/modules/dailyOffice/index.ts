import type { ModuleManifest } from '../../platform/module';

export const dailyOfficeModule: ModuleManifest = { name: 'dailyOffice', title: '日常办公' };
