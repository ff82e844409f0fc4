import type { ReactNode } from 'react';

/** A page of a feature: `features/<area>/routes.tsx` exports `routes: AppRoute[]`. */
export interface AppRoute {
  path: string;
  element: ReactNode;
  /** fixed page title (spec 002 §2); without it the title comes from the menu tree */
  title?: string;
  /**
   * The menu page this one is opened from (a form or a record page that is no menu entry of its
   * own, e.g. /proposal/handlingForm from /proposal/handlingList): whoever may open the parent may
   * open this page, and its breadcrumb is the parent's plus its title. A list names several
   * parents (a detail page opened from many lists): the first one the user may open counts. The
   * server still checks every call the page makes.
   */
  parent?: string | string[];
}

/** What the guard reads from a matched route (react-router `handle`). */
export interface RouteHandle {
  title?: string;
  parent?: string | string[];
}
