export { REFERENCE_DOMAIN_PATH, referenceRoutes } from './routes';
export { seedReferences } from './seed';
