import type { Person } from '@cppcc/textkit';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../platform/db/client';
import { groupingNames, memberStandings, standingsChangeMark } from '../../member';
import { accountsChangeMark, liveAccountsOfTypes } from '../../system';
import { firstValue } from '../quotation/service';

/** user types whose people are named in documents: 1 委员, 2 机关工作人员 */
const PEOPLE_TYPES = [1, 2];
/** member_profile has no change time; re-read at least this often so an edited duty is picked up */
const MAX_AGE_MS = 5 * 60_000;

const cache = new WeakMap<Queryable, { signature: string; at: number; people: Person[] }>();

/**
 * The people registry of the name and post checks (040101, 040102): members with their
 * conference duty (委员, 常委, 副主席 …), their posts at work and in their party or sector,
 * and office staff with their duty. One array per database while the sources are unchanged
 * (textkit caches its index per array). A name held by two people carries both people's posts,
 * so neither is reported as wrongly titled.
 */
export const peopleSignature = sql<string>`(${accountsChangeMark(PEOPLE_TYPES)} || '|' || ${standingsChangeMark()})`;

/** `signature` when the caller read it already (with others, in one round trip). */
export async function loadPeople(db: Queryable, signature?: string): Promise<Person[]> {
  const sig = signature ?? (await firstValue(db, peopleSignature));
  const hit = cache.get(db);
  if (hit && hit.signature === sig && Date.now() - hit.at < MAX_AGE_MS) return hit.people;

  const users = (await liveAccountsOfTypes(db, PEOPLE_TYPES)).map((u) => ({ id: u.id, name: u.username, type: u.userType, duty: u.duty }));
  const profiles = await memberStandings(db);
  const groups = new Map((await groupingNames(db)).map((g) => [g.id, g.name]));
  const byUser = new Map<string, typeof profiles>();
  for (const p of profiles) byUser.set(p.userId, [...(byUser.get(p.userId) ?? []), p]);

  const posts = new Map<string, Set<string>>();
  const add = (name: string, post: string | null | undefined) => {
    const p = post?.trim();
    if (!name || !p) return;
    let set = posts.get(name);
    if (!set) {
      set = new Set();
      posts.set(name, set);
    }
    set.add(p);
  };
  for (const u of users) {
    if (!posts.has(u.name)) posts.set(u.name, new Set());
    add(u.name, u.duty);
    if (u.type !== 1) continue;
    add(u.name, '委员');
    for (const p of byUser.get(u.id) ?? []) {
      add(u.name, p.memberDuty);
      if (p.memberDuty && p.memberDuty !== '委员') add(u.name, `市政协${p.memberDuty}`);
      if (p.isStanding) add(u.name, '常委');
      add(u.name, p.workDuty);
      if (p.workUnit && p.workDuty) add(u.name, `${p.workUnit}${p.workDuty}`);
      // 某某界别委员, 民盟成员: the sector and committee a member is named with
      for (const gid of [p.sectorId, p.partyId, p.committeeId]) {
        const g = gid ? groups.get(gid) : undefined;
        if (g) add(u.name, `${g}委员`);
      }
    }
  }
  const people: Person[] = [...posts].map(([name, set]) => ({ name, posts: [...set] }));
  cache.set(db, { signature: sig, at: Date.now(), people });
  return people;
}
