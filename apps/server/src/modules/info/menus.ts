import { InfoTypePerm, PublicationTypePerm, RoleCode } from '@cppcc/contracts';
import type { MenuDecl } from '../../platform/module';

const staff = [RoleCode.infoStaff];
const button = (key: string, name: string, permission: string): MenuDecl => ({ key, name, type: 'button', permission, roles: staff });

/** 社情民意 → 信息设置: the information office keeps the categories and publication types. */
export const infoMenus: MenuDecl[] = [
  {
    key: 'info',
    name: '社情民意',
    type: 'directory',
    icon: 'SoundOutlined',
    sort: 45,
    roles: staff,
    children: [
      {
        key: 'info.setup',
        name: '信息设置',
        type: 'directory',
        sort: 90,
        roles: staff,
        children: [
          {
            key: 'info.type',
            name: '信息类别',
            type: 'menu',
            url: '/info/infoType',
            icon: 'ApartmentOutlined',
            sort: 10,
            roles: staff,
            children: [
              button('info.type.list', '查询', InfoTypePerm.list),
              button('info.type.add', '新增', InfoTypePerm.add),
              button('info.type.edit', '编辑', InfoTypePerm.edit),
              button('info.type.delete', '删除', InfoTypePerm.remove),
            ],
          },
          {
            key: 'info.publicationType',
            name: '刊物类型',
            type: 'menu',
            url: '/info/publicationType',
            icon: 'BookOutlined',
            sort: 20,
            roles: staff,
            children: [
              button('info.publicationType.list', '查询', PublicationTypePerm.list),
              button('info.publicationType.add', '新增', PublicationTypePerm.add),
              button('info.publicationType.edit', '编辑', PublicationTypePerm.edit),
              button('info.publicationType.delete', '删除', PublicationTypePerm.remove),
              button('info.publicationType.state', '启用/停用', PublicationTypePerm.state),
            ],
          },
        ],
      },
    ],
  },
];
