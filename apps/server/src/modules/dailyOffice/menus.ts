import { DailyOfficePage, DownloadTypePerm, RoleCode } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl } from '../../platform/module';
import { downloadDirectoryRoles, downloadMenu } from './download-menus';

const staff = [RoleCode.officeStaff];
const button = buttonsFor(staff);

/** 日常办公 → 下载中心, 下载类型 (docs/reference-data.md: type pages sit in their area's directory). */
export const dailyOfficeMenus: MenuDecl[] = [
  {
    key: 'dailyOffice',
    name: '日常办公',
    type: 'directory',
    icon: 'DesktopOutlined',
    sort: 30,
    roles: [...new Set([...staff, ...downloadDirectoryRoles])],
    children: [
      downloadMenu,
      {
        key: 'dailyOffice.downloadType',
        name: '下载类型',
        type: 'menu',
        url: DailyOfficePage.downloadType,
        icon: 'TagsOutlined',
        sort: 90,
        roles: staff,
        children: [
          button('dailyOffice.downloadType.list', '查询', DownloadTypePerm.list),
          button('dailyOffice.downloadType.add', '新增', DownloadTypePerm.add),
          button('dailyOffice.downloadType.edit', '编辑', DownloadTypePerm.edit),
          button('dailyOffice.downloadType.delete', '删除', DownloadTypePerm.remove),
        ],
      },
    ],
  },
];
