/**
 * The information area at scale: 200,000 items (reporters, co-reporters, merged
 * sources, submissions upward and their results) and 1,000,000 history rows,
 * made with bulk SQL (generate_series) on top of the demo data, in PGlite and in
 * PostgreSQL (a database of its own on 127.0.0.1:5432, dropped afterwards).
 * Figures are medians of repeated calls, printed, never asserted.
 * Targets: every list page < 50 ms, a year's score statistics < 1 s.
 *
 * Measured per database:
 *  - the one list reader of the area (core/rows.ts pageItems), 15 rows, as the information office:
 *    the default, each filter of infoListQuery, each sort both ways; as a member (the items that
 *    credit them) and as a reviewer (the items waiting at their levels);
 *  - a year's score statistics, per reporter and per unit, computed afresh (cache cleared each time),
 *    and one explanation;
 *  - every information statistic for the year;
 *  - beside them, in the same database and run, every proposal list page (bench/proposal-scale.ts's
 *    seed and list figures, by default on 50,000 proposals and 250,000 history rows: --proposals,
 *    --proposal-history; 0 proposals skips them).
 *
 *   npx tsx bench/info-scale.ts [--items 200000] [--history 1000000] [--runs 5] [--only pglite|postgres]
 *     [--scores] [--explain] [--keep] [--proposals 50000] [--proposal-history 250000]
 *     [--pg postgres://postgres@127.0.0.1:5432/test]
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InfoListQuery } from '@cppcc/contracts';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { filtersOf, pageItems } from '../apps/server/src/modules/info/core/rows';
import { clearScoreCache } from '../apps/server/src/modules/info/core/score-cache';
import { planOf } from '../apps/server/src/modules/info/score/lines';
import { explainScore, scoreStatistics, totalsQuery, withScoreSettings } from '../apps/server/src/modules/info/score/scores';
import {
  contributionStat,
  personalStat,
  reportStat,
  summaryStat,
  typeStat,
  unitStat,
  useStat,
} from '../apps/server/src/modules/info/score/statistics';
import { infoFlowLevel, infoType } from '../apps/server/src/modules/info/tables';
import { user } from '../apps/server/src/modules/system/tables';
import { loadPrincipal } from '../apps/server/src/platform/auth/principal';
import type { Principal } from '../apps/server/src/platform/auth/principal-type';
import { createContext, prepareDatabase } from '../apps/server/src/platform/bootstrap';
import { loadConfig } from '../apps/server/src/platform/config';
import { type Database, openDatabase } from '../apps/server/src/platform/db/client';
import { chinaYear } from '../apps/server/src/platform/time/china';
import { proposalBenchManifests, proposalCallers, proposalListFigures, seedScale as seedProposals } from './proposal-scale';
import { adminQuery, arg, DEMO_PASSWORD, ms, timeRuns } from './scale-support';
import { UNTHROTTLED_ENV } from './unthrottled';

const N = Number(arg('items', '200000'));
const HISTORY = Number(arg('history', '1000000'));
const runs = Number(arg('runs', '5'));
/** the proposals seeded beside the items, for the proposal lists' figures of the same run (0: none) */
const PROPOSALS = Number(arg('proposals', '50000'));
const PROPOSAL_HISTORY = Number(arg('proposal-history', '250000'));
const only = arg('only', '');
/** print the plan of a year's scores per person (EXPLAIN ANALYZE) and stop */
const explain = process.argv.includes('--explain');
/** measure only the scores */
const scoresOnly = process.argv.includes('--scores');
/**
 * seed only and keep the database for EXPLAIN by hand: PostgreSQL keeps its database (drop it yourself),
 * PGlite writes its data folder under the temporary folder (remove it yourself)
 */
const keep = process.argv.includes('--keep');
const pgAdmin = arg('pg', process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const LIST_TARGET = 50;
const SCORE_TARGET = 1000;
const Y = chinaYear();
// every manifest the proposal benchmark registers (its statistics and appraisal routes too), none
// of their housekeeping jobs: measured calls must not share the cores with them
const all = proposalBenchManifests;

const time = async (work: () => Promise<unknown>, n = runs): Promise<number> => (await timeRuns(work, n)).median;
const lit = (xs: string[]) => sql.raw(`ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** Bulk rows in one statement each: the database does the work, not the driver. */
async function seedScale(db: ReturnType<typeof createContext>['db']) {
  const people = await db.select({ id: user.id, name: user.username }).from(user);
  const types = (await db.select({ id: infoType.id }).from(infoType).where(isNotNull(infoType.parentId))).map((r) => r.id);
  const levels = await db.select({ flowId: infoFlowLevel.flowId, seq: infoFlowLevel.seq }).from(infoFlowLevel).limit(1);
  const flowId = levels[0]?.flowId ?? null;
  const P = people.length;
  const T = types.length;
  const t0 = performance.now();
  // the state follows g mod 20; reporter, type and unit follow a hash of g, so that none follows the state
  const base = sql.raw(`select g, abs(hashint4(g)) as h,
      (array[1, 2, 3, 3, 4, 5, -1, -2, 3, 2, 3, 1, 4, 3, 2, 3, -1, 3, 1, 0])[1 + g % 20] as st,
      now() - ((g % 1000)||' days')::interval - (g % 86400||' seconds')::interval as rt
    from generate_series(1, ${N}) g`);
  await db.execute(sql`
    insert into info_item (id, year, type_id, title, content, content_text, reporter_id, reporter_name, unit_id, unit_name, source, state,
      flow_id, level_seq, current_level, adopt, merged_into, serial_number, submission_status, read_at, report_time, adopted_at, created_at)
    select 'bi'||g, extract(year from rt at time zone 'Asia/Shanghai')::int, (${lit(types)})[1 + h % ${T}],
      '关于'||(array['社区养老','义务教育','老旧小区','营商环境','生态环境','乡村振兴','中小企业','公共卫生','城市交通','文化遗产'])[1 + h % 10]||'的社情民意（'||g||'）',
      '<p>内容'||g||'</p>', '内容'||g,
      (${lit(people.map((p) => p.id))})[1 + (h / 10) % ${P}], (${lit(people.map((p) => p.name))})[1 + (h / 10) % ${P}],
      'bu'||(h % 60), '单位'||(h % 60), case when g % 97 = 0 then 3 else 1 end, st,
      case when st = 1 then ${flowId} end, case when st = 1 then ${levels[0]?.seq ?? null}::int end, case when st = 1 then 1 end,
      case when st = 3 then 1 when st = 4 then 0 end,
      case when st = 5 then 'bi'||(g + 1) end,
      case when st in (3, 4) then 'XX'||g end, case when st = 3 and g % 5 = 0 then 1 else 0 end,
      case when g % 9 <> 0 then rt + interval '1 day' end, case when st <> 0 then rt end,
      case when st = 3 then rt + interval '5 days' end, rt
    from (${base}) s`);
  await db.execute(sql`
    insert into info_reporter (item_id, user_id, name, unit_id, unit_name, role, joint, sort)
    select id, reporter_id, reporter_name, unit_id, unit_name, 1, null, 0 from info_item where id like 'bi%'`);
  await db.execute(sql`
    insert into info_reporter (item_id, user_id, name, unit_id, unit_name, role, joint, sort)
    select 'bi'||g, (${lit(people.map((p) => p.id))})[1 + (abs(hashint4(g)) / 10 + 1 + k) % ${P}],
      (${lit(people.map((p) => p.name))})[1 + (abs(hashint4(g)) / 10 + 1 + k) % ${P}], 'bu'||((g + k) % 60), '单位'||((g + k) % 60),
      case when g % 97 = 0 then 3 else 2 end, case when g % 97 = 0 then null when k = 0 then 1 else -1 end, k + 1
    from generate_series(1, ${N}) g cross join generate_series(0, 1) k where g % 7 = 0 or g % 97 = 0
    on conflict do nothing`);
  // steps in order (history / items of them per item): submit, pass (level 1), pass to complete, adopt or not, mark read; drafts are saved
  await db.execute(sql`
    insert into info_history (id, item_id, action, from_state, to_state, level, actor_id, actor_name, at)
    select 'bh'||x, 'bi'||s.g, case when s.st = 0 then 'save'
        else (array['submit', 'pass', 'pass', case when s.st = 3 then 'adopt' when s.st = 4 then 'notAdopt' else 'markRead' end, 'markRead'])[1 + k] end,
      case when k = 0 then 0 else 1 end, case when k = 0 then 1 when k = 1 then 1 when k = 2 then 2 else s.st end,
      case when k in (1, 2) then k end, null, '信息处', s.rt + (k||' days')::interval
    from (select x, 1 + (x - 1) % ${N} as g, (x - 1) / ${N} as k from generate_series(1, ${HISTORY}) x) h
    join (${base}) s on s.g = h.g`);
  await db.execute(sql`
    insert into info_submission (id, item_id, submit_unit, submission_object, submitted_by, submitted_at)
    select 'bs'||g, 'bi'||g, 1, 1 + g % 3, null, rt + interval '7 days' from (${base}) s where st = 3 and g % 5 = 0`);
  await db.execute(sql`
    insert into info_result (id, item_id, submission_object, adopted, content, result_date)
    select 'br'||g, 'bi'||g, 1 + g % 3, g % 2 = 0, '采用', (rt + interval '30 days')::date from (${base}) s where st = 3 and g % 5 = 0`);
  await db.execute(sql`vacuum analyze`);
  return { seconds: (performance.now() - t0) / 1000, typeId: types[0] };
}

async function principal(db: ReturnType<typeof createContext>['db'], loginName: string): Promise<Principal> {
  const [u] = await db.select({ id: user.id }).from(user).where(eq(user.loginName, loginName));
  const p = u && (await loadPrincipal(db, u.id));
  if (!p) throw new Error(`no principal for ${loginName}`);
  return { ...p, sessionId: 'bench' };
}

async function benchDatabase(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-bench-info-'));
  let database: Database;
  let drop = async () => {};
  let name = '';
  let kept = false;
  if (kind === 'pglite') database = await openDatabase(keep ? { pgDir: path.join(dataDir, 'pglite') } : {});
  else {
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
    const db = ctx.db;
    const seeded = await seedScale(db);
    const [counts] = (
      (await db.execute(sql`select (select count(*)::int from info_item) as items, (select count(*)::int from info_history) as history,
        (select count(*)::int from info_reporter) as reporters`)) as unknown as {
        rows: { items: number; history: number; reporters: number }[];
      }
    ).rows;
    console.log(
      `\n=== ${kind}: ${counts.items} items, ${counts.reporters} reporter rows, ${counts.history} history rows (bulk insert ${seeded.seconds.toFixed(1)} s) ===`,
    );

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
    if (explain) {
      const lines = await planOf(db, Y, 'person');
      const plan = (await withScoreSettings(db, (tx) =>
        tx.execute(sql`explain (analyze, buffers off) ${totalsQuery(lines)}`),
      )) as unknown as {
        rows: Record<string, string>[];
      };
      for (const r of plan.rows) console.log(Object.values(r)[0]);
      return;
    }
    const office = await principal(db, 'xinxi');
    const member = await principal(db, 'weiyuan');
    const reviewer = await principal(db, 'he.xinxi');
    const page = { pageNum: 1, pageSize: 15 };
    const list =
      (p: Principal, f: InfoListQuery = {}, sort?: { sort: string; order: boolean }) =>
      () =>
        pageItems(db, p, { ...page, ...sort }, filtersOf(f as InfoListQuery & Record<string, unknown>));
    const filters: [string, InfoListQuery][] = [
      ['title', { title: '养老' }],
      ['typeId', { typeId: seeded.typeId }],
      ['state', { state: 3 }],
      ['adopt', { adopt: 1 }],
      ['year', { year: Y }],
      ['reporterName', { reporterName: '王' }],
      ['serialNumber', { serialNumber: 'XX1234' }],
      ['date range', { dateFrom: `${Y}-01-01`, dateTo: `${Y}-01-31` }],
      ['unread', { unread: true }],
    ];
    const sorts = ['reportTime', 'title', 'serialNumber', 'reporterName', 'state', 'createdAt'];
    const rows: [string, number][] = [];
    if (!scoresOnly) rows.push(['office default', await time(list(office))]);
    for (const [name, f] of scoresOnly ? [] : filters) rows.push([`office filter ${name}`, await time(list(office, f))]);
    for (const s of scoresOnly ? [] : sorts)
      for (const order of [true, false])
        rows.push([`office sort ${s} ${order ? 'asc' : 'desc'}`, await time(list(office, {}, { sort: s, order }))]);
    if (!scoresOnly) {
      rows.push(['member default (credited items)', await time(list(member))]);
      rows.push(['member filter year', await time(list(member, { year: Y }))]);
      rows.push(['reviewer default', await time(list(reviewer))]);
    }
    console.log(`\nlists (pageItems, 15 rows; median of ${runs}) — target < ${LIST_TARGET} ms`);
    for (const [name, x] of rows) console.log(`  ${name.padEnd(36)} ${ms(x)}${x > LIST_TARGET ? '   OVER' : ''}`);
    const over = rows.filter(([, x]) => x > LIST_TARGET);
    console.log(
      over.length
        ? `  ${over.length} of ${rows.length} list calls over ${LIST_TARGET} ms`
        : `  all ${rows.length} list calls under ${LIST_TARGET} ms`,
    );

    console.log(`\nscores of ${Y} (computed afresh each time; median of ${runs}) — target < ${SCORE_TARGET} ms`);
    for (const k of ['person', 'unit'] as const) {
      const x = await time(async () => {
        clearScoreCache(db);
        return scoreStatistics(db, { year: Y, kind: k });
      });
      const n = (await scoreStatistics(db, { year: Y, kind: k })).rows.length;
      console.log(`  score/statistics ${k.padEnd(7)} ${ms(x)}   (${n} rows)${x > SCORE_TARGET ? '   OVER' : ''}`);
    }
    const cached = await time(() => scoreStatistics(db, { year: Y, kind: 'person' }));
    console.log(`  score/statistics cached        ${ms(cached)}`);
    const top = (await scoreStatistics(db, { year: Y, kind: 'person' })).rows[0];
    if (top)
      console.log(`  explanation of the top reporter ${ms(await time(() => explainScore(db, { year: Y, kind: 'person', id: top.id })))}`);

    console.log(`\nstatistics of ${Y} (median of ${runs})`);
    const stats: [string, () => Promise<unknown>][] = [
      ['statistics/summary', () => summaryStat(db, office, { year: Y })],
      ['statistics/type', () => typeStat(db, office, { year: Y })],
      ['statistics/report', () => reportStat(db, office, { year: Y })],
      ['statistics/report/contribution', () => contributionStat(db, office, { year: Y })],
      ['statistics/unit/report', () => unitStat(db, office, { year: Y })],
      ['statistics/unit/report byType', () => unitStat(db, office, { year: Y, byType: true })],
      ['adopt/statistics', () => useStat(db, office, { year: Y })],
      ['individual/adopt/statistics', () => personalStat(db, office, { year: Y })],
      ['statistics/summary (member)', () => summaryStat(db, member, { year: Y })],
    ];
    for (const [name, run] of stats) console.log(`  ${name.padEnd(36)} ${ms(await time(run))}`);

    if (!scoresOnly && PROPOSALS > 0) {
      // the proposal lists (bench/proposal-scale.ts measures them alone) in the same database, process and run
      const seededP = await seedProposals(ctx, PROPOSALS, PROPOSAL_HISTORY);
      const app = await buildApp(ctx, all);
      await app.ready();
      try {
        const { who, call } = await proposalCallers(app);
        const f = await proposalListFigures(call, who, seededP, time);
        console.log(
          `\nproposal lists beside them (${PROPOSALS} proposals, ${PROPOSAL_HISTORY} history rows, bulk insert ${seededP.seconds.toFixed(1)} s;` +
            ` 15 rows through app.inject; median of ${runs}): default (its total) | slowest filter | slowest sort — target < ${LIST_TARGET} ms`,
        );
        for (const r of f.listRows) console.log(`  ${r}`);
        console.log(
          f.misses.length
            ? `  over ${LIST_TARGET} ms: ${f.misses.length} of ${f.calls} calls\n    ${f.misses.join('\n    ')}`
            : `  all ${f.calls} proposal list calls under ${LIST_TARGET} ms`,
        );
      } finally {
        await app.close();
      }
    }
  } finally {
    await database.close();
    await drop();
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const kind of ['pglite', 'postgres'] as const) {
  if (only && only !== kind) continue;
  await benchDatabase(kind);
}
process.exit(0);
