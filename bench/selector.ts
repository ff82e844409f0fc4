/**
 * The person picker at conference scale: 5,000 members in the current term
 * (the 301 demo members plus generated ones), every call through the whole
 * HTTP stack in process (app.inject: auth, zod validation and serialisation,
 * PGlite). Figures are medians of repeated calls, printed, never asserted.
 *
 * Baselines, measured in the same run on the same data:
 *  - "no indexes": the same calls after dropping the member_profile indexes and
 *    the sys_user primary key, so every lookup scans;
 *  - "count per node": the left tree counted the naive way, one COUNT query per
 *    grouping node, instead of one GROUPING SETS scan.
 *
 *   npx tsx bench/selector.ts [--members 5000] [--runs 25]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { manifests } from '../apps/server/src/modules';
import { currentTerm } from '../apps/server/src/modules/member/service';
import { grouping, memberProfile } from '../apps/server/src/modules/member/tables';
import { seedExtraMembers } from '../apps/server/src/modules/selector';
import { user } from '../apps/server/src/modules/system/tables';
import { createContext, prepareDatabase } from '../apps/server/src/platform/bootstrap';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { arg, DEMO_PASSWORD, signInDemo, timeRuns } from './scale-support';
import { UNTHROTTLED_ENV } from './unthrottled';

const targetMembers = Number(arg('members', '5000'));
const runs = Number(arg('runs', '25'));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-bench-selector-'));
const database = await openDatabase({});
const ctx = createContext(loadConfig({ DATA_DIR: dataDir, DEMO: '1', DEMO_PASSWORD, LOG_LEVEL: 'silent', ...UNTHROTTLED_ENV }), database);
await prepareDatabase(ctx, database, manifests);
const term = (await currentTerm(ctx.db))!;
const countMembers = async () =>
  (
    await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberProfile)
      .innerJoin(user, eq(user.id, memberProfile.userId))
      .where(and(eq(memberProfile.sessionId, term.id), isNull(user.deletedAt)))
  )[0].n;
const extra = Math.max(0, targetMembers - (await countMembers()));
await ctx.db.transaction((tx) => seedExtraMembers(tx, extra));
const members = await countMembers();

const app = await buildApp(ctx, manifests);
await app.ready();
const headers = await signInDemo(app, 'tian');

/** Median of `runs` calls after a warm-up (plans, caches, JIT). */
const time = async (work: () => Promise<unknown>) => (await timeRuns(work, runs)).median;
const call = (url: string, payload: unknown) => async () => {
  const res = await app.inject({ method: 'POST', url: `/api/${url}`, headers, payload: payload as Record<string, unknown> });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res;
};

const tree = (await call('select/memberSession/left', {})()).json().data as { code: string; children: { code: string }[] }[];
const sectorCode = tree.find((n) => n.code === 'sector')!.children[0].code;
const allBody = (await call('select/memberSession/right', {})()).body;
const cases: [string, () => Promise<unknown>][] = [
  ['left tree with counts', call('select/memberSession/left', {})],
  [`right: 全部 (${members} people, ${(allBody.length / 1024).toFixed(0)} KiB)`, call('select/memberSession/right', { code: 'all' })],
  ['right: one sector', call('select/memberSession/right', { code: sectorCode })],
  ['right: keyword 王', call('select/memberSession/right', { keyword: '王' })],
];

/** What the tree costs without aggregation: one COUNT per grouping node. */
async function countPerNode() {
  const groups = await ctx.db.select({ id: grouping.id, kind: grouping.kind }).from(grouping);
  const column = {
    sector: memberProfile.sectorId,
    party: memberProfile.partyId,
    committee: memberProfile.committeeId,
    group: memberProfile.groupId,
    plenaryGroup: memberProfile.plenaryGroupId,
  };
  for (const g of groups) {
    await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberProfile)
      .innerJoin(user, eq(user.id, memberProfile.userId))
      .where(and(eq(memberProfile.sessionId, term.id), eq(column[g.kind], g.id), isNull(user.deletedAt), eq(user.enabled, true)));
  }
}

/** The 全部 list fetched the ordinary way, one decoded row per member, instead of one json_agg value. */
async function rowByRow() {
  await ctx.db
    .select({
      id: user.id,
      username: user.username,
      sex: user.sex,
      mobile: user.mobile,
      duty: user.duty,
      memberDuty: memberProfile.memberDuty,
      sectorId: memberProfile.sectorId,
      partyId: memberProfile.partyId,
      committeeId: memberProfile.committeeId,
      groupId: memberProfile.groupId,
      plenaryGroupId: memberProfile.plenaryGroupId,
      workUnit: memberProfile.workUnit,
      isRecommended: memberProfile.isRecommended,
    })
    .from(memberProfile)
    .innerJoin(user, eq(user.id, memberProfile.userId))
    .where(and(eq(memberProfile.sessionId, term.id), isNull(user.deletedAt), eq(user.enabled, true)))
    .orderBy(user.sort, user.id);
}

const indexed: number[] = [];
for (const [, work] of cases) indexed.push(await time(work));
const naiveTree = await time(countPerNode);
const naiveList = await time(rowByRow);

for (const statement of [
  'drop index member_profile_user_session_uq',
  'drop index member_profile_sector_idx',
  'drop index member_profile_party_idx',
  'drop index member_profile_committee_idx',
  'alter table sys_user drop constraint sys_user_pkey',
  'analyze',
]) {
  await ctx.db.execute(sql.raw(statement));
}
const scanned: number[] = [];
for (const [, work] of cases) scanned.push(await time(work));

/** CJK characters take two columns in a terminal. */
const width = (s: string) => [...s].reduce((w, ch) => w + (/[\u3000-\u9fff]/.test(ch) ? 2 : 1), 0);
const pad = (s: string, n: number) => s + ' '.repeat(Math.max(1, n - width(s)));
console.log(`\nperson picker, ${members} members in the current term, median of ${runs} calls through app.inject`);
console.log(`PGlite (in process), ${process.platform} ${process.arch}, node ${process.version}\n`);
console.log(`${pad('call', 44)}${pad('indexed', 12)}${pad('no indexes', 14)}ratio`);
cases.forEach(([name], i) => {
  console.log(
    `${pad(name, 44)}${pad(`${indexed[i].toFixed(1)} ms`, 12)}${pad(`${scanned[i].toFixed(1)} ms`, 14)}${(scanned[i] / indexed[i]).toFixed(2)}×`,
  );
});
console.log(
  `\nleft tree counts: one GROUPING SETS query inside the call ${indexed[0].toFixed(1)} ms (whole HTTP call)` +
    ` vs one COUNT per grouping node ${naiveTree.toFixed(1)} ms (queries alone), ${(naiveTree / indexed[0]).toFixed(1)}× slower`,
);

console.log(
  `全部 list: the whole HTTP call with one json_agg value ${indexed[1].toFixed(1)} ms` +
    ` vs the query alone decoded row by row ${naiveList.toFixed(1)} ms`,
);

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
