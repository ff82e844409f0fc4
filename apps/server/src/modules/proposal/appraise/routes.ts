import {
  type AppraiseKind,
  AppraisePerm,
  appraiseAddBody,
  appraiseDetail as appraiseDetailSchema,
  appraiseIdBody,
  appraiseIdParams,
  appraiseIdsBody,
  appraiseItem,
  appraiseKindLabel,
  appraisePageQuery,
  appraiseRecordItem,
  appraiseRecordPageQuery,
  appraiseRemindBody,
  appraiseSegment,
  appraiseStatistics as appraiseStatisticsSchema,
  appraiseSubmitBody,
  appraiseUpdateBody,
  myAppraiseItem,
  myTargets as myTargetsSchema,
  pageResult,
  unevaluatedItem,
  unevaluatedPageQuery,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/plugin';
import type { AppContext } from '../../../platform/context';
import { callerOf } from '../../../platform/http/caller';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import { memberOptions, myTargets, pageMine, submitAppraisal, targetOptions } from './member';
import { appraiseDetail, appraiseStatistics, pageAppraise, pageRecords, pageUnevaluated } from './queries';
import { addAppraise, deleteAppraise, endAppraise, publishAppraise, remindAppraise, updateAppraise } from './service';

const option = z.object({ id: z.string(), name: z.string(), extra: z.string().nullable() });
const optionQuery = z.object({
  keyword: z.string().trim().max(50, '关键字不能超过50个字').optional(),
  sessionId: z.string().trim().max(64).optional(),
});
const minePageQuery = appraisePageQuery.extend({
  appraised: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .optional(),
});

/**
 * appraise/* (members appraise proposals) and appraiseUnit/* (members appraise
 * handling units): the same calls under each prefix, mgt/* for the office and
 * member/* for the members.
 */
export const proposalAppraiseRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  for (const kind of ['proposal', 'unit'] as AppraiseKind[]) {
    const seg = `/proposal/${appraiseSegment[kind]}`;
    const perm = AppraisePerm[kind];
    const tags = [appraiseKindLabel[kind]];
    const office = [perm.list, perm.statistics];

    // ----- the office -----
    app.post(
      `${seg}/mgt/page`,
      {
        config: { permission: office },
        schema: { tags, summary: '测评列表（mgt/list）', body: appraisePageQuery, response: { 200: envelope(pageResult(appraiseItem)) } },
      },
      async (req) => ok(await pageAppraise(db, kind, req.body)),
    );
    app.post(
      `${seg}/mgt/unevaluated/page`,
      {
        config: { permission: perm.statistics },
        schema: {
          tags,
          summary: '未评情况：已发布的测评及完成人数（mgt/unevaluated）',
          body: appraisePageQuery,
          response: { 200: envelope(pageResult(appraiseItem)) },
        },
      },
      async (req) => ok(await pageAppraise(db, kind, req.body, true)),
    );
    app.get(
      `${seg}/mgt/detail/:id`,
      {
        config: { permission: office },
        schema: { tags, summary: '测评详情（mgt/form 编辑）', params: appraiseIdParams, response: { 200: envelope(appraiseDetailSchema) } },
      },
      async (req) => ok(await appraiseDetail(db, kind, req.params.id)),
    );
    app.post(
      `${seg}/mgt/add`,
      {
        config: { permission: perm.edit },
        schema: { tags, summary: '新增测评（暂存）', body: appraiseAddBody, response: { 200: envelope(z.object({ id: z.string() })) } },
      },
      async (req) => ok(await addAppraise(ctx, callerOf(req), kind, req.body), '保存成功'),
    );
    app.post(
      `${seg}/mgt/update`,
      {
        config: { permission: perm.edit },
        schema: { tags, summary: '修改暂存的测评', body: appraiseUpdateBody, response: { 200: emptyEnvelope } },
      },
      async (req) => {
        await updateAppraise(ctx, callerOf(req), kind, req.body);
        return ok(null, '保存成功');
      },
    );
    app.post(
      `${seg}/mgt/delete`,
      {
        config: { permission: perm.edit },
        schema: { tags, summary: '删除暂存的测评', body: appraiseIdsBody, response: { 200: emptyEnvelope } },
      },
      async (req) => {
        await deleteAppraise(ctx, callerOf(req), kind, req.body.ids);
        return ok(null, '删除成功');
      },
    );
    app.post(
      `${seg}/mgt/publish`,
      {
        config: { permission: perm.publish },
        schema: { tags, summary: '发布（0 → 1），通知参评委员', body: appraiseIdBody, response: { 200: emptyEnvelope } },
      },
      async (req) => {
        await publishAppraise(ctx, callerOf(req), kind, req.body.id);
        return ok(null, '发布成功');
      },
    );
    app.post(
      `${seg}/mgt/end`,
      {
        config: { permission: perm.publish },
        schema: { tags, summary: '结束（1 → 2）', body: appraiseIdBody, response: { 200: emptyEnvelope } },
      },
      async (req) => {
        await endAppraise(ctx, callerOf(req), kind, req.body.id);
        return ok(null, '操作成功');
      },
    );
    app.get(
      `${seg}/mgt/statistics/:id`,
      {
        config: { permission: perm.statistics },
        schema: {
          tags,
          summary: '测评统计：每个对象的评议人数、等级与平均分（mgt/statistics）',
          params: appraiseIdParams,
          response: { 200: envelope(appraiseStatisticsSchema) },
        },
      },
      async (req) => ok(await appraiseStatistics(db, kind, req.params.id)),
    );
    app.post(
      `${seg}/mgt/record/page`,
      {
        config: { permission: perm.statistics },
        schema: {
          tags,
          summary: '评议明细（mgt/statisticsDetailList）',
          body: appraiseRecordPageQuery,
          response: { 200: envelope(pageResult(appraiseRecordItem)) },
        },
      },
      async (req) => ok(await pageRecords(db, kind, req.body)),
    );
    app.post(
      `${seg}/mgt/unevaluatedList`,
      {
        config: { permission: perm.statistics },
        schema: {
          tags,
          summary: '未完成评议的委员（mgt/unevaluatedList）',
          body: unevaluatedPageQuery,
          response: { 200: envelope(pageResult(unevaluatedItem)) },
        },
      },
      async (req) => ok(await pageUnevaluated(db, kind, req.body)),
    );
    app.post(
      `${seg}/mgt/remind`,
      {
        config: { permission: perm.remind },
        schema: {
          tags,
          summary: '提醒未完成的委员',
          body: appraiseRemindBody,
          response: { 200: envelope(z.object({ count: z.number() })) },
        },
      },
      async (req) => ok(await remindAppraise(ctx, callerOf(req), kind, req.body), '提醒成功'),
    );
    app.get(
      `${seg}/mgt/targetOptions`,
      {
        config: { permission: perm.edit },
        schema: { tags, summary: '可选的评议对象', querystring: optionQuery, response: { 200: envelope(z.array(option)) } },
      },
      async (req) => ok(await targetOptions(db, kind, req.query.keyword || undefined, req.query.sessionId || undefined)),
    );
    app.get(
      `${seg}/mgt/memberOptions`,
      {
        config: { permission: perm.edit },
        schema: { tags, summary: '可选的参评委员（本届）', querystring: optionQuery, response: { 200: envelope(z.array(option)) } },
      },
      async (req) => ok(await memberOptions(db, req.query.keyword || undefined)),
    );

    // ----- members -----
    app.post(
      `${seg}/member/page`,
      {
        config: { permission: perm.member },
        schema: {
          tags,
          summary: '我的测评（member/list；appraised=true 为 member/result）',
          body: minePageQuery,
          response: { 200: envelope(pageResult(myAppraiseItem)) },
        },
      },
      async (req) => ok(await pageMine(db, principalOf(req).userId, kind, req.body)),
    );
    app.get(
      `${seg}/member/target/:id`,
      {
        config: { permission: perm.member },
        schema: {
          tags,
          summary: '评议对象与本人的评议（member/target、member/result/detail）',
          params: appraiseIdParams,
          response: { 200: envelope(myTargetsSchema) },
        },
      },
      async (req) => ok(await myTargets(db, kind, req.params.id, principalOf(req).userId)),
    );
    app.post(
      `${seg}/member/submit`,
      {
        config: { permission: perm.member },
        schema: {
          tags,
          summary: '提交对一个对象的评议（member/form），进行中可修改',
          body: appraiseSubmitBody,
          response: { 200: envelope(z.object({ id: z.string() })) },
        },
      },
      async (req) => ok(await submitAppraisal(ctx, callerOf(req), kind, req.body), '提交成功'),
    );
  }
};
