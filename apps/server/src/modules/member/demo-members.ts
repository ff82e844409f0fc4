import { GIVEN_FEMALE, GIVEN_MALE, GIVEN_SHARED, SURNAMES } from './names';
import { COMMITTEES, DEFAULT_UNITS, DISTRICTS, PARTIES, PLENARY_GROUPS, SECTORS, WORK_UNITS } from './reference-data';

export interface DemoMember {
  loginName: string;
  username: string;
  mobile: string;
  sex: 1 | 2;
  /** sys_user.duty: work unit and post, as the member list shows it */
  duty: string;
  sort: number;
  sector: string;
  party: string;
  committee: string | null;
  district: string;
  plenaryGroup: string;
  memberDuty: string;
  workUnit: string;
  workDuty: string;
  nation: string;
  birthday: string;
  education: string;
}

/** Deterministic PRNG (mulberry32): the same demo conference on every install. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MOBILE_PREFIXES = ['133', '135', '136', '137', '138', '139', '150', '151', '158', '177', '180', '186', '187', '189'];
const NATIONS = ['回族', '满族', '蒙古族', '壮族', '土家族', '苗族'];
const EDUCATION = ['研究生', '研究生', '大学', '大学', '大学', '大专'];

/** A party sector's members belong to that party; the others are spread like a real conference (about 40% CPC). */
function partyOf(sector: string, r: () => number): string {
  const own = PARTIES.find(([, name]) => name === sector);
  if (own) return own[1];
  if (sector === '共青团' || sector === '总工会' || sector === '妇联') return '中国共产党';
  const x = r();
  if (x < 0.45) return '中国共产党';
  if (x < 0.75) return '无党派人士';
  return PARTIES[1 + Math.floor(r() * 8)][1];
}

/** 1 chairman, 8 vice-chairmen, 1 secretary-general, about 50 standing members, the rest members. */
function memberDutyOf(i: number): string {
  if (i === 0) return '主席';
  if (i <= 8) return '副主席';
  if (i === 9) return '秘书长';
  if (i < 60) return '常委';
  return '委员';
}

export function demoMembers(count: number, opts: { takenMobiles: Set<string>; takenNames: Set<string> }): DemoMember[] {
  const r = rng(20260101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)];
  const names = new Set(opts.takenNames);
  const mobiles = new Set(opts.takenMobiles);
  const out: DemoMember[] = [];
  for (let i = 0; i < count; i++) {
    const sex: 1 | 2 = r() < 0.32 ? 2 : 1;
    let username = '';
    while (!username || names.has(username)) {
      const given = sex === 1 ? GIVEN_MALE : GIVEN_FEMALE;
      const second = r() < 0.7 ? pick(given) : '';
      username = pick(SURNAMES) + (second ? pick(GIVEN_SHARED) + second : pick(given));
    }
    names.add(username);
    let mobile = '';
    while (!mobile || mobiles.has(mobile)) mobile = pick(MOBILE_PREFIXES) + String(Math.floor(r() * 1e8)).padStart(8, '0');
    mobiles.add(mobile);
    // spread the sectors evenly, then let the leadership come from across them
    const sector = SECTORS[(i * 7) % SECTORS.length];
    const memberDuty = memberDutyOf(i);
    const units = WORK_UNITS[sector] ?? DEFAULT_UNITS;
    const workUnit = pick(units.units);
    const workDuty = pick(units.duties);
    const year = 1958 + Math.floor(r() * 30);
    out.push({
      loginName: `wy${String(i + 1).padStart(4, '0')}`,
      username,
      mobile,
      sex,
      duty: memberDuty === '委员' || memberDuty === '常委' ? `${workUnit}${workDuty}` : `市政协${memberDuty}`,
      sort: i,
      sector,
      party: partyOf(sector, r),
      // about one member in six sits on no special committee
      committee: r() < 0.85 ? COMMITTEES[i % COMMITTEES.length] : null,
      district: pick(DISTRICTS),
      plenaryGroup: PLENARY_GROUPS[SECTORS.indexOf(sector) % PLENARY_GROUPS.length],
      memberDuty,
      workUnit,
      workDuty,
      nation: sector === '少数民族界' ? pick(NATIONS) : r() < 0.05 ? pick(NATIONS) : '汉族',
      birthday: `${year}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`,
      education: pick(EDUCATION),
    });
  }
  return out;
}
