import type { KindPart } from '../kind-routes';

/** The record part's routes, registered once per kind (kind-routes.ts). */
export const recordRoutes: KindPart = () => {};
