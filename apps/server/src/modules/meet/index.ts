import type { ModuleManifest } from '../../platform/module';

export const meetModule: ModuleManifest = { name: 'meet', title: '会议' };
