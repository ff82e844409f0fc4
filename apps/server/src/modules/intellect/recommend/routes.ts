import { type RecommendResult, recommendBody, recommendResult, similarProposalResult } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { principalOf } from '../../../platform/auth/plugin';
import type { AppContext } from '../../../platform/context';
import { envelope, ok } from '../../../platform/http/envelope';
import {
  type RecommendInput,
  recommendInfoType,
  recommendJoint,
  recommendProposalJoint,
  recommendProposalType,
  recommendUnits,
  similarProposals,
} from './service';

const tags = ['智能文本-推荐'];

/**
 * Seed 002 §7 "Intelligent recommendations", all under /data/intellect (the catalogue's reading;
 * its alternative without the prefix would collide with the proposal module's /proposal/list).
 * Body: content (rich or plain text), title, proposalId, limit (1–20, default 5).
 */
export const recommendRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const route = (url: string, summary: string, run: (body: RecommendInput, userId: string) => Promise<RecommendResult>) =>
    app.post(url, { schema: { tags, summary, body: recommendBody, response: { 200: envelope(recommendResult) } } }, async (req) =>
      ok(await run(req.body, principalOf(req).userId)),
    );
  route('/data/intellect/info/type/recommend', '推荐社情民意信息类别', (b) => recommendInfoType(db, b));
  route('/data/intellect/classification/proposal', '推荐提案类别（按本会已立案提案学习）', (b) => recommendProposalType(db, b));
  route('/data/intellect/recommend/undertakeUnit', '推荐承办单位（按本会交办记录学习）', (b) => recommendUnits(db, b));
  route('/data/intellect/recommend/joint', '推荐联名人（写过或联名过相近内容的委员和集体用户）', (b, uid) => recommendJoint(db, uid, b));
  route('/data/intellect/proposal/joint/recommend', '推荐提案联名委员', (b, uid) => recommendProposalJoint(db, uid, b));
  app.post(
    '/data/intellect/proposal/list',
    {
      schema: { tags, summary: '相近提案列表（本会已提交提案）', body: recommendBody, response: { 200: envelope(similarProposalResult) } },
    },
    async (req) => ok(await similarProposals(db, principalOf(req), req.body)),
  );
};
