import type { KindPart } from '../kind-routes';

/** The statistics of a kind (/{kind}/statistics and attendance rates), registered once per kind. */
export const statsRoutes: KindPart = () => {};
