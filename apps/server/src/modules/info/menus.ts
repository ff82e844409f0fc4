import { InfoPage, InfoPerm, InfoScorePage, InfoTypePerm, InfoManagePage as MP, PublicationTypePerm, RoleCode } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuDirectory, menuPage } from '../../platform/menu-decl';
import { publicationMenus } from './publish/menus';

/**
 * 社情民意: reporters (members, collective users, direct-report points) report and
 * confirm joint items; reviewers (the information office and the office staff a
 * flow names at a level) work their queues; the information office manages,
 * merges, adopts, sends upward and scores.
 */
const staff = [RoleCode.infoStaff];
const reporters = [RoleCode.member, RoleCode.collective];
const reviewers = [RoleCode.infoStaff, RoleCode.officeStaff];

const button = buttonsFor(staff);
const page = (key: string, name: string, url: string, icon: string, sort: number, roles: string[], children: MenuDecl[] = []) =>
  menuPage(key, name, url, { icon, sort, roles }, children);

export const infoMenus: MenuDecl[] = [
  menuDirectory(
    'info',
    '社情民意',
    { icon: 'SoundOutlined', sort: 45, roles: [...staff, ...reporters, RoleCode.officeStaff, RoleCode.handlingUnit] },
    [
      ...publicationMenus,
      page('info.desktop', '信息工作台', InfoScorePage.desktop, 'DashboardOutlined', 5, staff),
      menuDirectory('info.report', '信息报送', { sort: 10, roles: reporters }, [
        page('info.report.mine', '我的信息', InfoPage.reportList, 'FormOutlined', 10, reporters, [
          button('info.report.write', '报送', InfoPerm.report, reporters),
        ]),
        page('info.report.joint', '联名确认', InfoPage.jointConfirm, 'TeamOutlined', 20, reporters, [
          button('info.report.jointAnswer', '确认', InfoPerm.joint, reporters),
        ]),
        // a reporter's own figures (the statistics calls answer a reporter with their own items only)
        page('info.report.summary', '我的信息统计', InfoScorePage.socialCount('summaryCount'), 'BarChartOutlined', 30, reporters),
        page('info.report.type', '我的类别统计', InfoScorePage.socialCount('typeCount'), 'PieChartOutlined', 40, reporters),
        page('info.report.report', '我的报送统计', InfoScorePage.socialCount('reportCount'), 'LineChartOutlined', 50, reporters),
      ]),
      menuDirectory('info.check', '信息审核', { sort: 20, roles: reviewers }, [
        page('info.check.todo', '待审信息', InfoPage.checkList('all'), 'AuditOutlined', 10, reviewers, [
          button('info.check.do', '审核', InfoPerm.check, reviewers),
        ]),
        // the editing flows' queues (after adoption), the same page as the review queues
        page('info.check.editing', '编辑审核', InfoPage.checkList('editing'), 'HighlightOutlined', 15, reviewers),
        page('info.check.finished', '已审信息', InfoPage.checkFinished, 'FileDoneOutlined', 20, reviewers),
      ]),
      menuDirectory('info.manage', '信息管理', { sort: 30, roles: staff }, [
        page('info.manage.today', '今日信息', MP.today, 'CalendarOutlined', 10, staff),
        page('info.manage.all', '全部信息', MP.all, 'UnorderedListOutlined', 20, staff, [
          button('info.manage.do', '管理', InfoPerm.manage),
          button('info.manage.export', '导出', InfoPerm.export),
        ]),
        page('info.manage.sys', '信息录入', MP.sys, 'EditOutlined', 30, staff),
        page('info.manage.merge', '信息合并', MP.select, 'MergeCellsOutlined', 40, staff, [
          button('info.manage.mergeDo', '合并', InfoPerm.merge),
        ]),
        page('info.manage.adopt', '信息采用', MP.adopt, 'CheckSquareOutlined', 50, staff, [
          button('info.manage.adoptDo', '采用', InfoPerm.adopt),
        ]),
        page('info.manage.adopted', '已采用信息', MP.adopted, 'StarOutlined', 60, staff, [
          button('info.manage.submit', '报送上级', InfoPerm.submit),
        ]),
        page('info.manage.discard', '弃用信息', MP.discard, 'DeleteOutlined', 70, staff),
        page('info.manage.edit', '编辑加工', MP.editing, 'HighlightOutlined', 80, staff),
        page('info.manage.collect', '收编信息', MP.collect, 'InboxOutlined', 90, staff),
        page('info.manage.original', '原稿库', MP.original, 'HistoryOutlined', 100, staff),
        page('info.manage.takeFeedback', '采用反馈', MP.takeFeedback, 'MessageOutlined', 110, staff),
      ]),
      menuDirectory('info.score', '积分统计', { sort: 40, roles: staff }, [
        page('info.score.rules', '积分规则', InfoScorePage.rules, 'OrderedListOutlined', 10, staff, [
          button('info.score.ruleEdit', '维护', InfoPerm.scoreRule),
        ]),
        page('info.score.summary', '汇总统计', InfoScorePage.statistic('summaryCount'), 'BarChartOutlined', 20, staff, [
          button('info.score.view', '查看', InfoPerm.statistics),
        ]),
        page('info.score.type', '类别统计', InfoScorePage.statistic('typeCount'), 'PieChartOutlined', 30, staff),
        page('info.score.report', '报送统计', InfoScorePage.statistic('reportCount'), 'LineChartOutlined', 40, staff),
        page('info.score.reportType', '报送类别统计', InfoScorePage.statistic('reportTypeCount'), 'AreaChartOutlined', 50, staff),
        page('info.score.score', '积分统计', InfoScorePage.scoreCount, 'TrophyOutlined', 60, staff),
        page('info.score.use', '采用情况统计', InfoScorePage.statistic('useStatusList'), 'FundOutlined', 70, staff),
        page('info.score.personal', '个人采用统计', InfoScorePage.statistic('personalUseList'), 'UserOutlined', 80, staff),
      ]),
      menuDirectory('info.setup', '信息设置', { sort: 90, roles: staff }, [
        page('info.type', '信息类别', InfoPage.types, 'ApartmentOutlined', 10, staff, [
          button('info.type.list', '查询', InfoTypePerm.list),
          button('info.type.add', '新增', InfoTypePerm.add),
          button('info.type.edit', '编辑', InfoTypePerm.edit),
          button('info.type.delete', '删除', InfoTypePerm.remove),
        ]),
        page('info.publicationType', '刊物类型', InfoPage.publicationTypes, 'BookOutlined', 20, staff, [
          button('info.publicationType.list', '查询', PublicationTypePerm.list),
          button('info.publicationType.add', '新增', PublicationTypePerm.add),
          button('info.publicationType.edit', '编辑', PublicationTypePerm.edit),
          button('info.publicationType.delete', '删除', PublicationTypePerm.remove),
          button('info.publicationType.state', '启用/停用', PublicationTypePerm.state),
        ]),
        page('info.flow', '审核流程', InfoPage.flows, 'NodeIndexOutlined', 30, staff, [button('info.flow.manage', '维护', InfoPerm.flow)]),
      ]),
    ],
  ),
];
