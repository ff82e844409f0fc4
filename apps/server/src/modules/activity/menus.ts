import { ActivityTypePerm, MeetPage, RoleCode } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuDirectory, menuPage } from '../../platform/menu-decl';

const staff = [RoleCode.officeStaff];
const button = buttonsFor(staff);

/** 委员活动 → 活动类型 (docs/reference-data.md: type pages sit in their area's directory). */
export const activityMenus: MenuDecl[] = [
  menuDirectory('activity', '委员活动', { icon: 'TeamOutlined', sort: 55, roles: staff }, [
    menuPage('activity.types', '活动类型', MeetPage.types('activity'), { icon: 'TagsOutlined', sort: 90, roles: staff }, [
      button('activity.types.list', '查询', ActivityTypePerm.list),
      button('activity.types.add', '新增', ActivityTypePerm.add),
      button('activity.types.edit', '编辑', ActivityTypePerm.edit),
      button('activity.types.delete', '删除', ActivityTypePerm.remove),
      button('activity.types.auth', '授权', ActivityTypePerm.auth),
    ]),
  ]),
];
