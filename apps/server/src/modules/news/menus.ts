import { NewsColumnPerm, NewsPage, RoleCode } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl } from '../../platform/module';

const staff = [RoleCode.officeStaff];
const button = buttonsFor(staff);

/** 新闻资讯 → 新闻栏目 (docs/reference-data.md: type pages sit in their area's directory). */
export const newsMenus: MenuDecl[] = [
  {
    key: 'news',
    name: '新闻资讯',
    type: 'directory',
    icon: 'ReadOutlined',
    sort: 75,
    roles: staff,
    children: [
      {
        key: 'news.columns',
        name: '新闻栏目',
        type: 'menu',
        url: NewsPage.columns,
        icon: 'TagsOutlined',
        sort: 90,
        roles: staff,
        children: [
          button('news.columns.list', '查询', NewsColumnPerm.list),
          button('news.columns.add', '新增', NewsColumnPerm.add),
          button('news.columns.edit', '编辑', NewsColumnPerm.edit),
          button('news.columns.delete', '删除', NewsColumnPerm.remove),
        ],
      },
    ],
  },
];
