import type { ReactNode } from 'react';

/** A page of a feature: `features/<area>/routes.tsx` exports `routes: AppRoute[]`. */
export interface AppRoute {
  path: string;
  element: ReactNode;
  /** fixed page title (spec 002 §2); without it the title comes from the menu tree */
  title?: string;
}

/** What the guard reads from a matched route (react-router `handle`). */
export interface RouteHandle {
  title?: string;
}
