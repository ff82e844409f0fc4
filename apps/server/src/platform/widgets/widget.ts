import type { Principal } from '../auth/principal-type';
import type { AppContext } from '../context';

/** A counter on the home page that a module declares (待办提案 12, 未读消息 3 …). */
export interface WidgetDecl {
  /** stable key, unique across modules: 'proposal.todo' */
  key: string;
  /** Chinese title shown above the number */
  title: string;
  /** shown only to callers holding this permission (any one of a list); omitted means every signed-in user */
  permission?: string | string[];
  count(ctx: AppContext, principal: Principal): Promise<number>;
}
