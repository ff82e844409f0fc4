import type { ModuleManifest } from '../../platform/module';

export const newsModule: ModuleManifest = { name: 'news', title: '新闻' };
