import type { ModuleManifest } from '../../platform/module';

export const ssoModule: ModuleManifest = { name: 'sso', title: 'sso' };
