import { type AppraiseKind, AppraisePerm, appraiseKindLabel, appraiseSegment, ProposalAppraisePage, RoleCode } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuPage } from '../../../platform/menu-decl';

const office = [RoleCode.proposalStaff];
const member = [RoleCode.member];
const button = buttonsFor();

/** The appraisal pages a side-menu entry opens: the lists, the statistics and the members still owing. */
type MenuPage = 'mgt/list' | 'mgt/statistics' | 'mgt/unevaluated' | 'mgt/unevaluatedList' | 'member/list' | 'member/result';

/**
 * The pages opened from those (`AppRoute.parent` on the web): no menu entries of their own; whoever
 * may open the list page may open them, and the list page's buttons carry the permissions their
 * calls need. Earlier versions declared them as menus: the sync deletes those entries (the manifest's `retiredMenus`).
 */
export const appraiseHiddenPages = [
  'mgt/form',
  'mgt/statisticsDetailList',
  'member/target',
  'member/result/detail',
  'member/form',
] as const;

const keyOf = (kind: AppraiseKind, path: string) => `proposal.${appraiseSegment[kind]}.${path.replace(/\//g, '.')}`;

const page = (
  kind: AppraiseKind,
  path: MenuPage,
  name: string,
  roles: string[],
  sort: number,
  buttons: [string, string, string][],
): MenuDecl => {
  const key = keyOf(kind, path);
  return menuPage(
    key,
    name,
    ProposalAppraisePage[kind][path],
    { sort, roles },
    buttons.map(([k, n, permission]) => button(`${key}.${k}`, n, permission)),
  );
};

function itemsOf(kind: AppraiseKind, sort: number): MenuDecl[] {
  const p = AppraisePerm[kind];
  const label = appraiseKindLabel[kind];
  return [
    // mgt/form (新增/编辑) is opened from here: its 保存 is this page's 编辑
    page(kind, 'mgt/list', `${label}管理`, office, sort, [
      ['list', '查询', p.list],
      ['edit', '编辑', p.edit],
      ['publish', '发布/结束', p.publish],
    ]),
    // and mgt/statisticsDetailList (明细) from here
    page(kind, 'mgt/statistics', `${label}统计`, office, sort + 2, [['statistics', '查询', p.statistics]]),
    page(kind, 'mgt/unevaluated', `${label}未评情况`, office, sort + 4, [['statistics', '查询', p.statistics]]),
    page(kind, 'mgt/unevaluatedList', `${label}未评委员`, office, sort + 5, [
      ['statistics', '查询', p.statistics],
      ['remind', '提醒', p.remind],
    ]),
    // member/target and member/form (评议) are opened from here
    page(kind, 'member/list', label, member, sort + 10, [['member', '评议', p.member]]),
    // and member/result/detail from here
    page(kind, 'member/result', `我的${label}结果`, member, sort + 12, [['member', '查询', p.member]]),
  ];
}

const kinds: AppraiseKind[] = ['proposal', 'unit'];

/**
 * The appraisal pages of spec 001 §2.5 (appraise/* and appraiseUnit/*, mgt/* for the proposal
 * office, member/* for members): six menus per kind; the form, target, result detail and
 * statistics detail pages are hidden routes opened from them (`appraiseHiddenPages`).
 */
export const proposalAppraiseMenuItems: MenuDecl[] = [...itemsOf('proposal', 100), ...itemsOf('unit', 130)];

/** The keys of the hidden pages' former menu entries, retired through the proposal manifest. */
export const appraiseRetiredMenus: string[] = kinds.flatMap((kind) => appraiseHiddenPages.map((path) => keyOf(kind, path)));
