import type { ModuleManifest } from '../../platform/module';

export const activityModule: ModuleManifest = { name: 'activity', title: '活动' };
