import { correctionBody, correctionResult, wordTypeMapBody, wordTypeMapResult } from '@cppcc/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context';
import { envelope, ok } from '../../../platform/http/envelope';
import { correct, wordTypeMap } from './service';

const tags = ['智能文本-纠错'];

/** Proofreading and the sensitive-word check: open to every signed-in user (the editor's tools). */
export const proofreadRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  app.post(
    '/data/intellect/baidu/error/correction',
    {
      schema: {
        tags,
        summary: '智能纠错（content 为富文本或纯文本，按纯文本检查；detailList 错词，checkDetailList 敏感词）',
        body: correctionBody,
        response: { 200: envelope(correctionResult) },
      },
    },
    async (req) => ok(await correct(db, req.body.content, req.body.checks, req.log)),
  );
  app.post(
    '/sensitiveWord/wordTypeMap',
    {
      schema: {
        tags,
        summary: '敏感词检测（来源 → 敏感词列表）',
        body: wordTypeMapBody,
        response: { 200: envelope(wordTypeMapResult) },
      },
    },
    async (req) => ok(await wordTypeMap(db, req.body.content)),
  );
};
