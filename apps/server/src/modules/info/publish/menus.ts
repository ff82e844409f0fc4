import { PublicationPage as PP, PUBLICATION_STAT_PAGE, PublicationPerm, RoleCode } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuDirectory, menuPage } from '../../../platform/menu-decl';

/**
 * 刊物: the information office compiles, numbers, signs off and distributes issues and
 * records leaders' instructions; the signer named on an issue signs it; the readers on
 * its distribution list (leaders, office staff, units, members) read it and answer with
 * feedback.
 */
const staff = [RoleCode.infoStaff];
const signers = [RoleCode.infoStaff, RoleCode.officeStaff];
const readers = [RoleCode.officeStaff, RoleCode.handlingUnit, RoleCode.member, RoleCode.collective];

const button = buttonsFor(staff);
const page = (key: string, name: string, url: string, icon: string, sort: number, roles: string[], children: MenuDecl[] = []) =>
  menuPage(key, name, url, { icon, sort, roles }, children);

export const publicationMenus: MenuDecl[] = [
  menuDirectory('info.periodical', '刊物管理', { sort: 35, roles: signers }, [
    page('info.periodical.edit', '刊物编辑', PP.edit, 'BookOutlined', 10, staff, [
      button('info.periodical.editDo', '编辑', PublicationPerm.edit),
    ]),
    page('info.periodical.submit', '送签刊物', PP.submitPage, 'SendOutlined', 20, staff),
    page('info.periodical.adopt', '刊物签发', PP.adopt, 'SignatureOutlined', 30, signers, [
      button('info.periodical.sign', '签发', PublicationPerm.sign, signers),
    ]),
    page('info.periodical.all', '全部刊物', PP.all, 'ReadOutlined', 40, staff, [
      button('info.periodical.view', '查看', PublicationPerm.view),
    ]),
    page('info.periodical.excellent', '优秀刊物', PP.excellentList, 'TrophyOutlined', 50, staff),
    page('info.periodical.instruct', '领导批示', PP.instruct, 'CommentOutlined', 60, staff, [
      button('info.periodical.instructDo', '登记', PublicationPerm.instruct),
    ]),
    page('info.periodical.feedback', '刊物反馈', PP.feedback, 'MessageOutlined', 70, staff, [
      button('info.periodical.feedbackDo', '管理', PublicationPerm.feedback),
    ]),
    page('info.periodical.statistics', '刊物统计', PUBLICATION_STAT_PAGE, 'BarChartOutlined', 80, staff),
  ]),
  menuDirectory('info.reading', '阅读刊物', { sort: 38, roles: readers }, [
    page('info.reading.open', '收到的刊物', PP.open, 'ReadOutlined', 10, readers, [
      button('info.reading.read', '阅读', PublicationPerm.read, [...readers, ...staff]),
    ]),
    page('info.reading.feedback', '我的反馈', PP.socialTakeFeedback, 'MessageOutlined', 20, readers),
  ]),
];
