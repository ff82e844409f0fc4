import type { KindPart } from '../kind-routes';

/** The apply part's routes, registered once per kind (kind-routes.ts). */
export const applyRoutes: KindPart = () => {};
