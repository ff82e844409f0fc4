import type { KindPart } from '../kind-routes';

/** The hearer part's routes, registered once per kind (kind-routes.ts). */
export const hearerRoutes: KindPart = () => {};
