import { randomBytes } from 'node:crypto';
import { RoleCode, UserType } from '@cppcc/contracts';
import type { Queryable } from '../../platform/db/client';
import { newId } from '../../platform/db/ids';
import {
  addStandings,
  currentTerm,
  enabledGroupingKinds,
  GIVEN_FEMALE,
  GIVEN_MALE,
  GIVEN_SHARED,
  type NewStanding,
  SURNAMES,
} from '../member';
import { addAccounts, countLoginNamesWithPrefix, hashPassword, type NewAccount } from '../system';

/** Login names of the extra members: wyx00001 … (the 300 demo members are wy0001 … wy0300). */
export const EXTRA_MEMBER_PREFIX = 'wyx';
/** DEMO_EXTRA_MEMBERS beyond this is a typo, not a conference. */
export const MAX_EXTRA_MEMBERS = 100_000;
const CHUNK = 500;

function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Adds n members with a standing in the current term, spread over the sectors,
 * parties, committees, groups and plenary groups, for load tests and the
 * benchmark (bench/selector.ts). Mobiles start with 199, which the demo never
 * uses. Without a password hash the accounts cannot sign in.
 */
export async function seedExtraMembers(tx: Queryable, n: number, opts: { passwordHash?: string } = {}): Promise<string[]> {
  if (!Number.isInteger(n) || n < 0 || n > MAX_EXTRA_MEMBERS) throw new Error(`extra members: ${n} is not 0…${MAX_EXTRA_MEMBERS}`);
  if (n === 0) return [];
  const term = await currentTerm(tx);
  if (!term) throw new Error('extra members need a current term (member seed)');
  const groups = await enabledGroupingKinds(tx);
  const of = (kind: (typeof groups)[number]['kind']) => groups.filter((g) => g.kind === kind).map((g) => g.id);
  const [sectors, parties, committees, districts, plenary] = [of('sector'), of('party'), of('committee'), of('group'), of('plenaryGroup')];
  const taken = await countLoginNamesWithPrefix(tx, EXTRA_MEMBER_PREFIX);
  const passwordHash = opts.passwordHash ?? (await hashPassword(randomBytes(24).toString('base64')));

  const r = rng(taken + 1);
  const pick = <T>(list: readonly T[]): T | null => (list.length ? list[Math.floor(r() * list.length)] : null);
  const ids: string[] = [];
  const now = new Date();
  for (let start = 0; start < n; start += CHUNK) {
    const users: NewAccount[] = [];
    const profiles: NewStanding[] = [];
    for (let i = start; i < Math.min(n, start + CHUNK); i++) {
      const seq = taken + i + 1;
      const id = newId();
      const sex = r() < 0.32 ? 2 : 1;
      const given = sex === 1 ? GIVEN_MALE : GIVEN_FEMALE;
      const username = `${pick(SURNAMES)}${r() < 0.7 ? `${pick(GIVEN_SHARED)}${pick(given)}` : pick(given)}`;
      ids.push(id);
      users.push({
        id,
        personId: id,
        loginName: `${EXTRA_MEMBER_PREFIX}${String(seq).padStart(5, '0')}`,
        username,
        userType: UserType.member,
        mobile: `199${String(seq).padStart(8, '0')}`,
        sex,
        duty: '市政协委员',
        passwordHash,
        passwordChangedAt: now,
        mustChangePassword: false,
        sort: 1000 + seq,
      });
      const sectorIndex = seq % Math.max(1, sectors.length);
      profiles.push({
        id: newId(),
        userId: id,
        sessionId: term.id,
        sectorId: sectors[sectorIndex] ?? null,
        partyId: pick(parties),
        committeeId: r() < 0.85 ? pick(committees) : null,
        groupId: pick(districts),
        plenaryGroupId: plenary.length ? plenary[sectorIndex % plenary.length] : null,
        memberDuty: '委员',
        workUnit: null,
        workDuty: null,
      });
    }
    await addAccounts(tx, users, RoleCode.member);
    await addStandings(tx, profiles);
  }
  return ids;
}
