import { z } from 'zod';

/** Menu entries: directory, menu (a route) and button (a permission name). */
export const MenuType = { directory: 'directory', menu: 'menu', button: 'button' } as const;
export type MenuTypeValue = (typeof MenuType)[keyof typeof MenuType];

export interface MenuNode {
  id: string;
  parentId: string | null;
  name: string;
  menuType: MenuTypeValue;
  url: string | null;
  icon: string | null;
  sort: number;
  children: MenuNode[];
}
export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.string(),
    menuType: z.enum(['directory', 'menu', 'button']),
    url: z.string().nullable(),
    icon: z.string().nullable(),
    sort: z.number().int(),
    children: z.array(menuNode),
  }),
);

/** Role data scope: which records of which organisations a role may see. */
export const DataScope = { all: 1, orgAndBelow: 2, org: 3, self: 4, custom: 5 } as const;
export type DataScopeValue = (typeof DataScope)[keyof typeof DataScope];
export const dataScopeLabel: Record<DataScopeValue, string> = {
  1: '全部数据',
  2: '本部门及以下数据',
  3: '本部门数据',
  4: '仅本人数据',
  5: '自定义数据',
};

/** Three separate administrators (三员分立): one person may hold at most one of these. */
export const AdminKind = { system: 'system', security: 'security', audit: 'audit' } as const;
export type AdminKindValue = (typeof AdminKind)[keyof typeof AdminKind];
export const adminKindLabel: Record<AdminKindValue, string> = { system: '系统管理员', security: '安全管理员', audit: '审计管理员' };

/** Header that names the application whose menus are asked for (001 §7.1). */
export const APP_CODE_HEADER = 'app-code';
export const DEFAULT_APP_CODE = 'cppcc';

/** Codes of the built-in roles; the seed creates them and module manifests grant menus to them. */
export const RoleCode = {
  systemAdmin: 'system_admin',
  securityAdmin: 'security_admin',
  auditAdmin: 'audit_admin',
  proposalStaff: 'proposal_staff',
  infoStaff: 'info_staff',
  officeStaff: 'office_staff',
  member: 'member',
  collective: 'collective',
  handlingUnit: 'handling_unit',
} as const;
