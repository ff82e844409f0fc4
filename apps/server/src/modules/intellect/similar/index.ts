export { indexSimilarDoc, removeSimilarDoc, type SimilarCorpus, type SimilarDocInput } from './documents';
export { similarMenus } from './menus';
export { similarRoutes } from './routes';
export { checkSimilar } from './service';
