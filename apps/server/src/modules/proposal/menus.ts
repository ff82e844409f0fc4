import { ProposalPerm as P, ProposalPage as Page, RoleCode } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuDirectory, menuPage } from '../../platform/menu-decl';
import { proposalAppraiseMenuItems } from './appraise';
import { proposalFlowMenuItems } from './flow';
import { proposalSetupMenuItems } from './setup';
import { proposalStatsMenuItems } from './stats';

const office = [RoleCode.proposalStaff];
const member = [RoleCode.member];
const collective = [RoleCode.collective];
const proposers = [RoleCode.member, RoleCode.collective];
const unit = [RoleCode.handlingUnit];

const button = buttonsFor();

/** A menu page (url = the web route of spec 001 §2.5) with its buttons. */
const page = (
  key: string,
  name: string,
  url: string,
  roles: string[],
  sort: number,
  buttons: [string, string, string, string[]?][],
): MenuDecl =>
  menuPage(
    `proposal.${key}`,
    name,
    url,
    { sort, roles },
    buttons.map(([k, n, perm, only]) => button(`proposal.${key}.${k}`, n, perm, only)),
  );

/**
 * The proposal area's menus: the office's handling flow, the proposers' pages
 * and the handling units' pages; 提案设置 holds the sessions and categories.
 */
/** A directory is granted to every role that one of its entries is granted to. */
const rolesOf = (items: MenuDecl[]): string[] => [...new Set(items.flatMap((m) => m.roles ?? []))];

export const proposalMenus: MenuDecl[] = [
  menuDirectory('proposal', '提案管理', { icon: 'FileTextOutlined', sort: 40, roles: [...office, ...proposers, ...unit] }, [
    // the counts and to-dos of the proposal work, for everyone in the area (GET /proposal/count/desktop answers per role)
    page('desktop', '提案工作台', Page.desktop, [...office, ...proposers, ...unit], 0, []),
    // proposers
    page('memberAdd', '提交提案', Page.memberAdd, member, 1, [['add', '新增', P.add]]),
    page('collectiveAdd', '提交提案', Page.collectiveAdd, [...collective, ...office], 2, [
      ['add', '新增', P.add, collective],
      ['officeAdd', '代录提案', P.officeAdd, office],
    ]),
    page('my', '我的提案', Page.myList, proposers, 3, [
      ['list', '查询', P.myList],
      ['edit', '修改', P.edit],
      ['delete', '删除', P.remove],
      ['submit', '提交', P.submit],
      ['withdraw', '撤案', P.withdraw],
      ['evaluate', '满意度测评', P.evaluate],
    ]),
    page('joint', '联名提案', Page.jointList, member, 4, [
      ['list', '查询', P.jointList],
      ['answer', '确认联名', P.jointAnswer],
    ]),
    page('sendBack', '退回修改', Page.sendBackList, [...proposers, ...office], 5, []),
    // the office's flow
    page('receive', '提案受理', Page.receiveList, office, 10, [
      ['list', '查询', P.receiveList],
      ['do', '初分', P.receive],
      ['override', '不再等待联名', P.jointOverride],
      ['sendBack', '退回修改', P.sendBack],
      ['merge', '并案', P.merge],
    ]),
    page('check', '提案审查', Page.checkList, office, 11, [
      ['list', '查询', P.checkList],
      ['file', '立案', P.file],
      ['notFile', '不立案', P.notFile],
    ]),
    page('preAssign', '预交办', Page.preAssignList, office, 12, [
      ['list', '查询', P.preAssignList],
      ['do', '预交办', P.preAssign],
    ]),
    page('preAssignRecord', '预交办记录', Page.preAssignRecord, office, 13, []),
    page('assign', '提案交办', Page.assignList, office, 14, [
      ['list', '查询', P.assignList],
      ['do', '交办', P.assign],
    ]),
    page('assignRecord', '交办记录', Page.assignRecord, office, 15, []),
    page('track', '办理跟踪', Page.trackList, office, 16, [
      ['list', '查询', P.trackList],
      ['remind', '催办', P.remind],
      ['conclude', '办结', P.conclude],
    ]),
    page('backRecord', '退回申请', Page.backRecord, office, 17, [
      ['list', '查询', P.backList],
      ['decide', '审核', P.backDecide],
    ]),
    page('delayRecord', '延期申请', Page.delayRecord, office, 18, [
      ['list', '查询', P.delayList],
      ['decide', '审核', P.delayDecide],
    ]),
    page('remindRecord', '催办记录', Page.remindRecord, office, 19, [['list', '查询', P.remindList]]),
    page('unsatisfied', '重新办理', Page.unsatisfiedList, office, 20, []),
    page('displeasure', '不满意提案', Page.displeasureList, office, 21, []),
    page('all', '全部提案', Page.allList, office, 30, [
      ['list', '查询', P.allList],
      ['edit', '修改', P.allEdit],
      ['mark', '重点/优秀/良好', P.mark],
      ['open', '设置公开', P.open],
    ]),
    page('key', '重点提案', Page.keyList, office, 31, []),
    page('excellent', '优秀提案', Page.excellentList, office, 32, []),
    page('good', '良好提案', Page.goodList, office, 33, []),
    page('noFiled', '不立案提案', Page.noFiledList, office, 34, []),
    page('letter', '转委员来信', Page.letterList, office, 35, []),
    page('merge', '并案提案', Page.mergeList, office, 36, [['list', '查询', P.mergeList]]),
    page('record', '历史提案录入', Page.recordList, office, 37, [
      ['list', '查询', P.recordList],
      ['edit', '录入', P.recordEdit],
    ]),
    page('instruction', '领导批示', Page.instructionList, office, 38, [
      ['list', '查询', P.instructionList],
      ['edit', '录入', P.instructionEdit],
      ['feedback', '反馈', P.feedback],
    ]),
    page('yearSummary', '年度办理总结', Page.yearSummary, [...office, ...unit], 39, [
      ['list', '查询', P.yearSummaryList, office],
      ['edit', '编辑', P.yearSummaryEdit, unit],
    ]),
    page('open', '公开提案', Page.openList, [...office, ...proposers, ...unit], 40, [['list', '查询', P.openList]]),
    page('reference', '提案参考', Page.reference, [...office, ...proposers], 41, [['list', '查询', P.reference]]),
    // handling units
    page('preSign', '预交办反馈', Page.preSignList, unit, 50, [
      ['list', '查询', P.preSignList],
      ['feedback', '反馈', P.preSignFeedback],
    ]),
    page('sign', '待签收', Page.signList, unit, 51, [
      ['list', '查询', P.signList],
      ['do', '签收', P.sign],
    ]),
    page('handling', '办理中', Page.handlingList, unit, 52, [
      ['list', '查询', P.handlingList],
      ['reply', '答复', P.reply],
      ['back', '申请退回', P.backApply],
      ['delay', '申请延期', P.delayApply],
      ['feedback', '落实反馈', P.feedback],
    ]),
    page('finish', '已答复', Page.finishList, unit, 53, [['list', '查询', P.finishList]]),
    page('takeSysAssign', '系统交办', Page.takeSysAssignList, unit, 54, [['list', '查询', P.takeSysList]]),
    page('takeSysTrack', '系统跟踪', Page.takeSysTrackList, unit, 55, []),
    // the unit's own return / delay requests and the office's answers (the lists keep a unit to its own rows);
    // entries of their own, not the office's ones widened, so that an existing install grants them too
    page('unitBackRecord', '退回申请记录', Page.backRecord, unit, 56, [['list', '查询', P.backList]]),
    page('unitDelayRecord', '延期申请记录', Page.delayRecord, unit, 57, [['list', '查询', P.delayList]]),
    // the reminders the unit was sent (15/7/3 days left, overdue, the office's 催办); the list keeps it to its own
    page('unitRemindRecord', '催办记录', Page.remindRecord, unit, 58, [['list', '查询', P.remindList]]),
    menuDirectory('proposal.statistics', '统计分析', { sort: 80, roles: rolesOf(proposalStatsMenuItems) }, proposalStatsMenuItems),
    menuDirectory('proposal.appraisal', '提案测评', { sort: 85, roles: rolesOf(proposalAppraiseMenuItems) }, proposalAppraiseMenuItems),
    menuDirectory('proposal.setup', '提案设置', { sort: 90, roles: office }, [...proposalSetupMenuItems, ...proposalFlowMenuItems]),
  ]),
];
