import { DailyOfficePage, DownloadTypePerm, RoleCode } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuDirectory, menuPage } from '../../platform/menu-decl';
import { downloadDirectoryRoles, downloadMenu } from './download-menus';

const staff = [RoleCode.officeStaff];
const button = buttonsFor(staff);

/** 日常办公 → 下载中心, 下载类型 (docs/reference-data.md: type pages sit in their area's directory). */
export const dailyOfficeMenus: MenuDecl[] = [
  menuDirectory(
    'dailyOffice',
    '日常办公',
    { icon: 'DesktopOutlined', sort: 30, roles: [...new Set([...staff, ...downloadDirectoryRoles])] },
    [
      downloadMenu,
      menuPage('dailyOffice.downloadType', '下载类型', DailyOfficePage.downloadType, { icon: 'TagsOutlined', sort: 90, roles: staff }, [
        button('dailyOffice.downloadType.list', '查询', DownloadTypePerm.list),
        button('dailyOffice.downloadType.add', '新增', DownloadTypePerm.add),
        button('dailyOffice.downloadType.edit', '编辑', DownloadTypePerm.edit),
        button('dailyOffice.downloadType.delete', '删除', DownloadTypePerm.remove),
      ]),
    ],
  ),
];
