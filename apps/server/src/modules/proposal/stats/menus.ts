import {
  type ProposalStatName,
  ProposalStatPage,
  proposalCountNames,
  proposalStatGroup,
  proposalStatisticNames,
  proposalStatPerm,
  proposalStatTitle,
  RoleCode,
} from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuPage } from '../../../platform/menu-decl';

const office = [RoleCode.proposalStaff];

const button = buttonsFor();

const statMenu = (name: ProposalStatName, sort: number): MenuDecl => {
  const key = `proposal.${proposalStatGroup(name)}.${name}`;
  return menuPage(key, proposalStatTitle[name], ProposalStatPage[name], { sort, roles: office }, [
    button(`${key}.view`, '查询', proposalStatPerm(name, 'view')),
    button(`${key}.export`, '导出', proposalStatPerm(name, 'export')),
  ]);
};

/**
 * The 21 counting and statistics pages of spec 001 §2.5 (proposalCount/* then
 * statistic/*), for the proposal office; each has 查询 and 导出 buttons.
 */
export const proposalStatsMenuItems: MenuDecl[] = [
  ...proposalCountNames.map((n, i) => statMenu(n, 60 + i)),
  ...proposalStatisticNames.map((n, i) => statMenu(n, 70 + i)),
];
