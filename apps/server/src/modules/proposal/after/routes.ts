import {
  feedbackAddBody,
  instructionAddBody,
  instructionItem,
  instructionPageQuery,
  instructionUpdateBody,
  ProposalPerm as P,
  pageResult,
  proposalIdParams,
  proposalIdsBody,
  yearSummaryBody,
  yearSummaryItem,
  yearSummaryPageQuery,
  yearSummaryUpdateBody,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../../../platform/auth/plugin';
import type { AppContext } from '../../../platform/context';
import { envelope, ok } from '../../../platform/http/envelope';
import { guarded } from '../../../platform/http/schema-guard';
import { idResult, routeKit, tags } from '../core/http';
import { addFeedback } from './feedback';
import { addInstruction, deleteInstructions, pageInstructions, updateInstruction } from './instructions';
import { addYearSummary, deleteYearSummaries, updateYearSummary } from './year-summary';
import { pageYearSummaries, yearSummaryDetail } from './year-summary-queries';

/** After the reply: leader instructions, feedback, the units' yearly summaries. */
export const proposalAfterRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const { app, sc, step } = routeKit(base, ctx);
  const { db } = ctx;
  // ----- instructions, feedback, year summaries -----
  app.post(
    '/proposal/instruction/page',
    {
      config: { permission: P.instructionList },
      schema: {
        tags,
        summary: '领导批示（instructionList）',
        body: guarded(instructionPageQuery),
        response: { 200: envelope(pageResult(instructionItem)) },
      },
    },
    async (req) => ok(await pageInstructions(db, req.body)),
  );
  app.post(
    '/proposal/instruction/add',
    {
      config: { permission: P.instructionEdit },
      schema: { tags, summary: '录入领导批示', body: guarded(instructionAddBody), response: { 200: idResult } },
    },
    async (req) => ok(await addInstruction(sc(req), req.body), '保存成功'),
  );
  step(
    'instruction/update',
    P.instructionEdit,
    '修改领导批示',
    instructionUpdateBody,
    (req, b) => updateInstruction(sc(req), b),
    '保存成功',
  );
  step(
    'instruction/delete',
    P.instructionEdit,
    '删除领导批示',
    proposalIdsBody,
    (req, b) => deleteInstructions(sc(req), b.ids),
    '删除成功',
  );
  app.post(
    '/proposal/feedback/add',
    {
      config: { permission: [P.feedback] },
      schema: { tags, summary: '办理落实反馈（feedBackForm）', body: guarded(feedbackAddBody), response: { 200: idResult } },
    },
    async (req) => ok(await addFeedback(sc(req), req.body), '反馈成功'),
  );
  app.post(
    '/proposal/yearSummary/page',
    {
      config: { permission: [P.yearSummaryList, P.yearSummaryEdit] },
      schema: {
        tags,
        summary: '年度办理工作总结（yearSummary）',
        body: guarded(yearSummaryPageQuery),
        response: { 200: envelope(pageResult(yearSummaryItem)) },
      },
    },
    async (req) => ok(await pageYearSummaries(db, principalOf(req), req.body)),
  );
  app.get(
    '/proposal/yearSummary/detail/:id',
    {
      config: { permission: [P.yearSummaryList, P.yearSummaryEdit] },
      schema: { tags, summary: '年度总结详情', params: proposalIdParams, response: { 200: envelope(yearSummaryItem) } },
    },
    async (req) => ok(await yearSummaryDetail(db, principalOf(req), req.params.id)),
  );
  app.post(
    '/proposal/yearSummary/add',
    {
      config: { permission: P.yearSummaryEdit },
      schema: { tags, summary: '新增年度总结（submit=true 时提交）', body: guarded(yearSummaryBody), response: { 200: idResult } },
    },
    async (req) => ok(await addYearSummary(sc(req), req.body), req.body.submit ? '提交成功' : '保存成功'),
  );
  step(
    'yearSummary/update',
    P.yearSummaryEdit,
    '修改年度总结（submit=true 时提交）',
    yearSummaryUpdateBody,
    (req, b) => updateYearSummary(sc(req), b),
    '保存成功',
  );
  step(
    'yearSummary/delete',
    P.yearSummaryEdit,
    '删除未提交的年度总结',
    proposalIdsBody,
    (req, b) => deleteYearSummaries(sc(req), b.ids),
    '删除成功',
  );
};
