import { RoleCode, SystemPage, SystemPerm } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuDirectory, menuPage } from '../../platform/menu-decl';

const SYS = RoleCode.systemAdmin;
const SEC = RoleCode.securityAdmin;
const AUD = RoleCode.auditAdmin;

const button = buttonsFor();

/**
 * 系统管理 and who holds what (docs/system-api.md, 三员分立): the system admin
 * runs accounts, organisations, menus and dictionaries; the security admin
 * roles, grants, unlocking and the security policy; the audit admin reads the logs.
 * Sort numbers leave room for the entries other modules attach here
 * (在线用户 70 from sso, 短信发件箱 100 from sms). Which administrator may hold
 * which permission is read from these declarations (separation.ts, adminDutiesOf).
 */
export const systemMenus: MenuDecl[] = [
  menuDirectory('system', '系统管理', { icon: 'SettingOutlined', sort: 900, roles: [SYS, SEC, AUD] }, [
    menuPage(
      'system.user',
      '用户管理',
      SystemPage.user,
      { permission: SystemPerm.userList, icon: 'UserOutlined', sort: 10, roles: [SYS, SEC] },
      [
        button('system.user.add', '新增', SystemPerm.userAdd, [SYS]),
        button('system.user.edit', '修改', SystemPerm.userEdit, [SYS]),
        button('system.user.delete', '删除', SystemPerm.userDelete, [SYS]),
        button('system.user.enable', '启用/停用', SystemPerm.userEnable, [SYS]),
        button('system.user.reset', '重置密码', SystemPerm.userReset, [SYS]),
        button('system.user.unlock', '解锁', SystemPerm.userUnlock, [SEC]),
        button('system.user.role', '分配角色', SystemPerm.userRole, [SEC]),
        button('system.user.resetAdmin', '重置管理员密码', SystemPerm.userResetAdmin, [SEC]),
        button('system.user.identity', '关联身份', SystemPerm.userIdentity, [SYS]),
      ],
    ),
    menuPage(
      'system.org',
      '组织机构',
      SystemPage.org,
      { permission: SystemPerm.orgList, icon: 'ApartmentOutlined', sort: 20, roles: [SYS] },
      [
        button('system.org.add', '新增', SystemPerm.orgAdd, [SYS]),
        button('system.org.edit', '修改', SystemPerm.orgEdit, [SYS]),
        button('system.org.delete', '删除', SystemPerm.orgDelete, [SYS]),
      ],
    ),
    menuPage(
      'system.role',
      '角色管理',
      SystemPage.role,
      { permission: SystemPerm.roleList, icon: 'TeamOutlined', sort: 30, roles: [SEC] },
      [
        button('system.role.add', '新增', SystemPerm.roleAdd, [SEC]),
        button('system.role.edit', '修改', SystemPerm.roleEdit, [SEC]),
        button('system.role.delete', '删除', SystemPerm.roleDelete, [SEC]),
        button('system.role.grant', '授权', SystemPerm.roleGrant, [SEC]),
      ],
    ),
    menuPage(
      'system.menu',
      '菜单管理',
      SystemPage.menu,
      { permission: SystemPerm.menuList, icon: 'MenuOutlined', sort: 40, roles: [SYS] },
      [
        button('system.menu.add', '新增', SystemPerm.menuAdd, [SYS]),
        button('system.menu.edit', '修改', SystemPerm.menuEdit, [SYS]),
        button('system.menu.delete', '删除', SystemPerm.menuDelete, [SYS]),
      ],
    ),
    menuPage(
      'system.dict',
      '字典管理',
      SystemPage.dict,
      { permission: SystemPerm.dictList, icon: 'BookOutlined', sort: 50, roles: [SYS] },
      [
        button('system.dict.add', '新增', SystemPerm.dictAdd, [SYS]),
        button('system.dict.edit', '修改', SystemPerm.dictEdit, [SYS]),
        button('system.dict.delete', '删除', SystemPerm.dictDelete, [SYS]),
      ],
    ),
    menuPage(
      'system.security',
      '安全策略',
      SystemPage.security,
      { permission: SystemPerm.securityView, icon: 'SafetyOutlined', sort: 60, roles: [SEC] },
      [button('system.security.edit', '修改', SystemPerm.securityEdit, [SEC])],
    ),
    menuPage(
      'system.loginLog',
      '登录日志',
      SystemPage.loginLog,
      { permission: SystemPerm.loginLogList, icon: 'LoginOutlined', sort: 80, roles: [AUD] },
      null,
    ),
    menuPage(
      'system.auditLog',
      '审计日志',
      SystemPage.auditLog,
      { permission: SystemPerm.auditList, icon: 'AuditOutlined', sort: 90, roles: [AUD] },
      [button('system.auditLog.export', '导出', SystemPerm.auditExport, [AUD])],
    ),
  ]),
];
