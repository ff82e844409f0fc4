import {
  backApplyBody,
  delayApplyBody,
  evaluateBody,
  ProposalPerm as P,
  pageResult,
  preFeedbackBody,
  remindBody,
  remindItem,
  remindPageQuery,
  remindRunBody,
  remindRunResult,
  replyBody,
  requestDecideBody,
  requestItem,
  requestPageQuery,
  UnitRequestKind,
  unitActionBody,
  unitRecordItem,
  unitRecordPageQuery,
  unitRequestKindLabel,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../../platform/audit/audit';
import { principalOf } from '../../../platform/auth/plugin';
import type { AppContext } from '../../../platform/context';
import { envelope, ok } from '../../../platform/http/envelope';
import { guarded } from '../../../platform/http/schema-guard';
import { routeKit, tags } from '../core/http';
import { decideRequest } from './decide';
import { evaluateProposal } from './evaluate';
import { pageReminds, pageRequests, pageUnitRecords } from './queries';
import { remindByHand, runReminders } from './remind';
import { applyBack, applyDelay, preFeedback, replyProposal, signProposal } from './service';

/** Handling: the units' steps, their requests and the office's decisions, reminders, the proposer's rating. */
export const proposalHandlingRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const { app, sc, step } = routeKit(base, ctx);
  const { db } = ctx;
  // ----- the office: requests, reminders -----
  for (const kind of Object.values(UnitRequestKind)) {
    const name = unitRequestKindLabel[kind];
    app.post(
      `/proposal/${kind}/page`,
      {
        config: { permission: kind === UnitRequestKind.back ? [P.backList, P.backApply] : [P.delayList, P.delayApply] },
        schema: {
          tags,
          summary: `${name}申请记录（${kind}Record）`,
          body: guarded(requestPageQuery),
          response: { 200: envelope(pageResult(requestItem)) },
        },
      },
      async (req) => ok(await pageRequests(db, principalOf(req), kind, req.body)),
    );
    step(`${kind}/decide`, kind === UnitRequestKind.back ? P.backDecide : P.delayDecide, `审核${name}申请`, requestDecideBody, (req, b) =>
      decideRequest(sc(req), kind, b),
    );
  }
  app.post(
    '/proposal/remind',
    {
      config: { permission: P.remind },
      schema: { tags, summary: '催办（人工）', body: guarded(remindBody), response: { 200: envelope(z.object({ count: z.number() })) } },
    },
    async (req) => ok(await remindByHand(sc(req), req.body), '催办成功'),
  );
  app.post(
    '/proposal/remind/page',
    {
      config: { permission: [P.remindList, P.handlingList] },
      schema: {
        tags,
        summary: '催办记录（remindRecord）',
        body: guarded(remindPageQuery),
        response: { 200: envelope(pageResult(remindItem)) },
      },
    },
    async (req) => ok(await pageReminds(db, principalOf(req), req.body)),
  );
  app.post(
    '/proposal/remind/run',
    {
      config: { permission: P.remind },
      schema: {
        tags,
        summary: '立即执行到期提醒（15/7/3天及超期，幂等）',
        body: guarded(remindRunBody),
        response: { 200: envelope(remindRunResult) },
      },
    },
    async (req) => ok(await runReminders(ctx, req.body.now ? new Date(req.body.now) : new Date(), actorOf(req))),
  );
  for (const phase of ['pre', 'formal'] as const) {
    app.post(
      `/proposal/${phase === 'pre' ? 'preAssign' : 'assign'}/record/page`,
      {
        config: { permission: phase === 'pre' ? [P.preAssignList, P.preSignList] : [P.assignList, P.finishList] },
        schema: {
          tags,
          summary: phase === 'pre' ? '预交办记录（preAssignRecord）' : '交办记录（assignRecord）',
          body: guarded(unitRecordPageQuery),
          response: { 200: envelope(pageResult(unitRecordItem)) },
        },
      },
      async (req) => ok(await pageUnitRecords(db, principalOf(req), phase, req.body)),
    );
  }

  // ----- handling units -----
  step('preSign/feedback', P.preSignFeedback, '预交办反馈：同意或不同意承办', preFeedbackBody, (req, b) => preFeedback(sc(req), b));
  step('sign', P.sign, '签收（0 → 1）', unitActionBody, (req, b) => signProposal(sc(req), b), '签收成功');
  step('back/apply', P.backApply, '申请退回（→ -2）', backApplyBody, (req, b) => applyBack(sc(req), b));
  step('delay/apply', P.delayApply, '申请延期（→ -1）', delayApplyBody, (req, b) => applyDelay(sc(req), b));
  step('reply', P.reply, '答复（→ 2）：答复函、附件、办理结果 A/B/C、联系人', replyBody, (req, b) => replyProposal(sc(req), b), '答复成功');

  step('evaluate', P.evaluate, '对一个承办单位的答复进行满意度测评（1/2/0）', evaluateBody, (req, b) => evaluateProposal(sc(req), b));
};
