import {
  ProposalPerm as P,
  type ProposalStatName,
  proposalAnnualCount,
  proposalAnnualQuery,
  proposalConditionQuery,
  proposalCountNames,
  proposalDesktopCount,
  proposalDesktopQuery,
  proposalStatGroup,
  proposalStatisticNames,
  proposalStatPerm,
  proposalStatQuery,
  proposalStatTitle,
  statResult,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../../platform/auth/plugin';
import type { AppContext } from '../../../platform/context';
import { sendXlsx, statSheet } from '../../../platform/export';
import { envelope, ok } from '../../../platform/http/envelope';
import { exportFileName } from '../../export';
import { runStat } from './definitions';
import { annualCount, desktopCount } from './desktop';

const tags = ['提案统计'];

/** Every proposalCount/* and statistic/* page: POST …/{name} for the numbers, POST …/{name}/export for the workbook. */
export const proposalStatsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const names: ProposalStatName[] = [...proposalCountNames, ...proposalStatisticNames];
  for (const name of names) {
    const path = `/proposal/${proposalStatGroup(name)}/${name}`;
    const body = name === 'conditionCount' ? proposalConditionQuery : proposalStatQuery;
    app.post(
      path,
      {
        config: { permission: proposalStatPerm(name, 'view') },
        schema: { tags, summary: `${proposalStatTitle[name]}（${name}）`, body, response: { 200: envelope(statResult) } },
      },
      async (req) => ok(await runStat(db, name, req.body)),
    );
    app.post(
      `${path}/export`,
      {
        config: { permission: proposalStatPerm(name, 'export') },
        schema: { tags, summary: `导出${proposalStatTitle[name]}（xlsx）`, body },
      },
      async (req, reply) => {
        // computed before the download starts: a bad filter still answers the error envelope
        const r = await runStat(db, name, req.body);
        const sheet = statSheet(r);
        return sendXlsx(reply, { filename: exportFileName(r.title), sheetName: r.title, ...sheet });
      },
    );
  }

  app.get(
    '/proposal/count/desktop',
    {
      config: { permission: [P.allList, P.myList, P.signList, P.preSignList, P.handlingList, P.finishList] },
      schema: {
        tags,
        summary: '工作台提案数：提案办按状态、承办单位按签收状态、提案人本人提案按状态，以及待办数',
        querystring: proposalDesktopQuery,
        response: { 200: envelope(proposalDesktopCount) },
      },
    },
    async (req) => ok(await desktopCount(db, principalOf(req), req.query.sessionId)),
  );
  app.get(
    '/proposal/count/annual',
    {
      config: { permission: [P.myList] },
      schema: {
        tags,
        summary: '年度履职计划计数（countByProposal/proposalCount）：本人当年领衔提案数与目标',
        querystring: proposalAnnualQuery,
        response: { 200: envelope(proposalAnnualCount) },
      },
    },
    async (req) => ok(await annualCount(db, principalOf(req), req.query.year)),
  );
};
