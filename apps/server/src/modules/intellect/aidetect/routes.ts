import { AI_DETECT_MIN_LENGTH, aiDetectBody, aiDetectResult, CheckMsg } from '@cppcc/contracts';
import { aiRemark as remarkOf } from '@cppcc/textkit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context';
import { badRequest } from '../../../platform/errors';
import { envelope, ok } from '../../../platform/http/envelope';
import { plainText } from '../proofread/service';
import { detectorFromEnv } from './select';

const tags = ['智能文本-AI写作检测'];

/**
 * POST /data/intellect/ai/detect. The spec's client called the third-party detector itself,
 * which would put its secret in the browser; here the server calls it (or the local model).
 */
export const aiDetectRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/data/intellect/ai/detect',
    {
      schema: {
        tags,
        summary: 'AI写作检测（至少100字；provider 由 AI_DETECT_PROVIDER 决定：local 或 showapi）',
        body: aiDetectBody,
        response: { 200: envelope(aiDetectResult) },
      },
    },
    async (req) => {
      const text = plainText(req.body.content);
      if ([...text.replace(/\s/g, '')].length < AI_DETECT_MIN_LENGTH) throw badRequest(CheckMsg.aiTooShort);
      const { detector, accuracy } = detectorFromEnv();
      const r = await detector.detect(text);
      return ok({
        ai_percent: r.ai_percent,
        all_lines: r.all_lines.map((l) => ({ text: l.text, ai_percent: l.ai_percent, remark: remarkOf(l.ai_percent) })),
        remark: r.remark,
        provider: r.provider,
        accuracy,
      });
    },
  );
};
