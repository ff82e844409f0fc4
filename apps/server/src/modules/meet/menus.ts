import { MeetPage, MeetTypePerm, RoleCode } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuDirectory, menuPage } from '../../platform/menu-decl';

const staff = [RoleCode.officeStaff];
const button = buttonsFor(staff);

/** 会议管理 → 会议类型 (docs/reference-data.md: type pages sit in their area's directory). */
export const meetMenus: MenuDecl[] = [
  menuDirectory('meet', '会议管理', { icon: 'CalendarOutlined', sort: 50, roles: staff }, [
    menuPage('meet.types', '会议类型', MeetPage.types('meet'), { icon: 'TagsOutlined', sort: 90, roles: staff }, [
      button('meet.types.list', '查询', MeetTypePerm.list),
      button('meet.types.add', '新增', MeetTypePerm.add),
      button('meet.types.edit', '编辑', MeetTypePerm.edit),
      button('meet.types.delete', '删除', MeetTypePerm.remove),
      button('meet.types.auth', '授权', MeetTypePerm.auth),
    ]),
  ]),
];
