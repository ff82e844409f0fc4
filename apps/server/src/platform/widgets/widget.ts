import type { Principal } from '../auth/principal-type';
import type { AppContext } from '../context';

/** A permission, or a list of which any one will do; omitted means every signed-in user. */
type Gate = string | string[];

/**
 * A dashboard widget a module declares (提案统计, 重点提案 …): the home page shows the web component
 * of the same key only when GET /desktop/widgets lists it for the caller.
 */
export interface WidgetDecl {
  /** stable key, unique across modules: 'proposal.stats' */
  key: string;
  /** Chinese title of the card */
  title: string;
  /**
   * the permission of the data call the widget makes, so that nobody gets a widget whose data
   * would be refused
   */
  permission?: Gate;
  /** a number shown with the widget, counted for the caller */
  count?(ctx: AppContext, principal: Principal): Promise<number>;
}

/**
 * One kind of waiting work a module declares (待审查提案, 未读消息 …), gathered from every module by
 * GET /desktop/todos into the home's 待办提醒 / 待办事项.
 */
export interface TodoDecl {
  /** stable key, unique across modules: 'proposal.check' */
  key: string;
  /** Chinese name of the waiting items */
  title: string;
  /** the permission of the list `path` opens */
  permission?: Gate;
  /** the items waiting for the caller: the total the list at `path` shows them */
  count(ctx: AppContext, principal: Principal): Promise<number>;
  /** the web page listing the items */
  path: string;
}
