import type { KindPart } from '../kind-routes';

/** The attend part's routes, registered once per kind (kind-routes.ts). */
export const attendRoutes: KindPart = () => {};
