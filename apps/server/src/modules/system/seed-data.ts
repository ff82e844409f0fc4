import { CollectiveType, type DataScopeValue, RoleCode, UserType } from '@cppcc/contracts';

/** Demo accounts printed at start (issue: usernames exactly as listed). */
export const demoAccounts = [
  { loginName: 'admin', label: '系统管理员' },
  { loginName: 'secadmin', label: '安全管理员' },
  { loginName: 'auditadmin', label: '审计管理员' },
  { loginName: 'tian', label: '提案委员会办公室工作人员' },
  { loginName: 'xinxi', label: '信息处工作人员' },
  { loginName: 'wu.bgt', label: '办公厅工作人员（组织会议、委员活动，管理发言）' },
  { loginName: 'weiyuan', label: '委员' },
  { loginName: 'weiyuan.staff', label: '同一人的机关工作人员身份（研究室，可切换身份）' },
  { loginName: 'jiti', label: '集体用户（党派）' },
  { loginName: 'chengban', label: '承办单位（市教育局）' },
  { loginName: 'zb_cd', label: '信息直报点（城东区政协信息直报点）' },
] as const;

export interface RoleSeed {
  code: string;
  name: string;
  dataScope: DataScopeValue;
  adminKind?: 'system' | 'security' | 'audit';
  remark: string;
}

/** Built-in roles (codes fixed in contracts RoleCode; module manifests grant menus to them). */
export const roleSeeds: RoleSeed[] = [
  {
    code: RoleCode.systemAdmin,
    name: '系统管理员',
    dataScope: 1,
    adminKind: 'system',
    remark: '用户、组织机构、菜单、字典等系统配置（三员之一）',
  },
  {
    code: RoleCode.securityAdmin,
    name: '安全管理员',
    dataScope: 1,
    adminKind: 'security',
    remark: '角色授权、用户角色分配、账号解锁与安全策略（三员之一）',
  },
  { code: RoleCode.auditAdmin, name: '审计管理员', dataScope: 1, adminKind: 'audit', remark: '查看与导出审计日志、登录日志（三员之一）' },
  { code: RoleCode.proposalStaff, name: '提案工作人员', dataScope: 1, remark: '提案委员会办公室：提案受理、审查、交办、督办与统计' },
  { code: RoleCode.infoStaff, name: '信息工作人员', dataScope: 1, remark: '信息处：社情民意信息审核、编辑、刊物与报送' },
  // general office staff see their own department's records
  { code: RoleCode.officeStaff, name: '机关工作人员', dataScope: 2, remark: '机关日常办公、会议活动组织' },
  { code: RoleCode.member, name: '政协委员', dataScope: 4, remark: '委员履职：提案、社情民意、会议活动、履职报告' },
  { code: RoleCode.collective, name: '集体用户', dataScope: 4, remark: '党派、人民团体、专门委员会、界别、信息直报点以集体名义提交' },
  { code: RoleCode.handlingUnit, name: '承办单位', dataScope: 4, remark: '承办单位和承办系统：签收、办理、答复提案' },
];

/** Internal organisations of the municipal conference office (机关内设机构), under one root. */
export const OFFICE_ROOT = '市政协机关';
export const internalOrgs: string[] = [
  '办公厅',
  '提案委员会办公室',
  '信息处（社情民意信息处）',
  '会务处',
  '研究室',
  '委员工作室',
  '人事处',
  '宣传处',
  '文史和学习委员会办公室',
  '机关党委',
  '机关事务管理处',
];

/** Handling units (承办单位, collective type 7): [name, login-name code] — the code makes the account 'cb_<code>'. */
export const govUnits: [string, string][] = [
  ['市发展和改革委员会', 'fgw'],
  ['市教育局', 'jyj'],
  ['市科学技术局', 'kjj'],
  ['市工业和信息化局', 'gxj'],
  ['市公安局', 'gaj'],
  ['市民政局', 'mzj'],
  ['市司法局', 'sfj'],
  ['市财政局', 'czj'],
  ['市人力资源和社会保障局', 'rsj'],
  ['市自然资源和规划局', 'zrzyj'],
  ['市生态环境局', 'sthjj'],
  ['市住房和城乡建设局', 'zjj'],
  ['市交通运输局', 'jtj'],
  ['市水务局', 'swj'],
  ['市农业农村局', 'nyncj'],
  ['市商务局', 'swuj'],
  ['市文化广电旅游局', 'whlyj'],
  ['市卫生健康委员会', 'wjw'],
  ['市退役军人事务局', 'tyjrj'],
  ['市应急管理局', 'yjglj'],
  ['市审计局', 'sjj'],
  ['市市场监督管理局', 'scjgj'],
  ['市体育局', 'tyj'],
  ['市统计局', 'tjj'],
  ['市医疗保障局', 'ybj'],
  ['市城市管理局', 'cgj'],
  ['市数据局', 'sjuj'],
  ['市信访局', 'xfj'],
];
/** Units outside the government system that also handle proposals. */
export const otherUnits: [string, string][] = [
  ['市中级人民法院', 'zy'],
  ['市人民检察院', 'jcy'],
  ['市委宣传部', 'xcb'],
  ['市委统战部', 'tzb'],
  ['国网市供电公司', 'gdgs'],
];
/** Handling systems (承办系统, collective type 8) redistribute to their own units: government units sit under the first. */
export const handlingSystems: [string, string][] = [
  ['市人民政府办公厅', 'szfbgt'],
  ['市委办公室', 'swbgs'],
];
/** Information direct-report points (信息直报点, collective type 11). */
export const directReportPoints: [string, string][] = [
  ['城东区政协信息直报点', 'zb_cd'],
  ['城西区政协信息直报点', 'zb_cx'],
  ['高新区政协工作联络处', 'zb_gx'],
  ['市社会科学院', 'zb_sky'],
];
/** Parties and people's organisations that act as collective users (types 3 and 4). */
export const collectiveUnits: [string, string, number][] = [
  ['民革市委会', 'mg', CollectiveType.party],
  ['民盟市委会', 'mm', CollectiveType.party],
  ['民建市委会', 'mj', CollectiveType.party],
  ['民进市委会', 'mjin', CollectiveType.party],
  ['农工党市委会', 'ngd', CollectiveType.party],
  ['致公党市委会', 'zgd', CollectiveType.party],
  ['九三学社市委会', 'jsxs', CollectiveType.party],
  ['市工商联', 'gsl', CollectiveType.party],
  ['市总工会', 'zgh', CollectiveType.peopleOrg],
  ['团市委', 'tsw', CollectiveType.peopleOrg],
  ['市妇联', 'fl', CollectiveType.peopleOrg],
  ['市科协', 'kx', CollectiveType.peopleOrg],
];

/** A person-shaped demo account: office staff and administrators. */
export interface StaffSeed {
  loginName: string;
  username: string;
  userType: number;
  org: string | null;
  role: string;
  sex: 1 | 2;
  duty: string;
}

export const staffSeeds: StaffSeed[] = [
  {
    loginName: 'admin',
    username: '赵志刚',
    userType: UserType.admin,
    org: '办公厅',
    role: RoleCode.systemAdmin,
    sex: 1,
    duty: '信息化管理员',
  },
  {
    loginName: 'secadmin',
    username: '钱丽华',
    userType: UserType.admin,
    org: '办公厅',
    role: RoleCode.securityAdmin,
    sex: 2,
    duty: '网络安全管理员',
  },
  {
    loginName: 'auditadmin',
    username: '孙明远',
    userType: UserType.admin,
    org: '机关党委',
    role: RoleCode.auditAdmin,
    sex: 1,
    duty: '安全审计员',
  },
  {
    loginName: 'tian',
    username: '田晓东',
    userType: UserType.staff,
    org: '提案委员会办公室',
    role: RoleCode.proposalStaff,
    sex: 1,
    duty: '一级主任科员',
  },
  {
    loginName: 'xinxi',
    username: '徐欣怡',
    userType: UserType.staff,
    org: '信息处（社情民意信息处）',
    role: RoleCode.infoStaff,
    sex: 2,
    duty: '信息处副处长',
  },
  {
    loginName: 'zhou.tian',
    username: '周建平',
    userType: UserType.staff,
    org: '提案委员会办公室',
    role: RoleCode.proposalStaff,
    sex: 1,
    duty: '提案委员会办公室主任',
  },
  {
    loginName: 'lin.tian',
    username: '林雪梅',
    userType: UserType.staff,
    org: '提案委员会办公室',
    role: RoleCode.proposalStaff,
    sex: 2,
    duty: '二级主任科员',
  },
  {
    loginName: 'he.xinxi',
    username: '何文博',
    userType: UserType.staff,
    org: '信息处（社情民意信息处）',
    role: RoleCode.infoStaff,
    sex: 1,
    duty: '信息处处长',
  },
  {
    loginName: 'wu.bgt',
    username: '吴海燕',
    userType: UserType.staff,
    org: '办公厅',
    role: RoleCode.officeStaff,
    sex: 2,
    duty: '秘书科科长',
  },
  {
    loginName: 'zheng.hw',
    username: '郑国强',
    userType: UserType.staff,
    org: '会务处',
    role: RoleCode.officeStaff,
    sex: 1,
    duty: '会务处处长',
  },
  {
    loginName: 'feng.hw',
    username: '冯晓丽',
    userType: UserType.staff,
    org: '会务处',
    role: RoleCode.officeStaff,
    sex: 2,
    duty: '四级主任科员',
  },
  {
    loginName: 'chen.wygzs',
    username: '陈立新',
    userType: UserType.staff,
    org: '委员工作室',
    role: RoleCode.officeStaff,
    sex: 1,
    duty: '委员工作室主任',
  },
];
