/**
 * Mixed load on the built server (issue 19, Load): members reading proposal lists and details,
 * the proposal office assigning, handling units replying, and 1,000 members holding the bell's
 * WebSocket open, against 200,000 proposals in PostgreSQL. Figures are printed, never asserted;
 * no target.
 *
 * One database of its own on 127.0.0.1:5432 (dropped at the end) is migrated, given the demo seed,
 * the WebSocket users (extra members, seeded before the proposals so that many proposals are
 * theirs and the steps on them ring their bells) and bench/proposal-scale.ts's 200,000 proposals
 * in process. Sessions are minted (sso_session rows and access tokens signed with the keys of the
 * shared DATA_DIR, as bench/meet-scale.ts does), so no password hashing enters the figures. The
 * scheduled jobs' slots of the next hours are claimed beforehand, as the in-process benchmarks drop
 * the jobs: a reminder sweep over every proposal at a server's start would land in the first
 * scenario only and make the two incomparable.
 *
 * Then, in the same run on the same data:
 *  - one: one process (`node apps/server/dist/main.js`), no Redis;
 *  - two: two processes on the same database and on Redis (REDIS_URL, a prefix of the run's own),
 *    the client sending its requests round-robin to the two ports as nginx would, and the
 *    WebSocket users spread over both (a step on one process rings a bell held by the other).
 * Each scenario: the sockets are opened, reads warm the server up, then `--users` virtual users run
 * a closed loop (each sends its next call when the last is answered, no think time) for `--seconds`:
 * 55 % a member's list page (my 50 %, open 20 %, reference 15 %, joint 15 %; pages 1–3 of 15 rows),
 * 35 % the detail of one of that member's proposals, 5 % an assignment by the office (tian) of a
 * proposal waiting for it, 5 % a handling unit's reply on its assignment in handling (by chengban
 * and every other unit account: chengban's unit alone holds one in 35 of the assignments, too few
 * for a 30 s run). The proposals to assign and to reply on are drawn beforehand and split between
 * the scenarios; when a scenario's share runs out its calls become reads (printed). Calls ask for
 * compressed answers as a browser does; the bells are `ws` (the npm package) clients that send the
 * access token in their first frame, as the web app does.
 * Printed: requests/s overall and per kind, p50/p99, answer size on the wire, errors (status not
 * 200 or code not 00000, with an example), sockets open/failed, unread pushes received against the
 * messages written to those users, the servers' RSS at start, with the sockets open and after the
 * load, and the CPU of the servers, of the database's backends and of the bench client (on a shared
 * machine the load average is printed too: the figures are only as quiet as the machine).
 *
 *   npm run build && npx tsx bench/mixed-load.ts [--proposals 200000] [--history 5×proposals] [--seconds 30]
 *     [--users 50] [--ws 1000] [--only one|two] [--pg postgres://postgres@127.0.0.1:5432/test]
 *     [--redis redis://127.0.0.1:6379]
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CollectiveType, ProposalState, SignState } from '@cppcc/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { manifests } from '../apps/server/src/modules';
import { seedExtraMembers } from '../apps/server/src/modules/selector/extra-members';
import { session } from '../apps/server/src/modules/sso/tables';
import { org, user } from '../apps/server/src/modules/system/tables';
import { signAccessToken } from '../apps/server/src/platform/auth/tokens';
import { createContext, prepareDatabase } from '../apps/server/src/platform/bootstrap';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { newId } from '../apps/server/src/platform/db/ids';
import { jobRun } from '../apps/server/src/platform/jobs/tables';
import {
  type Bells,
  backendCpu,
  cpuSeconds,
  cpuSince,
  f,
  HttpClient,
  openBells,
  printFigures,
  query,
  Recorder,
  rng,
  rssMb,
  type ServerProcess,
  shuffled,
  split,
  startBuiltServer,
} from './load-support';
import { proposalBenchManifests, seedScale } from './proposal-scale';
import { arg, DEMO_PASSWORD } from './scale-support';
import { UNTHROTTLED_ENV } from './unthrottled';

const PROPOSALS = Number(arg('proposals', '200000'));
const HISTORY = Number(arg('history', String(PROPOSALS * 5)));
const SECONDS = Number(arg('seconds', '30'));
const USERS = Number(arg('users', '50'));
const WS = Number(arg('ws', '1000'));
const only = arg('only', '');
const pgAdmin = arg('pg', process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const redisUrl = arg('redis', process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379');
const PASSWORD = DEMO_PASSWORD;
/** the run's own database on the server of pgAdmin */
const name = `cppcc_load_${randomBytes(5).toString('hex')}`;
const databaseUrl = Object.assign(new URL(pgAdmin), { pathname: `/${name}` }).toString();
const WARMUP_S = Math.min(5, Math.max(1, SECONDS / 6));
/** pushes still in flight when the load stops (Redis, then the socket) */
const SETTLE_MS = 2000;

interface Scenario {
  key: 'one' | 'two';
  title: string;
  processes: number;
  redis: boolean;
}
const scenarios: Scenario[] = (
  [
    { key: 'one', title: 'one process, PostgreSQL, no Redis', processes: 1, redis: false },
    { key: 'two', title: 'two processes, one PostgreSQL and one Redis, round-robin', processes: 2, redis: true },
  ] as const
).filter((s) => !only || s.key === only);

interface Prepared {
  office: string;
  /** members with a session: the WebSocket users (extra members) and weiyuan */
  members: { userId: string; token: string }[];
  /** proposals of those members with the token of their proposer, for the detail */
  details: { id: string; token: string }[];
  /** handling units that assignments go to */
  units: string[];
  assignable: string[];
  replies: { id: string; token: string }[];
}

/** Migrations, demo seed, the WebSocket users, the proposals; then sessions and the work to hand out. */
async function prepare(databaseUrl: string, dataDir: string): Promise<Prepared> {
  const database = await openDatabase({ databaseUrl });
  const ctx = createContext(
    loadConfig({ DATA_DIR: dataDir, DEMO: '1', DEMO_PASSWORD: PASSWORD, LOG_LEVEL: 'silent', ...UNTHROTTLED_ENV }),
    database,
  );
  try {
    const t0 = performance.now();
    await prepareDatabase(ctx, database, proposalBenchManifests);
    const { db } = ctx;
    const wsUsers = await db.transaction((tx) => seedExtraMembers(tx, WS));
    const seeded = await seedScale(ctx, PROPOSALS, HISTORY);
    console.log(
      `seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s: demo data, ${WS} extra members, ${PROPOSALS} proposals, ${HISTORY} history rows (bulk insert ${seeded.seconds.toFixed(0)} s)`,
    );

    const accounts = await db
      .select({ id: user.id, login: user.loginName, orgId: user.orgId })
      .from(user)
      .where(and(isNull(user.deletedAt), sql`(${user.loginName} in ('tian', 'weiyuan', 'chengban') or ${user.loginName} like 'cb\\_%')`));
    const byLogin = new Map(accounts.map((a) => [a.login, a]));
    const unitAccounts = accounts.filter((a) => a.orgId && (a.login === 'chengban' || a.login.startsWith('cb_')));
    const memberIds = [...wsUsers, byLogin.get('weiyuan')!.id];
    const ids = [byLogin.get('tian')!.id, ...memberIds, ...unitAccounts.map((a) => a.id)];
    // the whole run fits in the access token; the sessions are fresh, so the idle limit is far off
    const rows = ids.map((userId) => ({ id: newId(), userId, method: 'password', expiresAt: new Date(Date.now() + 6 * 3_600_000) }));
    for (let i = 0; i < rows.length; i += 500) await db.insert(session).values(rows.slice(i, i + 500));
    const token = new Map<string, string>();
    for (const r of rows) token.set(r.userId, await signAccessToken(ctx.keys, { userId: r.userId, sessionId: r.id }, 360));

    const units = (
      await db
        .select({ id: org.id })
        .from(org)
        .where(and(eq(org.kind, 'unit'), eq(org.collectiveType, CollectiveType.handlingUnit), isNull(org.deletedAt)))
    ).map((u) => u.id);
    const sample = Math.max(1000, Math.min(20_000, PROPOSALS / 10));
    const details = (
      (await db.execute(sql`
        select id, proposer_id from proposal
        where proposer_id in (${sql.join(
          memberIds.map((m) => sql`${m}`),
          sql`, `,
        )}) and deleted_at is null
        order by hashtext(id) limit ${sample}`)) as unknown as { rows: { id: string; proposer_id: string }[] }
    ).rows.map((r) => ({ id: r.id, token: token.get(r.proposer_id)! }));
    const assignable = (
      (await db.execute(sql`
        select id from proposal where state = ${ProposalState.awaitingAssign} and merged_into_id is null and deleted_at is null
        order by id`)) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id);
    const unitToken = new Map(unitAccounts.map((a) => [a.orgId!, token.get(a.id)!]));
    // a unit replies on its own assignment while handling it (signed for, or delayed); one reply per row
    const replies = (
      (await db.execute(sql`
        select u.proposal_id, u.unit_id from proposal_unit u join proposal p on p.id = u.proposal_id
        where p.state = ${ProposalState.handling} and p.merged_into_id is null and p.deleted_at is null
          and u.phase = 'formal' and u.active and u.sign_state in (${SignState.handling}, ${SignState.delayed})
        order by u.id`)) as unknown as { rows: { proposal_id: string; unit_id: string }[] }
    ).rows
      .filter((r) => unitToken.has(r.unit_id))
      .map((r) => ({ id: r.proposal_id, token: unitToken.get(r.unit_id)! }));

    // the slots of every scheduled job for the next six hours, taken as if another process had run them
    const now = Date.now();
    const claims = manifests
      .flatMap((m) => m.jobs ?? [])
      .flatMap((j) => {
        const first = Math.floor(now / j.everyMs);
        const last = Math.floor((now + 6 * 3_600_000) / j.everyMs);
        return Array.from({ length: last - first + 1 }, (_, k) => ({ name: j.name, slot: first + k, startedAt: new Date(now) }));
      });
    for (let i = 0; i < claims.length; i += 500)
      await db
        .insert(jobRun)
        .values(claims.slice(i, i + 500))
        .onConflictDoNothing();

    return {
      office: token.get(byLogin.get('tian')!.id)!,
      members: memberIds.map((userId) => ({ userId, token: token.get(userId)! })),
      details,
      units,
      assignable,
      replies,
    };
  } finally {
    await ctx.close();
    await database.close();
  }
}

type Kind = 'list' | 'detail' | 'assign' | 'reply';
const LIST_PAGES: [string, number][] = [
  ['my/page', 0.5],
  ['open/page', 0.2],
  ['reference/page', 0.15],
  ['joint/page', 0.15],
];
const weighted = <T>(r: number, table: [T, number][]): T => {
  let acc = 0;
  for (const [x, w] of table) {
    acc += w;
    if (r < acc) return x;
  }
  return table[table.length - 1][0];
};

const mb = (x: number) => `${x.toFixed(0)} MB`;

interface Work {
  assignable: string[];
  replies: { id: string; token: string }[];
  /** calls that found their share of the pool empty and became a read */
  exhausted: Record<'assign' | 'reply', number>;
}

/** The closed loop: each virtual user sends one call, waits for its answer, sends the next. */
async function drive(p: Prepared, work: Work, bases: string[], client: HttpClient, seconds: number, reads: boolean, rec: Recorder) {
  const r = rng(19);
  let turn = 0;
  const base = () => bases[turn++ % bases.length];
  const until = performance.now() + seconds * 1000;
  const one = async () => {
    let kind = weighted<Kind>(r(), [
      ['list', 0.55],
      ['detail', 0.35],
      ['assign', 0.05],
      ['reply', 0.05],
    ]);
    if (reads && (kind === 'assign' || kind === 'reply')) kind = 'list';
    if ((kind === 'assign' && !work.assignable.length) || (kind === 'reply' && !work.replies.length)) {
      work.exhausted[kind]++;
      kind = 'list';
    }
    if (kind === 'list') {
      const page = weighted(r(), LIST_PAGES);
      const member = p.members[Math.floor(r() * p.members.length)];
      const body = { pageNum: 1 + Math.floor(r() * 3), pageSize: 15 };
      rec.add(`member list ${page}`, await client.call(base(), 'POST', `/api/proposal/${page}`, member.token, body));
    } else if (kind === 'detail') {
      const d = p.details[Math.floor(r() * p.details.length)];
      rec.add('member detail', await client.call(base(), 'GET', `/api/proposal/detail/${d.id}`, d.token));
    } else if (kind === 'assign') {
      const id = work.assignable.pop()!;
      const unitId = p.units[Math.floor(r() * p.units.length)];
      const body = { id, units: [{ unitId, handleType: 0 }], opinion: '请认真研究办理', sms: false };
      rec.add('office assign', await client.call(base(), 'POST', '/api/proposal/assign', p.office, body));
    } else {
      const { id, token } = work.replies.pop()!;
      const body = {
        id,
        content: '<p>经认真研究，现将办理情况答复如下：已纳入本年度工作计划，分步实施。</p>',
        handleLevel: 'B',
        contactName: '张明',
        contactPhone: '0571-87001234',
      };
      rec.add('unit reply', await client.call(base(), 'POST', '/api/proposal/reply', token, body));
    }
  };
  await Promise.all(
    Array.from({ length: USERS }, async () => {
      while (performance.now() < until) await one();
    }),
  );
}

async function runScenario(s: Scenario, p: Prepared, work: Work, databaseUrl: string, dataDir: string, prefix: string) {
  console.log(
    `\n=== ${s.key}: ${s.title} — ${USERS} virtual users, closed loop, ${SECONDS} s (after ${f(WARMUP_S)} s of reads to warm up); ${WS} bell sockets ===`,
  );
  console.log(`  this scenario's share: ${work.assignable.length} proposals to assign, ${work.replies.length} unit replies`);
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DEMO: '1',
    DEMO_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    ...UNTHROTTLED_ENV,
    REDIS_URL: s.redis ? redisUrl : '',
    REDIS_PREFIX: prefix,
  };
  const servers: ServerProcess[] = [];
  let bells: Bells | null = null;
  const client = new HttpClient(USERS);
  try {
    for (let i = 0; i < s.processes; i++) servers.push(await startBuiltServer(env));
    const bases = servers.map((x) => x.url);
    const atStart = servers.map((x) => rssMb(x.pid));
    const tBells = performance.now();
    const wsTokens = p.members.slice(0, WS).map((m) => m.token);
    bells = await openBells(bases, wsTokens);
    const bellsMs = performance.now() - tBells;
    const withSockets = servers.map((x) => rssMb(x.pid));
    await drive(p, work, bases, client, WARMUP_S, true, new Recorder());

    const cpu0 = servers.map((x) => cpuSeconds(x.pid));
    const pg0 = await backendCpu(pgAdmin, name);
    const client0 = process.cpuUsage();
    const since = new Date();
    const pushes0 = bells.pushes();
    const rec = new Recorder();
    const t0 = performance.now();
    await drive(p, work, bases, client, SECONDS, false, rec);
    const seconds = (performance.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const cpu = servers.map((x, i) => cpuSeconds(x.pid) - cpu0[i]);
    const clientCpu = process.cpuUsage(client0);
    const pgCpu = cpuSince(pg0, await backendCpu(pgAdmin, name));
    const after = servers.map((x) => rssMb(x.pid));

    printFigures(rec, seconds);
    for (const k of ['assign', 'reply'] as const)
      if (work.exhausted[k]) console.log(`  ${k}: the scenario's proposals ran out; ${work.exhausted[k]} calls read a list instead`);
    const [{ n: written }] = await query<{ n: number }>(
      databaseUrl,
      'select count(*)::int as n from msg_message where user_id = any($1) and created_at >= $2',
      [p.members.slice(0, WS).map((m) => m.userId), since],
    );
    console.log(
      `  WebSocket: ${bells.open} open, ${bells.failed} failed${bells.firstFailure ? ` (${bells.firstFailure})` : ''} in ${f(bellsMs / 1000)} s; ` +
        `${bells.pushes() - pushes0} unread pushes received during the load (+${f(SETTLE_MS / 1000, 0)} s), ` +
        `${written} messages written to those users; ${bells.closedByServer()} sockets closed by a server`,
    );
    for (const [i, x] of servers.entries())
      console.log(
        `  server ${i + 1} (pid ${x.pid}): RSS ${mb(atStart[i])} at start, ${mb(withSockets[i])} with the sockets open, ${mb(after[i])} after the load; CPU ${f(cpu[i])} s (${f((100 * cpu[i]) / seconds, 0)} % of one core)`,
      );
    console.log(
      `  PostgreSQL backends of the bench database: CPU ${f(pgCpu)} s; the bench client itself: CPU ${f((clientCpu.user + clientCpu.system) / 1e6)} s; load average now ${os
        .loadavg()
        .map((x) => f(x, 2))
        .join(' ')}`,
    );
    return { rps: rec.kinds.size ? [...rec.kinds.values()].reduce((n, v) => n + v.ms.length, 0) / seconds : 0 };
  } catch (err) {
    for (const [i, x] of servers.entries()) console.error(`server ${i + 1} output:\n${x.output()}`);
    throw err;
  } finally {
    bells?.close();
    client.close();
    for (const x of servers) await x.stop();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-bench-load-'));
console.log(
  `mixed load: ${PROPOSALS} proposals, ${USERS} virtual users, ${SECONDS} s per scenario, ${WS} WebSocket users; ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((x) => f(x, 2))
    .join(' ')} at the start (other work on the machine shares them)`,
);
await query(pgAdmin, `CREATE DATABASE ${name}`);
try {
  const p = await prepare(databaseUrl, dataDir);
  if (p.members.length < WS) throw new Error(`only ${p.members.length} members for ${WS} sockets`);
  console.log(
    `work drawn: ${p.assignable.length} proposals waiting for assignment, ${p.replies.length} unit assignments to reply on, ${p.details.length} proposals for the details`,
  );
  const assignShares = split(shuffled(p.assignable, 1), scenarios.length);
  const replyShares = split(shuffled(p.replies, 2), scenarios.length);
  const prefix = `cppcc-load-${randomBytes(4).toString('hex')}:`;
  const results: { key: string; rps: number }[] = [];
  for (const [i, s] of scenarios.entries()) {
    const work: Work = { assignable: assignShares[i], replies: replyShares[i], exhausted: { assign: 0, reply: 0 } };
    results.push({ key: s.key, ...(await runScenario(s, p, work, databaseUrl, dataDir, prefix)) });
  }
  if (results.length === 2) console.log(`\nthroughput: one process ${f(results[0].rps)}/s, two processes ${f(results[1].rps)}/s`);
} finally {
  await query(pgAdmin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
