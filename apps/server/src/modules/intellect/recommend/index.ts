export { recommendRoutes } from './routes';
