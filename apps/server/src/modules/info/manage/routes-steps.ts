import {
  collectiveInfoQuery,
  infoAdoptBody,
  infoAdoptDetail,
  infoAdoptPageQuery,
  infoIdParams,
  infoLibraryPageQuery,
  infoManuscriptDetail,
  infoMergeBody,
  infoMergeCandidate,
  infoMergeChooseBody,
  infoMergePageQuery,
  infoMergeView,
  infoOriginalRow,
  infoResultAddBody,
  infoRow,
  infoSubmitConfig,
  infoSubmitDetail,
  infoSubmitUpwardBody,
  InfoPerm as P,
  pageResult,
  takeFeedbackAddBody,
  takeFeedbackPageQuery,
  takeFeedbackRow,
  takeFeedbackUpdateBody,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/plugin';
import type { AppContext } from '../../../platform/context';
import { envelope, ok } from '../../../platform/http/envelope';
import { guarded } from '../../../platform/http/schema-guard';
import { adoptDetail, adoptItems, adoptPage } from './adopt';
import { idResult, routeKit, tags } from './http';
import { addFeedback, feedbackPage, manuscriptDetail, manuscriptPage, originalPage, updateFeedback } from './library';
import { chooseList, mergeItems, mergePage, mergeView } from './merge';
import { addResult, collectiveList, submitConfig, submitDetail, submitUpward } from './upward';

const rows = envelope(pageResult(infoRow));

/** Merge, adopt, send upward and results, the original library, manuscripts and take feedback. */
export const infoManageStepRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const { app, sc, step } = routeKit(base, ctx);
  const { db } = ctx;
  // ----- merge -----
  app.post(
    '/info/merge/page',
    {
      config: { permission: P.merge },
      schema: {
        tags,
        summary: '信息合并列表（view：candidates 待采用可合并、merged 合并生成）',
        body: guarded(infoMergePageQuery),
        response: { 200: rows },
      },
    },
    async (req) => ok(await mergePage(db, principalOf(req), req.body)),
  );
  app.post(
    '/info/merge/choose/list',
    {
      config: { permission: P.merge },
      schema: {
        tags,
        summary: '为选定信息推荐相似的待采用信息（查重引擎计算相似度，高者在前）',
        body: guarded(infoMergeChooseBody),
        response: { 200: envelope(z.array(infoMergeCandidate)) },
      },
    },
    async (req) => ok(await chooseList(db, principalOf(req), req.body.id)),
  );
  app.post(
    '/info/merge',
    {
      config: { permission: P.merge },
      schema: {
        tags,
        summary: '合并同一类别的两条以上待采用信息为一条新的待采用信息',
        body: guarded(infoMergeBody),
        response: { 200: idResult },
      },
    },
    async (req) => ok(await mergeItems(sc(req), req.body), '合并成功'),
  );
  app.get(
    '/info/merge/view/:id',
    {
      config: { permission: [P.merge, P.manage] },
      schema: { tags, summary: '合并信息及其来源信息', params: infoIdParams, response: { 200: envelope(infoMergeView) } },
    },
    async (req) => ok(await mergeView(db, principalOf(req), req.params.id)),
  );
  // ----- adopt -----
  app.post(
    '/info/adopt/page',
    {
      config: { permission: P.adopt },
      schema: {
        tags,
        summary: '采用管理列表（待采用、已采用、未采用、采用环节弃用）',
        body: guarded(infoAdoptPageQuery),
        response: { 200: rows },
      },
    },
    async (req) => ok(await adoptPage(db, principalOf(req), req.body)),
  );
  step('/info/adopt', P.adopt, '采用（1 采用、0 不采用、-1 弃用并附理由），可批量', infoAdoptBody, (req, b) => adoptItems(sc(req), b));
  app.get(
    '/info/adopt/detail/:id',
    {
      config: { permission: [P.adopt, P.manage] },
      schema: {
        tags,
        summary: '采用情况（采用结果、意见、操作人与时间）',
        params: infoIdParams,
        response: { 200: envelope(infoAdoptDetail) },
      },
    },
    async (req) => ok(await adoptDetail(db, principalOf(req), req.params.id)),
  );
  // ----- upward -----
  app.post(
    '/info/submit/config',
    {
      config: { permission: P.submit },
      schema: { tags, summary: '报送上级的选项（报送单位、报送对象）', response: { 200: envelope(infoSubmitConfig) } },
    },
    async () => ok(submitConfig()),
  );
  step('/info/submit', P.submit, '报送上级（已采用信息）', infoSubmitUpwardBody, (req, b) => submitUpward(sc(req), b));
  app.get(
    '/info/submit/detail/:id',
    {
      config: { permission: [P.submit, P.manage] },
      schema: { tags, summary: '报送上级记录与上级采用情况', params: infoIdParams, response: { 200: envelope(infoSubmitDetail) } },
    },
    async (req) => ok(await submitDetail(db, principalOf(req), req.params.id)),
  );
  app.post(
    '/info/result/add',
    {
      config: { permission: P.submit },
      schema: { tags, summary: '登记上级采用情况（计入积分）', body: guarded(infoResultAddBody), response: { 200: idResult } },
    },
    async (req) => ok(await addResult(sc(req), req.body), '保存成功'),
  );
  app.get(
    '/info/result/view/:id',
    {
      config: { permission: [P.submit, P.manage, P.report] },
      schema: { tags, summary: '信息的上级采用情况', params: infoIdParams, response: { 200: envelope(infoSubmitDetail) } },
    },
    async (req) => ok(await submitDetail(db, principalOf(req), req.params.id)),
  );
  app.get(
    '/collectiveInfo/info/list',
    {
      config: { permission: [P.report, P.manage] },
      schema: {
        tags,
        summary: '集体用户（含信息直报点）的信息；信息处可指定 userId',
        querystring: collectiveInfoQuery,
        response: { 200: rows },
      },
    },
    async (req) => ok(await collectiveList(db, principalOf(req), req.query)),
  );
  // ----- library -----
  const originals = envelope(pageResult(infoOriginalRow));
  app.post(
    '/info/original/page',
    {
      config: { permission: P.manage },
      schema: { tags, summary: '原稿库：每条信息上报人的原稿（版本1）', body: guarded(infoLibraryPageQuery), response: { 200: originals } },
    },
    async (req) => ok(await originalPage(db, principalOf(req), req.body)),
  );
  app.post(
    '/infoManuscript/page',
    {
      config: { permission: P.manage },
      schema: { tags, summary: '采用稿件（已采用信息）', body: guarded(infoLibraryPageQuery), response: { 200: originals } },
    },
    async (req) => ok(await manuscriptPage(db, principalOf(req), req.body)),
  );
  app.post(
    '/infoManuscript/detail/:id',
    {
      config: { permission: P.manage },
      schema: {
        tags,
        summary: '稿件详情：现稿与原稿对照及各版本',
        params: infoIdParams,
        response: { 200: envelope(infoManuscriptDetail) },
      },
    },
    async (req) => ok(await manuscriptDetail(db, principalOf(req), req.params.id)),
  );
  app.post(
    '/web/info/infoManuscript/detail/:id',
    {
      config: { permission: P.report },
      schema: {
        tags,
        summary: '上报人查看本人信息的采用稿与原稿',
        params: infoIdParams,
        response: { 200: envelope(infoManuscriptDetail) },
      },
    },
    async (req) => ok(await manuscriptDetail(db, principalOf(req), req.params.id)),
  );
  app.post(
    '/take/info/feedback/page',
    {
      config: { permission: P.manage },
      schema: {
        tags,
        summary: '采用反馈列表',
        body: guarded(takeFeedbackPageQuery),
        response: { 200: envelope(pageResult(takeFeedbackRow)) },
      },
    },
    async (req) => ok(await feedbackPage(db, principalOf(req), req.body)),
  );
  app.post(
    '/take/info/feedback/add',
    {
      config: { permission: P.manage },
      schema: { tags, summary: '新增采用反馈', body: guarded(takeFeedbackAddBody), response: { 200: idResult } },
    },
    async (req) => ok(await addFeedback(sc(req), req.body), '保存成功'),
  );
  step('/take/info/feedback/update', P.manage, '修改采用反馈', takeFeedbackUpdateBody, (req, b) => updateFeedback(sc(req), b), '保存成功');
};
