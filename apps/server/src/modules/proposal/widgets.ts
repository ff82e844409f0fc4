import {
  ProposalPerm as P,
  type ProposalListName,
  proposalPageQuery,
  RequestStatus,
  requestPageQuery,
  UnitRequestKind,
  type UnitRequestKindValue,
} from '@cppcc/contracts';
import type { Principal } from '../../platform/auth/principal';
import type { AppContext } from '../../platform/context';
import type { MenuDecl, ModuleManifest } from '../../platform/module';
import { type Scope, scopeOf } from './core/access';
import { pageRequests } from './handling/queries';
import { countProposals } from './lists';
import { proposalMenus } from './menus';
import { desktopCount } from './stats';

type Widgets = NonNullable<ModuleManifest['widgets']>;
type Todos = NonNullable<ModuleManifest['todos']>;

/** The permissions of GET /proposal/count/desktop (stats/routes.ts), which 提案统计 reads. */
const desktopCountPerms = [P.allList, P.myList, P.signList, P.preSignList, P.handlingList, P.finishList];

/**
 * The proposal area's dashboard widgets; each is gated by the permission of the call its web
 * component makes (提案统计: count/desktop, 提案目标: count/annual, the carousels: key/page, open/page).
 */
export const proposalWidgets: Widgets = [
  { key: 'proposal.stats', title: '提案统计', permission: desktopCountPerms },
  { key: 'proposal.target', title: '提案目标', permission: P.myList },
  { key: 'proposal.keyCarousel', title: '重点提案', permission: P.allList },
  { key: 'proposal.openCarousel', title: '公开提案', permission: P.openList },
];

const findPage = (key: string, menus: MenuDecl[]): string | undefined => {
  for (const m of menus) {
    const url = m.key === key ? m.url : m.children && findPage(key, m.children);
    if (url) return url;
  }
  return undefined;
};

/** The web page of a proposal menu, so that a to-do opens exactly the page the side menu opens. */
function pageOf(key: string): string {
  const url = findPage(key, proposalMenus);
  if (!url) throw new Error(`proposal menu ${key} has no page`);
  return url;
}

const firstPage = proposalPageQuery.parse({});

/** The caller's scope, worked out once for all the to-dos of one home (the principal is the request's). */
const scopes = new WeakMap<Principal, Promise<Scope>>();
function scopeOnce(ctx: AppContext, p: Principal): Promise<Scope> {
  let s = scopes.get(p);
  if (!s) {
    s = scopeOf(ctx.db, p);
    scopes.set(p, s);
  }
  return s;
}

/** The total a list page shows its reader, counted the way the page counts it: the to-do and the list can never disagree. */
const listTotal = async (ctx: AppContext, p: Principal, list: ProposalListName) =>
  countProposals(ctx.db, p, await scopeOnce(ctx, p), list, firstPage);

/** The to-do of a list page whose menu has the to-do's key: its total, and the page to open. */
const listTodo = (key: string, title: string, permission: string, list: ProposalListName): Todos[number] => ({
  key,
  title,
  permission,
  path: pageOf(key),
  count: (ctx, p) => listTotal(ctx, p, list),
});

/** Units' requests still to decide: the office's 退回申请 / 延期申请 list filtered by 审核状态 待审核. */
const pendingRequests = async (ctx: AppContext, p: Principal, kind: UnitRequestKindValue) =>
  (await pageRequests(ctx.db, p, kind, requestPageQuery.parse({ status: RequestStatus.pending }))).total;

/**
 * What waits for a proposer: only a proposer's own work (the office may read the returned list too,
 * but a returned proposal waits for its proposer, not for the office).
 */
const asProposer =
  (count: (ctx: AppContext, p: Principal) => Promise<number>) =>
  async (ctx: AppContext, p: Principal): Promise<number> =>
    (await scopeOnce(ctx, p)).kind === 'proposer' ? count(ctx, p) : 0;

/**
 * A proposer's pending co-signatures and replies to rate, as the proposal desktop counts them: the
 * invitations a 确认联名 button still answers (the joint list also shows answered ones), and the
 * proposals with a reply not yet rated.
 */
const proposerTodo = (key: 'joint' | 'evaluate') =>
  asProposer(async (ctx, p) => (await desktopCount(ctx.db, p)).todo.find((t) => t.key === key)?.count ?? 0);

/** The proposal area's waiting work, from the queues of its list pages. */
export const proposalTodos: Todos = [
  // the office
  listTodo('proposal.receive', '待初分提案', P.receiveList, 'receive'),
  listTodo('proposal.check', '待审查提案', P.checkList, 'check'),
  listTodo('proposal.assign', '待交办提案', P.assignList, 'assign'),
  {
    key: 'proposal.backRequest',
    title: '待审核退回申请',
    permission: P.backDecide,
    path: pageOf('proposal.backRecord'),
    count: (ctx, p) => pendingRequests(ctx, p, UnitRequestKind.back),
  },
  {
    key: 'proposal.delayRequest',
    title: '待审核延期申请',
    permission: P.delayDecide,
    path: pageOf('proposal.delayRecord'),
    count: (ctx, p) => pendingRequests(ctx, p, UnitRequestKind.delay),
  },
  // handling units
  listTodo('proposal.preSign', '待反馈预交办', P.preSignList, 'preSign'),
  listTodo('proposal.sign', '待签收提案', P.signList, 'sign'),
  listTodo('proposal.handling', '待答复提案', P.handlingList, 'handling'),
  // proposers
  {
    key: 'proposal.sendBack',
    title: '退回待修改提案',
    permission: P.myList,
    path: pageOf('proposal.sendBack'),
    count: asProposer((ctx, p) => listTotal(ctx, p, 'sendBack')),
  },
  { key: 'proposal.joint', title: '待确认联名', permission: P.jointAnswer, path: pageOf('proposal.joint'), count: proposerTodo('joint') },
  { key: 'proposal.evaluate', title: '待测评答复', permission: P.evaluate, path: pageOf('proposal.my'), count: proposerTodo('evaluate') },
];
