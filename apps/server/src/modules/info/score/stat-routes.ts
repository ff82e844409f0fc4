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
  type StatResult,
  statResult,
  upperDetailQuery,
  upperDetailRow,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { principalOf } from '../../../platform/auth/plugin';
import type { Principal } from '../../../platform/auth/principal-type';
import type { AppContext } from '../../../platform/context';
import type { Queryable } from '../../../platform/db/client';
import { sendXlsx, statSheet } from '../../../platform/export';
import { envelope, ok } from '../../../platform/http/envelope';
import { routeKit } from '../../../platform/http/route-kit';
import { guarded } from '../../../platform/http/schema-guard';
import { annualCount, doneCheck, monthGraph, overview, todoCheck, typeGraph } from './desktop';
import { adoptDetail, upperDetail } from './details';
import { contributionStat, personalStat, reportStat, summaryStat, typeStat, unitStat, useStat } from './statistics';

const tags = ['社情民意-统计'];
/** Statistics pages: the office (all items), and reporters (their own items, the /social/count pages). */
const viewers = [InfoPerm.statistics, InfoPerm.report];

type StatFn<B> = (q: Queryable, p: Principal, f: B) => Promise<StatResult>;

export const infoStatRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const { app, page, read, call } = routeKit(base, ctx, { tags, prefix: '/info/' });
  const { db } = ctx;
  const who = principalOf;

  /** POST {path} for the numbers and POST {path}/export for the workbook of the same filters. */
  function stat<S extends z.ZodType>(path: string, summary: string, body: S, run: StatFn<z.output<S>>) {
    call(path, viewers, summary, body, statResult, (req, b) => run(db, who(req), b));
    app.post(
      `/info/${path}/export`,
      { config: { permission: viewers }, schema: { tags, summary: `导出${summary}（xlsx）`, body: guarded(body) } },
      async (req, reply) => {
        const r = await run(db, who(req), req.body as z.output<S>);
        return sendXlsx(reply, { filename: r.title, sheetName: r.title, ...statSheet(r) });
      },
    );
  }

  stat('statistics/summary', '汇总统计（按月）', infoStatQuery, summaryStat);
  stat('statistics/type', '类别统计（按一级信息类别）', infoStatQuery, typeStat);
  stat('statistics/report', '报送统计（按上报人）', infoStatQuery, reportStat);
  stat('statistics/report/contribution', '贡献统计（上报、联名、合并来源）', infoStatQuery, contributionStat);
  stat('statistics/unit/report', '单位报送统计（byType 按一级类别展开）', infoUnitStatQuery, unitStat);
  stat('adopt/statistics', '采用情况统计（按报送对象）', infoStatQuery, useStat);
  stat('individual/adopt/statistics', '个人采用统计', infoStatQuery, personalStat);

  page('statistics/adopt/detail', viewers, '采用信息明细', infoAdoptDetailQuery, infoRow, (req, b) => adoptDetail(db, who(req), b));
  page(
    'adopt/statistics/info/detail',
    InfoPerm.statistics,
    '报送上级信息明细（含上级采用结果）',
    upperDetailQuery,
    upperDetailRow,
    (req, b) => upperDetail(db, who(req), b),
  );

  // the information desktop: {x} is a year; the GETs with a query string are none of the kit's shapes
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
    async (req) => ok(await overview(db, who(req), req.query.year)),
  );
  read(
    'desktop/graph/data/:x',
    InfoPerm.statistics,
    '工作台图表：某年度逐月报送数、采用数（x 为年度）',
    infoGraphParams,
    infoGraph,
    (req, x) => monthGraph(db, who(req), x.x),
  );
  read(
    'desktop/graph/two/data/:x',
    InfoPerm.statistics,
    '工作台图表：某年度按一级类别报送数、采用数（x 为年度）',
    infoGraphParams,
    infoGraph,
    (req, x) => typeGraph(db, who(req), x.x),
  );
  page('desktop/todo/check', InfoPerm.check, '工作台：待我审核的信息', pageQuery, infoRow, (req, b) => todoCheck(db, who(req), b));
  page('desktop/done/check', InfoPerm.check, '工作台：我已审核的信息', pageQuery, infoRow, (req, b) => doneCheck(db, who(req), b));
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
    async (req) => ok(await annualCount(db, who(req), req.query.year)),
  );
};
