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
  refIdBody,
  refIdParams,
  refIdsBody,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/audit/audit';
import type { AppContext } from '../../../platform/context';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import { registerTreeTypeRoutes } from '../../../platform/reference/tree-type-routes';
import {
  addProposalSession,
  deleteProposalSessions,
  listProposalSessions,
  pageProposalSessions,
  proposalSessionDetail,
  proposalSessionOfYear,
  proposalSessionInfo as sessionInfo,
  setCurrentProposalSession,
  switchProposalSession,
  updateProposalSession,
} from './service';
import { proposalTypeOptions, proposalTypes } from './types';

const sessionTags = ['提案设置-提案届次'];
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

  registerTreeTypeRoutes(base, db, {
    prefix: '/proposalType',
    label: '提案类别',
    tag: '提案设置-提案类别',
    treePath: 'tree',
    service: proposalTypes,
    perms: { list: P.typeList, add: P.typeAdd, edit: P.typeEdit, remove: P.typeDelete },
    option: proposalTypeOption,
    options: proposalTypeOptions,
  });
};
