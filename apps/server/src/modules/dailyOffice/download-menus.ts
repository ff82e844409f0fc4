import { DailyOfficePage, DownloadPerm, RoleCode } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuPage } from '../../platform/menu-decl';

const staff = [RoleCode.officeStaff];
/** members read the centre through the same page; only the view button is theirs */
const readers = [RoleCode.officeStaff, RoleCode.member];
const button = buttonsFor(staff);

/** 日常办公 → 下载中心 (spec 001 §2.11 /dailyOffice/downloadList): office staff manage it, members read it. */
export const downloadMenu: MenuDecl = menuPage(
  'dailyOffice.download',
  '下载中心',
  DailyOfficePage.downloadList,
  { icon: 'FolderOutlined', sort: 80, roles: readers },
  [
    button('dailyOffice.download.view', '查看', DownloadPerm.view, readers),
    button('dailyOffice.download.list', '管理', DownloadPerm.list),
    button('dailyOffice.download.add', '新增', DownloadPerm.add),
    button('dailyOffice.download.edit', '编辑', DownloadPerm.edit),
    button('dailyOffice.download.delete', '删除', DownloadPerm.remove),
    button('dailyOffice.download.export', '导出', DownloadPerm.export),
  ],
);

/** roles that see the 日常办公 directory because of the download centre */
export const downloadDirectoryRoles = readers;
