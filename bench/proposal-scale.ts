/**
 * The proposal module at scale: 200,000 proposals (with their unit rows,
 * pre-assignments, ratings and co-signers) and 1,000,000 history rows, made
 * with bulk SQL (generate_series) on top of the demo data, in PGlite and in
 * PostgreSQL (a database of its own on 127.0.0.1:5432, dropped afterwards).
 * Every call goes through the whole HTTP stack in process (app.inject: auth,
 * zod validation, serialisation). Figures are medians of repeated calls,
 * printed, never asserted. Targets: lists < 50 ms, statistics < 500 ms.
 *
 * Measured per database:
 *  - every list page of the proposal module, 15 rows: the default, each filter
 *    and each sort its page offers (proposalListOffers; sorts both ways; one line per list: default with its total,
 *    slowest filter, slowest sort; every call over the target is listed after
 *    the table). A total is exact up to listLimits.totalCap (10,000) and that
 *    number above it (docs/proposal-statistics.md, Lists at scale);
 *  - every proposalCount/* and statistic/* endpoint, unfiltered and for one session;
 *  - baselines in the same run: COUNT(*) over the table; the naive statistic
 *    (load the columns of every proposal and count in JavaScript); and, at the
 *    end, representative lists again after dropping the proposal indexes.
 *
 *   npx tsx bench/proposal-scale.ts [--proposals 200000] [--history 1000000] [--runs 5] [--only pglite|postgres] [--part lists|stats] [--show 30]
 *     [--pg postgres://postgres@127.0.0.1:5432/test]
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type ProposalFilterKey,
  type ProposalStatName,
  proposalCountNames,
  proposalListOffers,
  proposalStatGroup,
  proposalStatisticNames,
} from '@cppcc/contracts';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { buildApp } from '../apps/server/src/app';
import { manifests } from '../apps/server/src/modules';
import { currentTerm } from '../apps/server/src/modules/member/service';
import { grouping, memberProfile } from '../apps/server/src/modules/member/tables';
import { proposalAppraiseMenuItems, proposalAppraiseRoutes } from '../apps/server/src/modules/proposal/appraise';
import { proposalDocumentRoutes } from '../apps/server/src/modules/proposal/documents';
import { proposalLists } from '../apps/server/src/modules/proposal/routes';
import { proposalSession, proposalType } from '../apps/server/src/modules/proposal/setup/tables';
import { proposalStatsMenuItems, proposalStatsRoutes } from '../apps/server/src/modules/proposal/stats';
import { org, user } from '../apps/server/src/modules/system/tables';
import { createContext, prepareDatabase } from '../apps/server/src/platform/bootstrap';
import { loadConfig } from '../apps/server/src/platform/config';
import type { AppContext } from '../apps/server/src/platform/context';
import { type Database, openDatabase } from '../apps/server/src/platform/db/client';
import type { ModuleManifest } from '../apps/server/src/platform/module';
import { adminQuery, arg, DEMO_PASSWORD, signInDemo, timeRuns } from './scale-support';
import { UNTHROTTLED_ENV } from './unthrottled';

const PROPOSALS = Number(arg('proposals', '200000'));
const PROPOSAL_HISTORY = Number(arg('history', '1000000'));
const runs = Number(arg('runs', '5'));
const only = arg('only', '');
/** measure only the lists or only the statistics (and their baselines), to iterate on one of them */
const part = arg('part', '');
/**
 * seed only and keep the database for EXPLAIN by hand: PostgreSQL keeps its database (drop it yourself),
 * PGlite writes its data folder under the temporary folder (remove it yourself)
 */
const keep = process.argv.includes('--keep');
const pgAdmin = arg('pg', process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const LIST_TARGET = 50;
/** also list every call slower than this (ms), to see what lies near the target */
const SHOW = Number(arg('show', String(LIST_TARGET)));
const STAT_TARGET = 500;

// until the proposal manifest registers statistics, appraisal and documents, add them here
const registered = JSON.stringify(manifests.map((m) => m.menus ?? [])).includes('proposal.statistic.sectorCount');
const extra: ModuleManifest[] = registered
  ? []
  : [
      {
        name: 'proposalStatsBench',
        title: '提案统计',
        menus: [
          {
            key: 'proposal.statsBench',
            parentKey: 'proposal',
            name: '统计与测评',
            type: 'directory',
            children: [...proposalStatsMenuItems, ...proposalAppraiseMenuItems],
          },
        ],
        routes: async (app, opts) => {
          await app.register(proposalStatsRoutes, opts);
          await app.register(proposalAppraiseRoutes, opts);
          await app.register(proposalDocumentRoutes, opts);
        },
      },
    ];
// the manifests' housekeeping jobs (the hourly reply reminders over 200,000 proposals, the file
// sweep) run as soon as an app is ready; measured calls must not share the cores with them
export const proposalBenchManifests = [...manifests, ...extra].map((m) => ({ ...m, jobs: [] }));
const all = proposalBenchManifests;

const time = async (work: () => Promise<unknown>, n = runs): Promise<number> => (await timeRuns(work, n)).median;
const ms = (x: number) => `${x.toFixed(1).padStart(7)} ms`;
const lit = (xs: string[]) => sql.raw(`ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** Bulk rows in one statement each: the database does the work, not the driver (bench/info-scale.ts seeds with it too). */
export async function seedScale(ctx: AppContext, N = PROPOSALS, HISTORY = PROPOSAL_HISTORY) {
  const db = ctx.db;
  const sessions = await db
    .select({ id: proposalSession.id, year: proposalSession.year })
    .from(proposalSession)
    .where(isNull(proposalSession.deletedAt))
    .orderBy(asc(proposalSession.year));
  const types = (await db.select({ id: proposalType.id }).from(proposalType).where(isNotNull(proposalType.parentId))).map((r) => r.id);
  const term = (await currentTerm(db))!;
  const members = await db
    .select({
      id: user.id,
      name: user.username,
      sector: memberProfile.sectorId,
      party: memberProfile.partyId,
      committee: memberProfile.committeeId,
      group: memberProfile.groupId,
    })
    .from(memberProfile)
    .innerJoin(user, eq(user.id, memberProfile.userId))
    .where(eq(memberProfile.sessionId, term.id))
    .orderBy(asc(user.loginName));
  const units = await db
    .select({ id: org.id, name: org.name })
    .from(org)
    .where(and(eq(org.kind, 'unit'), inArray(org.collectiveType, [7, 8]), isNull(org.deletedAt)));
  const collectives = await db
    .select({ id: org.id, name: org.name })
    .from(org)
    .where(and(eq(org.kind, 'unit'), inArray(org.collectiveType, [3, 4, 5, 6])));
  const groupings = await db.select({ id: grouping.id }).from(grouping);
  if (!groupings.length || !members.length || !units.length) throw new Error('the demo seed is missing members, groupings or units');
  const S = sessions.length;
  const M = members.length;
  const U = units.length;
  const C = Math.max(1, collectives.length);
  const col = (xs: (string | null)[]) => lit(xs.map((x) => x ?? ''));
  const topics = [
    '社区养老服务',
    '义务教育均衡发展',
    '老旧小区改造',
    '营商环境优化',
    '生态环境保护',
    '乡村振兴',
    '中小企业融资',
    '公共卫生体系',
    '城市交通治理',
    '文化遗产保护',
  ];
  // the state follows g mod 20; topic, proposer and units follow a hash of g, so that they do not follow the
  // state (a unit's or a member's proposals, or those on one topic, are in every state, as in real data)
  const mix = sql.raw('abs(hashint4(g))');
  const t0 = performance.now();
  await db.execute(sql`
    insert into proposal (id, session_id, year, number, title, content, content_text, type_id, proposer_type, proposer_id, proposer_name, proposer_org_id,
      sector_id, party_id, committee_id, group_id, is_joint, state, case_state, is_plenary, open_status, is_key, is_excellent, is_good,
      merge_state, merged_into_id, not_filed_to, unit_names, submitted_at, received_at, filed_at, assigned_at, concluded_at, created_at, updated_at)
    select 'bp'||g, (${col(sessions.map((s) => s.id))})[1 + (g / 20) % ${S}], (${sql.raw(`ARRAY[${sessions.map((s) => s.year).join(',')}]`)})[1 + (g / 20) % ${S}],
      case when st in (3, 10, 11, 12) and g % 97 <> 0 then 100000 + g end,
      '关于加强'||(${lit(topics)})[1 + h % 10]||'的建议（'||g||'）', '<p>一、基本情况</p><p>内容'||g||'</p>', '一、基本情况 内容'||g,
      (${col(types)})[1 + g % ${types.length}],
      case when g % 11 = 0 then 3 else 1 end,
      case when g % 11 = 0 then null else (${col(members.map((m) => m.id))})[1 + (h / 10) % ${M}] end,
      case when g % 11 = 0 then (${col(collectives.map((c) => c.name))})[1 + (h / 10) % ${C}] else (${col(members.map((m) => m.name))})[1 + (h / 10) % ${M}] end,
      case when g % 11 = 0 then (${col(collectives.map((c) => c.id))})[1 + (h / 10) % ${C}] end,
      nullif((${col(members.map((m) => m.sector))})[1 + (h / 10) % ${M}], ''), nullif((${col(members.map((m) => m.party))})[1 + (h / 10) % ${M}], ''),
      nullif((${col(members.map((m) => m.committee))})[1 + (h / 10) % ${M}], ''), nullif((${col(members.map((m) => m.group))})[1 + (h / 10) % ${M}], ''),
      g % 7 = 0, st,
      case when st in (3, 10, 11, 12) then 3 when st in (14, 15, 16) then 4 when st = 17 then 1 else greatest(st, -1) end,
      g % 3 <> 2, case when st = 12 and (g / 20) % 4 = 0 then 0 end, g % 53 = 0, g % 83 = 0, g % 61 = 0,
      case when st in (3, 10, 11, 12) and g % 97 = 0 then 3 end,
      case when st in (3, 10, 11, 12) and g % 97 = 0 then 'bp'||(g - 1) end,
      case when st in (14, 15, 16) then st end,
      case when st in (10, 11, 12) then (${col(units.map((u) => u.name))})[1 + (h / 1000) % ${U}]||'(主办)' end,
      now() - ((g % 700)||' days')::interval - (g||' seconds')::interval,
      case when st not in (-1, 0, 1) then now() - ((g % 700)||' days')::interval end,
      case when st in (3, 10, 11, 12) then now() - ((g % 700)||' days')::interval + interval '3 days' end,
      case when st in (10, 11, 12) then now() - ((g % 700)||' days')::interval + interval '5 days' end,
      case when st = 12 then now() - ((g % 700)||' days')::interval + interval '60 days' end,
      now() - ((g % 700)||' days')::interval, now() - ((g % 500)||' minutes')::interval
    from (select g, (array[0, -1, 1, 2, 3, 10, 10, 11, 12, 12, 12, 12, 12, 14, 15, 16, 17, 3, 10, 12])[1 + g % 20] as st, ${mix} as h
          from generate_series(1, ${N}) g) s`);
  await db.execute(sql`
    insert into proposal_unit (id, proposal_id, unit_id, unit_name, phase, active, handle_type, pre_feedback, sign_state, deadline, round,
      handle_level, replied_at, satisfaction, created_at)
    select 'bu'||p.g||'-'||k, 'bp'||p.g, (${col(units.map((u) => u.id))})[1 + (p.h / 1000 + k) % ${U}], (${col(units.map((u) => u.name))})[1 + (p.h / 1000 + k) % ${U}],
      'formal', true, case when k = 0 then 0 else 1 end, null,
      case when p.st = 12 then 2 when p.st = 11 then 1 else (array[0, 1, 2, -1])[1 + p.g % 4] end,
      (now() - ((p.g % 700)||' days')::interval + interval '95 days')::date, case when p.st = 11 then 2 else 1 end,
      case when p.st = 12 or (p.st = 10 and p.g % 4 = 2) then (array['A', 'B', 'C'])[1 + p.g % 3] end,
      case when p.st = 12 or (p.st = 10 and p.g % 4 = 2) then now() - ((p.g % 700)||' days')::interval + interval '50 days' end,
      case when p.st = 12 then (array[1, 1, 2, 0])[1 + p.g % 4] end,
      now() - ((p.g % 700)||' days')::interval
    from (select g, (array[0, -1, 1, 2, 3, 10, 10, 11, 12, 12, 12, 12, 12, 14, 15, 16, 17, 3, 10, 12])[1 + g % 20] as st, ${mix} as h
          from generate_series(1, ${N}) g) p
    cross join generate_series(0, 1) k
    where p.st in (10, 11, 12) and p.g % 97 <> 0 and (k = 0 or p.g % 5 = 0)`);
  await db.execute(sql`
    insert into proposal_unit (id, proposal_id, unit_id, unit_name, phase, handle_type, pre_feedback, sign_state, created_at)
    select 'bq'||g, 'bp'||g, (${col(units.map((u) => u.id))})[1 + (${mix} / 1000) % ${U}], (${col(units.map((u) => u.name))})[1 + (${mix} / 1000) % ${U}], 'pre', 0, g % 3, 0, now()
    from generate_series(1, ${N}) g where (array[0, -1, 1, 2, 3, 10, 10, 11, 12, 12, 12, 12, 12, 14, 15, 16, 17, 3, 10, 12])[1 + g % 20] = 3`);
  await db.execute(sql`
    insert into proposal_evaluation (id, proposal_id, unit_row_id, unit_id, round, satisfaction, created_at)
    select 'be'||u.id, u.proposal_id, u.id, u.unit_id, 1, u.satisfaction, now() from proposal_unit u where u.id like 'bu%' and u.satisfaction is not null`);
  // what evaluate sets with a 不满意 rating
  await db.execute(sql`
    update proposal set displeased = true where id in (select proposal_id from proposal_evaluation where satisfaction = 0 and id like 'be%')`);
  await db.execute(sql`
    insert into proposal_joint (id, proposal_id, user_id, username, state, created_at)
    select 'bj'||g||'-'||k, 'bp'||g, (${col(members.map((m) => m.id))})[1 + (g + 1 + k) % ${M}], (${col(members.map((m) => m.name))})[1 + (g + 1 + k) % ${M}],
      case when k = 0 then 1 else -1 end, now()
    from generate_series(1, ${N}) g cross join generate_series(0, 1) k where g % 7 = 0`);
  await db.execute(sql`
    insert into proposal_history (id, proposal_id, action, actor_name, from_state, to_state, opinion, created_at)
    select 'bh'||g, 'bp'||(1 + g % ${N}), (array['submit', 'receive', 'file', 'assign', 'sign', 'reply', 'evaluate'])[1 + g % 7], '提案委员会办公室',
      g % 7, g % 7 + 1, '同意', now() - ((g % 1000)||' minutes')::interval
    from generate_series(1, ${HISTORY}) g`);
  // steady state: statistics and the visibility map (index-only scans) as autovacuum would leave them
  await db.execute(sql`vacuum analyze`);
  return {
    seconds: (performance.now() - t0) / 1000,
    units: units.map((u) => u.id),
    sessionId: sessions[S - 1].id,
    year: sessions[S - 1].year,
    typeId: types[0],
  };
}

type Seeded = Awaited<ReturnType<typeof seedScale>>;
type Caller = (headers: Record<string, string>, url: string, payload: unknown) => () => Promise<LightMyRequestResponse>;
type Who = Record<'tian' | 'chengban' | 'weiyuan', Record<string, string>>;

/** The demo accounts signed in, and a POST /api/{url} as one of them that fails on anything but 200. */
export async function proposalCallers(app: FastifyInstance): Promise<{ who: Who; call: Caller }> {
  const who = {
    tian: await signInDemo(app, 'tian'),
    chengban: await signInDemo(app, 'chengban'),
    weiyuan: await signInDemo(app, 'weiyuan'),
  };
  const call: Caller = (headers, url, payload) => async () => {
    const res = await app.inject({ method: 'POST', url: `/api/${url}`, headers, payload: payload as Record<string, unknown> });
    if (res.statusCode !== 200) throw new Error(`${url} ${JSON.stringify(payload)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res;
  };
  return { who, call };
}

/**
 * Every list page of the proposal module (bench/info-scale.ts prints them too): one line per list
 * (default with its total, slowest filter, slowest sort), the calls over LIST_TARGET and over SHOW.
 */
export async function proposalListFigures(call: Caller, who: Who, seeded: Seeded, time: (work: () => Promise<unknown>) => Promise<number>) {
  const unitViews = new Set(['preSign', 'sign', 'handling', 'finish', 'takeSysAssign', 'takeSysTrack']);
  const mineViews = new Set(['my', 'joint', 'sendBack', 'open', 'reference']);
  // each search field of proposalListOffers, as the page sends it; the keyword is on every page
  const filterValues: Record<ProposalFilterKey | 'keyword', Record<string, unknown>> = {
    keyword: { keyword: '养老' },
    session: { sessionId: seeded.sessionId },
    year: { year: seeded.year },
    type: { typeId: seeded.typeId },
    state: { state: 12 },
    caseState: { caseState: 3 },
    number: { number: 112345 },
    proposerName: { proposerName: '王' },
    isJoint: { isJoint: true },
    signState: { signState: 2 },
    handleLevel: { handleLevel: 'A' },
    submitRange: { from: '2025-01-01', to: '2025-01-31' },
  };
  const misses: string[] = [];
  const near: string[] = [];
  const listRows: string[] = [];
  let calls = 0;
  for (const l of proposalLists) {
    const headers = unitViews.has(l.view) ? who.chengban : mineViews.has(l.view) ? who.weiyuan : who.tian;
    const offer = proposalListOffers[l.view];
    const base = { pageNum: 1, pageSize: 15 };
    const total = ((await call(headers, `proposal/${l.path}`, base)()).json() as { data: { total: number } }).data.total;
    const d = await time(call(headers, `proposal/${l.path}`, base));
    const fl: Line[] = [];
    for (const name of ['keyword', ...offer.filters] as const)
      fl.push({ name, ms: await time(call(headers, `proposal/${l.path}`, { ...base, ...filterValues[name] })) });
    // every sort the page offers, both ways (a click on the column header toggles them)
    const sl: Line[] = [];
    for (const s of offer.sorts)
      for (const order of [true, false])
        sl.push({
          name: `${s} ${order ? 'asc' : 'desc'}`,
          ms: await time(call(headers, `proposal/${l.path}`, { ...base, sort: s, order })),
        });
    calls += 1 + fl.length + sl.length;
    const worst = (xs: Line[]) => xs.reduce((a, b) => (b.ms > a.ms ? b : a));
    const wf = worst(fl);
    const ws = worst(sl);
    for (const [what, x] of [
      ['default', d] as const,
      ...fl.map((x) => [`filter ${x.name}`, x.ms] as const),
      ...sl.map((x) => [`sort ${x.name}`, x.ms] as const),
    ]) {
      if (x > LIST_TARGET) misses.push(`${l.path} ${what} ${ms(x)}`);
      else if (x > SHOW) near.push(`${l.path} ${what} ${ms(x)}`);
    }
    listRows.push(
      `${l.path.padEnd(24)} ${ms(d)} ${`(${total})`.padStart(8)}   filter ${wf.name.padEnd(13)} ${ms(wf.ms)}   sort ${ws.name.padEnd(17)} ${ms(ws.ms)}`,
    );
  }
  return { listRows, misses, near, calls };
}

interface Line {
  name: string;
  ms: number;
}

async function benchDatabase(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-bench-proposal-'));
  let database: Database;
  let drop = async () => {};
  let name = '';
  let kept = false;
  if (kind === 'pglite') {
    database = await openDatabase(keep ? { pgDir: path.join(dataDir, 'pglite') } : {});
  } else {
    name = `cppcc_bench_${randomBytes(5).toString('hex')}`;
    await adminQuery(pgAdmin, `CREATE DATABASE ${name}`);
    const u = new URL(pgAdmin);
    u.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: u.toString() });
    drop = () => adminQuery(pgAdmin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  try {
    const ctx = createContext(
      loadConfig({ DATA_DIR: dataDir, DEMO: '1', DEMO_PASSWORD, LOG_LEVEL: 'silent', ...UNTHROTTLED_ENV }),
      database,
    );
    await prepareDatabase(ctx, database, all);
    const seeded = await seedScale(ctx);
    const [{ proposals, history }] = (
      (await ctx.db.execute(
        sql`select (select count(*)::int from proposal) as proposals, (select count(*)::int from proposal_history) as history`,
      )) as unknown as {
        rows: { proposals: number; history: number }[];
      }
    ).rows;
    console.log(`\n=== ${kind}: ${proposals} proposals, ${history} history rows (bulk insert ${seeded.seconds.toFixed(1)} s) ===`);
    if (keep) {
      if (kind === 'postgres') {
        console.log(`kept: database ${name} on ${new URL(pgAdmin).host} — drop it with DROP DATABASE ${name} when done`);
        drop = async () => {};
      } else {
        console.log(`kept: PGlite data folder ${path.join(dataDir, 'pglite')} — remove ${dataDir} when done`);
        kept = true;
      }
      return;
    }

    const app = await buildApp(ctx, all);
    await app.ready();
    const { who, call } = await proposalCallers(app);

    // ----- lists -----
    const { listRows, misses, near, calls } =
      part === 'stats' ? { listRows: [], misses: [], near: [], calls: 0 } : await proposalListFigures(call, who, seeded, time);
    if (part !== 'stats') {
      console.log(
        `\nlist pages (15 rows; median of ${runs}): default (its total) | slowest of its filters | slowest of its sorts, both ways — target < ${LIST_TARGET} ms`,
      );
      for (const r of listRows) console.log(`  ${r}`);
      console.log(
        misses.length
          ? `  over ${LIST_TARGET} ms: ${misses.length} of ${calls} calls\n    ${misses.join('\n    ')}`
          : `  all ${calls} list calls under ${LIST_TARGET} ms`,
      );
      if (near.length) console.log(`  over ${SHOW} ms (under the target): ${near.length}\n    ${near.join('\n    ')}`);

      // filters the API accepts though no page offers them
      console.log('\nall/page with filters of the API that no page offers');
      for (const [name, f] of [
        ['unitId', { unitId: seeded.units[0] }],
        ['proposerType', { proposerType: 3 }],
        ['signState', { signState: 2 }],
      ] as const)
        console.log(`  ${name.padEnd(14)} ${ms(await time(call(who.tian, 'proposal/all/page', { pageNum: 1, pageSize: 15, ...f })))}`);
    }

    // ----- statistics -----
    if (part !== 'lists') {
      console.log(`\nstatistics (median of ${runs}) — target < ${STAT_TARGET} ms`);
      const names: ProposalStatName[] = [...proposalCountNames, ...proposalStatisticNames];
      let statMisses = 0;
      for (const name of names) {
        const url = `proposal/${proposalStatGroup(name)}/${name}`;
        const a = await time(call(who.tian, url, {}));
        const b = await time(call(who.tian, url, { sessionId: seeded.sessionId }));
        if (a > STAT_TARGET || b > STAT_TARGET) statMisses++;
        console.log(`  ${url.padEnd(44)} all ${ms(a)}   one session ${ms(b)}`);
      }
      const desk = await time(async () => app.inject({ method: 'GET', url: '/api/proposal/count/desktop', headers: who.tian }));
      const deskMember = await time(async () => app.inject({ method: 'GET', url: '/api/proposal/count/desktop', headers: who.weiyuan }));
      console.log(`  ${'proposal/count/desktop (office | member)'.padEnd(44)} ${ms(desk)}   ${ms(deskMember)}`);
      console.log(statMisses ? `  ${statMisses} statistics over ${STAT_TARGET} ms` : `  every statistic under ${STAT_TARGET} ms`);
    }

    // ----- baselines -----
    const countAll = await time(() => ctx.db.execute(sql`select count(*)::int from proposal`));
    const naive = await time(
      async () => {
        const rows = (await ctx.db.execute(
          sql`select state, case_state, sector_id, merged_into_id from proposal where deleted_at is null and state <> 0`,
        )) as unknown as {
          rows: { state: number; case_state: number; sector_id: string | null; merged_into_id: string | null }[];
        };
        const by = new Map<string, number[]>();
        for (const r of rows.rows) {
          const k = r.sector_id ?? '';
          const v = by.get(k) ?? [0, 0];
          v[0]++;
          if (r.case_state === 3 && !r.merged_into_id) v[1]++;
          by.set(k, v);
        }
        return by.size;
      },
      Math.min(runs, 3),
    );
    // what all/page counted before totals were capped: every live submitted proposal
    const countExact = await time(() => ctx.db.execute(sql`select count(*)::int from proposal where deleted_at is null and state <> 0`));
    console.log('\nbaselines');
    console.log(`  count(*) over proposal                        ${ms(countAll)}`);
    console.log(`  exact count of all/page's rows (no cap)       ${ms(countExact)}`);
    console.log(`  naive sector statistic (load rows, count in JS) ${ms(naive)}`);
    const again: [string, Record<string, string>, string, unknown][] = [
      ['all/page default', who.tian, 'proposal/all/page', {}],
      ['all/page sort number', who.tian, 'proposal/all/page', { sort: 'number', order: true }],
      ['all/page keyword', who.tian, 'proposal/all/page', { keyword: '养老' }],
      ['all/page signState', who.tian, 'proposal/all/page', { signState: 2 }],
      ['track/page', who.tian, 'proposal/track/page', {}],
      ['handling/page (unit)', who.chengban, 'proposal/handling/page', {}],
      ['my/page (member)', who.weiyuan, 'proposal/my/page', {}],
      ['statistic/sectorProposalCount', who.tian, 'proposal/statistic/sectorProposalCount', {}],
    ];
    const withIdx: number[] = [];
    for (const [, h, url, body] of again) withIdx.push(await time(call(h, url, body)));
    const idx = (
      (await ctx.db.execute(
        sql`select indexname from pg_indexes where tablename in ('proposal', 'proposal_unit', 'proposal_joint') and indexname not like '%pkey' and indexname not like '%_uq'`,
      )) as unknown as { rows: { indexname: string }[] }
    ).rows;
    for (const r of idx) await ctx.db.execute(sql.raw(`drop index "${r.indexname}"`));
    await ctx.db.execute(sql`analyze`);
    console.log(`  the same calls without the ${idx.length} secondary indexes of proposal, proposal_unit, proposal_joint:`);
    for (const [i, [label, h, url, body]] of again.entries()) {
      const without = await time(call(h, url, body), Math.min(runs, 3));
      console.log(`    ${label.padEnd(32)} indexed ${ms(withIdx[i])}   no index ${ms(without)}`);
    }
    await app.close();
  } finally {
    await database.close();
    await drop();
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// run as a script, not when bench/info-scale.ts imports its pieces
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const kind of ['pglite', 'postgres'] as const) {
    if (only && only !== kind) continue;
    await benchDatabase(kind);
  }
  process.exit(0);
}
