export { REFERENCE_DOMAIN_PATH, referenceRoutes } from './routes';
