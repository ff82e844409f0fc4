import { type AppraiseKind, AppraisePerm, appraiseKindLabel, appraiseSegment, RoleCode } from '@cppcc/contracts';
import type { MenuDecl } from '../../../platform/module';

const office = [RoleCode.proposalStaff];
const member = [RoleCode.member];

const page = (
  kind: AppraiseKind,
  path: string,
  name: string,
  roles: string[],
  sort: number,
  buttons: [string, string, string][],
): MenuDecl => {
  const seg = appraiseSegment[kind];
  const key = `proposal.${seg}.${path.replace(/\//g, '.')}`;
  return {
    key,
    name,
    type: 'menu',
    url: `/proposal/${seg}/${path}`,
    sort,
    roles,
    children: buttons.map(([k, n, permission]) => ({ key: `${key}.${k}`, name: n, type: 'button', permission })),
  };
};

function itemsOf(kind: AppraiseKind, sort: number): MenuDecl[] {
  const p = AppraisePerm[kind];
  const label = appraiseKindLabel[kind];
  return [
    page(kind, 'mgt/list', `${label}管理`, office, sort, [
      ['list', '查询', p.list],
      ['edit', '编辑', p.edit],
      ['publish', '发布/结束', p.publish],
    ]),
    page(kind, 'mgt/form', `${label}编辑`, office, sort + 1, [['edit', '保存', p.edit]]),
    page(kind, 'mgt/statistics', `${label}统计`, office, sort + 2, [['statistics', '查询', p.statistics]]),
    page(kind, 'mgt/statisticsDetailList', `${label}明细`, office, sort + 3, [['statistics', '查询', p.statistics]]),
    page(kind, 'mgt/unevaluated', `${label}未评情况`, office, sort + 4, [['statistics', '查询', p.statistics]]),
    page(kind, 'mgt/unevaluatedList', `${label}未评委员`, office, sort + 5, [
      ['statistics', '查询', p.statistics],
      ['remind', '提醒', p.remind],
    ]),
    page(kind, 'member/list', label, member, sort + 10, [['member', '评议', p.member]]),
    page(kind, 'member/target', `${label}对象`, member, sort + 11, [['member', '评议', p.member]]),
    page(kind, 'member/result', `我的${label}结果`, member, sort + 12, [['member', '查询', p.member]]),
    page(kind, 'member/result/detail', `${label}结果详情`, member, sort + 13, [['member', '查询', p.member]]),
    page(kind, 'member/form', `${label}表单`, member, sort + 14, [['member', '评议', p.member]]),
  ];
}

/**
 * The 22 appraisal pages of spec 001 §2.5 (appraise/* and appraiseUnit/*,
 * mgt/* for the proposal office, member/* for members). The form, detail and
 * target pages are opened from their lists: the web can hide those menus
 * (they exist so their urls resolve to a menu, for breadcrumbs and access).
 */
export const proposalAppraiseMenuItems: MenuDecl[] = [...itemsOf('proposal', 100), ...itemsOf('unit', 130)];
