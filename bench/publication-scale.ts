/**
 * Publications (刊物) at scale: 2,000 issues holding 40,000 items, on top of 100,000 information
 * items (the adopted ones not in an issue are the editors' pool), with distribution lists, read
 * receipts, leaders' instructions and feedback, made with bulk SQL (generate_series) on top of the
 * demo data, in PGlite and in PostgreSQL (a database of its own on 127.0.0.1:5432, dropped
 * afterwards). Every call goes through the whole HTTP stack in process (app.inject: auth, zod
 * validation, serialisation). Figures are the median and p95 of repeated calls, printed, never
 * asserted. Targets: every list < 50 ms median, a 30-item issue to .docx < 2 s.
 *
 * Measured per database:
 *  - POST publication/all/page as the information office: the default, each filter it offers
 *    (type, year, state, title, num, excellent), each sort both ways (createdAt, num, publishDate);
 *  - POST publication/adopt/page as the signer, publication/open/page as a reader on the lists,
 *    publication/editing/detail (the pool) as the office;
 *  - the publication statistics of the current year (per reporter, unit, publication type, info category);
 *  - GET publication/export/docx/{id} of a 30-item issue.
 * A route not registered yet is printed as 未测 (written by another helper at the time).
 *
 *   npx tsx bench/publication-scale.ts [--issues 2000] [--items 40000] [--info 100000] [--runs 20]
 *     [--only pglite|postgres] [--explain] [--pg postgres://postgres@127.0.0.1:5432/test]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isNotNull, isNull, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { manifests } from '../apps/server/src/modules';
import { reporterStat } from '../apps/server/src/modules/info/publish/stats';
import { infoType, publicationType } from '../apps/server/src/modules/info/tables';
import { user } from '../apps/server/src/modules/system/tables';
import { createContext, prepareDatabase } from '../apps/server/src/platform/bootstrap';
import { loadConfig } from '../apps/server/src/platform/config';
import { chinaYear } from '../apps/server/src/platform/time/china';
import { arg, DEMO_PASSWORD, ms, scratchDatabase, signInDemo, timeRuns } from './scale-support';
import { UNTHROTTLED_ENV } from './unthrottled';

const ISSUES = Number(arg('issues', '2000'));
const ITEMS = Number(arg('items', '40000'));
const INFO = Math.max(ITEMS, Number(arg('info', '100000')));
const runs = Number(arg('runs', '20'));
const only = arg('only', '');
/** print the plans of the slowest issue lists (EXPLAIN ANALYZE) after the figures */
const explain = process.argv.includes('--explain');
const pgAdmin = arg('pg', process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const LIST_TARGET = 50;
const DOCX_TARGET = 2000;
const STAT_TARGET = 500;
const statRuns = Math.min(runs, 7);
const Y = chinaYear();
// measured calls must not share the cores with the manifests' housekeeping jobs
const all = manifests.map((m) => ({ ...m, jobs: [] }));

const time = (work: () => Promise<unknown>, n = runs) => timeRuns(work, n);
const lit = (xs: string[]) => sql.raw(`ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]::text[]`);
type Db = ReturnType<typeof createContext>['db'];
const rowsOf = async <T>(db: Db, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** A paragraph of an item as an issue prints it (~1,500 characters an item, as a real one). */
const PARAGRAPHS = sql.raw(`'<p>' || repeat('近年来，我市在推进该项工作中取得了积极成效，但基层反映仍存在覆盖不均、衔接不畅等问题。', 8)
  || '</p><p>' || repeat('建议进一步完善相关政策措施，加强部门协同，压实属地责任，建立常态化的监测评估机制。', 8)
  || '</p><p>' || repeat('同时加大财政投入与宣传引导力度，推动形成政府主导、社会参与的工作格局。', 6) || '</p>'`);

/** Bulk rows in one statement each: the database does the work, not the driver. */
async function seedScale(db: Db) {
  const people = await db.select({ id: user.id, name: user.username, login: user.loginName, orgId: user.orgId }).from(user);
  const byLogin = (l: string) => {
    const u = people.find((p) => p.login === l);
    if (!u) throw new Error(`demo account ${l} missing`);
    return u;
  };
  const [editor, signer, reader] = [byLogin('xinxi'), byLogin('weiyuan.staff'), byLogin('chengban')];
  const types = (await db.select({ id: infoType.id }).from(infoType).where(isNotNull(infoType.parentId))).map((r) => r.id);
  const pubTypes = (await db.select({ id: publicationType.id }).from(publicationType).where(isNull(publicationType.deletedAt))).map(
    (r) => r.id,
  );
  const P = people.length;
  const t0 = performance.now();
  // items 1..ITEMS are adopted and go into the issues (20 an issue, reported some days before it);
  // the others take a state from g mod 10, and the adopted ones among them are the pool
  await db.execute(sql`
    insert into info_item (id, year, type_id, title, content, content_text, reporter_id, reporter_name, unit_id, unit_name, source, state,
      adopt, serial_number, collected, read_at, report_time, adopted_at, created_at)
    select 'pi'||g, extract(year from rt at time zone 'Asia/Shanghai')::int, (${lit(types)})[1 + h % ${types.length}],
      '关于'||(array['社区养老','义务教育','老旧小区','营商环境','生态环境','乡村振兴','中小企业','公共卫生','城市交通','文化遗产'])[1 + h % 10]||'的社情民意（'||g||'）',
      ${PARAGRAPHS}, '内容'||g,
      (${lit(people.map((p) => p.id))})[1 + (h / 10) % ${P}], (${lit(people.map((p) => p.name))})[1 + (h / 10) % ${P}],
      'pu'||(h % 60), '单位'||(h % 60), case when g % 97 = 0 then 3 else 1 end, st,
      case when st = 3 then 1 when st = 4 then 0 end, case when st in (3, 4) then 'KX'||g end,
      st = 3 and (g <= ${ITEMS} or g % 3 = 0), rt + interval '1 day', rt, case when st = 3 then rt + interval '3 days' end, rt
    from (select g, abs(hashint4(g)) as h,
        case when g <= ${ITEMS} then 3 else (array[1, 2, 3, 4, 3, 4, 3, 0, 2, 3])[1 + g % 10] end as st,
        case when g <= ${ITEMS} then now() - (((${ISSUES} - (g - 1) / 20) * 12 + 24 * (2 + g % 20))||' hours')::interval
          else now() - ((g % 1000)||' days')::interval - (g % 86400||' seconds')::interval end as rt
      from generate_series(1, ${INFO}) g) s`);
  await db.execute(sql`
    insert into info_reporter (item_id, user_id, name, unit_id, unit_name, role, joint, sort)
    select id, reporter_id, reporter_name, unit_id, unit_name, 1, null, 0 from info_item where id like 'pi%'`);
  // co-reporters who agreed on every 7th item, a merged source's reporter on every 97th
  await db.execute(sql`
    insert into info_reporter (item_id, user_id, name, unit_id, unit_name, role, joint, sort)
    select 'pi'||g, (${lit(people.map((p) => p.id))})[1 + (abs(hashint4(g)) / 10 + 1) % ${P}],
      (${lit(people.map((p) => p.name))})[1 + (abs(hashint4(g)) / 10 + 1) % ${P}], 'pu'||((g + 1) % 60), '单位'||((g + 1) % 60),
      case when g % 97 = 0 then 3 else 2 end, case when g % 97 = 0 then null else 1 end, 1
    from generate_series(1, ${INFO}) g where g % 7 = 0 or g % 97 = 0
    on conflict do nothing`);
  // issue g was created (2000 - g) half-days ago; its numbers continue those of the demo issues
  await db.execute(sql`
    insert into publication (id, type_id, year, num, total_num, title, state, excellent, excellent_at, issuer, signer_id, signer_name,
      signed_at, distributed_at, publish_date, report_to, send_to, issue_to, editor_id, editor_name, created_at)
    select 'pb'||g, tp, yr,
      row_number() over (partition by tp, yr order by g) + coalesce((select max(num) from publication p where p.type_id = s.tp and p.year = s.yr), 0),
      row_number() over (partition by tp order by g) + coalesce((select max(total_num) from publication p where p.type_id = s.tp), 0),
      '社情民意（'||g||'）：关于'||(array['社区养老','义务教育','老旧小区','营商环境','生态环境'])[1 + g % 5]||'的情况反映', st,
      st >= 2 and g % 13 = 0, case when st >= 2 and g % 13 = 0 then ct + interval '3 days' end, '张主席',
      case when st >= 1 then ${signer.id} end, case when st >= 1 then ${signer.name} end,
      case when st >= 2 then ct + interval '1 day' end, case when st = 3 then ct + interval '2 days' end,
      case when st >= 2 then (ct + interval '1 day')::date end,
      '省政协办公厅', '市委、市人大常委会、市政府、市政协领导', '市级有关部门，各区县政协', ${editor.id}, ${editor.name}, ct
    from (select g, ct, (${lit(pubTypes)})[1 + g % ${pubTypes.length}] as tp, extract(year from ct at time zone 'Asia/Shanghai')::int as yr,
        (array[0, 1, 2, 3, 3, 3, 3, 3, 3, 3])[1 + g % 10] as st
      from (select g, now() - (((${ISSUES} - g) * 12)||' hours')::interval as ct from generate_series(1, ${ISSUES}) g) a) s`);
  // issue 1 holds 30 items (the .docx figure), issue 2 ten, every other one twenty
  await db.execute(sql`
    insert into publication_item (id, publication_id, info_id, sort, title, content, edited, created_at)
    select 'px'||k, 'pb'||(case when k <= 30 then 1 when k <= 40 then 2 else 1 + (k - 1) / 20 end), 'pi'||k, k,
      i.title, i.content, k % 11 = 0, i.report_time + interval '5 days'
    from generate_series(1, ${ITEMS}) k join info_item i on i.id = 'pi'||k`);
  // distribution lists: twenty people each, the reader's own name on every third, their organisation on every fifth
  await db.execute(sql`
    insert into publication_reader (publication_id, kind, target_id, name)
    select p.id, 1, (${lit(people.map((x) => x.id))})[1 + (g * 7 + j) % ${P}], (${lit(people.map((x) => x.name))})[1 + (g * 7 + j) % ${P}]
    from publication p cross join generate_series(0, 19) j, lateral (select substr(p.id, 3)::int as g) n
    where p.id like 'pb%' and p.state >= 2
    on conflict do nothing`);
  await db.execute(sql`
    insert into publication_reader (publication_id, kind, target_id, name)
    select id, 1, ${reader.id}, ${reader.name} from publication where id like 'pb%' and state >= 2 and substr(id, 3)::int % 3 = 0
    on conflict do nothing`);
  if (reader.orgId)
    await db.execute(sql`
      insert into publication_reader (publication_id, kind, target_id, name)
      select id, 2, ${reader.orgId}, '承办单位' from publication where id like 'pb%' and state >= 2 and substr(id, 3)::int % 5 = 0
      on conflict do nothing`);
  await db.execute(sql`
    insert into publication_read (publication_id, user_id, user_name, read_at)
    select r.publication_id, r.target_id, r.name, p.distributed_at + interval '1 hour'
    from publication_reader r join publication p on p.id = r.publication_id
    where p.id like 'pb%' and p.state = 3 and r.kind = 1 and abs(hashint4(length(r.target_id) + substr(p.id, 3)::int)) % 2 = 0`);
  // 3,000 instructions and 2,000 feedback on distributed issues: every third on the whole issue, the others on one item
  for (const [table, n, extra] of [
    ['publication_instruction', 3000, 'n'],
    ['publication_feedback', 2000, 'f'],
  ] as const) {
    const cols =
      extra === 'n'
        ? sql`leader_name, leader_post, level, content, instructed_on, created_by, created_by_name`
        : sql`unit_name, content, checked, created_by, created_by_name`;
    const vals =
      extra === 'n'
        ? sql`'领导'||(g % 9), '市委副书记', 1 + g % 4, '请有关部门认真研究办理。', (p.distributed_at + ((g % 30)||' days')::interval)::date, ${editor.id}, ${editor.name}`
        : sql`'市级部门'||(g % 12), '已研究落实，相关措施正在推进。', g % 2, ${reader.id}, ${reader.name}`;
    await db.execute(sql`
      insert into ${sql.raw(table)} (id, publication_id, info_id, ${cols}, created_at)
      select ${sql.raw(`'p${extra}'`)}||g, p.id,
        case when g % 3 = 0 then null else (select pi.info_id from publication_item pi where pi.publication_id = p.id order by pi.sort limit 1 offset g % 10) end,
        ${vals}, p.distributed_at + interval '3 days'
      from generate_series(1, ${n}) g join publication p on p.id = 'pb'||(1 + abs(hashint4(g + ${n})) % ${ISSUES}) and p.state = 3`);
  }
  await db.execute(sql`vacuum analyze`);
  return { seconds: (performance.now() - t0) / 1000, typeId: pubTypes[0] };
}

type Row = [string, { median: number; p95: number } | null, string?];
function print(title: string, rows: Row[], target: number) {
  console.log(`\n${title} — target < ${target} ms median`);
  console.log(`  ${''.padEnd(44)}   median        p95`);
  for (const [name, x, note] of rows)
    console.log(
      x
        ? `  ${name.padEnd(44)} ${ms(x.median)} ${ms(x.p95)}${note ? `   ${note}` : ''}${x.median > target ? '   OVER' : ''}`
        : `  ${name.padEnd(44)} ${note ?? '未测'}`,
    );
  const measured = rows.filter((r) => r[1]);
  const over = measured.filter(([, x]) => (x?.median ?? 0) > target);
  console.log(
    over.length ? `  ${over.length} of ${measured.length} calls over ${target} ms` : `  all ${measured.length} calls under ${target} ms`,
  );
}

async function benchDatabase(kind: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cppcc-bench-pub-'));
  const { database, drop } = await scratchDatabase(kind, pgAdmin);
  try {
    const ctx = createContext(
      loadConfig({ DATA_DIR: dataDir, DEMO: '1', DEMO_PASSWORD, LOG_LEVEL: 'silent', ...UNTHROTTLED_ENV }),
      database,
    );
    await prepareDatabase(ctx, database, all);
    const db = ctx.db;
    const seeded = await seedScale(db);
    const [n] = await rowsOf<Record<string, number>>(
      db,
      sql`select (select count(*)::int from publication) as issues, (select count(*)::int from publication_item) as items,
        (select count(*)::int from info_item) as info, (select count(*)::int from publication_reader) as readers,
        (select count(*)::int from publication_instruction) as instructions, (select count(*)::int from publication_feedback) as feedback`,
    );
    console.log(
      `\n=== ${kind}: ${n.issues} issues, ${n.items} issue items, ${n.info} information items, ${n.readers} reader rows, ` +
        `${n.instructions} instructions, ${n.feedback} feedback (bulk insert ${seeded.seconds.toFixed(1)} s) ===`,
    );

    const app = await buildApp(ctx, all);
    await app.ready();
    const who = {
      office: await signInDemo(app, 'xinxi'),
      signer: await signInDemo(app, 'weiyuan.staff'),
      reader: await signInDemo(app, 'chengban'),
    };
    const has = (method: 'GET' | 'POST', url: string) => app.hasRoute({ method, url: `/api/${url}` });
    let total = '';
    const call = (headers: Record<string, string>, url: string, payload: Record<string, unknown>) => async () => {
      const res = await app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
      if (res.statusCode !== 200) throw new Error(`${url} ${JSON.stringify(payload)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      const data = res.json().data as { total?: unknown; rows?: unknown[] };
      total = data.rows ? `(${data.rows.length}行)` : typeof data.total === 'number' ? `(共${data.total}条)` : '';
      return res;
    };
    const measure = async (
      name: string,
      route: string,
      headers: Record<string, string>,
      payload: Record<string, unknown>,
      n = runs,
    ): Promise<Row> => {
      if (!has('POST', route)) return [name, null, '未测（接口未就绪）'];
      const x = await time(call(headers, route, payload), n);
      return [name, x, total];
    };

    const page = { pageNum: 1, pageSize: 15 };
    const lists: Row[] = [];
    const allPage = (name: string, extra: Record<string, unknown> = {}) =>
      measure(`all/page ${name}`, 'publication/all/page', who.office, { ...page, ...extra });
    lists.push(await allPage('default'));
    const filters: [string, Record<string, unknown>][] = [
      ['filter typeId', { typeId: seeded.typeId }],
      ['filter year', { year: Y }],
      ['filter state 1 (待签发)', { state: 1 }],
      ['filter state 3 (已分发)', { state: 3 }],
      ['filter title', { title: '养老' }],
      ['filter num', { num: 5 }],
      ['filter excellent', { excellent: true }],
      ['filter typeId + year', { typeId: seeded.typeId, year: Y }],
    ];
    for (const [name, f] of filters) lists.push(await allPage(name, f));
    for (const s of ['createdAt', 'num', 'publishDate'])
      for (const order of [true, false]) lists.push(await allPage(`sort ${s} ${order ? 'asc' : 'desc'}`, { sort: s, order }));
    lists.push(await allPage('sort num desc, typeId + year', { sort: 'num', order: false, typeId: seeded.typeId, year: Y }));
    lists.push(await measure('adopt/page (the signer)', 'publication/adopt/page', who.signer, page));
    lists.push(await measure('open/page (a reader)', 'publication/open/page', who.reader, page));
    lists.push(await measure('open/page (a reader) unread', 'publication/open/page', who.reader, { ...page, read: false }));
    lists.push(await measure('editing/detail (the pool)', 'publication/editing/detail', who.office, page));
    lists.push(await measure('editing/detail (the pool) title', 'publication/editing/detail', who.office, { ...page, title: '养老' }));
    print(`lists (15 rows; median and p95 of ${runs})`, lists, LIST_TARGET);

    const stats: Row[] = [];
    for (const [name, view, extra] of [
      ['按上报人', 'reporter', {}],
      ['按单位', 'unit', {}],
      ['按类别（刊物类型）', 'type', {}],
      ['按类别（信息类别）', 'type', { by: 'infoType' }],
      ['按上报人，一种刊物', 'reporter', { typeId: seeded.typeId }],
    ] as const)
      stats.push(
        await measure(`statistics/${view} ${name}`, `publication/statistics/${view}`, who.office, { year: Y, ...extra }, statRuns),
      );
    print(`publication statistics of ${Y} (median and p95 of ${statRuns})`, stats, STAT_TARGET);

    const docx: Row[] = [];
    if (has('GET', 'publication/export/docx/:id')) {
      let size = 0;
      const x = await time(
        async () => {
          const res = await app.inject({ method: 'GET', url: '/api/publication/export/docx/pb1', headers: who.office });
          if (res.statusCode !== 200) throw new Error(`docx: ${res.statusCode} ${res.body.slice(0, 200)}`);
          size = res.rawPayload.length;
        },
        Math.min(runs, 10),
      );
      docx.push(['export/docx 30-item issue', x, `(${(size / 1024).toFixed(0)} KB)`]);
    } else docx.push(['export/docx 30-item issue', null, '未测（排版接口未就绪）']);
    print(`composer (median and p95 of ${Math.min(runs, 10)})`, docx, DOCX_TARGET);

    if (explain) {
      await explainLists(db, seeded.typeId);
      await explainStat(db);
      // the indexes that would serve the slow lists, tried on this throwaway database only (the tables stay as they are)
      await db.execute(sql`create index bench_pool_order_idx on info_item (collected, coalesce(report_time, created_at), id)
        where state = 3 and deleted_at is null`);
      await db.execute(sql`create index bench_publication_num_idx on publication (year, num, id) where deleted_at is null`);
      await db.execute(sql`analyze info_item, publication`);
      const tried: Row[] = [
        await measure('editing/detail (the pool)', 'publication/editing/detail', who.office, page),
        await allPage('sort num asc', { sort: 'num', order: true }),
      ];
      print('with the candidate indexes (bench_pool_order_idx, bench_publication_num_idx)', tried, LIST_TARGET);
      await explainLists(db, seeded.typeId, ['pool page', 'pool count', 'issues sort num asc']);
    }
  } finally {
    await database.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The plans of the lists' statements: the issue list's page and capped count (core/rows.ts
 * pageIssues) for the office's default and filters, and the pool's page and count (edit/pool.ts).
 */
async function explainLists(db: Db, typeId: string, only?: string[]) {
  const pool = sql`i.state = 3 and i.deleted_at is null and not exists (select 1 from publication_item pi where pi.info_id = i.id)`;
  const cases: [string, ReturnType<typeof sql>][] = [
    ['issues default', sql`select * from publication p where p.deleted_at is null order by p.created_at desc, p.id desc limit 15`],
    [
      'issues year (count)',
      sql`select count(*) from (select 1 from publication p where p.deleted_at is null and p.year = ${Y} limit 10001) c`,
    ],
    [
      'issues num 5',
      sql`select * from publication p where p.deleted_at is null and p.num = 5 order by p.created_at desc, p.id desc limit 15`,
    ],
    [
      'issues excellent',
      sql`select * from publication p where p.deleted_at is null and p.excellent order by p.created_at desc, p.id desc limit 15`,
    ],
    ['issues sort num asc', sql`select * from publication p where p.deleted_at is null order by p.year, p.num, p.id limit 15`],
    [
      'issues typeId + year, sort num desc',
      sql`select * from publication p where p.deleted_at is null and p.type_id = ${typeId} and p.year = ${Y} order by p.year desc, p.num desc, p.id desc limit 15`,
    ],
    [
      'pool page',
      sql`select * from info_item i where ${pool} order by i.collected desc, coalesce(i.report_time, i.created_at) desc, i.id desc limit 15`,
    ],
    ['pool count', sql`select count(*)::int from info_item i where ${pool}`],
  ];
  for (const [name, q] of cases) {
    if (only && !only.includes(name)) continue;
    const plan = await rowsOf<Record<string, string>>(db, sql`explain (analyze, buffers off) ${q}`);
    console.log(`\nEXPLAIN ${name}`);
    for (const r of plan) console.log(`  ${Object.values(r)[0]}`);
  }
}

/** The statements of a year's statistics per reporter (caught on their way to the database), with their plans. */
async function explainStat(db: Db) {
  const caught: Parameters<Db['execute']>[0][] = [];
  const spy = new Proxy(db, {
    get: (target, key) =>
      key === 'execute'
        ? (q: Parameters<Db['execute']>[0]) => {
            caught.push(q);
            return target.execute(q);
          }
        : Reflect.get(target, key),
  });
  await reporterStat(spy, { year: Y });
  for (const [n, q] of caught.entries()) {
    const plan = await rowsOf<Record<string, string>>(db, sql`explain (analyze, buffers off) ${q}`);
    console.log(`\nEXPLAIN statistics/reporter, statement ${n + 1} of ${caught.length}`);
    for (const r of plan) console.log(`  ${Object.values(r)[0]}`);
  }
}

for (const kind of ['pglite', 'postgres'] as const) {
  if (only && only !== kind) continue;
  await benchDatabase(kind);
}
process.exit(0);
