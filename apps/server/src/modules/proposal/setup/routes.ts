import {
  ProposalSetupPerm as P,
  pageResult,
  proposalSessionAddBody,
  proposalSessionInfo,
  proposalSessionInfoQuery,
  proposalSessionListQuery,
  proposalSessionOption,
  proposalSessionPageQuery,
  proposalSessionSwitchBody,
  proposalSessionUpdateBody,
  proposalSessionYearQuery,
  proposalTypeOption,
  refEnableBody,
  refIdBody,
  refIdParams,
  refIdsBody,
  refNameQuery,
  treeTypeAddBody,
  treeTypeDetail,
  treeTypeNode,
  treeTypeUpdateBody,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/audit/audit';
import type { AppContext } from '../../../platform/context';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import {
  addProposalSession,
  deleteProposalSessions,
  deleteProposalType,
  listProposalSessions,
  pageProposalSessions,
  proposalSessionDetail,
  proposalSessionOfYear,
  proposalTypeOptions,
  proposalTypes,
  proposalSessionInfo as sessionInfo,
  setCurrentProposalSession,
  switchProposalSession,
  updateProposalSession,
} from './service';

const sessionTags = ['提案设置-提案届次'];
const typeTags = ['提案设置-提案类别'];
const idResult = envelope(z.object({ id: z.string() }));

export const setupRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  // spec 000 §7 reference data: read by every proposal screen, so sign-in is enough
  app.get(
    '/proposalSession/set/info',
    {
      schema: {
        tags: sessionTags,
        summary: '提案届次设置（不传 sessionId 时为当前届次；无届次时为 null）',
        querystring: proposalSessionInfoQuery,
        response: { 200: envelope(proposalSessionInfo.nullable()) },
      },
    },
    async (req) => ok(await sessionInfo(db, req.query.sessionId)),
  );
  app.get(
    '/proposalSession/list',
    {
      schema: {
        tags: sessionTags,
        summary: '提案届次选项（新的在前）',
        querystring: proposalSessionListQuery,
        response: { 200: envelope(z.array(proposalSessionOption)) },
      },
    },
    async (req) => ok(await listProposalSessions(db, req.query.cppccSessionId)),
  );
  app.get(
    '/proposalSession/year',
    {
      schema: {
        tags: sessionTags,
        summary: '某年度（默认本年度）的提案届次，没有时为 null',
        querystring: proposalSessionYearQuery,
        response: { 200: envelope(proposalSessionInfo.nullable()) },
      },
    },
    async (req) => ok(await proposalSessionOfYear(db, req.query.year)),
  );

  app.post(
    '/proposalSession/page',
    {
      config: { permission: P.sessionList },
      schema: {
        tags: sessionTags,
        summary: '提案届次分页',
        body: proposalSessionPageQuery,
        response: { 200: envelope(pageResult(proposalSessionInfo)) },
      },
    },
    async (req) => ok(await pageProposalSessions(db, req.body)),
  );
  app.get(
    '/proposalSession/detail/:id',
    {
      config: { permission: P.sessionList },
      schema: { tags: sessionTags, summary: '提案届次详情', params: refIdParams, response: { 200: envelope(proposalSessionInfo) } },
    },
    async (req) => ok(await proposalSessionDetail(db, req.params.id)),
  );
  app.post(
    '/proposalSession/add',
    {
      config: { permission: P.sessionAdd },
      schema: { tags: sessionTags, summary: '新增提案届次', body: proposalSessionAddBody, response: { 200: idResult } },
    },
    async (req) => ok(await addProposalSession(db, actorOf(req), req.body)),
  );
  app.post(
    '/proposalSession/update',
    {
      config: { permission: P.sessionEdit },
      schema: { tags: sessionTags, summary: '修改提案届次', body: proposalSessionUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await updateProposalSession(db, actorOf(req), req.body);
      return ok(null);
    },
  );
  app.post(
    '/proposalSession/delete',
    {
      config: { permission: P.sessionDelete },
      schema: { tags: sessionTags, summary: '删除提案届次（当前届次不可删除）', body: refIdsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteProposalSessions(db, actorOf(req), req.body.ids);
      return ok(null, '删除成功');
    },
  );
  app.post(
    '/proposalSession/setCurrent',
    {
      config: { permission: P.sessionState },
      schema: { tags: sessionTags, summary: '设为当前届次', body: refIdBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await setCurrentProposalSession(db, actorOf(req), req.body.id);
      return ok(null);
    },
  );
  app.post(
    '/proposalSession/switch',
    {
      config: { permission: P.sessionState },
      schema: {
        tags: sessionTags,
        summary: '开放或关闭提案提交、查重',
        body: proposalSessionSwitchBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await switchProposalSession(db, actorOf(req), req.body);
      return ok(null);
    },
  );

  app.get(
    '/proposalType/options',
    {
      schema: {
        tags: typeTags,
        summary: '提案类别选项（启用的类别，扁平树节点）',
        response: { 200: envelope(z.array(proposalTypeOption)) },
      },
    },
    async () => ok(await proposalTypeOptions(db)),
  );
  app.get(
    '/proposalType/tree',
    {
      config: { permission: P.typeList },
      schema: {
        tags: typeTags,
        summary: '提案类别树（含停用），name 过滤时保留上级',
        querystring: refNameQuery,
        response: { 200: envelope(z.array(treeTypeNode)) },
      },
    },
    async (req) => ok(await proposalTypes.tree(db, req.query.name)),
  );
  app.get(
    '/proposalType/detail/:id',
    {
      config: { permission: P.typeList },
      schema: { tags: typeTags, summary: '提案类别详情', params: refIdParams, response: { 200: envelope(treeTypeDetail) } },
    },
    async (req) => ok(await proposalTypes.detail(db, req.params.id)),
  );
  app.post(
    '/proposalType/add',
    {
      config: { permission: P.typeAdd },
      schema: { tags: typeTags, summary: '新增提案类别', body: treeTypeAddBody, response: { 200: idResult } },
    },
    async (req) => ok(await proposalTypes.add(db, actorOf(req), req.body)),
  );
  app.post(
    '/proposalType/update',
    {
      config: { permission: P.typeEdit },
      schema: { tags: typeTags, summary: '修改提案类别', body: treeTypeUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await proposalTypes.update(db, actorOf(req), req.body);
      return ok(null);
    },
  );
  app.post(
    '/proposalType/delete',
    {
      config: { permission: P.typeDelete },
      schema: { tags: typeTags, summary: '删除提案类别（有下级时不可删除）', body: refIdBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteProposalType(db, actorOf(req), req.body.id);
      return ok(null, '删除成功');
    },
  );
  app.post(
    '/proposalType/enable',
    {
      config: { permission: P.typeEdit },
      schema: { tags: typeTags, summary: '启用或停用提案类别', body: refEnableBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await proposalTypes.enable(db, actorOf(req), req.body);
      return ok(null);
    },
  );
};
