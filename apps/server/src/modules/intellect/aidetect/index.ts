export { aiDetectRoutes } from './routes';
export { detectorFromEnv } from './select';
