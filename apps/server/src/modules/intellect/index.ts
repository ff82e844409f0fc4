import type { ModuleManifest } from '../../platform/module';
import { aiDetectRoutes } from './aidetect';
import { proofreadRoutes } from './proofread';
import { checkLibraryMenus, quotationRoutes, seedQuotations } from './quotation';
import { recommendRoutes } from './recommend';
import { referenceRoutes, seedReferences } from './reference';
import { seedSensitive, sensitiveExportType, sensitiveMenus, sensitiveRoutes } from './sensitive';
import { similarCorpusIndex } from './similar/corpus-index';
import { similarMenus } from './similar/menus';
import { similarRoutes } from './similar/routes';

export { loadSensitiveWords, type SensitiveEntry, sensitiveWordsVersion } from './sensitive';

/**
 * 智能文本: the duplicate check and its library, the sensitive-word dictionary (系统管理 → 敏感词),
 * proofreading, AI-writing detection, recommendations, reference search, and the quotation and
 * reference libraries (docs/intellect.md).
 */
export const intellectModule: ModuleManifest = {
  name: 'intellect',
  title: '智能文本',
  menus: [...similarMenus, ...sensitiveMenus, ...checkLibraryMenus],
  routes: async (app, opts) => {
    await app.register(similarRoutes, opts);
    await app.register(sensitiveRoutes, opts);
    await app.register(quotationRoutes, opts);
    await app.register(proofreadRoutes, opts);
    await app.register(aiDetectRoutes, opts);
    await app.register(recommendRoutes, opts);
    await app.register(referenceRoutes, opts);
  },
  // the duplicate check's bodies of text (similar/tables.ts): this conference's, and the imported library
  corpora: [
    { name: 'proposal', title: '本会提案' },
    { name: 'info', title: '本会社情民意信息' },
    { name: 'cppcc-proposal', title: '提案资料库' },
    { name: 'cppcc-info', title: '社情民意资料库' },
  ],
  exports: [sensitiveExportType],
  provides: { corpusIndex: similarCorpusIndex },
  seed: async (s) => {
    await seedSensitive(s);
    await seedQuotations(s);
    await seedReferences(s);
  },
};
