import { NewsColumnPerm, NewsPage, RoleCode } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuDirectory, menuPage } from '../../platform/menu-decl';

const staff = [RoleCode.officeStaff];
const button = buttonsFor(staff);

/** 新闻资讯 → 新闻栏目 (docs/reference-data.md: type pages sit in their area's directory). */
export const newsMenus: MenuDecl[] = [
  menuDirectory('news', '新闻资讯', { icon: 'ReadOutlined', sort: 75, roles: staff }, [
    menuPage('news.columns', '新闻栏目', NewsPage.columns, { icon: 'TagsOutlined', sort: 90, roles: staff }, [
      button('news.columns.list', '查询', NewsColumnPerm.list),
      button('news.columns.add', '新增', NewsColumnPerm.add),
      button('news.columns.edit', '编辑', NewsColumnPerm.edit),
      button('news.columns.delete', '删除', NewsColumnPerm.remove),
    ]),
  ]),
];
