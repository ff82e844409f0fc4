import type { ModuleManifest } from '../../platform/module';

export const smsModule: ModuleManifest = { name: 'sms', title: 'sms' };
