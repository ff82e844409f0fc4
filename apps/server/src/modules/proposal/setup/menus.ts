import { ProposalSetupPerm as P, ProposalPage, RoleCode } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuPage } from '../../../platform/menu-decl';

/** The proposal office keeps sessions and categories (提案设置). */
const staff = [RoleCode.proposalStaff];
const button = buttonsFor(staff);

export const setupMenuItems: MenuDecl[] = [
  menuPage('proposal.session', '提案届次', ProposalPage.sessionList, { icon: 'CalendarOutlined', sort: 10, roles: staff }, [
    button('proposal.session.list', '查询', P.sessionList),
    button('proposal.session.add', '新增', P.sessionAdd),
    button('proposal.session.edit', '编辑', P.sessionEdit),
    button('proposal.session.delete', '删除', P.sessionDelete),
    button('proposal.session.state', '设为当前/开关', P.sessionState),
  ]),
  menuPage('proposal.type', '提案类别', ProposalPage.typeList, { icon: 'ApartmentOutlined', sort: 20, roles: staff }, [
    button('proposal.type.list', '查询', P.typeList),
    button('proposal.type.add', '新增', P.typeAdd),
    button('proposal.type.edit', '编辑', P.typeEdit),
    button('proposal.type.delete', '删除', P.typeDelete),
  ]),
];
