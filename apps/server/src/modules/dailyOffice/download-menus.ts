import { DailyOfficePage, DownloadPerm, RoleCode } from '@cppcc/contracts';
import type { MenuDecl } from '../../platform/module';

const staff = [RoleCode.officeStaff];
/** members read the centre through the same page; only the view button is theirs */
const readers = [RoleCode.officeStaff, RoleCode.member];
const button = (key: string, name: string, permission: string, roles: string[] = staff): MenuDecl => ({
  key,
  name,
  type: 'button',
  permission,
  roles,
});

/** 日常办公 → 下载中心 (spec 001 §2.11 /dailyOffice/downloadList): office staff manage it, members read it. */
export const downloadMenu: MenuDecl = {
  key: 'dailyOffice.download',
  name: '下载中心',
  type: 'menu',
  url: DailyOfficePage.downloadList,
  icon: 'FolderOutlined',
  sort: 80,
  roles: readers,
  children: [
    button('dailyOffice.download.view', '查看', DownloadPerm.view, readers),
    button('dailyOffice.download.list', '管理', DownloadPerm.list),
    button('dailyOffice.download.add', '新增', DownloadPerm.add),
    button('dailyOffice.download.edit', '编辑', DownloadPerm.edit),
    button('dailyOffice.download.delete', '删除', DownloadPerm.remove),
    button('dailyOffice.download.export', '导出', DownloadPerm.export),
  ],
};

/** roles that see the 日常办公 directory because of the download centre */
export const downloadDirectoryRoles = readers;
