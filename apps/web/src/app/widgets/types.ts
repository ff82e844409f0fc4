import type { MemberCenterData, UserCenterData } from '@cppcc/contracts';
import type { ComponentType, LazyExoticComponent } from 'react';

/** The two home layouts of spec 001 §2.24: `member` for members, `office` for everyone else (office, unit, collective, admin). */
export type HomeLayout = 'office' | 'member';

/** What every home widget is given: the signed-in user's centre data (GET /personal/center/{kind}/data). */
export type HomeData = UserCenterData & Partial<Pick<MemberCenterData, 'member' | 'plan' | 'targets'>>;

export interface WidgetProps {
  data: HomeData;
  layout: HomeLayout;
  /** the title the widget is declared with */
  title: string;
}

/** A widget's width in the home grid (24 columns): full width on phones, these from the md and xl breakpoints on. */
export interface WidgetSize {
  md?: number;
  xl: number;
}

/** The sizes the home layouts use. */
export const WidgetSizes = {
  /** 个人信息 */
  wide: { xl: 10 },
  /** 快捷入口, 登录信息 */
  narrow: { md: 12, xl: 7 },
  quarter: { md: 12, xl: 6 },
  third: { md: 12, xl: 8 },
  /** a third on wide screens, the full row below them */
  thirdOrFull: { xl: 8 },
  half: { xl: 12 },
  full: { xl: 24 },
} as const satisfies Record<string, WidgetSize>;

/** Where a widget stands in one home layout: lower `order` first (the layouts leave gaps of 10 to insert between). */
export interface WidgetPlacement {
  order: number;
  size: WidgetSize;
}

/**
 * A dashboard widget a feature declares in its `widgets.tsx` (`export const widgets: DashboardWidget[]`).
 * The server decides who gets it: the home shows a widget only when GET /desktop/widgets lists its
 * key for the user (the module that provides it declares the same key), in the order of its layout,
 * loading each one's component lazily.
 */
export interface DashboardWidget {
  /** the key a server module declares it under, e.g. 'proposal.stats' */
  key: string;
  /** the card title, also shown while the component loads */
  title: string;
  /** the layouts the widget appears in, and where */
  homes: Partial<Record<HomeLayout, WidgetPlacement>>;
  /** `lazy(() => import('./…'))`: the home loads a widget's code only when it shows it */
  Component: LazyExoticComponent<ComponentType<WidgetProps>> | ComponentType<WidgetProps>;
}
