export { proofreadRoutes } from './routes';
export { correct, wordTypeMap } from './service';
