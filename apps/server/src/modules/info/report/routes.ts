import {
  infoCheckAllBody,
  infoCheckAllResult,
  infoCheckBody,
  infoCheckPageQuery,
  infoEditCheckBody,
  infoFlowAddBody,
  infoFlowExistCheck,
  infoFlowExistData,
  infoFlowExistDataBody,
  infoFlowView,
  infoFlowViewQuery,
  infoFullDetail,
  infoIdParams,
  infoIdsBody,
  infoJointCheckRow,
  infoJointConfirmBody,
  infoJointDetail,
  infoJointPageQuery,
  infoJointRow,
  infoPageQuery,
  infoReportBody,
  infoReportUpdateBody,
  infoRow,
  InfoPerm as P,
  pageResult,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../../platform/auth/plugin';
import type { AppContext } from '../../../platform/context';
import { callerOf } from '../../../platform/http/caller';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import { guarded } from '../../../platform/http/schema-guard';
import type { InfoStepContext } from '../core/step';
import { infoDetail } from './detail';
import { infoFlowExistCheck as existCheck, infoFlowExistData as existData, saveInfoFlow, viewInfoFlows } from './flows';
import { confirmJoint, jointDetail, pageJoint, pageJointCheck } from './joint';
import { addInfo, deleteInfo, pageMyInfo, pageOpenInfo, resubmitInfo, updateInfo } from './reporting';
import { checkAllInfo, checkInfo, editCheckInfo, pageCheckFinished, pageCheckQueue } from './review';

const flowTags = ['社情民意-审核流程'];
const reportTags = ['社情民意-信息报送'];
const checkTags = ['社情民意-信息审核'];
const idResult = envelope(z.object({ id: z.string() }));
const rowPage = envelope(pageResult(infoRow));
/** Everyone who may open an item's detail; what they see is the item's data scope. */
const READERS = [P.report, P.joint, P.check, P.manage];

/** spec 002 §7 Info flow, Web info, Review (check), and info detail/resubmit. */
export const reportRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const sc = (req: Parameters<typeof callerOf>[0]): InfoStepContext => ({ ctx, caller: callerOf(req) });

  // ----- flows -----
  app.post(
    '/infoFlow/add',
    {
      config: { permission: P.flow },
      schema: {
        tags: flowTags,
        summary: '保存信息类别的审核流程（新增一个版本，旧版本停用）',
        body: guarded(infoFlowAddBody),
        response: { 200: idResult },
      },
    },
    async (req) => ok(await saveInfoFlow(db, callerOf(req).actor, req.body), '保存成功'),
  );
  app.get(
    '/infoFlow/view',
    {
      config: { permission: P.flow },
      schema: {
        tags: flowTags,
        summary: '查看审核流程（当前版本；typeId 限定类别）',
        querystring: guarded(infoFlowViewQuery),
        response: { 200: envelope(z.array(infoFlowView)) },
      },
    },
    async (req) => ok(await viewInfoFlows(db, req.query.typeId)),
  );
  app.post(
    '/infoFlow/exist/infoData',
    {
      config: { permission: P.flow },
      schema: {
        tags: flowTags,
        summary: '该类别当前流程上是否有审核中的信息',
        body: guarded(infoFlowExistDataBody),
        response: { 200: envelope(infoFlowExistData) },
      },
    },
    async (req) => ok(await existData(db, req.body.typeId, req.body.flowType)),
  );
  app.get(
    '/infoFlow/exist/check/:id',
    {
      config: { permission: [P.flow, P.report] },
      schema: {
        tags: flowTags,
        summary: '信息类别（id）是否已设置审核流程',
        params: infoIdParams,
        response: { 200: envelope(infoFlowExistCheck) },
      },
    },
    async (req) => ok(await existCheck(db, req.params.id)),
  );

  // ----- reporting -----
  app.post(
    '/web/info/page',
    {
      config: { permission: P.report },
      schema: { tags: reportTags, summary: '我报送的信息', body: guarded(infoPageQuery), response: { 200: rowPage } },
    },
    async (req) => ok(await pageMyInfo(db, principalOf(req), req.body)),
  );
  app.post(
    '/web/info/open/page',
    {
      config: { permission: P.report },
      schema: { tags: reportTags, summary: '已采用信息（公开）', body: guarded(infoPageQuery), response: { 200: rowPage } },
    },
    async (req) => ok(await pageOpenInfo(db, principalOf(req), req.body)),
  );
  app.post(
    '/web/info/add',
    {
      config: { permission: P.report },
      schema: {
        tags: reportTags,
        summary: '新增信息（草稿；submit=true 时直接报送）',
        body: guarded(infoReportBody),
        response: { 200: idResult },
      },
    },
    async (req) => ok(await addInfo(sc(req), req.body), req.body.submit ? '报送成功' : '保存成功'),
  );
  app.post(
    '/web/info/update',
    {
      config: { permission: P.report },
      schema: {
        tags: reportTags,
        summary: '修改草稿或退回的信息（submit=true 时报送）',
        body: guarded(infoReportUpdateBody),
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await updateInfo(sc(req), req.body);
      return ok(null, req.body.submit ? '报送成功' : '保存成功');
    },
  );
  app.post(
    '/web/info/delete',
    {
      config: { permission: P.report },
      schema: { tags: reportTags, summary: '删除本人的草稿', body: guarded(infoIdsBody), response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteInfo(sc(req), req.body.ids);
      return ok(null, '删除成功');
    },
  );
  app.post(
    '/web/info/detail/:id',
    {
      config: { permission: P.report },
      schema: { tags: reportTags, summary: '信息详情（上报人）', params: infoIdParams, response: { 200: envelope(infoFullDetail) } },
    },
    async (req) => ok(await infoDetail(db, principalOf(req), req.params.id)),
  );
  app.post(
    '/info/resubmit/:id',
    {
      config: { permission: P.report },
      schema: { tags: reportTags, summary: '退回的信息重新报送（回到流程第一级）', params: infoIdParams, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await resubmitInfo(sc(req), req.params.id);
      return ok(null, '报送成功');
    },
  );
  app.post(
    '/info/detail/:id',
    {
      config: { permission: READERS },
      schema: {
        tags: reportTags,
        summary: '信息详情（人员、附件、流转记录、版本）',
        params: infoIdParams,
        response: { 200: envelope(infoFullDetail) },
      },
    },
    async (req) => ok(await infoDetail(db, principalOf(req), req.params.id)),
  );

  // ----- joint -----
  app.post(
    '/web/info/joint/page',
    {
      config: { permission: P.joint },
      schema: {
        tags: reportTags,
        summary: '邀请我联名的信息',
        body: guarded(infoJointPageQuery),
        response: { 200: envelope(pageResult(infoJointRow)) },
      },
    },
    async (req) => ok(await pageJoint(db, principalOf(req), req.body)),
  );
  app.post(
    '/web/info/joint/confirm',
    {
      config: { permission: P.joint },
      schema: {
        tags: reportTags,
        summary: '联名确认（1 同意，0 不同意）',
        body: guarded(infoJointConfirmBody),
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await confirmJoint(sc(req), req.body);
      return ok(null, '确认成功');
    },
  );
  app.get(
    '/infoJoint/detail/:id',
    {
      config: { permission: [P.report, P.joint, P.check, P.manage] },
      schema: { tags: reportTags, summary: '联名确认情况', params: infoIdParams, response: { 200: envelope(infoJointDetail) } },
    },
    async (req) => ok(await jointDetail(db, principalOf(req), req.params.id)),
  );
  app.post(
    '/infoJoint/check/page',
    {
      config: { permission: P.report },
      schema: {
        tags: reportTags,
        summary: '我报送的联名信息及确认情况',
        body: guarded(infoPageQuery),
        response: { 200: envelope(pageResult(infoJointCheckRow)) },
      },
    },
    async (req) => ok(await pageJointCheck(db, principalOf(req), req.body)),
  );

  // ----- review -----
  app.post(
    '/info/check/page',
    {
      config: { permission: P.check },
      schema: {
        tags: checkTags,
        summary: '待审信息（本人所在审核环节；flowId=all 为全部流程）',
        body: guarded(infoCheckPageQuery),
        response: { 200: rowPage },
      },
    },
    async (req) => ok(await pageCheckQueue(db, principalOf(req), req.body)),
  );
  app.post(
    '/info/check/finish/page',
    {
      config: { permission: P.check },
      schema: { tags: checkTags, summary: '我审核过的信息', body: guarded(infoPageQuery), response: { 200: rowPage } },
    },
    async (req) => ok(await pageCheckFinished(db, principalOf(req), req.body)),
  );
  app.post(
    '/info/check/check',
    {
      config: { permission: P.check },
      schema: {
        tags: checkTags,
        summary: '审核（1 通过，-1 弃用，-2 退回：backType 1 上报人 2 上一级 3 第一级）',
        body: guarded(infoCheckBody),
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await checkInfo(sc(req), req.body);
      return ok(null, '审核成功');
    },
  );
  app.post(
    '/info/check/edit/check',
    {
      config: { permission: P.check },
      schema: {
        tags: checkTags,
        summary: '修改内容并审核（修改保留为新版本）',
        body: guarded(infoEditCheckBody),
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await editCheckInfo(sc(req), req.body);
      return ok(null, '审核成功');
    },
  );
  app.post(
    '/info/check/checkAll',
    {
      config: { permission: P.check },
      schema: {
        tags: checkTags,
        summary: '批量审核通过（逐条审核，返回通过数与未通过原因）',
        body: guarded(infoCheckAllBody),
        response: { 200: envelope(infoCheckAllResult) },
      },
    },
    async (req) => ok(await checkAllInfo(sc(req), req.body.ids, req.body.opinion)),
  );
};
