import { ProposalFlowPerm as P, ProposalPage, RoleCode } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuPage } from '../../../platform/menu-decl';

/** The proposal office sets the flow and keeps the keywords (提案设置). */
const staff = [RoleCode.proposalStaff];
const button = buttonsFor(staff);

export const flowMenuItems: MenuDecl[] = [
  menuPage('proposal.flow', '提案流程', ProposalPage.flow, { icon: 'SettingOutlined', sort: 30, roles: staff }, [
    button('proposal.flow.view', '查询', P.flowView),
    button('proposal.flow.edit', '保存', P.flowEdit),
  ]),
  menuPage('proposal.keywords', '提案关键词', ProposalPage.keywordsList, { icon: 'BookOutlined', sort: 40, roles: staff }, [
    button('proposal.keywords.list', '查询', P.keywordList),
    button('proposal.keywords.add', '新增', P.keywordAdd),
    button('proposal.keywords.edit', '编辑', P.keywordEdit),
    button('proposal.keywords.delete', '删除', P.keywordDelete),
  ]),
];
