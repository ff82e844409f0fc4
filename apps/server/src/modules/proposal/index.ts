import type { ModuleManifest } from '../../platform/module';

export const proposalModule: ModuleManifest = { name: 'proposal', title: '提案' };
