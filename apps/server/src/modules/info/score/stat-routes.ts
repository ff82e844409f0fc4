import {
  InfoPerm,
  infoAdoptDetailQuery,
  infoAnnualCount,
  infoGraph,
  infoGraphParams,
  infoOverview,
  infoRow,
  infoStatQuery,
  infoUnitStatQuery,
  infoYearQuery,
  pageQuery,
  pageResult,
  type StatResult,
  statResult,
  upperDetailPage,
  upperDetailQuery,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { principalOf } from '../../../platform/auth/plugin';
import type { Principal } from '../../../platform/auth/principal-type';
import type { AppContext } from '../../../platform/context';
import type { Queryable } from '../../../platform/db/client';
import { type ExportColumn, sendXlsx } from '../../../platform/export';
import { envelope, ok } from '../../../platform/http/envelope';
import { guarded } from '../../../platform/http/schema-guard';
import { annualCount, doneCheck, monthGraph, overview, todoCheck, typeGraph } from './desktop';
import { adoptDetail, upperDetail } from './details';
import { contributionStat, personalStat, reportStat, summaryStat, typeStat, unitStat, useStat } from './statistics';

const tags = ['社情民意-统计'];
/** Statistics pages: the office (all items), and reporters (their own items, the /social/count pages). */
const viewers = [InfoPerm.statistics, InfoPerm.report];

type Line = { name: string; values: Record<string, number> };

/** The table as shown, with its 合计 row; rates as "12.5%". */
function sheetOf(r: StatResult): { columns: ExportColumn<Line>[]; rows: Line[] } {
  const columns: ExportColumn<Line>[] = [
    { key: 'name', title: r.dimension, width: 28 },
    ...r.columns.map((c) => ({
      key: c.key,
      title: c.title,
      value: (row: Line) => (c.kind === 'rate' ? `${(row.values[c.key] ?? 0).toFixed(1)}%` : (row.values[c.key] ?? 0)),
    })),
  ];
  return { columns, rows: [...r.rows.map((x) => ({ name: x.name, values: x.values })), { name: '合计', values: r.total }] };
}

type StatFn<B> = (q: Queryable, p: Principal, f: B) => Promise<StatResult>;

export const infoStatRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  /** POST {path} for the numbers and POST {path}/export for the workbook of the same filters. */
  function stat<S extends z.ZodType>(path: string, summary: string, body: S, run: StatFn<z.output<S>>) {
    app.post(
      path,
      { config: { permission: viewers }, schema: { tags, summary, body: guarded(body), response: { 200: envelope(statResult) } } },
      async (req) => ok(await run(db, principalOf(req), req.body as z.output<S>)),
    );
    app.post(
      `${path}/export`,
      { config: { permission: viewers }, schema: { tags, summary: `导出${summary}（xlsx）`, body: guarded(body) } },
      async (req, reply) => {
        const r = await run(db, principalOf(req), req.body as z.output<S>);
        return sendXlsx(reply, { filename: r.title, sheetName: r.title, ...sheetOf(r) });
      },
    );
  }

  stat('/info/statistics/summary', '汇总统计（按月）', infoStatQuery, summaryStat);
  stat('/info/statistics/type', '类别统计（按一级信息类别）', infoStatQuery, typeStat);
  stat('/info/statistics/report', '报送统计（按上报人）', infoStatQuery, reportStat);
  stat('/info/statistics/report/contribution', '贡献统计（上报、联名、合并来源）', infoStatQuery, contributionStat);
  stat('/info/statistics/unit/report', '单位报送统计（byType 按一级类别展开）', infoUnitStatQuery, unitStat);
  stat('/info/adopt/statistics', '采用情况统计（按报送对象）', infoStatQuery, useStat);
  stat('/info/individual/adopt/statistics', '个人采用统计', infoStatQuery, personalStat);

  app.post(
    '/info/statistics/adopt/detail',
    {
      config: { permission: viewers },
      schema: { tags, summary: '采用信息明细', body: guarded(infoAdoptDetailQuery), response: { 200: envelope(pageResult(infoRow)) } },
    },
    async (req) => ok(await adoptDetail(db, principalOf(req), req.body)),
  );
  app.post(
    '/info/adopt/statistics/info/detail',
    {
      config: { permission: InfoPerm.statistics },
      schema: {
        tags,
        summary: '报送上级信息明细（含上级采用结果）',
        body: guarded(upperDetailQuery),
        response: { 200: envelope(upperDetailPage) },
      },
    },
    async (req) => ok(await upperDetail(db, principalOf(req), req.body)),
  );

  // the information desktop: {x} is a year
  app.get(
    '/info/desktop/overview',
    {
      config: { permission: InfoPerm.statistics },
      schema: {
        tags,
        summary: '信息工作台概况（某年度，默认今年）',
        querystring: infoYearQuery,
        response: { 200: envelope(infoOverview) },
      },
    },
    async (req) => ok(await overview(db, principalOf(req), req.query.year)),
  );
  app.get(
    '/info/desktop/graph/data/:x',
    {
      config: { permission: InfoPerm.statistics },
      schema: {
        tags,
        summary: '工作台图表：某年度逐月报送数、采用数（x 为年度）',
        params: infoGraphParams,
        response: { 200: envelope(infoGraph) },
      },
    },
    async (req) => ok(await monthGraph(db, principalOf(req), req.params.x)),
  );
  app.get(
    '/info/desktop/graph/two/data/:x',
    {
      config: { permission: InfoPerm.statistics },
      schema: {
        tags,
        summary: '工作台图表：某年度按一级类别报送数、采用数（x 为年度）',
        params: infoGraphParams,
        response: { 200: envelope(infoGraph) },
      },
    },
    async (req) => ok(await typeGraph(db, principalOf(req), req.params.x)),
  );
  app.post(
    '/info/desktop/todo/check',
    {
      config: { permission: InfoPerm.check },
      schema: { tags, summary: '工作台：待我审核的信息', body: guarded(pageQuery), response: { 200: envelope(pageResult(infoRow)) } },
    },
    async (req) => ok(await todoCheck(db, principalOf(req), req.body)),
  );
  app.post(
    '/info/desktop/done/check',
    {
      config: { permission: InfoPerm.check },
      schema: { tags, summary: '工作台：我已审核的信息', body: guarded(pageQuery), response: { 200: envelope(pageResult(infoRow)) } },
    },
    async (req) => ok(await doneCheck(db, principalOf(req), req.body)),
  );
  app.get(
    '/info/count/annual',
    {
      config: { permission: InfoPerm.report },
      schema: {
        tags,
        summary: '年度履职计划计数（countByInfo/infoCount）：本人当年报送信息数与目标',
        querystring: infoYearQuery,
        response: { 200: envelope(infoAnnualCount) },
      },
    },
    async (req) => ok(await annualCount(db, principalOf(req), req.query.year)),
  );
};
