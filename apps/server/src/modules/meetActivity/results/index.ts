import type { KindPart } from '../kind-routes';

/** The results part's routes, registered once per kind (kind-routes.ts). */
export const resultsRoutes: KindPart = () => {};
