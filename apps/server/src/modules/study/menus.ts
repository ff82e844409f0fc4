import { RoleCode, StudyColumnPerm, StudyPage } from '@cppcc/contracts';
import { buttonsFor, type MenuDecl, menuDirectory, menuPage } from '../../platform/menu-decl';

const staff = [RoleCode.officeStaff];
const button = buttonsFor(staff);

/** 学习培训 → 学习栏目 (docs/reference-data.md: type pages sit in their area's directory). */
export const studyMenus: MenuDecl[] = [
  menuDirectory('study', '学习培训', { icon: 'ReadOutlined', sort: 70, roles: staff }, [
    menuPage('study.columns', '学习栏目', StudyPage.columns, { icon: 'TagsOutlined', sort: 90, roles: staff }, [
      button('study.columns.list', '查询', StudyColumnPerm.list),
      button('study.columns.add', '新增', StudyColumnPerm.add),
      button('study.columns.edit', '编辑', StudyColumnPerm.edit),
      button('study.columns.delete', '删除', StudyColumnPerm.remove),
      button('study.columns.auth', '授权', StudyColumnPerm.auth),
    ]),
  ]),
];
