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
import type { MenuDecl } from '../../../platform/module';

const office = [RoleCode.proposalStaff];

const statMenu = (name: ProposalStatName, sort: number): MenuDecl => ({
  key: `proposal.${proposalStatGroup(name)}.${name}`,
  name: proposalStatTitle[name],
  type: 'menu',
  url: ProposalStatPage[name],
  sort,
  roles: office,
  children: [
    { key: `proposal.${proposalStatGroup(name)}.${name}.view`, name: '查询', type: 'button', permission: proposalStatPerm(name, 'view') },
    {
      key: `proposal.${proposalStatGroup(name)}.${name}.export`,
      name: '导出',
      type: 'button',
      permission: proposalStatPerm(name, 'export'),
    },
  ],
});

/**
 * The 21 counting and statistics pages of spec 001 §2.5 (proposalCount/* then
 * statistic/*), for the proposal office; each has 查询 and 导出 buttons.
 */
export const proposalStatsMenuItems: MenuDecl[] = [
  ...proposalCountNames.map((n, i) => statMenu(n, 60 + i)),
  ...proposalStatisticNames.map((n, i) => statMenu(n, 70 + i)),
];
