import {
  keywordAddBody,
  keywordIdsBody,
  keywordItem,
  keywordOption,
  keywordPageQuery,
  keywordUpdateBody,
  ProposalFlowPerm as P,
  pageResult,
  proposalFlowInfo,
  proposalFlowOptions,
  proposalFlowSaveBody,
} from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../platform/audit/audit';
import type { AppContext } from '../../../platform/context';
import { emptyEnvelope, envelope, ok } from '../../../platform/http/envelope';
import { proposalFlowOptions as flowOptions, getProposalFlow, saveProposalFlow } from './service-flow';
import { addKeyword, deleteKeywords, keywordOptions, pageKeywords, updateKeyword } from './service-keywords';

const flowTags = ['提案设置-提案流程'];
const keywordTags = ['提案设置-提案关键词'];

/** The flow setup (proposalFlow) and the keyword dictionary (keywordsList). */
export const flowRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/proposalFlow/get',
    {
      config: { permission: [P.flowView, P.flowEdit] },
      schema: { tags: flowTags, summary: '提案流程设置：各环节是否启用及办理角色、机构', response: { 200: envelope(proposalFlowInfo) } },
    },
    async () => ok(await getProposalFlow(db)),
  );
  app.get(
    '/proposalFlow/options',
    {
      config: { permission: [P.flowView, P.flowEdit] },
      schema: { tags: flowTags, summary: '可选的办理角色与机构', response: { 200: envelope(proposalFlowOptions) } },
    },
    async () => ok(await flowOptions(db)),
  );
  app.post(
    '/proposalFlow/save',
    {
      config: { permission: P.flowEdit },
      schema: {
        tags: flowTags,
        summary: '保存提案流程设置（只改传入的环节）',
        body: proposalFlowSaveBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (req) => {
      await saveProposalFlow(db, actorOf(req), req.body);
      return ok(null, '保存成功');
    },
  );

  app.post(
    '/proposal/keywords/page',
    {
      config: { permission: P.keywordList },
      schema: {
        tags: keywordTags,
        summary: '提案关键词分页',
        body: keywordPageQuery,
        response: { 200: envelope(pageResult(keywordItem)) },
      },
    },
    async (req) => ok(await pageKeywords(db, req.body)),
  );
  // every proposal screen may offer the keywords in its search box: sign-in is enough
  app.get(
    '/proposal/keywords/options',
    { schema: { tags: keywordTags, summary: '启用的提案关键词', response: { 200: envelope(z.array(keywordOption)) } } },
    async () => ok(await keywordOptions(db)),
  );
  app.post(
    '/proposal/keywords/add',
    {
      config: { permission: P.keywordAdd },
      schema: {
        tags: keywordTags,
        summary: '新增提案关键词',
        body: keywordAddBody,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (req) => ok(await addKeyword(db, actorOf(req), req.body), '保存成功'),
  );
  app.post(
    '/proposal/keywords/update',
    {
      config: { permission: P.keywordEdit },
      schema: { tags: keywordTags, summary: '修改提案关键词', body: keywordUpdateBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await updateKeyword(db, actorOf(req), req.body);
      return ok(null, '保存成功');
    },
  );
  app.post(
    '/proposal/keywords/delete',
    {
      config: { permission: P.keywordDelete },
      schema: { tags: keywordTags, summary: '删除提案关键词', body: keywordIdsBody, response: { 200: emptyEnvelope } },
    },
    async (req) => {
      await deleteKeywords(db, actorOf(req), req.body.ids);
      return ok(null, '删除成功');
    },
  );
};
