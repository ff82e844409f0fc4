import { ActivityTypePerm, MeetPage, RoleCode } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl } from '../../platform/module';

const staff = [RoleCode.officeStaff];
const button = buttonsFor(staff);

/** 委员活动 → 活动类型 (docs/reference-data.md: type pages sit in their area's directory). */
export const activityMenus: MenuDecl[] = [
  {
    key: 'activity',
    name: '委员活动',
    type: 'directory',
    icon: 'TeamOutlined',
    sort: 55,
    roles: staff,
    children: [
      {
        key: 'activity.types',
        name: '活动类型',
        type: 'menu',
        url: MeetPage.types('activity'),
        icon: 'TagsOutlined',
        sort: 90,
        roles: staff,
        children: [
          button('activity.types.list', '查询', ActivityTypePerm.list),
          button('activity.types.add', '新增', ActivityTypePerm.add),
          button('activity.types.edit', '编辑', ActivityTypePerm.edit),
          button('activity.types.delete', '删除', ActivityTypePerm.remove),
          button('activity.types.auth', '授权', ActivityTypePerm.auth),
        ],
      },
    ],
  },
];
