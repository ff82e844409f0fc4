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
import { adoptDetail, adoptItems, adoptPage } from './adopt';
import { idAnswer, routeKit, tags } from './http';
import { addFeedback, feedbackPage, manuscriptDetail, manuscriptPage, originalPage, updateFeedback } from './library';
import { chooseList, mergeItems, mergePage, mergeView } from './merge';
import { addResult, collectiveList, submitConfig, submitDetail, submitUpward } from './upward';

/**
 * Merge, adopt, send upward and results, the original library, manuscripts and take feedback.
 * Not kit shapes, so spelled out: the body-less POST of the upward options, the GET list by query
 * string of a collective user's items, and the two manuscript details POSTed by path (the catalogue's).
 */
export const infoManageStepRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const { app, sc, step, page, read, call } = routeKit(base, ctx);
  const { db } = ctx;
  const who = principalOf;
  // ----- merge -----
  page(
    '/info/merge/page',
    P.merge,
    '信息合并列表（view：candidates 待采用可合并、merged 合并生成）',
    infoMergePageQuery,
    infoRow,
    (req, b) => mergePage(db, who(req), b),
  );
  call(
    '/info/merge/choose/list',
    P.merge,
    '为选定信息推荐相似的待采用信息（查重引擎计算相似度，高者在前）',
    infoMergeChooseBody,
    z.array(infoMergeCandidate),
    (req, b) => chooseList(db, who(req), b.id),
  );
  call(
    '/info/merge',
    P.merge,
    '合并同一类别的两条以上待采用信息为一条新的待采用信息',
    infoMergeBody,
    idAnswer,
    (req, b) => mergeItems(sc(req), b),
    '合并成功',
  );
  read('/info/merge/view/:id', [P.merge, P.manage], '合并信息及其来源信息', infoIdParams, infoMergeView, (req, p) =>
    mergeView(db, who(req), p.id),
  );
  // ----- adopt -----
  page('/info/adopt/page', P.adopt, '采用管理列表（待采用、已采用、未采用、采用环节弃用）', infoAdoptPageQuery, infoRow, (req, b) =>
    adoptPage(db, who(req), b),
  );
  step('/info/adopt', P.adopt, '采用（1 采用、0 不采用、-1 弃用并附理由），可批量', infoAdoptBody, (req, b) => adoptItems(sc(req), b));
  read('/info/adopt/detail/:id', [P.adopt, P.manage], '采用情况（采用结果、意见、操作人与时间）', infoIdParams, infoAdoptDetail, (req, p) =>
    adoptDetail(db, who(req), p.id),
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
  read('/info/submit/detail/:id', [P.submit, P.manage], '报送上级记录与上级采用情况', infoIdParams, infoSubmitDetail, (req, p) =>
    submitDetail(db, who(req), p.id),
  );
  call(
    '/info/result/add',
    P.submit,
    '登记上级采用情况（计入积分）',
    infoResultAddBody,
    idAnswer,
    (req, b) => addResult(sc(req), b),
    '保存成功',
  );
  read('/info/result/view/:id', [P.submit, P.manage, P.report], '信息的上级采用情况', infoIdParams, infoSubmitDetail, (req, p) =>
    submitDetail(db, who(req), p.id),
  );
  app.get(
    '/collectiveInfo/info/list',
    {
      config: { permission: [P.report, P.manage] },
      schema: {
        tags,
        summary: '集体用户（含信息直报点）的信息；信息处可指定 userId',
        querystring: collectiveInfoQuery,
        response: { 200: envelope(pageResult(infoRow)) },
      },
    },
    async (req) => ok(await collectiveList(db, who(req), req.query)),
  );
  // ----- library -----
  page('/info/original/page', P.manage, '原稿库：每条信息上报人的原稿（版本1）', infoLibraryPageQuery, infoOriginalRow, (req, b) =>
    originalPage(db, who(req), b),
  );
  page('/infoManuscript/page', P.manage, '采用稿件（已采用信息）', infoLibraryPageQuery, infoOriginalRow, (req, b) =>
    manuscriptPage(db, who(req), b),
  );
  const manuscript = envelope(infoManuscriptDetail);
  app.post(
    '/infoManuscript/detail/:id',
    {
      config: { permission: P.manage },
      schema: { tags, summary: '稿件详情：现稿与原稿对照及各版本', params: infoIdParams, response: { 200: manuscript } },
    },
    async (req) => ok(await manuscriptDetail(db, who(req), req.params.id)),
  );
  app.post(
    '/web/info/infoManuscript/detail/:id',
    {
      config: { permission: P.report },
      schema: { tags, summary: '上报人查看本人信息的采用稿与原稿', params: infoIdParams, response: { 200: manuscript } },
    },
    async (req) => ok(await manuscriptDetail(db, who(req), req.params.id)),
  );
  page('/take/info/feedback/page', P.manage, '采用反馈列表', takeFeedbackPageQuery, takeFeedbackRow, (req, b) =>
    feedbackPage(db, who(req), b),
  );
  call('/take/info/feedback/add', P.manage, '新增采用反馈', takeFeedbackAddBody, idAnswer, (req, b) => addFeedback(sc(req), b), '保存成功');
  step('/take/info/feedback/update', P.manage, '修改采用反馈', takeFeedbackUpdateBody, (req, b) => updateFeedback(sc(req), b), '保存成功');
};
