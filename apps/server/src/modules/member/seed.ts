import { RoleCode, UserType } from '@cppcc/contracts';
import type { Tx } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import type { SeedContext } from '../../platform/module';
import { accountIdsByLoginNames, addAccounts, hashPassword, type NewAccount, takenNamesAndMobiles } from '../system';
import { demoMembers } from './demo-members';
import { COMMITTEES, DISTRICTS, PARTIES, PLENARY_GROUPS, SECTORS } from './reference-data';
import { annualPlan, cppccSession, grouping, memberProfile } from './tables';

type GroupingKind = (typeof grouping.$inferInsert)['kind'];

const CN_ORDINAL = ['一', '二', '三', '四', '五'];

/** Terms and their yearly plenary sessions: the 15th term (2023–2027) is current, the 14th past. */
async function seedSessions(tx: Tx, thisYear: number): Promise<string> {
  const rows: (typeof cppccSession.$inferInsert)[] = [];
  const terms = [
    { no: 15, cname: '第十五届', easy: '十五届', first: 2023, state: 0 },
    { no: 14, cname: '第十四届', easy: '十四届', first: 2018, state: 2 },
  ];
  let currentId = '';
  for (const [ti, term] of terms.entries()) {
    const termId = newId();
    if (term.state === 0) currentId = termId;
    rows.push({
      id: termId,
      parentId: null,
      cname: term.cname,
      easyName: term.easy,
      shortCode: String(term.no),
      state: term.state,
      startDate: `${term.first}-01-08`,
      endDate: `${term.first + 5}-01-07`,
      year: term.first,
      sort: ti,
    });
    for (let i = 0; i < 5; i++) {
      const year = term.first + i;
      // spec 001 §4 session state: 0 current, 1 current all (another year of this term), 2 past
      const state = term.state === 2 ? 2 : year === thisYear ? 0 : 1;
      rows.push({
        id: newId(),
        parentId: termId,
        cname: `${term.easy}${CN_ORDINAL[i]}次会议`,
        easyName: `${term.easy}${CN_ORDINAL[i]}次`,
        shortCode: `${term.no}-${i + 1}`,
        state,
        startDate: `${year}-01-${String(8 + (i % 3)).padStart(2, '0')}`,
        endDate: `${year}-01-${String(11 + (i % 3)).padStart(2, '0')}`,
        year,
        sort: i + 1,
      });
    }
  }
  await tx.insert(cppccSession).values(rows);
  return currentId;
}

export type GroupingIds = Record<GroupingKind, Map<string, string>>;

async function seedGroupings(tx: Tx): Promise<GroupingIds> {
  const ids: GroupingIds = { sector: new Map(), party: new Map(), committee: new Map(), group: new Map(), plenaryGroup: new Map() };
  const rows: (typeof grouping.$inferInsert)[] = [];
  const add = (kind: GroupingKind, code: string, name: string, sort: number) => {
    const id = newId();
    ids[kind].set(name, id);
    rows.push({ id, kind, code, name, sort });
  };
  const pad = (n: number) => String(n + 1).padStart(2, '0');
  SECTORS.forEach((name, i) => {
    add('sector', `S${pad(i)}`, name, i);
  });
  PARTIES.forEach(([code, name], i) => {
    add('party', code, name, i);
  });
  COMMITTEES.forEach((name, i) => {
    add('committee', `C${pad(i)}`, name, i);
  });
  DISTRICTS.forEach((name, i) => {
    add('group', `G${pad(i)}`, `${name}委员小组`, i);
  });
  PLENARY_GROUPS.forEach((name, i) => {
    add('plenaryGroup', `P${pad(i)}`, name, i);
  });
  await tx.insert(grouping).values(rows);
  return ids;
}

/** Reference data always; about 300 members with profiles in the current term when demo data is wanted. */
export async function seedMember({ tx, ctx, demo }: SeedContext): Promise<void> {
  const thisYear = new Date().getFullYear();
  const sessionId = await seedSessions(tx, thisYear);
  const groups = await seedGroupings(tx);
  await tx
    .insert(annualPlan)
    .values({ id: newId(), year: thisYear, proposalCount: 1, infoCount: 2, attendMeetCount: 4, attendActivityCount: 2 });
  if (!demo) return;

  const taken = await takenNamesAndMobiles(tx);
  // argon2 is deliberately slow: one hash shared by every demo member keeps the seed under a few seconds
  const passwordHash = await hashPassword(ctx.config.demoPassword);
  const people = demoMembers(300, {
    takenMobiles: taken.mobiles,
    takenNames: taken.names,
  });
  const now = new Date();
  const users: NewAccount[] = [];
  const profiles: (typeof memberProfile.$inferInsert)[] = [];
  for (const p of people) {
    const id = newId();
    users.push({
      id,
      personId: id,
      loginName: p.loginName,
      username: p.username,
      userType: 1,
      mobile: p.mobile,
      sex: p.sex,
      duty: p.duty,
      passwordHash,
      passwordChangedAt: now,
      mustChangePassword: false,
      sort: p.sort,
    });
    profiles.push(profileRow(id, sessionId, groups, p));
  }
  await addAccounts(tx, users, RoleCode.member);
  for (let i = 0; i < profiles.length; i += 100) await tx.insert(memberProfile).values(profiles.slice(i, i + 100));
  await seedDemoAccountProfile(tx, sessionId, groups);
}

interface Standing {
  sector: string;
  party: string;
  committee: string | null;
  district: string;
  plenaryGroup: string;
  memberDuty: string;
  workUnit: string;
  workDuty: string;
  nation?: string;
  birthday?: string;
  education?: string;
}

function profileRow(userId: string, sessionId: string, g: GroupingIds, s: Standing): typeof memberProfile.$inferInsert {
  return {
    id: newId(),
    userId,
    sessionId,
    sectorId: g.sector.get(s.sector) ?? null,
    partyId: g.party.get(s.party) ?? null,
    committeeId: s.committee ? (g.committee.get(s.committee) ?? null) : null,
    groupId: g.group.get(`${s.district}委员小组`) ?? null,
    plenaryGroupId: g.plenaryGroup.get(s.plenaryGroup) ?? null,
    memberDuty: s.memberDuty,
    workUnit: s.workUnit,
    workDuty: s.workDuty,
    nation: s.nation ?? '汉族',
    birthday: s.birthday ?? null,
    education: s.education ?? null,
    isStanding: s.memberDuty !== '委员',
  };
}

/** The documented member account 'weiyuan' (created by the system seed) needs a standing too. */
async function seedDemoAccountProfile(tx: Tx, sessionId: string, g: GroupingIds): Promise<void> {
  const weiyuan = (await accountIdsByLoginNames(tx, ['weiyuan'], [UserType.member])).get('weiyuan');
  if (!weiyuan) return;
  await tx.insert(memberProfile).values(
    profileRow(weiyuan, sessionId, g, {
      sector: '中国民主建国会',
      party: '中国民主建国会',
      committee: '经济委员会',
      district: '东城区',
      plenaryGroup: '第三组',
      memberDuty: '常委',
      workUnit: '恒通电子科技股份有限公司',
      workDuty: '董事长',
      birthday: '1972-05-16',
      education: '研究生',
    }),
  );
}
