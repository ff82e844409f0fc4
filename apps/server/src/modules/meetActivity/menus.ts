import { MEET_KINDS, MeetHearerPerm, type MeetKind, MeetPage, meetPerm, RoleCode, SpeakPage, SpeakPerm } from '@cppcc/contracts';
import { buttonsFor, type CallerMenuDecl, type MenuDecl, menuDirectory, menuPage } from '../../platform/menu-decl';
import { typesOf } from './record/rows';

/**
 * 会议管理 / 委员活动 (the directories the type modules declare, `meet` and `activity`) get the
 * organiser's pages; members get 我的会议活动 and 我的发言; the office gets 会议发言.
 * The detail, add, sign-in list and result pages are opened from the lists, not the menu.
 */
const staff = [RoleCode.officeStaff];
const members = [RoleCode.member];
const staffButton = buttonsFor(staff);
const memberButton = buttonsFor(members);

function kindPages(kind: MeetKind): MenuDecl[] {
  const p = meetPerm(kind);
  const name = kind === 'meet' ? '会议' : '活动';
  const at = (sort: number, icon: string) => ({ icon, sort, roles: staff, parentKey: kind });
  const pages: MenuDecl[] = [
    menuPage(`${kind}.list`, `${name}列表`, MeetPage.list(kind), at(10, 'UnorderedListOutlined'), [
      staffButton(`${kind}.list.manage`, '管理', p.manage),
      staffButton(`${kind}.list.view`, '查看全部', p.view),
      staffButton(`${kind}.list.applyCheck`, '审核请假', p.applyCheck),
    ]),
    menuPage(`${kind}.allResults`, `${name}成果`, MeetPage.allResults(kind), at(20, 'TrophyOutlined'), [
      staffButton(`${kind}.allResults.manage`, '管理', p.results),
    ]),
    menuPage(`${kind}.statistic`, `${name}统计`, MeetPage.statistic(kind), at(30, 'BarChartOutlined')),
  ];
  if (kind === 'meet') {
    pages.push(
      menuPage('meet.hearer', '列席人员', MeetPage.hearer, at(40, 'UserSwitchOutlined'), [
        staffButton('meet.hearer.manage', '管理', MeetHearerPerm.manage),
      ]),
      menuPage('meet.speak', '会议发言', SpeakPage.meetSpeak, at(50, 'AudioOutlined')),
    );
  }
  return pages;
}

export const meetActivityMenus: MenuDecl[] = [
  ...kindPages('meet'),
  ...kindPages('activity'),
  menuDirectory('meetActivity', '我的会议活动', { icon: 'ScheduleOutlined', sort: 52, roles: members }, [
    menuPage('meetActivity.schedule', '我的日程', MeetPage.schedule, { icon: 'CalendarOutlined', sort: 10, roles: members }, [
      memberButton('meetActivity.schedule.meet', '参加会议', meetPerm('meet').attend),
      memberButton('meetActivity.schedule.activity', '参加活动', meetPerm('activity').attend),
    ]),
    menuPage('meetActivity.enters', '报名', MeetPage.enters, { icon: 'SolutionOutlined', sort: 20, roles: members }),
    menuPage('meetActivity.myResults', '我的成果', MeetPage.myResults, { icon: 'TrophyOutlined', sort: 30, roles: members }),
    menuPage('meetActivity.mySpeak', '我的发言', SpeakPage.myList, { icon: 'AudioOutlined', sort: 40, roles: members }, [
      memberButton('meetActivity.mySpeak.write', '撰写', SpeakPerm.write),
    ]),
  ]),
  menuDirectory('speak', '发言管理', { icon: 'AudioOutlined', sort: 53, roles: staff }, [
    menuPage('speak.check', '发言审核', SpeakPage.check, { icon: 'AuditOutlined', sort: 10, roles: staff }, [
      staffButton('speak.check.manage', '审核', SpeakPerm.manage),
    ]),
    menuPage('speak.allList', '全部发言', SpeakPage.allList, { icon: 'UnorderedListOutlined', sort: 20, roles: staff }),
    menuPage('speak.allSupplementary', '补录发言', SpeakPage.allSupplementary, { icon: 'EditOutlined', sort: 30, roles: staff }),
    menuPage('speak.manuscript', '发言汇编', SpeakPage.manuscript, { icon: 'FileWordOutlined', sort: 40, roles: staff }),
    menuPage('speak.report', '发言统计', SpeakPage.report, { icon: 'BarChartOutlined', sort: 50, roles: staff }),
  ]),
];

/**
 * Under 会议管理 and 委员活动, one page per type granted to the caller (the type's 授权: roles or
 * organisations): the list of that type, /{kind}/list/{typeId}/{typeCode}. Only organisers of the
 * kind get them; the directory itself is granted to their roles.
 */
export const meetActivityCallerMenus: CallerMenuDecl[] = MEET_KINDS.map((kind) => ({
  parentKey: kind,
  async entries(q, p) {
    if (!p.permissions.has(meetPerm(kind).manage)) return [];
    const types = await typesOf(kind).permitted(q, p);
    return types.map((t, i) => ({
      key: `${kind}.type.${t.id}`,
      name: t.name,
      url: MeetPage.typedList(kind, t.id, t.typeCode),
      sort: 60 + i,
    }));
  },
}));
